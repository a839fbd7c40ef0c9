// The entity store's shapes (machines/entity-store.machine.ts): what is known locally about a pin
// and a board, and the store's whole context.
import type { LandingPageType } from '../domain/page-kind';
import type { Board, Pin, SavedInfo, UserRef } from '../domain/types';

/** What is known locally about one pin; absent fields mean "as the server sent it". */
export interface PinLocalState {
  /** The pin's save: a record when saved, null when unsaved here. */
  saved?: SavedInfo | null;
  /** True when the save was a one-tap save. */
  oneTap?: boolean;
  favoritedByMe?: boolean;
  favoriteUserCount?: number;
  /** The last favorite change recorded: increment of -1 or +1 and the new value. */
  lastFavoriteChange?: { increment: 1 | -1; value: boolean };
  deleted?: boolean;
  /** The viewer reported the pin (spec 1 section 4 "Pin feedback status": reported). */
  reported?: boolean;
  /** The viewer hid the pin (spec 1 section 4: 'Pin hidden'); undone on undo. */
  hidden?: boolean;
}

/** Local changes to a board. */
export interface BoardLocalState {
  board?: Partial<Board> & { id: string };
  followedByMe?: boolean;
  deleted?: boolean;
  /** Change to the pin count since the board was loaded. */
  pinCountDelta: number;
  addedCollaborators: UserRef[];
  removedCollaboratorIds: string[];
}

export interface EntityContext {
  pins: Record<string, PinLocalState>;
  boards: Record<string, BoardLocalState>;
  /** Repin saved-state map (spec 3 section 3): pin id to saved pin id, or null once unsaved. */
  savedPinIds: Record<string, string | null>;
  /** Pins removed from a feed, by feed key (`board:b1`, `section:s1`). */
  feedRemovals: Record<string, string[]>;
  /**
   * Pins fetched ahead of their closeup (a card hovered or focused past its prefetch delay), by
   * id; at most `FETCHED_PINS_KEPT`. The closeup shows one at once, with no load.
   */
  fetchedPins: Record<string, Pin>;
  /** Pins added locally (pin create), newest first. */
  addedPinIds: string[];
  /** Bumped whenever the viewer's board list must be fetched again. */
  boardListVersion: number;
  /** App UI bits spec 3 lists with the local state actions. */
  ui: {
    navFooterVisible: boolean;
    /** The pin whose repin animation is playing, or null. */
    repinAnimationPinId: string | null;
    landingPageType: LandingPageType;
  };
}
