// The save flow's shapes (machines/save-flow.machine.ts): what it is started with, keeps, accepts
// and emits.
import { LOG_EVENT_TYPE } from '../domain/constants';
import { UNKNOWN_VIEW, type LogView } from '../domain/log-view';
import type { RepinLog } from './repin-log';
import type { SavedInfo } from '../domain/types';
import type { BoardOption, BoardPickerEvent } from './board-picker.machine';

/** Tracking event type of a repin (spec 3 section 7, "Tracking"). */
export const REPIN_EVENT_TYPE = LOG_EVENT_TYPE.repin;

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
  /** Where the pin is shown (spec 1 section 7), until a `picker.open` or `pin.save` says again. */
  view?: LogView | null;
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
  /** Where the pin is shown: the view its repin is logged with. */
  view: LogView;
}

export type SaveFlowEvent =
  | {
      type: 'pin.save';
      boardId?: string | null;
      boardName?: string | null;
      sectionId?: string | null;
      sectionName?: string | null;
      view?: LogView;
    }
  | { type: 'picker.open'; view?: LogView }
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
  | RepinLog
  | { type: 'pin.saveFailed'; pinId: string; message: string };

export type { RepinLog } from './repin-log';

/** The view a `picker.open` or `pin.save` tells, else the one known. */
export const viewOf = (context: SaveFlowContext, event: object): LogView =>
  (event as { view?: LogView }).view ?? context.view;

export { UNKNOWN_VIEW };

/** Where a `pin.save` saves to. */
export const targetOf = (event: Extract<SaveFlowEvent, { type: 'pin.save' }>): SaveTarget => ({
  boardId: event.boardId ?? null,
  boardName: event.boardName ?? null,
  sectionId: event.sectionId ?? null,
  sectionName: event.sectionName ?? null,
});
