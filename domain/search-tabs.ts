// The search page's tabs (spec 3 section 3 "Search tab types: pins, buyable_pins, my_pins, videos,
// boards, users, idea_pins, my_content, shop_tool"), each at `/search/{tab}/?q=`, what each keeps,
// and the words a search matches (decisions 059 and 062). `/search/?q=` is the Pins tab. A search
// matches a text when every word of it is in the text, ignoring case (the pin search's rule).
import { isShoppingPin } from './discovery';
import { isDeletedStoryPin, isOwnPin, isShoppablePin, playableVideo } from './pin-card';
import { searchPageTitle } from './page-names';
import { LOGIN_PROMPT_HEADER } from './guidance';
import type { Pin } from './types';

/** The tab types in the spec's order. */
export const SEARCH_TABS = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The tab labels (ours: the spec names the types only). */
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  pins: 'Pins',
  buyable_pins: 'Shop',
  my_pins: 'Your Pins',
  videos: 'Videos',
  boards: 'Boards',
  users: 'Users',
  idea_pins: 'Idea Pins',
  my_content: 'Your content',
  shop_tool: 'Shop by category',
};

/** What an empty tab found none of, where the label does not read as a plural. */
const SEARCH_TAB_NOUNS: Partial<Record<SearchTab, string>> = {
  buyable_pins: 'Pins to shop',
  my_pins: 'Pins of yours',
  my_content: 'boards or Pins of yours',
  shop_tool: 'products',
};

/** The tabs (and search types) of the signed-in viewer's own things. */
const SEARCH_VIEWER_TABS: readonly string[] = ['my_pins', 'my_content'];

/**
 * Whether a tab or search type lists the viewer's own things: it needs a signed-in viewer (the
 * page asks a visitor to log in, the API refuses a signed-out search of it).
 */
export const isViewerSearchType = (type: string): boolean => SEARCH_VIEWER_TABS.includes(type);

/**
 * What a "my" tab says to a signed-out visitor, above a Log in link: the spec's logged-out prompt
 * header (spec 2 section 6), then what the tab will hold (ours).
 */
export const SEARCH_SIGNED_OUT_TEXT = {
  title: LOGIN_PROMPT_HEADER,
  body: 'The Pins you created or saved and your boards show here once you log in.',
} as const;

/** The shopping tool's texts (the ShoppingTool surface of spec 3 section 2). */
export const SHOP_TOOL_TEXT = {
  categories: 'Product categories',
  all: 'All products',
  loading: 'Loading product categories',
} as const;

/** What the Your content tab heads its two parts with. */
export const MY_CONTENT_TEXT = {
  boards: SEARCH_TAB_LABELS.boards,
  pins: SEARCH_TAB_LABELS.pins,
} as const;

/**
 * The grid surface (spec 1 section 2) a tab's pins are shown on: the Shop tab
 * `SearchItemHighShoppingIntent`, the shopping tool `ShoppingTool`, every other `SearchItem`.
 */
export function searchTabSurface(
  tab: SearchTab,
): 'SearchItem' | 'SearchItemHighShoppingIntent' | 'ShoppingTool' {
  if (tab === 'buyable_pins') return 'SearchItemHighShoppingIntent';
  if (tab === 'shop_tool') return 'ShoppingTool';
  return 'SearchItem';
}

/** The shopping tool's address for a term, with a category chosen or all products. */
export function shopToolPath({ q, category }: { q: string; category: string | null }): string {
  const path = searchTabPagePath({ tab: 'shop_tool', q });
  return category ? `${path}&${new URLSearchParams({ category }).toString()}` : path;
}

/** A search page's title: the query, the tab when it is not Pins, then 'Search'. */
export const searchTabPageTitle = ({ q, tab }: { q: string; tab: SearchTab }): string =>
  searchPageTitle(q, tab === 'pins' ? null : SEARCH_TAB_LABELS[tab]);

/** What an empty tab says. */
export const SEARCH_EMPTY_TEXT = {
  body: 'Try another word, or check the spelling.',
} as const;

/** The empty tab's title: `No Videos found for “q”`. */
export function searchEmptyTitle({ tab, q }: { tab: SearchTab; q: string }): string {
  return `No ${SEARCH_TAB_NOUNS[tab] ?? SEARCH_TAB_LABELS[tab]} found for “${q}”`;
}

/** The tab of a search page path: `/search/videos/` is Videos; `/search` and unknown are Pins. */
export function searchTabOfPath(pathname: string): SearchTab {
  const segment = pathname.replace(/\/+$/u, '').split('/')[2] ?? '';
  return (SEARCH_TABS as readonly string[]).includes(segment) ? (segment as SearchTab) : 'pins';
}

/** The address of a tab for a term: `/search/{tab}/?q=`. */
export function searchTabPagePath({ tab, q }: { tab: SearchTab; q: string }): string {
  return `/search/${tab}/?${new URLSearchParams({ q }).toString()}`;
}

/** The words of a search, lower case. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}

/** Whether every word is in one of the texts (case ignored); no words match nothing. */
export function matchesEveryWord({
  texts,
  words,
}: {
  texts: readonly string[];
  words: readonly string[];
}): boolean {
  if (words.length === 0) return false;
  const text = texts.join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A board matches when every word is in its name. */
export function boardMatchesSearch({
  board,
  words,
}: {
  board: { name: string };
  words: readonly string[];
}): boolean {
  return matchesEveryWord({ texts: [board.name], words });
}

/** A person matches when every word is in their name or username. */
export function userMatchesSearch({
  user,
  words,
}: {
  user: { fullName: string; username: string };
  words: readonly string[];
}): boolean {
  return matchesEveryWord({ texts: [user.fullName, user.username], words });
}

/**
 * The pin types a pin search may keep (`type` of the pin search): every pin, video pins, pins to
 * buy, idea pins, the viewer's own pins, or the shopping tool's products.
 */
export const SEARCH_PIN_TYPES = [
  'pins',
  'videos',
  'buyable_pins',
  'idea_pins',
  'my_pins',
  'shop_tool',
] as const;
export type SearchPinType = (typeof SEARCH_PIN_TYPES)[number];

/** A `type` field of one of `types`: absent or empty is the first; null when unknown. */
function parseType<T extends string>(value: string | undefined, types: readonly T[]): T | null {
  if (value === undefined || value === '') return types[0] ?? null;
  return (types as readonly string[]).includes(value) ? (value as T) : null;
}

/** The `type` of a pin search: absent or empty is `pins`; null when unknown. */
export const parseSearchPinType = (value: string | undefined): SearchPinType | null =>
  parseType(value, SEARCH_PIN_TYPES);

/** The board search's `type`: every board the viewer may see, or the viewer's own. */
export const SEARCH_BOARD_TYPES = ['boards', 'my_content'] as const;
export type SearchBoardType = (typeof SEARCH_BOARD_TYPES)[number];

/** The `type` of a board search: absent or empty is `boards`; null when unknown. */
export const parseSearchBoardType = (value: string | undefined): SearchBoardType | null =>
  parseType(value, SEARCH_BOARD_TYPES);

/** A video pin: one with a playable video (spec 1 section 3). */
function isVideoPin(pin: Pick<Pin, 'videos'>): boolean {
  return playableVideo({ videos: pin.videos }) !== null;
}

/**
 * A pin to buy (the Shop tab, `buyable_pins`): the pins the card's shopping indicator counts as
 * shoppable (spec 1 section 1: isShoppable or shopping flag 1); a sold-out one stays, its card
 * says Sold out.
 */
const isBuyablePin = isShoppablePin;

/** An idea pin (`idea_pins`): a story pin (spec 1 section 3 storyPinData) that is not deleted. */
function isIdeaPin(pin: Pick<Pin, 'storyPinData'>): boolean {
  return pin.storyPinData !== undefined && !isDeletedStoryPin(pin);
}

/** Whose pins the "my" types keep: the signed-in viewer and the pins they saved. */
export interface SearchViewer {
  id: string | null;
  savedPinIds: ReadonlySet<string>;
}

const NO_VIEWER: SearchViewer = { id: null, savedPinIds: new Set() };

/**
 * The viewer's own pin (`my_pins`, and the pins of `my_content`): one they created (spec 1
 * section 5 own pin: the pinner is the viewer) or one they saved; a signed-out visitor has none.
 */
function isViewersPin({ pin, viewer }: { pin: Pick<Pin, 'id' | 'pinner'>; viewer: SearchViewer }) {
  if (viewer.id === null) return false;
  return isOwnPin({ pin, viewerId: viewer.id }) || viewer.savedPinIds.has(pin.id);
}

/**
 * A product of the shopping tool (`shop_tool`): a product to shop as the shopping pages decide
 * (shoppable or a product flag, not sold out), in `category` when one is chosen.
 */
export function isShopToolPin({
  pin,
  category = null,
}: {
  pin: Pick<Pin, 'isShoppable' | 'shoppingFlags' | 'isOosProduct' | 'category'>;
  category?: string | null;
}): boolean {
  return isShoppingPin(pin) && (category === null || pin.category === category);
}

/** Whether a pin belongs to a pin search of `type`. */
export function keepsPinType({
  pin,
  type,
  viewer = NO_VIEWER,
  category = null,
}: {
  pin: Pin;
  type: SearchPinType;
  viewer?: SearchViewer;
  category?: string | null;
}): boolean {
  switch (type) {
    case 'pins':
      return true;
    case 'videos':
      return isVideoPin(pin);
    case 'buyable_pins':
      return isBuyablePin(pin);
    case 'idea_pins':
      return isIdeaPin(pin);
    case 'my_pins':
      return isViewersPin({ pin, viewer });
    case 'shop_tool':
      return isShopToolPin({ pin, category });
  }
}

/** A shopping-tool category key as the pin search takes it: lower case letters and `_`. */
export const isCategoryKey = (value: string): boolean => /^[a-z][a-z0-9_]*$/u.test(value);
