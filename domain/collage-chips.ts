// A collage's or collection's chips (spec 1 section 4, spec 3 section 9), apart from the carousel
// rules (carousel.ts, which re-exports them): every card reads them at the first paint, and a
// module the first paint reads lands in its chunk whole (decision 108, decision 112).
import { COLLAGE_CHIPS_MIN } from './constants';

/**
 * Collage or collection chips render only with at least 3 items and show the first 3; an empty
 * list means no chips (spec 1 section 4, spec 3 section 9).
 */
export function collageChips<T>(items: readonly T[] | null | undefined): T[] {
  const list = items ?? [];
  return list.length >= COLLAGE_CHIPS_MIN ? list.slice(0, COLLAGE_CHIPS_MIN) : [];
}
