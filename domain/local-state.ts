// Logged-out local state: held saves (at most 2), recent lists without a duplicate at the head,
// revisitation data validation (spec 1 section 4, spec 3 sections 3, 4, 5 and 9).
import { SIGNED_OUT_SAVES_MAX } from './constants';

/** The answer to a signed-out save: the held list after it, and whether it was taken. */
export interface SignedOutSaveResult {
  held: string[];
  accepted: boolean;
  /** Why a save was not added: the list is full, or the pin is already held (accepted). */
  reason: 'added' | 'alreadyHeld' | 'full';
}

/** Whether one more signed-out save may be held: at most 2 (spec 1 section 4, spec 3 section 5). */
function canHoldSignedOutSave(held: readonly string[]): boolean {
  return held.length < SIGNED_OUT_SAVES_MAX;
}

/**
 * A signed-out save: the pin id is held locally; at most 2 pins may be held and further saves
 * are refused; a pin already held stays held once (spec 1 section 4, spec 3 section 5).
 */
export function addSignedOutSave({
  held,
  pinId,
}: {
  held: readonly string[];
  pinId: string;
}): SignedOutSaveResult {
  if (held.includes(pinId)) return { held: [...held], accepted: true, reason: 'alreadyHeld' };
  if (!canHoldSignedOutSave(held)) return { held: [...held], accepted: false, reason: 'full' };
  return { held: [...held, pinId], accepted: true, reason: 'added' };
}

/**
 * The save button is hidden when the session already holds a signed-out saved pin and the route
 * is not a closeup (spec 1 section 4).
 */
export function hidesSaveButtonForHeldSave({
  holdsSignedOutSave,
  isCloseup,
}: {
  holdsSignedOutSave: boolean;
  isCloseup: boolean;
}): boolean {
  return holdsSignedOutSave && !isCloseup;
}

/**
 * A recent list (clickthrough pins, completed searches, visited pages) with an item added at
 * the head, unless the head is already the same item; cut to `max` when given
 * (spec 3 section 5).
 */
export function pushRecent<T>({
  list,
  item,
  same = (a, b) => a === b,
  max,
}: {
  list: readonly T[];
  item: T;
  same?: (a: T, b: T) => boolean;
  max?: number;
}): T[] {
  const head = list[0];
  if (head !== undefined && same(head, item)) return [...list];
  const next = [item, ...list];
  return max === undefined ? next : next.slice(0, Math.max(0, max));
}

/** Stored revisitation state (spec 3 section 3). */
export interface Revisitation {
  count: number;
  time: number;
  ts: number;
}

/** A fresh revisitation state at `now`, what corrupt stored data resets to (spec 3 section 8). */
export function freshRevisitation(now: number): Revisitation {
  return { count: 0, time: now, ts: now };
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Stored revisitation data must have numeric count, time and ts, or it resets to a fresh state
 * (spec 3 sections 5 and 8). Accepts the parsed JSON (or its text) as stored.
 */
export function validRevisitation({ stored, now }: { stored: unknown; now: number }): Revisitation {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return freshRevisitation(now);
    }
  }
  if (typeof value !== 'object' || value === null) return freshRevisitation(now);
  const { count, time, ts } = value as Record<string, unknown>;
  if (!isNumber(count) || !isNumber(time) || !isNumber(ts)) return freshRevisitation(now);
  return { count, time, ts };
}

/** A recent-views record (spec 3 section 3). */
export interface RecentView {
  path: string;
  pageType: string;
  ts: number;
}
