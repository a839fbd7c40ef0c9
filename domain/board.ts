// Board rules: display name of the quick-saves board, board links, title and first-name limits,
// section paths, related interests (spec 1 section 3, spec 3 sections 2, 3, 5 and 9).
import { textLimitProblem } from './text-limits';
import type { BoardRef } from './types';

export { boardSectionPath } from './board-path';

/** The quick-saves board is displayed as 'Profile' (spec 1 section 3, spec 3 section 3). */
export const QUICK_SAVES_DISPLAY_NAME = 'Profile';

/** A board's displayed name: 'Profile' for the quick_saves layout, else its name (spec 3 section 3). */
export function boardDisplayName(board: Pick<BoardRef, 'name' | 'layout'>): string {
  return board.layout === 'quick_saves' ? QUICK_SAVES_DISPLAY_NAME : board.name;
}

/** A board as one choice of a form's Board field, by its shown name ('Profile' for quick saves). */
export function boardChoice(board: Pick<BoardRef, 'id' | 'name' | 'layout'>): {
  value: string;
  label: string;
} {
  return { value: board.id, label: boardDisplayName(board) };
}

/** The drawer links to the board's lowercased url (spec 3 section 2). */
export function boardLink(board: Pick<BoardRef, 'url'>): string {
  return board.url.toLowerCase();
}

/** Board title: at most 50 characters, not blank (spec 3 section 5). */
export function isValidBoardTitle(title: string): boolean {
  return textLimitProblem({ field: 'boardName', text: title }) === null;
}

/** Board privacy as a person reads it: Public, Protected or Secret (spec 3 section 3). */
export function privacyLabel(privacy: BoardRef['privacy']): string {
  if (privacy === 'secret') return 'Secret';
  if (privacy === 'protected') return 'Protected';
  return 'Public';
}
