// Time rules: minutes:seconds durations, story pin duration, whole days (spec 1 section 9, spec 3
// section 9), and the locale they are worded in. Relative time and full dates are
// relative-time.ts, apart so the cards of the first paint do not carry them. The current time is
// always an argument.
import { DAY_MS, STORY_STATIC_PAGE_MS } from './constants';
import { canonicalLocale } from './canonical-locale';
import type { StoryPinData } from './types';

export function toMs(time: number | string | Date): number {
  if (typeof time === 'number') return time;
  if (typeof time === 'string') return Date.parse(time);
  return time.getTime();
}

/** The locale relative times and durations are worded in; null keeps the spec's own forms. */
export function intlLocale(locale: string): string | null {
  return /^en(?:[-_]|$)/iu.test(locale) ? null : canonicalLocale(locale);
}

/**
 * Duration shown as minutes:seconds, seconds two digits: 65000 ms gives '1:05' (spec 1 section 9).
 * Another locale than English writes the digits its own way (`Intl.NumberFormat`).
 */
function formatDuration(ms: number, locale = 'en'): string {
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
 * Story pin duration in ms: total video duration plus 5000 ms per static page
 * (spec 1 section 9, spec 3 section 9).
 */
function storyPinDurationMs(
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
