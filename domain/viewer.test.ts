import { expect, test } from 'vitest';
import {
  DEFAULT_VIEWER_PREFERENCE,
  isBot,
  isSignedIn,
  parseCountry,
  parseDevice,
  parseLocale,
  parseViewerKind,
  parseViewerQuery,
  sessionViewerKind,
  viewerPreferenceFromQuery,
  viewerQuery,
} from './viewer';

test('the URL form reads viewer, device and country', () => {
  expect(parseViewerQuery('?viewer=partner&device=mobile&country=GB')).toEqual({
    kind: 'partner',
    device: 'mobile',
    country: 'GB',
  });
});

test('bad URL values fall back to safe defaults', () => {
  expect(viewerPreferenceFromQuery({ search: '?viewer=admin&device=tv&country=Narnia' })).toEqual(
    DEFAULT_VIEWER_PREFERENCE,
  );
  expect(viewerPreferenceFromQuery({ search: '' })).toEqual({
    kind: 'logged-out',
    device: 'desktop',
    country: 'US',
  });
  expect(
    viewerPreferenceFromQuery({
      search: 'country=fr',
      fallback: { kind: 'signed-in', device: 'mobile', country: 'US' },
    }),
  ).toEqual({ kind: 'signed-in', device: 'mobile', country: 'FR' });
});

test('viewer kinds are read leniently', () => {
  expect(parseViewerKind('signed-in')).toBe('signed-in');
  expect(parseViewerKind('Signed_In')).toBe('signed-in');
  expect(parseViewerKind('social bot')).toBe('social-bot');
  expect(parseViewerKind('socialbot')).toBe('social-bot');
  expect(parseViewerKind('logged-out')).toBe('logged-out');
  expect(parseViewerKind('root')).toBe(null);
  expect(parseViewerKind(null)).toBe(null);
  expect(parseDevice('MOBILE')).toBe('mobile');
  expect(parseDevice('fridge')).toBe(null);
  expect(parseCountry(' de ')).toBe('DE');
  expect(parseCountry('USA')).toBe(null);
});

test('a preference round-trips through its query string', () => {
  const preference = { kind: 'employee', device: 'mobile', country: 'JP' } as const;
  expect(viewerPreferenceFromQuery({ search: viewerQuery(preference) })).toEqual(preference);
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
  expect(parseLocale('not a locale')).toBeNull();
});
