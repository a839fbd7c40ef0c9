// Save texts: the save toast, the card's saved indicator, and the error and success messages of
// saving and deleting (spec 1 sections 4 and 8, spec 3 section 4), and the saved record a repin
// answer gives.
import { boardSectionPath } from './board-path';
import { SAVE_ERROR_FALLBACK } from './save-error';
import { savedIndicatorName } from './text';
import type { SavedInfo } from './types';

/** The quick-save-to-profile text (spec 1 section 4). */
export const SAVED_TO_PROFILE = 'Saved to Profile';
/** The first text of a newly saved pin's indicator (spec 1 section 4). */
const SAVED_JUST_NOW = 'Saved!';
/** The save toast's action for a profile save (spec 3 section 4). */
export const CHANGE_ACTION = 'Change';
/** The save toast's action for a new user's board save (spec 3 section 4). */
const ORGANIZE_ACTION = 'Organize';
/** The name of a boardless (profile) save. */
const PROFILE_NAME = 'Profile';
/** Where a boardless (profile) save lives: the viewer's own profile. */
const PROFILE_SAVE_URL = '/me/';
export { SAVE_ERROR_FALLBACK };
/** Delete failure (spec 1 section 8). */
export const DELETE_ERROR = 'Sorry! There was an error deleting your Pin.';
/** Delete success (spec 1 section 8). */
export const PIN_DELETED = 'Pin deleted!';
/** The check icon's label on the save confirmation toast (spec 3 section 2, section 8 labels). */
export const CHECK_ICON_LABEL = 'Check icon';
/** Report confirmed: overlay title and text (spec 1 section 8). */
export const REPORTED_TEXT = {
  title: 'Reported',
  body: "Thanks! Your feedback helps us keep the product's community safe.",
} as const;

/** What the save toast shows: headline and its action, if any. */
export interface SaveToastText {
  headline: string;
  action: typeof CHANGE_ACTION | typeof ORGANIZE_ACTION | null;
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
  if (board === '') return { headline: SAVED_TO_PROFILE, action: CHANGE_ACTION };
  const section = (sectionName ?? '').trim();
  const headline = section ? `Saved to ${section} in ${board}` : `Saved to ${board}`;
  return { headline, action: isNewUser ? ORGANIZE_ACTION : null };
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

/**
 * The server's message of a failed call (its `serverMessage`), or the fallback
 * (spec 1 section 8).
 */
export function errorMessage(error: unknown, fallback: string = SAVE_ERROR_FALLBACK): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const message = error.serverMessage;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** What a repin answer says about the new save (spec 1 section 7 "Repin create"). */
export interface RepinAnswer {
  id: string;
  board: { id: string; url: string; name: string } | null;
  /** The section saved into; its slug follows the board url in the saved link. */
  section: { title: string; slug?: string } | null;
  isProfileSave: boolean;
}

/**
 * The saved record of a repin answer: a profile save is titled 'Profile' and lives on the
 * viewer's profile; a board save is titled by its board, or '{section} in {board}'.
 */
export function savedInfoFromRepin(result: RepinAnswer): SavedInfo {
  if (result.isProfileSave || !result.board) {
    return {
      title: PROFILE_NAME,
      type: 'profile',
      url: PROFILE_SAVE_URL,
      localPinId: result.id,
      boardId: result.board?.id ?? null,
    };
  }
  return {
    title: result.section ? `${result.section.title} in ${result.board.name}` : result.board.name,
    type: result.section ? 'section' : 'board',
    // The board url plus the section slug when there is one (spec 1 section 2).
    url: result.section?.slug
      ? boardSectionPath({ boardUrl: result.board.url, slug: result.section.slug })
      : result.board.url,
    localPinId: result.id,
    boardId: result.board.id,
  };
}
