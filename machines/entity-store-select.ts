// What views read of the entity store (machines/entity-store.machine.ts): feed keys, a pin's
// local state, its save and favorite as known here, and what was removed from a feed.
import type { Pin, SavedInfo } from '../domain/types';
import type { EntityContext, PinLocalState } from './entity-store-types';

/** The store's snapshot as these read it. */
type EntityView = { context: EntityContext };

/** The feed key of a board or section feed, as `feed.itemRemoved` takes it. */
export const feedKey = (feed: { kind: 'board' | 'section'; id: string }): string =>
  `${feed.kind}:${feed.id}`;

/** A pin fetched ahead of its closeup, if any. */
export const selectFetchedPin = (snapshot: EntityView, pinId: string): Pin | undefined =>
  snapshot.context.fetchedPins[pinId];

/** Local state of a pin, if any. */
export const selectPinLocal = (snapshot: EntityView, pinId: string): PinLocalState | undefined =>
  snapshot.context.pins[pinId];

/** The pin's save as known here: local change first, else what the server sent. */
export function effectiveSaved(
  local: PinLocalState | undefined,
  pin: Partial<Pick<Pin, 'savedInfo'>> | undefined,
): SavedInfo | null {
  if (local && local.saved !== undefined) return local.saved;
  return pin?.savedInfo ?? null;
}

/** The pin's favorite state as known here: local change first, else what the server sent. */
export function effectiveFavorite(
  local: PinLocalState | undefined,
  pin: Partial<Pick<Pin, 'favoritedByMe' | 'favoriteUserCount'>> | undefined,
): { favoritedByMe: boolean; favoriteUserCount: number } {
  return {
    favoritedByMe: local?.favoritedByMe ?? pin?.favoritedByMe ?? false,
    favoriteUserCount: Math.max(0, local?.favoriteUserCount ?? pin?.favoriteUserCount ?? 0),
  };
}

const NO_PIN_IDS: readonly string[] = [];

/** Pin ids removed locally from a feed (a grid filters them out); a stable empty list when none. */
export const selectRemovedPinIds = (snapshot: EntityView, key: string): readonly string[] =>
  snapshot.context.feedRemovals[key] ?? NO_PIN_IDS;

/** Whether a pin was removed from the given feed locally. */
export const selectRemovedFromFeed = (snapshot: EntityView, key: string, pinId: string): boolean =>
  (snapshot.context.feedRemovals[key] ?? []).includes(pinId);

/** Whether the nav footer is shown (the local state's `navFooter.show` / `navFooter.hide`). */
export const selectNavFooterVisible = (snapshot: EntityView): boolean =>
  snapshot.context.ui.navFooterVisible;
