// Rating rules: visibility, one decimal, review and rating counts, star fractions
// (spec 1 section 5, spec 3 sections 5 and 9).
import { RATING_MAX_DEFAULT, STAR_FULL_REMAINDER, STAR_HALF_REMAINDER } from './constants';
import { shortenNumber } from './short-number';
import type { AggregateRating } from './types';

/** A rating that may be shown: value and a finite count. */
export interface VisibleRating {
  value: number;
  count: number;
}

/**
 * A rating is shown only if it exists, is not 'None', and the count is a finite number
 * (spec 1 section 5). Returns the rating to show, or null.
 */
export function visibleRating(rating: AggregateRating | null | undefined): VisibleRating | null {
  if (!rating) return null;
  const { ratingValue, ratingCount } = rating;
  if (ratingValue === null || ratingValue === undefined || ratingValue === 'None') return null;
  if (typeof ratingValue !== 'number' || !Number.isFinite(ratingValue)) return null;
  if (typeof ratingCount !== 'number' || !Number.isFinite(ratingCount)) return null;
  return { value: ratingValue, count: ratingCount };
}

/** A single rating shows one decimal: 4 gives '4.0' (spec 1 section 5). */
export function ratingValueText(value: number): string {
  return value.toFixed(1);
}

/**
 * Rating count as '{count} review(s)' or '{count} rating(s)': singular for 1; or in short form
 * (spec 1 section 5, spec 3 section 5).
 */
export function ratingCountText({
  count,
  noun = 'review',
  form = 'long',
  locale,
}: {
  count: number;
  noun?: 'review' | 'rating';
  form?: 'long' | 'short';
  locale?: string;
}): string {
  const value = shortenNumber({ value: count, locale });
  if (form === 'short') return value;
  return `${value} ${noun}${count === 1 ? '' : 's'}`;
}

export type Star = 'full' | 'half' | 'empty';

/**
 * Stars for a rating out of `max` (default 5): whole points are full stars; the remainder gives
 * a full star at 0.75 or more, a half star at 0.25 or more (spec 1 section 5).
 */
export function ratingStars({
  value,
  max = RATING_MAX_DEFAULT,
}: {
  value: number;
  max?: number;
}): Star[] {
  const stars = Math.max(0, Math.floor(max));
  const clamped = Math.min(Math.max(value, 0), stars);
  const whole = Math.floor(clamped);
  const remainder = clamped - whole;
  return Array.from({ length: stars }, (_, i): Star => {
    if (i < whole) return 'full';
    if (i === whole) {
      if (remainder >= STAR_FULL_REMAINDER) return 'full';
      if (remainder >= STAR_HALF_REMAINDER) return 'half';
    }
    return 'empty';
  });
}

/** Accessible text of a rating: '4.5 out of 5 stars' (spec 1 section 3: max_rating default 5). */
export function ratingAccessibleText({
  value,
  max = RATING_MAX_DEFAULT,
}: {
  value: number;
  max?: number;
}): string {
  return `${ratingValueText(value)} out of ${max} stars`;
}
