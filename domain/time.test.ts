import { expect, test } from 'vitest';
import { formatDate, relativeTime } from './relative-time';
import { daysSince, storyPinDurationText } from './time';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 86_400_000;

/** A duration as a story pin of that much video and no static page shows it. */
const formatDuration = (ms: number, locale?: string) =>
  storyPinDurationText({ totalVideoDuration: ms, staticPageCount: 0 }, locale);

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
  expect(storyPinDurationText({ totalVideoDuration: 12_000, staticPageCount: 2 })).toBe('0:22');
  expect(storyPinDurationText({ totalVideoDuration: 0, staticPageCount: 0 })).toBe('0:00');
  expect(storyPinDurationText({ totalVideoDuration: 61_000, staticPageCount: 3 })).toBe('1:16');
});

test('days since counts whole days of 86400000 ms', () => {
  expect(daysSince({ from: ago(DAY - 1), now })).toBe(0);
  expect(daysSince({ from: ago(28 * DAY), now })).toBe(28);
  expect(daysSince({ from: now + DAY, now })).toBe(0);
});

test("English keeps the spec's short forms and 'Just now' whatever its region", () => {
  for (const locale of ['en', 'en-US', 'en-GB', 'en_AU']) {
    expect(relativeTime({ time: ago(2 * DAY), now, locale })).toBe('2d');
    expect(relativeTime({ time: ago(4 * 30 * DAY), now, locale })).toBe('4mo');
    expect(relativeTime({ time: now, now, locale })).toBe('Just now');
  }
});

test('another locale words relative time in its narrow forms, with the same units', () => {
  const narrow = (locale: string) =>
    new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' });
  expect(relativeTime({ time: ago(2 * DAY), now, locale: 'de-DE' })).toBe(
    narrow('de-DE').format(-2, 'day'),
  );
  expect(relativeTime({ time: ago(5 * MIN), now, locale: 'fr-FR' })).toBe(
    narrow('fr-FR').format(-5, 'minute'),
  );
  expect(relativeTime({ time: ago(3 * 365 * DAY), now, locale: 'ja-JP' })).toBe(
    narrow('ja-JP').format(-3, 'year'),
  );
  // ko_KR is read as ko-KR.
  expect(relativeTime({ time: ago(7 * DAY), now, locale: 'ko_KR' })).toBe(
    narrow('ko-KR').format(-1, 'week'),
  );
  expect(relativeTime({ time: ago(2 * DAY), now, locale: 'de-DE' })).not.toBe('2d');
});

test("another locale's 'Just now' is its own word for now", () => {
  expect(relativeTime({ time: now, now, locale: 'de-DE' })).toBe('jetzt');
  expect(relativeTime({ time: now + HOUR, now, locale: 'fr-FR' })).toBe('maintenant');
});

test("a locale Intl refuses keeps the spec's forms", () => {
  expect(relativeTime({ time: ago(2 * HOUR), now, locale: 'not a locale!' })).toBe('2h');
  expect(formatDuration(65_000, 'not a locale!')).toBe('1:05');
});

test("a duration stays minutes:seconds in any locale, in the locale's digits", () => {
  expect(formatDuration(65_000, 'de-DE')).toBe('1:05');
  expect(formatDuration(65_000, 'ar-EG')).toBe('١:٠٥');
  expect(storyPinDurationText({ totalVideoDuration: 61_000, staticPageCount: 3 }, 'fr-FR')).toBe(
    '1:16',
  );
});

test("a date shown in full is the viewer's locale's medium date", () => {
  const time = '2026-03-05T12:00:00.000Z';
  expect(formatDate(time, 'en-US')).toBe('Mar 5, 2026');
  expect(formatDate(time, 'fr-FR')).toBe('5 mars 2026');
  expect(formatDate(time, 'de-DE')).toBe('05.03.2026');
  expect(formatDate('not a date', 'en-US')).toBe('');
});
