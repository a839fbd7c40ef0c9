// Carousel rules: arrow visibility, stepping within bounds, swipe qualification and tap cancel
// (spec 1 section 4, spec 3 section 4); the collage chips are collage-chips.ts's.
import { SWIPE_MAX_MS, TAP_CANCEL_SQUARED_DISTANCE } from './constants';

/** The left (previous) arrow shows when the index is above 0 (spec 1 section 4). */
export function showsPreviousArrow(index: number): boolean {
  return index > 0;
}

/** The right (next) arrow shows when the index is below slot count minus 1 (spec 1 section 4). */
export function showsNextArrow({
  index,
  slotCount,
}: {
  index: number;
  slotCount: number;
}): boolean {
  return index < slotCount - 1;
}

/** A dot jumps to a slot: the index clamped into 0 .. slotCount - 1 (spec 1 section 4). */
export function clampSlot({ index, slotCount }: { index: number; slotCount: number }): number {
  if (slotCount <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), slotCount - 1);
}

/**
 * A press or swipe moves one step (step equals items per page) to the previous or next slot,
 * within bounds (spec 1 section 4, spec 3 section 4).
 */
export function stepSlot({
  index,
  slotCount,
  direction,
  itemsPerPage = 1,
}: {
  index: number;
  slotCount: number;
  direction: 'previous' | 'next';
  itemsPerPage?: number;
}): number {
  const step = Math.max(1, Math.trunc(itemsPerPage));
  return clampSlot({ index: index + (direction === 'next' ? step : -step), slotCount });
}

/** The squared distance of a pointer movement, compared with 100 for tap cancel (spec 1 section 4). */
function squaredDistance({ dx, dy }: { dx: number; dy: number }): number {
  return dx * dx + dy * dy;
}

/** Movement beyond 10 px (squared distance 100) cancels a tap (spec 1 section 4). */
export function cancelsTap({ dx, dy }: { dx: number; dy: number }): boolean {
  return squaredDistance({ dx, dy }) > TAP_CANCEL_SQUARED_DISTANCE;
}

/**
 * A swipe counts only if the gesture is under 500 ms and mostly horizontal, and it moved beyond
 * the tap distance; left moves to the next slot, right to the previous (spec 1 section 4).
 * Returns the direction, or null when the gesture is not a swipe.
 */
export function swipeDirection({
  dx,
  dy,
  durationMs,
}: {
  dx: number;
  dy: number;
  durationMs: number;
}): 'previous' | 'next' | null {
  if (!(durationMs < SWIPE_MAX_MS)) return null;
  if (!(Math.abs(dx) > Math.abs(dy))) return null;
  if (!cancelsTap({ dx, dy })) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Carousel arrow accessibility labels (spec 3 section 8). */
export const CAROUSEL_LABELS = { previous: 'View Previous', next: 'View Next' } as const;
