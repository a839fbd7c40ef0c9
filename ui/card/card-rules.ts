// Adapters from the domain rules to the card's display shapes (price, rating, permissions and
// role variants of spec 1 sections 5 and 6).
import type { Pin, Viewer } from '../../domain/types';
import { canEditPin, showsEditButton } from '../../domain/card-permissions';
import { priceDisplay } from '../../domain/price';
import {
  ratingAccessibleText,
  ratingCountText,
  ratingStars,
  ratingValueText,
  visibleRating,
  type Star,
} from '../../domain/rating';

export interface PriceDisplay {
  current: string;
  original: string | null;
}

export interface RatingDisplay {
  value: string;
  stars: Star[];
  count: string;
  label: string;
}

/** The card's price (range or single, original struck through), or null; labels come from cardLabels. */
export function cardPrice(pin: Pin): PriceDisplay | null {
  const shown = priceDisplay({ pin });
  return shown.kind === 'price' ? { current: shown.current, original: shown.original } : null;
}

/** The card's rating: only when visible; one decimal, stars, short count. */
export function cardRating(pin: Pin): RatingDisplay | null {
  const rating = visibleRating(pin.richSummary?.aggregateRating);
  if (!rating) return null;
  const noun = pin.richSummary?.typeName === 'recipe' ? 'rating' : 'review';
  return {
    value: ratingValueText(rating.value),
    stars: ratingStars({ value: rating.value }),
    count: ratingCountText({ count: rating.count, form: 'short' }),
    label: `${ratingAccessibleText({ value: rating.value })}, ${ratingCountText({ count: rating.count, noun })}`,
  };
}

/** Edit: the viewer owns the board, holds the board action right, or the pin's access includes write. */
export function canEditCard({ pin, viewer }: { pin: Pin; viewer: Viewer }): boolean {
  return (
    showsEditButton({ pin, viewer }) ||
    (viewer.device === 'mobile' && canEditPin({ pin, viewerId: viewer.id }))
  );
}
