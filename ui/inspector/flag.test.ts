// Which URLs ask for Stately Inspector (ui/inspector/flag.ts): the "Open Stately Inspector" button
// shows, and the inspector may attach, only for these.
import { expect, test } from 'vitest';
import { wantsInspector } from './flag';

test('?inspect attaches', () => {
  expect(wantsInspector('?inspect')).toBe(true);
  expect(wantsInspector('?inspect=')).toBe(true);
});

test('?inspect=1 attaches', () => {
  expect(wantsInspector('?inspect=1')).toBe(true);
  expect(wantsInspector('?q=chairs&inspect=1')).toBe(true);
});

test('?inspect=true attaches', () => {
  expect(wantsInspector('?inspect=true')).toBe(true);
});

test('?inspect=0 does not attach', () => {
  expect(wantsInspector('?inspect=0')).toBe(false);
});

test('?inspect=false does not attach', () => {
  expect(wantsInspector('?inspect=false')).toBe(false);
});

test('a URL without inspect does not attach', () => {
  expect(wantsInspector('')).toBe(false);
  expect(wantsInspector('?devtools')).toBe(false);
  expect(wantsInspector('?inspector=1')).toBe(false);
});
