import { expect, test } from 'vitest';
import { isBot, isSignedIn, parseViewerQuery } from './viewer';
import { sessionViewerKind } from './viewer-kind';

/** What the URL form reads from one parameter. */
const asked = (name: string, value: string) =>
  parseViewerQuery(`?${new URLSearchParams({ [name]: value }).toString()}`);

test('the URL form reads viewer, device and country', () => {
  expect(parseViewerQuery('?viewer=partner&device=mobile&country=GB')).toEqual({
    kind: 'partner',
    device: 'mobile',
    country: 'GB',
  });
});

test('viewer kinds are read leniently', () => {
  expect(asked('viewer', 'signed-in').kind).toBe('signed-in');
  expect(asked('viewer', 'Signed_In').kind).toBe('signed-in');
  expect(asked('viewer', 'social bot').kind).toBe('social-bot');
  expect(asked('viewer', 'socialbot').kind).toBe('social-bot');
  expect(asked('viewer', 'logged-out').kind).toBe('logged-out');
  expect(asked('viewer', 'root').kind).toBeUndefined();
  expect(parseViewerQuery('').kind).toBeUndefined();
  expect(asked('device', 'MOBILE').device).toBe('mobile');
  expect(asked('device', 'fridge').device).toBeUndefined();
  expect(asked('country', ' de ').country).toBe('DE');
  expect(asked('country', 'USA').country).toBeUndefined();
});

test('signed-in kinds with an id are signed in; bots are bots', () => {
  expect(isSignedIn({ kind: 'signed-in', id: 'u1' })).toBe(true);
  expect(isSignedIn({ kind: 'partner', id: 'u2' })).toBe(true);
  expect(isSignedIn({ kind: 'signed-in', id: null })).toBe(false);
  expect(isSignedIn({ kind: 'logged-out', id: null })).toBe(false);
  expect(isSignedIn({ kind: 'bot', id: null })).toBe(false);
  expect(isBot({ kind: 'bot' })).toBe(true);
  expect(isBot({ kind: 'social-bot' })).toBe(true);
  expect(isBot({ kind: 'employee' })).toBe(false);
});

test('the viewer kind follows the user unless the toolbar asks for one that fits the session', () => {
  const plain = { isPartner: false, isEmployee: false };
  expect(sessionViewerKind({ user: null, kindOverride: null })).toBe('logged-out');
  expect(sessionViewerKind({ user: null, kindOverride: 'bot' })).toBe('bot');
  expect(sessionViewerKind({ user: null, kindOverride: 'social-bot' })).toBe('social-bot');
  expect(sessionViewerKind({ user: null, kindOverride: 'partner' })).toBe('logged-out');
  expect(sessionViewerKind({ user: plain, kindOverride: null })).toBe('signed-in');
  expect(sessionViewerKind({ user: plain, kindOverride: 'employee' })).toBe('employee');
  expect(sessionViewerKind({ user: plain, kindOverride: 'bot' })).toBe('signed-in');
  expect(sessionViewerKind({ user: { ...plain, isPartner: true }, kindOverride: null })).toBe(
    'partner',
  );
  expect(sessionViewerKind({ user: { ...plain, isEmployee: true }, kindOverride: null })).toBe(
    'employee',
  );
});

test('the URL form reads a locale, canonical, and drops a malformed one (spec 3 section 9)', () => {
  expect(parseViewerQuery('?locale=zh_cn')).toEqual({ locale: 'zh-CN' });
  expect(parseViewerQuery('?locale=ja')).toEqual({ locale: 'ja' });
  expect(parseViewerQuery('?locale=<script>')).toEqual({});
  expect(asked('locale', 'not a locale').locale).toBeUndefined();
});

test('bad URL values fall back to safe defaults', () => {
  expect(parseViewerQuery('?viewer=admin&device=tv&country=Narnia')).toEqual({});
  expect(parseViewerQuery('country=fr')).toEqual({ country: 'FR' });
});
