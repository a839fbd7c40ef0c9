// A board or section feed (spec 1 section 4, "Favorite button"): after an unfavorite on one of its
// cards the pin is removed from it. The favorite machine records the removal in the entity store
// under the feed the tapped card named; the page reads them here and hands them to its grid.
// Loaded with the board page, not with the home route.
import {
  feedKey,
  selectRemovedPinIds,
  type EntitySnapshot,
} from '../../machines/entity-store.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';

const NO_REMOVALS: readonly string[] = [];

export interface BoardFeed {
  kind: 'board' | 'section';
  id: string;
}

/** The pin ids removed locally from `boardFeed`. */
export function useBoardFeedRemovals(boardFeed: BoardFeed): readonly string[] {
  const key = feedKey(boardFeed);
  return useLateActorSelector(
    SYSTEM_IDS.entities,
    (s: EntitySnapshot) => selectRemovedPinIds(s, key),
    NO_REMOVALS,
  );
}
