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

/**
 * Relative time in short form: 'Just now' under a minute, then m, h, d, w, mo, y ('5m', '3h',
 * '2d', '1w', '4mo', '2y'); a time in the future reads 'Just now' (spec 1 section 9, spec 3
 * section 9). `now` is passed in: the domain never reads the clock.
 */
export function relativeTime({
  time,
  now,
}: {
  time: number | string | Date;
  now: number | string | Date;
}): string {
  const elapsed = toMs(now) - toMs(time);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return JUST_NOW;
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d`;
  if (elapsed < MONTH_MS) return `${Math.floor(elapsed / WEEK_MS)}w`;
  if (elapsed < YEAR_MS) return `${Math.floor(elapsed / MONTH_MS)}mo`;
  return `${Math.floor(elapsed / YEAR_MS)}y`;
}

/** Duration shown as minutes:seconds, seconds two digits: 65000 ms gives '1:05' (spec 1 section 9). */
export function formatDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
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

/** Story pin duration as minutes:seconds (spec 1 section 9). */
export function storyPinDurationText(
  story: Pick<StoryPinData, 'totalVideoDuration' | 'staticPageCount'>,
): string {
  return formatDuration(storyPinDurationMs(story));
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
