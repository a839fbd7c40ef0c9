// Types of the one-tap save button (spec 1 section 4 "One-tap save button"; spec 3 sections 3 and
// 7 for the Quick Saves board a save to the profile lands on).
import type { LogView } from '../domain/log-view';
import type { SavedInfo } from '../domain/types';
import type { RepinLog } from './repin-log';

/** The surface whose taps go to the repin route instead of saving (spec 1 section 4). */
export const EXPLORE_LOCAL_SURFACE = 'explore-local';

export interface OneTapSaveInput {
  pinId: string;
  /** The pin's save as known (entity store first, else the server's savedInfo). */
  saved: SavedInfo | null;
  /** The signed-in viewer, or null for a signed-out visitor. */
  viewerId: string | null;
  /**
   * The viewer's username. When known, a save to the profile goes to the viewer's Quick Saves
   * board, created (layout quick_saves, return_existing) the first time it is needed; unknown,
   * the save is sent with no board id, which the server records as a profile save.
   */
  username?: string | null;
  /** The Quick Saves board, when already known. */
  profileBoardId?: string | null;
  /** Where the card is shown; `explore-local` sends taps to the repin route. */
  surface?: string | null;
  clientTrackingParams?: string;
  /** Where the pin is shown (spec 1 section 7), until a tap says again. */
  view?: LogView | null;
}

export interface OneTapSaveContext {
  pinId: string;
  saved: SavedInfo | null;
  viewerId: string | null;
  username: string | null;
  profileBoardId: string | null;
  surface: string | null;
  clientTrackingParams: string | null;
  /** Where the pin was last tapped, for the repin's logging event. */
  view: LogView;
  /** The message of the last failure, shown in the toast. */
  error: string | null;
}

/** A tap; `surface` says where it happened when the button is not on the actor's first surface. */
export type OneTapSaveEvent = { type: 'save.toggle'; surface?: string | null; view?: LogView };

export type OneTapSaveEmitted =
  | { type: 'navigate'; to: string; state: { isOneTapSave: true; origin: string } }
  | { type: 'pin.oneTapSaved'; pinId: string; savedPinId: string; isProfileSave: boolean }
  | RepinLog
  | { type: 'pin.oneTapUnsaved'; pinId: string }
  | { type: 'pin.saveFailed'; pinId: string; message: string }
  | { type: 'pin.deleteFailed'; pinId: string };

/** The Quick Saves board call's input and answer (spec 3 section 7, "BoardResource create"). */
/** What the one-tap unsave's Pin delete is given (spec 1 section 7: id, board_id, client_tracking_params). */
export interface DeleteSaveInput {
  id: string;
  boardId: string | null;
  pinId: string;
  clientTrackingParams?: string;
}

export interface QuickSavesInput {
  /** The viewer's id, sent as the call's `user_id`. */
  userId: string;
}
export interface QuickSavesBoard {
  id: string;
}

/** Where a tap happened: the event's surface when it says, else the actor's. */
export function tapSurface(context: OneTapSaveContext, event: OneTapSaveEvent): string | null {
  return event.surface !== undefined ? event.surface : context.surface;
}
