// Loading boards and sections for the profile and board pages.
import type { Board, BoardSection } from '../../domain/types';
import { BOARDS_PAGE_SIZE } from '../../domain/constants';
import { boardDisplayName } from '../../domain/board';
import type { BoardSortOrder } from '../../domain/board-list';
import { api } from '../../runtime/system';

/** Pages of a user's boards the pages read at most (4 × 25). */
const MAX_PAGES = 4;

export async function loadAllBoards(
  username: string,
  signal: AbortSignal,
  sort?: BoardSortOrder,
): Promise<Board[]> {
  const boards: Board[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await api.listBoards(
      { username, pageSize: BOARDS_PAGE_SIZE, bookmark, ...(sort ? { sort } : {}) },
      { signal },
    );
    boards.push(...result.items);
    bookmark = result.bookmark;
    if (!bookmark) break;
  }
  return boards;
}

/** A user's boards as choices for a form's Board field, by their shown name ('Profile' for the
 * quick-saves board). */
/** A board as one choice of a form's Board field, by its shown name. */
export function boardOption(board: Pick<Board, 'id' | 'name' | 'layout'>): {
  value: string;
  label: string;
} {
  return { value: board.id, label: boardDisplayName(board) };
}

export async function loadBoardOptions(
  username: string,
  signal: AbortSignal,
): Promise<{ value: string; label: string }[]> {
  const boards = await loadAllBoards(username, signal);
  return boards.map(boardOption);
}

function sameSegment(url: string, segment: string): boolean {
  const parts = url.split('/').filter(Boolean);
  return (parts[1] ?? '').toLowerCase() === segment.toLowerCase();
}

export interface BoardPageData {
  board: Board;
  sections: BoardSection[];
  section: BoardSection | null;
}

export class NotFoundError extends Error {
  readonly status = 404;
}

/** The board at `/{username}/{boardSlug}/` (slug or id), its sections, and the section asked for. */
export async function loadBoardPage({
  username,
  boardSlug,
  sectionSlug,
  signal,
}: {
  username: string;
  boardSlug: string;
  sectionSlug: string | null;
  signal: AbortSignal;
}): Promise<BoardPageData> {
  const boards = await loadAllBoards(username, signal);
  let board = boards.find((b) => sameSegment(b.url, boardSlug) || b.id === boardSlug) ?? null;
  if (!board) {
    try {
      board = await api.getBoard(boardSlug, { signal });
    } catch {
      throw new NotFoundError('This board does not exist');
    }
  }
  const sections = board.sectionCount > 0 ? await api.getBoardSections(board.id, { signal }) : [];
  let section: BoardSection | null = null;
  if (sectionSlug) {
    section =
      sections.find(
        (s) => s.slug.toLowerCase() === sectionSlug.toLowerCase() || s.id === sectionSlug,
      ) ?? null;
    if (!section) throw new NotFoundError('This section does not exist');
  }
  return { board, sections, section };
}
