// How each named load (machines/loads.ts) is fetched: one effect a name, given the load's
// arguments and the AbortSignal of the loader that asked, so leaving the page cancels it. The
// table is typed by the names: a name without an effect, or an effect for no name, fails the
// type check. `providePageLogic` gives it to every loader.
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import { boardChoice } from '../domain/board';
import type { BoardSortOrder } from '../domain/board-list';
import { BOARDS_PAGE_SIZE } from '../domain/constants';
import type { Board, BoardSection } from '../domain/types';
import { loaderMachine } from '../machines/loader.machine';
import type {
  BoardPageData,
  BusinessSectionResult,
  LoadName,
  LoadRequest,
  LoadRequestOf,
  LoadResult,
} from '../machines/loads';

/** The effect of every named load. */
export type LoadEffects = {
  [N in LoadName]: (request: LoadRequestOf<N>, signal: AbortSignal) => Promise<LoadResult<N>>;
};

/** Pages of a user's boards the pages read at most (4 × 25). */
const MAX_BOARD_PAGES = 4;

/** A failed load the page shows as Not Found. */
class NotFoundError extends Error {
  readonly status = 404;
}

/** Up to four pages of a user's boards, in the given order. */
export async function loadAllBoards(
  api: Api,
  username: string,
  signal: AbortSignal,
  sort?: BoardSortOrder,
): Promise<Board[]> {
  const boards: Board[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_BOARD_PAGES; page += 1) {
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

function sameSegment(url: string, segment: string): boolean {
  const parts = url.split('/').filter(Boolean);
  return (parts[1] ?? '').toLowerCase() === segment.toLowerCase();
}

/** The board at `/{username}/{boardSlug}/` (slug or id), its sections, and the section asked for. */
async function loadBoardPage(
  api: Api,
  { username, boardSlug, sectionSlug }: LoadRequestOf<'boardPage'>,
  signal: AbortSignal,
): Promise<BoardPageData> {
  const boards = await loadAllBoards(api, username, signal);
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

/** A search page's query: the first asks with the term alone, a next one with its bookmark. */
function searchPage({ q, bookmark }: { q: string; bookmark: string | null }) {
  return bookmark ? { q, bookmark } : { q };
}

/** The table of named loads over this API client. */
export function createLoads(api: Api): LoadEffects {
  return {
    todayArticles: ({ tab }, signal) => api.listTodayArticles(tab, { signal }),
    article: ({ id }, signal) => api.getTodayArticle(id, { signal }),
    categories: ({ hub }, signal) => api.listCategories(hub, { signal }),
    topic: ({ id }, signal) => api.getInterest(id, { signal }),
    topics: (_request, signal) => api.listInterests({ signal }),
    business: async ({ profileId, actingAs }, signal) => {
      const user = await api.getUser(profileId, { signal });
      // Acting for this very profile, its boards are listed with its orbac_subject_id.
      const boards = await api.listBoards(
        {
          username: user.username,
          pageSize: BOARDS_PAGE_SIZE,
          ...(actingAs === profileId ? { orbacSubjectId: actingAs } : {}),
        },
        { signal },
      );
      return { user, boards: boards.items };
    },
    businessSection: async ({ profileId, section }, signal) =>
      ({
        section,
        data: await api.getBusinessSection(profileId, section, { signal }),
      }) as BusinessSectionResult,
    businessHierarchies: (_request, signal) => api.listBusinessHierarchies({ signal }),
    businessHierarchy: ({ id }, signal) => api.getBusinessHierarchy(id, { signal }),
    pinSends: ({ pinId }, signal) => api.getPinSends(pinId, { signal }),
    pinFeedback: ({ pinId }, signal) => api.getPinFeedback(pinId, { signal }),
    settingsUser: ({ userId }, signal) => api.getUser(userId, { signal }),
    // The login page's list, as it always was: not cancelled when the page is left.
    accounts: () => api.listUsers(),
    viewerBoards: async ({ viewer }, signal) =>
      viewer
        ? await api
            .getUser(viewer, { signal })
            .then((user) => loadAllBoards(api, user.username, signal))
        : [],
    closeup: ({ id }, signal) => api.getPin(id, { signal }),
    visualSearch: ({ id }, signal) => api.getPin(id, { signal }),
    pinSubpage: ({ id }, signal) => api.getPin(id, { signal }),
    pinDrawerBoards: ({ pinId }, signal) =>
      api.getPinBoards(pinId, { signal }).then((boards) => ({ boards, now: Date.now() })),
    profileBoards: ({ username, sort }, signal) => loadAllBoards(api, username, signal, sort),
    profile: ({ username }, signal) => api.getUser(username, { signal }),
    boardPage: (request, signal) => loadBoardPage(api, request, signal),
    people: (_request, signal) => api.listUsers({ signal }),
    boardEdit: ({ boardId }, signal) => api.getBoard(boardId, { signal }),
    sectionEdit: async ({ sectionId }, signal) => {
      const section = await api.getBoardSection(sectionId, { signal });
      const board = await api.getBoard(section.boardId, { signal });
      return { section, board };
    },
    tuneHome: ({ username }, signal) => loadAllBoards(api, username, signal),
    builder: async ({ username }, signal) =>
      (await loadAllBoards(api, username, signal)).map(boardChoice),
    searchBoards: (request, signal) => api.searchBoards(searchPage(request), { signal }),
    searchUsers: (request, signal) => api.searchUsers(searchPage(request), { signal }),
    searchMyContent: (request, signal) =>
      api.searchBoards({ ...searchPage(request), type: 'my_content' }, { signal }),
    shopCategories: ({ q }, signal) => api.searchShopCategories({ q }, { signal }),
  };
}

/** Runs the named load with its effect from the table. */
export function runLoad<N extends LoadName>(
  effects: LoadEffects,
  request: LoadRequestOf<N>,
  signal: AbortSignal,
): Promise<LoadResult<N>> {
  // One name picks one effect; TypeScript cannot follow the name from the request to the table.
  const effect = effects[request.what] as unknown as (
    request: LoadRequest,
    signal: AbortSignal,
  ) => Promise<LoadResult<N>>;
  return effect(request as LoadRequest, signal);
}

/** The loader with every named load: the loader's stop aborts the call. */
export function provideLoader(api: Api) {
  const loads = createLoads(api);
  return loaderMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadRequest>(({ input, signal }) => runLoad(loads, input, signal)),
    },
  });
}
