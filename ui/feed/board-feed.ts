// A board or section feed (spec 1 section 4, "Favorite button"): after an unfavorite on one of its
// cards the pin is removed from it. The entity store lists the removals by feed key; the page reads
// them here and hands them to its grid. Loaded with the board page, not with the home route.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { feedKey, selectRemovedPinIds } from '../../machines/entity-store.machine';
import { selectPins } from '../../machines/feed.machine';
import { getEntityStore, onAnalytics } from '../app/system';
import type { FeedRef } from './use-feed';

export interface BoardFeed {
  kind: 'board' | 'section';
  id: string;
}

/**
 * The pin ids removed locally from `boardFeed`. The favorite machine records a removal when it
 * knows the feed; a pin's favorite actor may have started earlier on a grid with no feed (home,
 * say), so an unfavorite of a pin of this feed is recorded here too (the store keeps each id once).
 */
export function useBoardFeedRemovals(feed: FeedRef, boardFeed: BoardFeed): readonly string[] {
  const key = feedKey(boardFeed);
  const pins = useSelector(feed, selectPins);
  useEffect(() => {
    const ids = new Set(pins.map((p) => p.id));
    return onAnalytics(({ event }) => {
      if (event.type !== 'pin.unfavorited') return;
      const pinId = (event as { pinId?: unknown }).pinId;
      if (typeof pinId === 'string' && ids.has(pinId)) {
        getEntityStore().send({ type: 'feed.itemRemoved', feedKey: key, pinId });
      }
    });
  }, [key, pins]);
  return useSelector(getEntityStore(), (s) => selectRemovedPinIds(s, key));
}
