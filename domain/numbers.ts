// Number rules: short number form, favorite count, stat values, count buckets and social-proof
// labels (spec 1 sections 5 and 9, spec 3 sections 2 and 9).
import {
  DRAWER_FRACTION_DIGITS,
  FAVORITE_COUNT_CAP,
  LIKE_REACTION_TYPE,
  REVISIT_BUCKET_STEP_DAYS,
  REVISIT_BUCKET_TOP_DAYS,
  STAT_MISSING_TOOLTIP,
} from './constants';
import { shortenNumber } from './short-number';
import type { ReactionCount } from './types';

export { shortenNumber } from './short-number';

/** Short number form with one decimal, as the 'More about this Pin' drawer shows (spec 3 section 2). */
function shortenDrawerNumber({ value, locale }: { value: number; locale?: string }): string {
  return shortenNumber({ value, locale, fractionDigits: DRAWER_FRACTION_DIGITS });
}

/**
 * Favorite count: shown only when supplied and above 0; the number under 10, otherwise '9+'
 * (spec 1 section 5). Null means nothing is shown.
 */
export function favoriteCountLabel(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  if (count > FAVORITE_COUNT_CAP) return `${FAVORITE_COUNT_CAP}+`;
  return String(Math.floor(count));
}

/** The dash shown in place of a missing stat value (spec 1 section 5). */
const STAT_MISSING_TEXT = '—';

/** A stat as shown: its text and, when missing, the tooltip that explains the dash. */
export interface StatDisplay {
  text: string;
  tooltip: string | null;
  missing: boolean;
}

/**
 * Stat value: missing shows a dash with the tooltip 'This stat is not available yet'; 0 is a
 * value and shows as 0 (spec 1 section 5).
 */
export function statDisplay({
  value,
  locale,
}: {
  value: number | null | undefined;
  locale?: string;
}): StatDisplay {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { text: STAT_MISSING_TEXT, tooltip: STAT_MISSING_TOOLTIP, missing: true };
  }
  return { text: shortenNumber({ value, locale }), tooltip: null, missing: false };
}

/** Shared bucketing: `step`-wide ranges from 0, and `top+` at and above `top`. */
function bucket({ value, step, top }: { value: number; step: number; top: number }): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  if (n >= top) return `${top}+`;
  const low = Math.floor(n / step) * step;
  return `${low}-${low + step - 1}`;
}

/** Days since the last revisit bucketed by 7 up to 84+: '0-6', '7-13', ..., '84+' (spec 3 section 9). */
export function daysBucket(days: number): string {
  return bucket({ value: days, step: REVISIT_BUCKET_STEP_DAYS, top: REVISIT_BUCKET_TOP_DAYS });
}

type SocialProofKind = 'save' | 'like' | 'share';

const SOCIAL_PROOF_WORDS: Record<SocialProofKind, [singular: string, plural: string]> = {
  save: ['Save', 'Saves'],
  like: ['Like', 'Likes'],
  share: ['Share', 'Shares'],
};

/** Social-proof label: singular (Save, Like, Share) when the count is 1, else plural (spec 3 section 2). */
function socialProofLabel({ kind, count }: { kind: SocialProofKind; count: number }): string {
  const [singular, plural] = SOCIAL_PROOF_WORDS[kind];
  return count === 1 ? singular : plural;
}

/** Likes of a pin: the count of reaction type 1 (spec 1 section 3, spec 3 section 3). */
export function likeCount(reactions: readonly ReactionCount[] | null | undefined): number {
  return (reactions ?? [])
    .filter((r) => r.reactionType === LIKE_REACTION_TYPE)
    .reduce((sum, r) => sum + Math.max(0, r.reactionCount), 0);
}

export interface SocialProofItem {
  kind: SocialProofKind;
  count: number;
  /** Short form with one decimal. */
  value: string;
  label: string;
}

/**
 * The drawer's social proof (Saves, Likes, Shares), only for the feed variant and only when
 * saves or likes are above 0; otherwise an empty list (spec 3 section 2).
 */
export function socialProof({
  saves,
  likes,
  shares,
  variant = 'feed',
  locale,
}: {
  saves: number;
  likes: number;
  shares: number;
  variant?: 'feed' | 'other';
  locale?: string;
}): SocialProofItem[] {
  if (variant !== 'feed') return [];
  if (!(saves > 0) && !(likes > 0)) return [];
  const counts: [SocialProofKind, number][] = [
    ['save', saves],
    ['like', likes],
    ['share', shares],
  ];
  return counts.map(([kind, count]) => ({
    kind,
    count,
    value: shortenDrawerNumber({ value: count, locale }),
    label: socialProofLabel({ kind, count }),
  }));
}
