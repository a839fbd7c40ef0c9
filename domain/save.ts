// Save texts: the save toast, the card's saved indicator, and the error and success messages of
// saving and deleting (spec 1 sections 4 and 8, spec 3 section 4).
import { savedIndicatorName } from './text';

/** The quick-save-to-profile text (spec 1 section 4). */
export const SAVED_TO_PROFILE = 'Saved to Profile';
/** The first text of a newly saved pin's indicator (spec 1 section 4). */
export const SAVED_JUST_NOW = 'Saved!';
/** Save error fallback when the server gives no message (spec 1 section 8). */
export const SAVE_ERROR_FALLBACK = 'Sorry! Something went wrong on our end.';
/** Delete failure (spec 1 section 8). */
export const DELETE_ERROR = 'Sorry! There was an error deleting your Pin.';
/** Delete success (spec 1 section 8). */
export const PIN_DELETED = 'Pin deleted!';
/** Report confirmed: overlay title and text (spec 1 section 8). */
export const REPORTED_TEXT = {
  title: 'Reported',
  body: "Thanks! Your feedback helps us keep the product's community safe.",
} as const;

/** What the save toast shows: headline and its action, if any. */
export interface SaveToastText {
  headline: string;
  action: 'Change' | 'Organize' | null;
}

/**
 * Save toast: a profile save (no board) reads 'Saved to Profile' with a 'Change' action; a board
 * save 'Saved to {board}' or 'Saved to {section} in {board}', with an 'Organize' button for new
 * users (spec 1 section 4, spec 3 section 4).
 */
export function saveToastText({
  boardName,
  sectionName,
  isNewUser = false,
}: {
  boardName: string | null | undefined;
  sectionName?: string | null;
  isNewUser?: boolean;
}): SaveToastText {
  const board = (boardName ?? '').trim();
  if (board === '') return { headline: SAVED_TO_PROFILE, action: 'Change' };
  const section = (sectionName ?? '').trim();
  const headline = section ? `Saved to ${section} in ${board}` : `Saved to ${board}`;
  return { headline, action: isNewUser ? 'Organize' : null };
}

/**
 * Saved indicator: 'Saved!' right after the save, then the board name (or 'Saved to Profile'
 * for boardless saves), truncated to 20 characters in the simplified style (spec 1 section 4).
 */
export function savedIndicatorText({
  phase,
  boardName,
}: {
  phase: 'justSaved' | 'named';
  boardName: string | null | undefined;
}): string {
  if (phase === 'justSaved') return SAVED_JUST_NOW;
  const name = (boardName ?? '').trim();
  return savedIndicatorName(name === '' ? SAVED_TO_PROFILE : name);
}

/** The save error toast: the server's message, or the fallback (spec 1 section 8). */
export function saveErrorText(serverMessage: string | null | undefined): string {
  const message = (serverMessage ?? '').trim();
  return message === '' ? SAVE_ERROR_FALLBACK : message;
}
