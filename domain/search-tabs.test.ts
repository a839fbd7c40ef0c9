import { expect, test } from 'vitest';
import { makePin, makeStoryPinData, makeUser } from './test-pin';
import type { Pin } from './types';
import {
  boardMatchesSearch,
  isCategoryKey,
  isShopToolPin,
  isViewerSearchType,
  keepsPinType,
  type SearchViewer,
  parseSearchBoardType,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  searchTabSurface,
  shopToolPath,
  searchTabPageTitle,
  matchesEveryWord,
  parseSearchPinType,
  searchEmptyTitle,
  searchTabOfPath,
  searchTabPagePath,
  searchWords,
  userMatchesSearch,
} from './search-tabs';

/** The domain's rules for the pin search types. */
const isBuyablePin = (pin: Pin) => keepsPinType({ pin, type: 'buyable_pins' });
const isIdeaPin = (pin: Pin) => keepsPinType({ pin, type: 'idea_pins' });
const isViewersPin = ({ pin, viewer }: { pin: Pin; viewer: SearchViewer }) =>
  keepsPinType({ pin, type: 'my_pins', viewer });

test('the tab of a search path: /search/{tab}/, else Pins', () => {
  expect(searchTabOfPath('/search/videos/')).toBe('videos');
  expect(searchTabOfPath('/search/boards')).toBe('boards');
  expect(searchTabOfPath('/search/users/')).toBe('users');
  expect(searchTabOfPath('/search/pins/')).toBe('pins');
  expect(searchTabOfPath('/search')).toBe('pins');
});

test('a tab address is /search/{tab}/ with the term in q', () => {
  expect(searchTabPagePath({ tab: 'boards', q: 'kitchen ideas' })).toBe(
    '/search/boards/?q=kitchen+ideas',
  );
});

test('a search matches when every word is in the text, case ignored', () => {
  expect(searchWords('  Kitchen   IDEAS ')).toEqual(['kitchen', 'ideas']);
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: searchWords('ideas kit') })).toBe(
    true,
  );
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: searchWords('garden') })).toBe(false);
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: [] })).toBe(false);
});

test('a board matches by its name', () => {
  expect(boardMatchesSearch({ board: { name: 'Weekend getaways' }, words: ['weekend'] })).toBe(
    true,
  );
  expect(boardMatchesSearch({ board: { name: 'Weekend getaways' }, words: ['kitchen'] })).toBe(
    false,
  );
});

test('a person matches by name or username', () => {
  const user = { fullName: 'Maya Collins', username: 'maya_collects' };
  expect(userMatchesSearch({ user, words: ['collins'] })).toBe(true);
  expect(userMatchesSearch({ user, words: ['collects'] })).toBe(true);
  expect(userMatchesSearch({ user, words: ['maya', 'garden'] })).toBe(false);
});

test('the pin search type is pins when absent, one of the pin types when asked, else unknown', () => {
  expect(parseSearchPinType(undefined)).toBe('pins');
  expect(parseSearchPinType('')).toBe('pins');
  for (const type of ['videos', 'buyable_pins', 'idea_pins', 'my_pins', 'shop_tool'] as const) {
    expect(parseSearchPinType(type)).toBe(type);
  }
  expect(parseSearchPinType('boards')).toBeNull();
  expect(parseSearchPinType('my_content')).toBeNull();
});

test('the board search type is boards when absent, my_content when asked, else unknown', () => {
  expect(parseSearchBoardType(undefined)).toBe('boards');
  expect(parseSearchBoardType('my_content')).toBe('my_content');
  expect(parseSearchBoardType('pins')).toBeNull();
});

test('the tabs are the nine types of spec 3 section 3, in its order, each with a label', () => {
  expect(SEARCH_TABS).toEqual([
    'pins',
    'buyable_pins',
    'my_pins',
    'videos',
    'boards',
    'users',
    'idea_pins',
    'my_content',
    'shop_tool',
  ]);
  for (const tab of SEARCH_TABS) expect(SEARCH_TAB_LABELS[tab].trim()).not.toBe('');
  for (const tab of SEARCH_TABS) expect(searchTabOfPath(`/search/${tab}/`)).toBe(tab);
});

test('the my tabs need a signed-in viewer; the others do not', () => {
  expect(SEARCH_TABS.filter(isViewerSearchType)).toEqual(['my_pins', 'my_content']);
  expect(isViewerSearchType('my_pins')).toBe(true);
  expect(isViewerSearchType('my_content')).toBe(true);
  expect(isViewerSearchType('buyable_pins')).toBe(false);
});

test('a search page title names the term, the tab unless Pins, then Search', () => {
  expect(searchTabPageTitle({ q: 'lamp', tab: 'buyable_pins' })).toBe(
    'lamp - Shop - Search | Pinstate',
  );
  expect(searchTabPageTitle({ q: 'lamp', tab: 'pins' })).toBe('lamp - Search | Pinstate');
});

test('a pin to buy is one the shopping indicator counts as shoppable, sold out or not', () => {
  expect(isBuyablePin(makePin({ isShoppable: true }))).toBe(true);
  expect(isBuyablePin(makePin({ shoppingFlags: [1] }))).toBe(true);
  expect(isBuyablePin(makePin({ isShoppable: true, isOosProduct: true }))).toBe(true);
  expect(isBuyablePin(makePin({ shoppingFlags: [5] }))).toBe(false);
  expect(isBuyablePin(makePin())).toBe(false);
  expect(keepsPinType({ pin: makePin({ isShoppable: true }), type: 'buyable_pins' })).toBe(true);
  expect(keepsPinType({ pin: makePin(), type: 'buyable_pins' })).toBe(false);
});

const story = makeStoryPinData;

test('an idea pin is a story pin that is not deleted', () => {
  expect(isIdeaPin(makePin({ storyPinData: story(false) }))).toBe(true);
  expect(isIdeaPin(makePin({ storyPinData: story(true) }))).toBe(false);
  expect(isIdeaPin(makePin())).toBe(false);
  expect(keepsPinType({ pin: makePin({ storyPinData: story(false) }), type: 'idea_pins' })).toBe(
    true,
  );
});

test("the viewer's own pins are the ones they created or saved; a visitor has none", () => {
  const mine = makePin({ id: 'p1', pinner: makeUser({ id: 'u1' }) });
  const saved = makePin({ id: 'p2', pinner: makeUser({ id: 'u9' }) });
  const other = makePin({ id: 'p3', pinner: makeUser({ id: 'u9' }) });
  const viewer = { id: 'u1', savedPinIds: new Set(['p2']) };
  expect(isViewersPin({ pin: mine, viewer })).toBe(true);
  expect(isViewersPin({ pin: saved, viewer })).toBe(true);
  expect(isViewersPin({ pin: other, viewer })).toBe(false);
  const visitor = { id: null, savedPinIds: new Set(['p2']) };
  expect(isViewersPin({ pin: saved, viewer: visitor })).toBe(false);
  expect(keepsPinType({ pin: mine, type: 'my_pins', viewer })).toBe(true);
  expect(keepsPinType({ pin: mine, type: 'my_pins' })).toBe(false);
});

test('the shopping tool keeps products in stock, in the chosen category when there is one', () => {
  const lamp = makePin({ isShoppable: true, category: 'home_decor' });
  expect(isShopToolPin({ pin: lamp })).toBe(true);
  expect(isShopToolPin({ pin: lamp, category: 'home_decor' })).toBe(true);
  expect(isShopToolPin({ pin: lamp, category: 'art' })).toBe(false);
  expect(isShopToolPin({ pin: makePin({ shoppingFlags: [6] }) })).toBe(true);
  expect(isShopToolPin({ pin: { ...lamp, isOosProduct: true } })).toBe(false);
  expect(isShopToolPin({ pin: makePin() })).toBe(false);
  expect(keepsPinType({ pin: lamp, type: 'shop_tool', category: 'art' })).toBe(false);
});

test('a category key is lower case letters, digits and underscores', () => {
  expect(isCategoryKey('home_decor')).toBe(true);
  expect(isCategoryKey('Home decor')).toBe(false);
  expect(isCategoryKey('')).toBe(false);
});

test('the videos type keeps only pins with a playable video', () => {
  const video = makePin({
    videos: { videoList: { V_720P: { url: 'https://v/x.mp4', width: 720, height: 1280 } } },
  } as never);
  expect(keepsPinType({ pin: video, type: 'videos' })).toBe(true);
  expect(keepsPinType({ pin: makePin(), type: 'videos' })).toBe(false);
  expect(keepsPinType({ pin: makePin(), type: 'pins' })).toBe(true);
});

test('an empty tab names what it lists and the term', () => {
  expect(searchEmptyTitle({ tab: 'boards', q: 'kitchen' })).toBe('No Boards found for “kitchen”');
  expect(searchEmptyTitle({ tab: 'idea_pins', q: 'x' })).toBe('No Idea Pins found for “x”');
  expect(searchEmptyTitle({ tab: 'buyable_pins', q: 'x' })).toBe('No Pins to shop found for “x”');
  expect(searchEmptyTitle({ tab: 'my_pins', q: 'x' })).toBe('No Pins of yours found for “x”');
  expect(searchEmptyTitle({ tab: 'my_content', q: 'x' })).toBe(
    'No boards or Pins of yours found for “x”',
  );
  expect(searchEmptyTitle({ tab: 'shop_tool', q: 'x' })).toBe('No products found for “x”');
});

test('each tab shows its pins on its surface: Shop on high shopping intent, the tool on ShoppingTool', () => {
  expect(searchTabSurface('buyable_pins')).toBe('SearchItemHighShoppingIntent');
  expect(searchTabSurface('shop_tool')).toBe('ShoppingTool');
  for (const tab of ['pins', 'videos', 'idea_pins', 'my_pins', 'my_content'] as const) {
    expect(searchTabSurface(tab)).toBe('SearchItem');
  }
});

test("the shopping tool's address carries the chosen category", () => {
  expect(shopToolPath({ q: 'oak bench', category: null })).toBe('/search/shop_tool/?q=oak+bench');
  expect(shopToolPath({ q: 'oak', category: 'home_decor' })).toBe(
    '/search/shop_tool/?q=oak&category=home_decor',
  );
});
