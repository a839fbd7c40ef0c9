// Texts and records shared by the saving machines: the error catalogue of spec 1 section 8, the
// save toasts of spec 3 section 4, the repin route of spec 1 section 2, and the way a machine
// reaches a long-lived actor of the system by id.
import type { AnyActorRef, AnyEventObject } from 'xstate';

type AnyActorSystem = AnyActorRef['system'];
import type { RepinResult } from '../api/api';
import type { SavedInfo } from '../domain/types';
import type { ToastRequest } from './toasts.machine';

/** Save or one-tap save failed without a server message (spec 1 section 8). */
export const SAVE_ERROR_FALLBACK = 'Sorry! Something went wrong on our end.';
/** Delete failed (spec 1 section 8). */
export const DELETE_ERROR_TEXT = 'Sorry! There was an error deleting your Pin.';
/** Delete succeeded (spec 1 section 8). */
export const DELETED_TEXT = 'Pin deleted!';
/** Quick save to profile (spec 3 section 4). */
export const SAVED_TO_PROFILE_TEXT = 'Saved to Profile';
export const CHANGE_ACTION_LABEL = 'Change';
export const ORGANIZE_ACTION_LABEL = 'Organize';
/** First text of the card's saved indicator (spec 1 section 4). */
export const SAVED_JUST_NOW_TEXT = 'Saved!';
/** Name shown for a boardless (profile) save. */
export const PROFILE_NAME = 'Profile';

/** 'Saved to {board}' or 'Saved to {section} in {board}' (spec 3 section 4). */
export function savedToText(input: { boardName: string; sectionName?: string | null }): string {
  return input.sectionName
    ? `Saved to ${input.sectionName} in ${input.boardName}`
    : `Saved to ${input.boardName}`;
}

/** The server's message of a failed call, or the fallback (spec 1 section 8). */
export function errorMessage(error: unknown, fallback: string = SAVE_ERROR_FALLBACK): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const message = error.serverMessage;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The saved record of a repin answer. */
export function savedInfoFromRepin(result: RepinResult): SavedInfo {
  if (result.isProfileSave || !result.board) {
    return {
      title: PROFILE_NAME,
      type: 'profile',
      url: '/me/',
      localPinId: result.id,
      boardId: result.board?.id ?? null,
    };
  }
  return {
    title: result.section ? `${result.section.title} in ${result.board.name}` : result.board.name,
    type: result.section ? 'section' : 'board',
    url: result.board.url,
    localPinId: result.id,
    boardId: result.board.id,
  };
}

/**
 * The repin route that edits a just-saved pin from the toast (spec 3 section 2):
 * `/pin/{id}/repin/?isEditingPin=true&pinBoardId=…&isFromToast=true&originalPinId=…`.
 */
export function editSavedPinHref(input: {
  savedPinId: string;
  boardId: string | null;
  originalPinId: string;
}): string {
  const query = new URLSearchParams({ isEditingPin: 'true' });
  if (input.boardId) query.set('pinBoardId', input.boardId);
  query.set('isFromToast', 'true');
  query.set('originalPinId', input.originalPinId);
  return `/pin/${encodeURIComponent(input.savedPinId)}/repin/?${query.toString()}`;
}

/** The repin route a one-tap save on the explore-local tab goes to (spec 1 section 2). */
export const repinRoute = (pinId: string): string => `/pin/${encodeURIComponent(pinId)}/repin/`;

/** The toast after a successful save (spec 3 section 4): 5000 ms, with 'Change' or 'Organize'. */
export function saveToast(input: {
  pinId: string;
  saved: SavedInfo;
  boardName: string | null;
  sectionName: string | null;
  isNewUser: boolean;
  thumbnailUrl?: string | null;
}): ToastRequest {
  if (input.saved.type === 'profile' || !input.boardName) {
    return {
      headline: SAVED_TO_PROFILE_TEXT,
      duration: 'save',
      action: {
        label: CHANGE_ACTION_LABEL,
        href: editSavedPinHref({
          savedPinId: input.saved.localPinId,
          boardId: input.saved.boardId,
          originalPinId: input.pinId,
        }),
      },
      thumbnailUrl: input.thumbnailUrl ?? null,
    };
  }
  return {
    headline: savedToText({ boardName: input.boardName, sectionName: input.sectionName }),
    duration: 'save',
    action: input.isNewUser ? { label: ORGANIZE_ACTION_LABEL, href: input.saved.url } : null,
    thumbnailUrl: input.thumbnailUrl ?? null,
  };
}

/** An error toast with the server's message or the fallback. */
export const errorToast = (headline: string): ToastRequest => ({ headline, tone: 'error' });

/**
 * The long-lived actor of the system with this id, when it exists (a machine tested alone has no
 * toasts or entity store around it; then nothing is sent).
 */
export function systemActor(system: AnyActorSystem, systemId: string): AnyActorRef | undefined {
  return system.get(systemId) as AnyActorRef | undefined;
}

/** System ids of the long-lived actors the saving machines talk to. */
export const TOASTS_ID = 'toasts';
export const ENTITIES_ID = 'entities';
export const SESSION_ID = 'session';
export const SIGNED_OUT_SAVES_ID = 'signedOutSaves';
/** The saved indicator of a pin. */
export const savedIndicatorId = (pinId: string): string => `pin.${pinId}.savedIndicator`;

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
  const indicator = systemActor(system, savedIndicatorId(input.pinId));
  if (indicator) {
    messages.push({
      to: indicator,
      event: { type: 'pin.saved', boardName: input.boardName, href: input.saved.url },
    });
  }
  const toasts = systemActor(system, TOASTS_ID);
  if (toasts) messages.push({ to: toasts, event: { type: 'toast.show', toast: input.toast } });
  return messages;
}
