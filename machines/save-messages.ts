// What the saving machines tell the rest of the system: the save toast of spec 3 section 4 with its
// 'Change' (edit the just-saved pin, spec 1 section 2) or 'Organize' action, the error toast of
// spec 1 section 8, and the saved indicator's news. The texts are domain/save.ts's.
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { pinRepinPath } from '../domain/pin-path';
import { CHANGE_ACTION, saveToastText } from '../domain/save';
import type { SavedInfo } from '../domain/types';
import { pinActorId, SYSTEM_IDS, systemActor } from './system-ids';
import type { ToastRequest } from './toasts.machine';

type AnyActorSystem = AnyActorRef['system'];

/**
 * The toast after a successful save (spec 3 section 4): 'Saved to Profile' with 'Change', which
 * edits the just-saved pin (`/pin/{id}/repin/?isEditingPin=true&…&isFromToast=true`), or
 * 'Saved to {board}' with 'Organize' for a new user.
 */
export function saveToast(input: {
  pinId: string;
  saved: SavedInfo;
  boardName: string | null;
  sectionName: string | null;
  isNewUser: boolean;
  thumbnailUrl?: string | null;
}): ToastRequest {
  const profileSave = input.saved.type === 'profile' || !input.boardName;
  const text = saveToastText({
    boardName: profileSave ? null : input.boardName,
    sectionName: input.sectionName,
    isNewUser: input.isNewUser,
  });
  const href =
    text.action === CHANGE_ACTION
      ? pinRepinPath({
          id: input.saved.localPinId,
          boardId: input.saved.boardId,
          originalPinId: input.pinId,
        })
      : input.saved.url;
  return {
    headline: text.headline,
    duration: 'save',
    action: text.action ? { label: text.action, href } : null,
    thumbnailUrl: input.thumbnailUrl ?? null,
  };
}

/** The save toast for a repin's answer, from what the save flow knows (spec 3 section 4). */
export function toastAfterSave(
  flow: {
    pinId: string;
    isNewUser: boolean;
    thumbnailUrl: string | null;
    target: { sectionName: string | null } | null;
    createdBoard: { id: string } | null;
  },
  result: {
    board: { name: string } | null;
    section: { title: string } | null;
    isProfileSave: boolean;
  },
  saved: SavedInfo,
): { toast: ToastRequest; boardName: string | null } {
  const boardName = result.board && !result.isProfileSave ? result.board.name : null;
  const sectionName = result.section?.title ?? flow.target?.sectionName ?? null;
  const isNewBoard = saved.boardId !== null && saved.boardId === flow.createdBoard?.id;
  const toast = saveToast({
    pinId: flow.pinId,
    saved,
    boardName,
    sectionName: boardName ? sectionName : null,
    isNewUser: flow.isNewUser,
    thumbnailUrl: isNewBoard ? flow.thumbnailUrl : null,
  });
  return { toast, boardName };
}

/** An error toast with the server's message or the fallback. */
export const errorToast = (headline: string): ToastRequest => ({ headline, tone: 'error' });

/** A message for a long-lived actor of the system. */
export interface SystemMessage {
  to: AnyActorRef;
  event: AnyEventObject;
}

/**
 * What a finished save tells the pin's saved indicator and the toasts, for whichever of them
 * exists: the indicator learns the board (none for a profile save), the toasts show `toast`.
 */
export function savedMessages(
  system: AnyActorSystem,
  input: { pinId: string; saved: SavedInfo; boardName: string | null; toast: ToastRequest },
): SystemMessage[] {
  const messages: SystemMessage[] = [];
  const indicator = systemActor(system, pinActorId(input.pinId, 'savedIndicator'));
  if (indicator) {
    messages.push({
      to: indicator,
      event: { type: 'pin.saved', boardName: input.boardName, href: input.saved.url },
    });
  }
  const toasts = systemActor(system, SYSTEM_IDS.toasts);
  if (toasts) messages.push({ to: toasts, event: { type: 'toast.show', toast: input.toast } });
  return messages;
}
