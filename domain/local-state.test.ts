import { expect, test } from 'vitest';
import {
  addSignedOutSave,
  freshRevisitation,
  hidesSaveButtonForHeldSave,
  pushRecent,
  validRevisitation,
} from './local-state';

test('logged-out users may hold at most 2 locally saved pins', () => {
  const one = addSignedOutSave({ held: [], pinId: 'p1' });
  expect(one).toEqual({ held: ['p1'], accepted: true, reason: 'added' });
  const two = addSignedOutSave({ held: one.held, pinId: 'p2' });
  expect(two.held).toEqual(['p1', 'p2']);
  expect(addSignedOutSave({ held: two.held, pinId: 'p3' }).accepted).toBe(false);
});

test('further signed-out saves are refused', () => {
  expect(addSignedOutSave({ held: ['p1', 'p2'], pinId: 'p3' })).toEqual({
    held: ['p1', 'p2'],
    accepted: false,
    reason: 'full',
  });
});

test('a pin already held is not held twice', () => {
  expect(addSignedOutSave({ held: ['p1', 'p2'], pinId: 'p2' })).toEqual({
    held: ['p1', 'p2'],
    accepted: true,
    reason: 'alreadyHeld',
  });
});

test('the save button is hidden when a signed-out save is held and the route is not a closeup', () => {
  expect(hidesSaveButtonForHeldSave({ holdsSignedOutSave: true, isCloseup: false })).toBe(true);
  expect(hidesSaveButtonForHeldSave({ holdsSignedOutSave: true, isCloseup: true })).toBe(false);
  expect(hidesSaveButtonForHeldSave({ holdsSignedOutSave: false, isCloseup: false })).toBe(false);
});

test('a duplicate at the head of the recent lists is not added again', () => {
  expect(pushRecent({ list: ['tea', 'cake'], item: 'tea' })).toEqual(['tea', 'cake']);
  expect(pushRecent({ list: ['cake', 'tea'], item: 'tea' })).toEqual(['tea', 'cake', 'tea']);
  expect(pushRecent({ list: [], item: 'tea' })).toEqual(['tea']);
  const same = (a: { q: string }, b: { q: string }) => a.q === b.q;
  expect(pushRecent({ list: [{ q: 'tea' }], item: { q: 'tea' }, same })).toHaveLength(1);
});

test('recent lists are cut to their limit', () => {
  const list = Array.from({ length: 10 }, (_, i) => `p${i}`);
  expect(pushRecent({ list, item: 'new', max: 10 })).toEqual(['new', ...list.slice(0, 9)]);
});

test('stored revisitation data must have numeric count, time and ts, or it resets to a fresh state', () => {
  const now = 1_700_000_000_000;
  expect(validRevisitation({ stored: { count: 3, time: 1, ts: 2 }, now })).toEqual({
    count: 3,
    time: 1,
    ts: 2,
  });
  expect(validRevisitation({ stored: '{"count":1,"time":2,"ts":3}', now })).toEqual({
    count: 1,
    time: 2,
    ts: 3,
  });
  for (const stored of [
    null,
    undefined,
    'garbage{',
    42,
    { count: '3', time: 1, ts: 2 },
    { count: 3, time: 1 },
    { count: Number.NaN, time: 1, ts: 2 },
  ]) {
    expect(validRevisitation({ stored, now })).toEqual(freshRevisitation(now));
  }
});
