import { expect, test } from 'vitest';
import {
  daysSince,
  formatDuration,
  relativeTime,
  storyPinDurationMs,
  storyPinDurationText,
} from './time';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 86_400_000;

test("relative time under a minute is 'Just now'", () => {
  expect(relativeTime({ time: now, now })).toBe('Just now');
  expect(relativeTime({ time: ago(59_999), now })).toBe('Just now');
  expect(relativeTime({ time: now + HOUR, now })).toBe('Just now');
  expect(relativeTime({ time: 'not a date', now })).toBe('Just now');
});

test('relative time uses m, h, d, w, mo, y', () => {
  expect(relativeTime({ time: ago(MIN), now })).toBe('1m');
  expect(relativeTime({ time: ago(59 * MIN), now })).toBe('59m');
  expect(relativeTime({ time: ago(HOUR), now })).toBe('1h');
  expect(relativeTime({ time: ago(23 * HOUR), now })).toBe('23h');
  expect(relativeTime({ time: ago(DAY), now })).toBe('1d');
  expect(relativeTime({ time: ago(6 * DAY), now })).toBe('6d');
  expect(relativeTime({ time: ago(7 * DAY), now })).toBe('1w');
  expect(relativeTime({ time: ago(29 * DAY), now })).toBe('4w');
  expect(relativeTime({ time: ago(30 * DAY), now })).toBe('1mo');
  expect(relativeTime({ time: ago(364 * DAY), now })).toBe('12mo');
  expect(relativeTime({ time: ago(365 * DAY), now })).toBe('1y');
  expect(relativeTime({ time: ago(3 * 365 * DAY), now })).toBe('3y');
});

test('relative time accepts ISO strings', () => {
  expect(relativeTime({ time: '2026-11-21T09:00:00.000Z', now: '2026-11-21T12:00:00.000Z' })).toBe(
    '3h',
  );
});

test('duration is shown as minutes:seconds', () => {
  expect(formatDuration(0)).toBe('0:00');
  expect(formatDuration(5_000)).toBe('0:05');
  expect(formatDuration(65_000)).toBe('1:05');
  expect(formatDuration(65_999)).toBe('1:05');
  expect(formatDuration(3_600_000)).toBe('60:00');
  expect(formatDuration(-10)).toBe('0:00');
});

test('story pin duration is total video duration plus 5000 ms per static page', () => {
  expect(storyPinDurationMs({ totalVideoDuration: 12_000, staticPageCount: 2 })).toBe(22_000);
  expect(storyPinDurationMs({ totalVideoDuration: 0, staticPageCount: 0 })).toBe(0);
  expect(storyPinDurationText({ totalVideoDuration: 61_000, staticPageCount: 3 })).toBe('1:16');
});

test('days since counts whole days of 86400000 ms', () => {
  expect(daysSince({ from: ago(DAY - 1), now })).toBe(0);
  expect(daysSince({ from: ago(28 * DAY), now })).toBe(28);
  expect(daysSince({ from: now + DAY, now })).toBe(0);
});
