// Text rules of the pin card and closeup: trimming, truncation and labels (spec 1 section 5,
// spec 3 sections 2 and 5). The limits every written text keeps are in text-limits.ts.
import {
  SAVED_INDICATOR_NAME_MAX,
  STATS_LABEL_KEEP,
  STATS_LABEL_MAX,
  STORY_TITLE_MAX,
  TITLE_MAX,
} from './constants';

/** The ellipsis every truncation ends with (spec 1 section 5). */
const ELLIPSIS = '…';

/** Characters as a person counts them (code points, so an emoji is never cut in half). */
function chars(text: string): string[] {
  return Array.from(text);
}

/** Length in characters (code points), the unit every text limit counts in (spec 1 section 5). */
export function textLength(text: string): number {
  return chars(text).length;
}

/** First `count` characters of `text`, never splitting a code point. */
export function take(text: string, count: number): string {
  return chars(text).slice(0, Math.max(0, count)).join('');
}

/** Runs of whitespace become one space, and the ends are trimmed (spec 1 section 5). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Title trimmed of surrounding whitespace and cut to 200 characters (spec 1 section 5). */
export function trimTitle(title: string | null | undefined): string {
  return take((title ?? '').trim(), TITLE_MAX).trimEnd();
}

/**
 * A story title under 32 characters is shown whole, otherwise cut to 32 plus an ellipsis
 * (spec 1 section 5).
 */
export function storyTitle(title: string): string {
  const text = title.trim();
  if (textLength(text) < STORY_TITLE_MAX) return text;
  return cutWithEllipsis(text, STORY_TITLE_MAX);
}

/**
 * "Truncated to N" and "cut to N": text within `max` characters is kept whole; longer text keeps
 * its first `max` characters and an ellipsis marks the cut, as the story title is "cut to 32 plus
 * an ellipsis" (decision 094). Spec 1 sections 4 and 5: saved indicator 20, saved overlay 22,
 * domain 27/12, sender 30.
 */
export function truncate({ text, max }: { text: string; max: number }): string {
  const limit = Math.max(0, Math.floor(max));
  if (textLength(text) <= limit) return text;
  return cutWithEllipsis(text, limit);
}

/** The first `keep` characters, whatever they are, and an ellipsis. */
function cutWithEllipsis(text: string, keep: number): string {
  return take(text, keep) + ELLIPSIS;
}

/** Board or profile name on the card's saved indicator, at most 20 characters (spec 1 section 4). */
export function savedIndicatorName(name: string): string {
  return truncate({ text: name.trim(), max: SAVED_INDICATOR_NAME_MAX });
}

/**
 * Pin stats button label: longer than 14 characters gives the first 12 plus an ellipsis
 * (spec 1 section 5, spec 3 section 5).
 */
export function statsLabel(label: string): string {
  if (textLength(label) <= STATS_LABEL_MAX) return label;
  return cutWithEllipsis(label, STATS_LABEL_KEEP);
}

/** How a person is named: their full name, or '@username' when they gave none. */
export function personName(user: { fullName: string; username: string }): string {
  return user.fullName.trim() || `@${user.username}`;
}
