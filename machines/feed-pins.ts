// The pins a feed holds, without the places of pins let go (docs/decisions/116): what a board's
// bulk delete and a profile's pin filter go through. Apart from the feed machine, so the first
// paint does not carry it.
import type { Pin } from '../domain/types';
import { isGap, type FeedItem, type FeedSnapshot } from './feed.machine';

const heldPins = new WeakMap<FeedItem[], Pin[]>();

/** The pins the feed holds, in feed order (the places of pins let go left out). */
export function selectPins(s: FeedSnapshot): Pin[] {
  const items = s.context.pins;
  let pins = heldPins.get(items);
  if (!pins) heldPins.set(items, (pins = items.filter((p): p is Pin => !isGap(p))));
  return pins;
}
