// Relative time and full dates by locale (spec 1 section 9, spec 3 section 9 "Formatting
// helpers"; docs/decisions/060): the spec's short forms in English, the locale's narrow Intl
// wording elsewhere. The current time is always an argument.
import { DAY_MS } from './constants';
import { canonicalLocale } from './canonical-locale';
import { intlLocale, toMs } from './time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** A month for relative time: 30 days. */
const MONTH_MS = 30 * DAY_MS;
/** A year for relative time: 365 days. */
const YEAR_MS = 365 * DAY_MS;

/** The recent text of relative time (spec 3 section 9). */
const JUST_NOW = 'Just now';

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
