// A board or section feed (spec 1 section 4, "Favorite button"): after an unfavorite on one of its
// cards the pin is removed from it. The favorite machine records the removal in the entity store
// under the feed the tapped card named; the page reads them here and hands them to its grid.
// Loaded with the board page, not with the home route.
import { useSelector } from '@xstate/react';
import { feedKey, selectRemovedPinIds } from '../../machines/entity-store.machine';
import { getEntityStore } from '../../runtime/system';

export interface BoardFeed {
  kind: 'board' | 'section';
  id: string;
}

/** The pin ids removed locally from `boardFeed`. */
export function useBoardFeedRemovals(boardFeed: BoardFeed): readonly string[] {
  const key = feedKey(boardFeed);
  return useSelector(getEntityStore(), (s) => selectRemovedPinIds(s, key));
}
