// The save flow's shapes (machines/save-flow.machine.ts): what it is started with, keeps, accepts
// and emits.
import type { SavedInfo } from '../domain/types';
import type { BoardOption, BoardPickerEvent } from './board-picker.machine';

/** Tracking event type of a repin (spec 3 section 7, "Tracking"). */
export const REPIN_EVENT_TYPE = 5;

/** Where a save goes; no board id means a profile save. */
export interface SaveTarget {
  boardId: string | null;
  boardName: string | null;
  sectionId: string | null;
  sectionName: string | null;
}

export interface SaveFlowInput {
  pinId: string;
  /** The original pin id when this pin is itself a repin. */
  originalPinId?: string | null;
  saved: SavedInfo | null;
  viewerId: string | null;
  username: string | null;
  /** New users get the 'Organize' button on a board save toast. */
  isNewUser?: boolean;
  /** The pin's thumbnail, shown on the toast of a save to a new board. */
  thumbnailUrl?: string | null;
  clientTrackingParams?: string | null;
}

export interface SaveFlowContext {
  pinId: string;
  originalPinId: string | null;
  saved: SavedInfo | null;
  viewerId: string | null;
  username: string | null;
  isNewUser: boolean;
  thumbnailUrl: string | null;
  clientTrackingParams: string | null;
  target: SaveTarget | null;
  /** The board created from the picker, listed first there and shown with its badge on the toast. */
  createdBoard: BoardOption | null;
  error: string | null;
}

export type SaveFlowEvent =
  | {
      type: 'pin.save';
      boardId?: string | null;
      boardName?: string | null;
      sectionId?: string | null;
      sectionName?: string | null;
    }
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | BoardPickerEvent;

export type SaveFlowEmitted =
  | {
      type: 'pin.saved';
      pinId: string;
      savedPinId: string;
      boardId: string | null;
      sectionId: string | null;
      isProfileSave: boolean;
    }
  | {
      type: 'log';
      eventType: typeof REPIN_EVENT_TYPE;
      objectId: string;
      auxData: { is_profile_save: boolean; board_id: string | null };
    }
  | { type: 'pin.saveFailed'; pinId: string; message: string };

/** Where a `pin.save` saves to. */
export const targetOf = (event: Extract<SaveFlowEvent, { type: 'pin.save' }>): SaveTarget => ({
  boardId: event.boardId ?? null,
  boardName: event.boardName ?? null,
  sectionId: event.sectionId ?? null,
  sectionName: event.sectionName ?? null,
});
