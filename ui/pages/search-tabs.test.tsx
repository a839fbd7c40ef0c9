// @vitest-environment jsdom
// The search page's tabs (spec 3 section 3 search tab types: pins, buyable_pins, my_pins, videos,
// boards, users, idea_pins, my_content, shop_tool) as the whole app renders them (ui/app/router.tsx)
// over the real root actor system and the fake API with the fixtures: each tab shows what the API
// finds for it and its own title, an empty tab says so, the viewer's own tabs ask a visitor to log
// in. The keyboard across the page, Back and axe are in e2e/search-tabs.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { EXPLORE_LOCAL_TEXT } from '../../domain/explore-local';
import {
  MY_CONTENT_TEXT,
  SEARCH_SIGNED_OUT_TEXT,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  searchEmptyTitle,
  searchTabPageTitle,
  SHOP_TOOL_TEXT,
  type SearchTab,
} from '../../domain/search-tabs';
import { KNOWN } from '../../fixtures/known';
import { loadPageCode, openAppAt, signInAs, startLiveApp } from '../app/live-api.test-support';
import { routes } from '../app/router';

const live = startLiveApp();
beforeAll(() =>
  loadPageCode(routes, [
    ...SEARCH_TABS.map((tab) => `/search/${tab}/?q=kitchen`),
    '/pinstate/kitchen-ideas/',
    `/${KNOWN.usernames.inlinePicker}/`,
    '/login',
  ]),
);

const open = (path: string) => openAppAt(path, routes);
type Router = Awaited<ReturnType<typeof open>>;
const where = (router: Router) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const searchPageTitle = (q: string, tab: SearchTab = 'pins') => searchTabPageTitle({ q, tab });
const tabs = () => screen.getByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
const tab = (name: string) => within(tabs()).getByRole('link', { name });

/** The ids the fake API answers for a search, as `viewer` when given. */
async function apiIds(path: string, viewer?: string): Promise<string[]> {
  const reply = await live.server().call('GET', path, viewer ? { viewer } : {});
  return (reply.data as { id: string }[]).map((item) => item.id);
}

/** The ids of the pin cards shown, once there are some. */
async function shownIds(): Promise<string[]> {
  const cards = await screen.findAllByTestId('pin-card');
  return cards.map((card) => card.getAttribute('data-pin-id') ?? '');
}

/** The document title, once it is `title`. */
const titled = (title: string) => waitFor(() => expect(document.title).toBe(title));

test('the Pins tab lists pins, with every tab type and Explore local', async () => {
  await signInAs(null);
  await open('/search/pins/?q=kitchen');
  expect((await shownIds()).length).toBeGreaterThan(0);
  for (const name of [...SEARCH_TABS.map((t) => SEARCH_TAB_LABELS[t]), EXPLORE_LOCAL_TEXT.local]) {
    expect(tab(name)).toBeTruthy();
  }
  expect(tab(SEARCH_TAB_LABELS.pins).getAttribute('aria-current')).toBe('page');
  await titled(searchPageTitle('kitchen'));
});

test('the Videos tab lists only video pins matching the term', async () => {
  await signInAs(null);
  const router = await open('/search/pins/?q=noodles');
  await screen.findByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
  await userEvent.click(tab(SEARCH_TAB_LABELS.videos));
  expect(where(router)).toBe('/search/videos/?q=noodles');
  await titled(searchPageTitle('noodles', 'videos'));
  const videos = await apiIds('/v3/search/pins/?q=noodles&type=videos&page_size=100');
  await waitFor(async () => expect(await shownIds()).toContain(KNOWN.pins.video));
  for (const id of await shownIds()) expect(videos).toContain(id);
});

test('the Boards tab lists boards by name, each leading to its board', async () => {
  await signInAs(null);
  const router = await open('/search/boards/?q=kitchen');
  await titled(searchPageTitle('kitchen', 'boards'));
  expect(tab(SEARCH_TAB_LABELS.boards).getAttribute('aria-current')).toBe('page');
  const list = await screen.findByRole('list', { name: 'Boards for kitchen' });
  const [board] = within(list).getAllByRole('link', { name: /Kitchen ideas/u });
  if (!board) throw new Error('no Kitchen ideas board listed');
  await userEvent.click(board);
  expect(where(router)).toBe('/pinstate/kitchen-ideas/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeTruthy();
});

test('Show more lists the next page of boards under the first, each page loaded once', async () => {
  await signInAs(null);
  const all = await apiIds('/v3/search/boards/?q=e&page_size=100');
  expect(all.length).toBeGreaterThan(25);
  await open('/search/boards/?q=e');
  const list = await screen.findByRole('list', { name: 'Boards for e' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() =>
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(50, all.length)),
  );
  const shown = within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.getAttribute('href'));
  expect(new Set(shown).size).toBe(shown.length);
});

test('the Users tab lists people by name or username, each leading to their profile', async () => {
  await signInAs(null);
  const router = await open('/search/users/?q=maya');
  await titled(searchPageTitle('maya', 'users'));
  const list = await screen.findByRole('list', { name: 'People for maya' });
  await userEvent.click(within(list).getByRole('link', { name: /Maya Collins/u }));
  expect(where(router)).toBe(`/${KNOWN.usernames.inlinePicker}/`);
});

test('an empty tab says nothing was found for the term', async () => {
  await signInAs(null);
  for (const which of ['boards', 'users', 'videos'] as const) {
    await open(`/search/${which}/?q=zzqx`);
    expect(await screen.findByText(searchEmptyTitle({ tab: which, q: 'zzqx' }))).toBeTruthy();
  }
});

test('the Shop tab lists only pins to buy matching the term', async () => {
  await signInAs(null);
  const router = await open('/search/pins/?q=seagrass');
  await screen.findByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
  await userEvent.click(tab(SEARCH_TAB_LABELS.buyable_pins));
  expect(where(router)).toBe('/search/buyable_pins/?q=seagrass');
  await titled(searchPageTitle('seagrass', 'buyable_pins'));
  const buyable = await apiIds('/v3/search/pins/?q=seagrass&type=buyable_pins&page_size=100');
  await waitFor(async () => expect(await shownIds()).toContain(KNOWN.pins.shoppable));
  for (const id of await shownIds()) expect(buyable).toContain(id);
});

test('the Idea Pins tab lists only story pins that are not deleted', async () => {
  await signInAs(null);
  await open('/search/idea_pins/?q=roses');
  await titled(searchPageTitle('roses', 'idea_pins'));
  const ideas = await apiIds('/v3/search/pins/?q=roses&type=idea_pins&page_size=100');
  expect(ideas.length).toBeGreaterThan(0);
  await waitFor(async () => expect((await shownIds()).sort()).toEqual([...ideas].sort()));
});

test("the Your Pins tab lists the viewer's own pins matching the term", async () => {
  await signInAs(KNOWN.users.default);
  await open('/search/my_pins/?q=pantry');
  await titled(searchPageTitle('pantry', 'my_pins'));
  const mine = await apiIds(
    '/v3/search/pins/?q=pantry&type=my_pins&page_size=100',
    KNOWN.users.default,
  );
  await waitFor(async () => expect(await shownIds()).toContain(KNOWN.pins.ownPin));
  for (const id of await shownIds()) expect(mine).toContain(id);
});

test('a visitor on Your Pins and Your content is asked to log in, and the link leads to log in', async () => {
  await signInAs(null);
  let router: Router | null = null;
  for (const which of ['my_content', 'my_pins'] as const) {
    router = await open(`/search/${which}/?q=pantry`);
    expect(await screen.findByRole('heading', { name: SEARCH_SIGNED_OUT_TEXT.title })).toBeTruthy();
    expect(screen.queryAllByTestId('pin-card')).toHaveLength(0);
  }
  await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
  if (!router) throw new Error('nothing opened');
  expect(where(router)).toMatch(/^\/login\?next=%2Fsearch%2Fmy_pins%2F/u);
});

test("the Your content tab lists the viewer's boards, then their pins", async () => {
  await signInAs(KNOWN.users.default);
  await open('/search/my_content/?q=living');
  await titled(searchPageTitle('living', 'my_content'));
  const boards = await screen.findByRole('list', { name: `${MY_CONTENT_TEXT.boards} for living` });
  expect(
    within(boards).getAllByRole('link', { name: /Small space living rooms/u }).length,
  ).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 2, name: MY_CONTENT_TEXT.pins })).toBeTruthy();
  const mine = await apiIds(
    '/v3/search/pins/?q=living&type=my_pins&page_size=100',
    KNOWN.users.default,
  );
  expect(mine.length).toBeGreaterThan(0);
  await waitFor(async () => expect((await shownIds()).sort()).toEqual([...mine].sort()));
});

test('the shopping tool lists products by category; a category chip narrows them, by keyboard too', async () => {
  await signInAs(null);
  const router = await open('/search/shop_tool/?q=home');
  await titled(searchPageTitle('home', 'shop_tool'));
  const chips = () => screen.getByRole('navigation', { name: SHOP_TOOL_TEXT.categories });
  await screen.findByRole('navigation', { name: SHOP_TOOL_TEXT.categories });
  expect(
    within(chips())
      .getByRole('link', { name: new RegExp(SHOP_TOOL_TEXT.all, 'u') })
      .getAttribute('aria-current'),
  ).toBe('page');
  const all = await apiIds('/v3/search/pins/?q=home&type=shop_tool&page_size=100');
  for (const id of await shownIds()) expect(all).toContain(id);
  const decor = () => within(chips()).getByRole('link', { name: /^Home decor \d+$/u });
  decor().focus();
  await userEvent.keyboard('{Enter}');
  expect(where(router)).toBe('/search/shop_tool/?q=home&category=home_decor');
  expect(decor().getAttribute('aria-current')).toBe('page');
  const inDecor = await apiIds(
    '/v3/search/pins/?q=home&type=shop_tool&category=home_decor&page_size=100',
  );
  await waitFor(async () =>
    expect((await shownIds()).every((id) => inDecor.includes(id))).toBe(true),
  );
});

test('the new tabs say when nothing was found for the term', async () => {
  await signInAs(KNOWN.users.default);
  await open('/search/my_pins/?q=zzqx');
  expect(await screen.findByText(searchEmptyTitle({ tab: 'my_pins', q: 'zzqx' }))).toBeTruthy();
  for (const which of ['buyable_pins', 'idea_pins', 'my_content', 'shop_tool'] as const) {
    await userEvent.click(tab(SEARCH_TAB_LABELS[which]));
    expect(await screen.findByText(searchEmptyTitle({ tab: which, q: 'zzqx' }))).toBeTruthy();
  }
});
