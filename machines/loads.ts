// The named loads of the pages: what a `loader` actor (loader.machine.ts) is asked to load, as
// plain data. A view names a load and its arguments; the runtime holds the one table that says how
// each name is fetched (runtime/loads.ts), so a load can be replaced with `.provide`, replayed by a
// scenario and shown by the inspector as what it is.
import type { Page } from '../api/api';
import type { BoardSortOrder } from '../domain/board-list';
import type {
  BusinessHierarchy,
  BusinessSection,
  BusinessSectionData,
  ManagedHierarchy,
} from '../domain/business-records';
import type { PinFeedbackRecord, PinSentRecord } from '../domain/pin-activity';
import type { CategoryHub, Story, TodayTab } from '../domain/discovery';
import type { Board, BoardSection, Interest, Pin, User } from '../domain/types';

/** Who is looking, for loads whose answer depends on it (a secret board, a pin's saved state). */
type ForViewer = { viewer: string | null };

/** A page of a search: the term, and the bookmark of the page before (none for the first). */
type SearchPage = { q: string; bookmark: string | null };

/** A board page's data: the board, its sections and the section asked for. */
export interface BoardPageData {
  board: Board;
  sections: BoardSection[];
  section: BoardSection | null;
}

/** A business section's data, with the section it is, so a view can tell which it holds. */
export type BusinessSectionResult = {
  [S in BusinessSection]: { section: S; data: BusinessSectionData[S] };
}[BusinessSection];

/** A choice of a form's Board field. */
export interface BoardChoice {
  value: string;
  label: string;
}

/** Every named load: its arguments and what it answers. */
export interface Loads {
  /** Today's stories of one tab. */
  todayArticles: { args: { tab: TodayTab } & ForViewer; result: Story[] };
  /** One Today article. */
  article: { args: { id: string } & ForViewer; result: Story };
  /** The categories of the videos or shopping hub. */
  categories: { args: { hub: CategoryHub } & ForViewer; result: Story[] };
  /** One topic. */
  topic: { args: { id: string } & ForViewer; result: Interest };
  /** Every topic. */
  topics: { args: ForViewer; result: Interest[] };
  /** A business profile's account and boards, as the partner acting for it (or as themselves). */
  business: {
    args: { profileId: string; actingAs: string | null };
    result: { user: User; boards: Board[] };
  };
  /** One ads section of a business profile (asset groups, shared tags, ...), for the viewer. */
  businessSection: {
    args: { profileId: string; section: BusinessSection } & ForViewer;
    result: BusinessSectionResult;
  };
  /** The business hierarchies the viewer manages, for the business hub. */
  businessHierarchies: { args: ForViewer; result: ManagedHierarchy[] };
  /** A business hierarchy the viewer manages. */
  businessHierarchy: { args: { id: string } & ForViewer; result: BusinessHierarchy };
  /** The viewer's sends of a pin (the pin's `sent` page). */
  pinSends: { args: { pinId: string } & ForViewer; result: PinSentRecord[] };
  /** The viewer's feedback on a pin (the pin's `feedback` page). */
  pinFeedback: { args: { pinId: string } & ForViewer; result: PinFeedbackRecord[] };
  /** The signed-in account, for the settings page. */
  settingsUser: { args: { userId: string }; result: User };
  /** The accounts one may sign in as. */
  accounts: { args: Record<never, never>; result: User[] };
  /** The viewer's own boards, for the board choices of the pin edit forms. */
  viewerBoards: { args: ForViewer; result: Board[] };
  /** The pin of the closeup. */
  closeup: { args: { id: string } & ForViewer; result: Pin };
  /** The pin of the visual search page. */
  visualSearch: { args: { id: string } & ForViewer; result: Pin };
  /** The pin of a pin sub-page (repin, edit, analytics, comments). */
  pinSubpage: { args: { id: string; page: string } & ForViewer; result: Pin };
  /** The board in the closeup's drawer, with the time it was fetched (for 'x days ago'). */
  pinDrawerBoards: { args: { pinId: string }; result: { boards: Board[]; now: number } };
  /** A profile's boards in a sort order; a new `version` (a board created) loads them again. */
  profileBoards: {
    args: { username: string; sort: BoardSortOrder; version: number } & ForViewer;
    result: Board[];
  };
  /** A profile's account. */
  profile: { args: { username: string } & ForViewer; result: User };
  /** A board page; a new `refreshed` (its people changed) loads it again. */
  boardPage: {
    args: {
      username: string;
      boardSlug: string;
      sectionSlug: string | null;
      refreshed: number | null;
    } & ForViewer;
    result: BoardPageData;
  };
  /** The people one may invite to a board. */
  people: { args: { boardId: string }; result: User[] };
  /** The board of a board edit page (edit, collaborators, add collaborators). */
  boardEdit: { args: { boardId: string; page: string } & ForViewer; result: Board };
  /** A section and its board, for the section edit page. */
  sectionEdit: {
    args: { sectionId: string } & ForViewer;
    result: { section: BoardSection; board: Board };
  };
  /** The viewer's boards on the tune-your-home-feed page. */
  tuneHome: { args: { username: string }; result: Board[] };
  /** The viewer's boards as choices of the pin builder. */
  builder: { args: { username: string }; result: BoardChoice[] };
  /** A page of a board search: the first (no bookmark), or the one after a bookmark. */
  searchBoards: { args: SearchPage & ForViewer; result: Page<Board> };
  /** A page of a people search. */
  searchUsers: { args: SearchPage & ForViewer; result: Page<User> };
  /** A page of the viewer's own boards matching a term. */
  searchMyContent: { args: SearchPage & ForViewer; result: Page<Board> };
  /** The shopping tool's categories for a term. */
  shopCategories: { args: { q: string } & ForViewer; result: Story[] };
}

export type LoadName = keyof Loads;

/** One named load: its name in `what` and its arguments beside it. */
export type LoadRequestOf<N extends LoadName> = { what: N } & Loads[N]['args'];

/** Any named load. */
export type LoadRequest = { [N in LoadName]: LoadRequestOf<N> }[LoadName];

export type LoadResult<N extends LoadName> = Loads[N]['result'];

/**
 * The words that tell one load from another (`topic.t1.for.u1`, `topics.for.visitor`): the name,
 * then the arguments by name, then whom it is for. It names the loader in the system
 * (`page.<key>.loader`): the same key is the same load, shared while a view holds it.
 */
export function loadKey(request: LoadRequest): string {
  // Every argument is a string, a number or null (the table above).
  const { what, ...args } = request as { what: string } & Record<string, string | number | null>;
  const hasViewer = 'viewer' in args;
  const { viewer, ...rest } = args;
  const parts = Object.keys(rest)
    .sort()
    .map((name) => String(rest[name] ?? '-'));
  const key = [what, ...parts].join('.');
  return hasViewer ? `${key}.for.${typeof viewer === 'string' ? viewer : 'visitor'}` : key;
}
