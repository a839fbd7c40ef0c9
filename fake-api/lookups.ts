// The lookups every route file shares: a pin, board or section the viewer may see (a 404
// otherwise), a board the viewer may save to, and the feed page sizes.
import type { Board, Pin, User } from '../domain/types';
import { canSeeBoard, canSeePin, isBoardMember } from './decorate';
import { badRequest, forbidden, notFound } from './http';
import type { Store } from './store';

/** Feed page size when the client names none, and the most it may ask for. */
export const FEED_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;

export function pinOr404(store: Store, id: string, viewerId: string | null): Pin {
  const pin = store.get('pins', id);
  if (!pin || !canSeePin(store, pin, viewerId)) throw notFound(`Pin ${id} not found.`);
  return pin;
}

export function boardOr404(store: Store, id: string, viewerId: string | null): Board {
  const board = store.get('boards', id);
  if (!board || !canSeeBoard(store, id, viewerId)) throw notFound(`Board ${id} not found.`);
  return board;
}

/** A board the viewer may add pins to: its owner or a collaborator. */
export function writableBoard(store: Store, boardId: string, viewer: User): Board {
  const board = boardOr404(store, boardId, viewer.id);
  if (!isBoardMember(board, viewer.id)) {
    throw forbidden(`You can't save to ${board.name}: it belongs to someone else.`);
  }
  return board;
}

export function sectionOn(store: Store, sectionId: string | undefined, board: Board | null) {
  if (sectionId === undefined) return null;
  const section = store.get('sections', sectionId);
  if (!section) throw notFound(`Board section ${sectionId} not found.`);
  if (!board) throw badRequest('A section needs a board: send board_id with section.');
  if (section.boardId !== board.id) {
    throw badRequest(`Section ${sectionId} is not on board ${board.id}.`);
  }
  return section;
}
