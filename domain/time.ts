// Time rules: relative time, minutes:seconds durations, story pin duration
// (spec 1 section 9, spec 3 section 9). The current time is always an argument.
import { DAY_MS, STORY_STATIC_PAGE_MS } from './constants';
import type { StoryPinData } from './types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** A month for relative time: 30 days. */
const MONTH_MS = 30 * DAY_MS;
/** A year for relative time: 365 days. */
const YEAR_MS = 365 * DAY_MS;

/** The recent text of relative time (spec 3 section 9). */
export const JUST_NOW = 'Just now';

function toMs(time: number | string | Date): number {
  if (typeof time === 'number') return time;
  if (typeof time === 'string') return Date.parse(time);
  return time.getTime();
}

/** The locale as `Intl` takes it ('ko_KR' is 'ko-KR'); null for one it refuses. */
function canonicalLocale(locale: string): string | null {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/gu, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/** The locale relative times and durations are worded in; null keeps the spec's own forms. */
function intlLocale(locale: string): string | null {
  return /^en(?:[-_]|$)/iu.test(locale) ? null : canonicalLocale(locale);
}

/** The spec's short forms by unit (spec 3 section 9: m, h, d, w, mo, y). */
const SHORT_FORMS = {
  minute: 'm',
  hour: 'h',
  day: 'd',
  week: 'w',
  month: 'mo',
  year: 'y',
} as const;
type RelativeUnit = keyof typeof SHORT_FORMS;

/** How much time has passed, in the largest unit that fits; null under a minute or in the future. */
function elapsedIn(elapsed: number): { value: number; unit: RelativeUnit } | null {
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return null;
  if (elapsed < HOUR_MS) return { value: Math.floor(elapsed / MINUTE_MS), unit: 'minute' };
  if (elapsed < DAY_MS) return { value: Math.floor(elapsed / HOUR_MS), unit: 'hour' };
  if (elapsed < WEEK_MS) return { value: Math.floor(elapsed / DAY_MS), unit: 'day' };
  if (elapsed < MONTH_MS) return { value: Math.floor(elapsed / WEEK_MS), unit: 'week' };
  if (elapsed < YEAR_MS) return { value: Math.floor(elapsed / MONTH_MS), unit: 'month' };
  return { value: Math.floor(elapsed / YEAR_MS), unit: 'year' };
}

/**
 * Relative time in short form: 'Just now' under a minute, then m, h, d, w, mo, y ('5m', '3h',
 * '2d', '1w', '4mo', '2y'); a time in the future reads 'Just now' (spec 1 section 9, spec 3
 * section 9). Another locale than English gets the same units in its own narrow words
 * (`Intl.RelativeTimeFormat`, narrow, docs/decisions/060): '2d' in German is 'vor 2 Tagen',
 * and 'Just now' is 'jetzt'.
 * `now` is passed in: the domain never reads the clock.
 */
export function relativeTime({
  time,
  now,
  locale = 'en',
}: {
  time: number | string | Date;
  now: number | string | Date;
  /** The viewer's locale (the dev toolbar's); English by default. */
  locale?: string;
}): string {
  const passed = elapsedIn(toMs(now) - toMs(time));
  const tag = intlLocale(locale);
  if (!tag) return passed ? `${passed.value}${SHORT_FORMS[passed.unit]}` : JUST_NOW;
  if (!passed) return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second');
  return new Intl.RelativeTimeFormat(tag, { style: 'narrow', numeric: 'always' }).format(
    -passed.value,
    passed.unit,
  );
}

/**
 * Duration shown as minutes:seconds, seconds two digits: 65000 ms gives '1:05' (spec 1 section 9).
 * Another locale than English writes the digits its own way (`Intl.NumberFormat`).
 */
export function formatDuration(ms: number, locale = 'en'): string {
  const totalSeconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const tag = intlLocale(locale);
  if (!tag) return `${minutes}:${String(seconds).padStart(2, '0')}`;
  const digits = (n: number, width: number) =>
    new Intl.NumberFormat(tag, {
      minimumIntegerDigits: width,
      useGrouping: false,
    }).format(n);
  return `${digits(minutes, 1)}:${digits(seconds, 2)}`;
}

/**
 * A date shown in full, in the viewer's locale (`Intl.DateTimeFormat`, medium style): 'Mar 5,
 * 2026' in English, '5 mars 2026' in French. An unreadable time is an empty string.
 */
export function formatDate(time: number | string | Date, locale = 'en'): string {
  const ms = toMs(time);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat(canonicalLocale(locale) ?? 'en', { dateStyle: 'medium' }).format(
    ms,
  );
}

/**
 * Story pin duration in ms: total video duration plus 5000 ms per static page
 * (spec 1 section 9, spec 3 section 9).
 */
export function storyPinDurationMs(
  story: Pick<StoryPinData, 'totalVideoDuration' | 'staticPageCount'>,
): number {
  const video = Number.isFinite(story.totalVideoDuration)
    ? Math.max(0, story.totalVideoDuration)
    : 0;
  const pages = Number.isFinite(story.staticPageCount)
    ? Math.max(0, Math.floor(story.staticPageCount))
    : 0;
  return video + pages * STORY_STATIC_PAGE_MS;
}

/** Story pin duration as minutes:seconds (spec 1 section 9), in the viewer's locale. */
export function storyPinDurationText(
  story: Pick<StoryPinData, 'totalVideoDuration' | 'staticPageCount'>,
  locale = 'en',
): string {
  return formatDuration(storyPinDurationMs(story), locale);
}

/** Whole days from `from` to `now` (never negative), a day being 86400000 ms (spec 3 section 9). */
export function daysSince({
  from,
  now,
}: {
  from: number | string | Date;
  now: number | string | Date;
}): number {
  const elapsed = toMs(now) - toMs(from);
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / DAY_MS)) : 0;
}
