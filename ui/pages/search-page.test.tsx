// @vitest-environment jsdom
// The search page's tabs (spec 3 section 3 search tab types, decision 062) as the app renders them,
// over the real root actor system and the real fake API with the fixtures: every tab is a link,
// the tabs of the viewer's own things ask a visitor to log in, Your content shows the viewer's
// boards before their pins, the shopping tool's categories narrow its products, and each list has
// its empty and error states.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { EXPLORE_LOCAL_TEXT } from '../../domain/explore-local';
import {
  MY_CONTENT_TEXT,
  SEARCH_SIGNED_OUT_TEXT,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  searchEmptyTitle,
  SHOP_TOOL_TEXT,
} from '../../domain/search-tabs';
import { KNOWN } from '../../fixtures/known';
import { letPageActorsGo, renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import SearchPage from './search-page';

const live = startLiveApi();
afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

const open = (at: string) => renderAt(at, ['/search', '/search/:tab'], <SearchPage />);
const tabs = () => screen.getByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });

test('the tab list is the nine tab types in the spec order, then Explore local, the current one marked', async () => {
  await signInAs(KNOWN.users.default);
  open('/search/idea_pins/?q=roses');
  const links = within(tabs()).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    ...SEARCH_TABS.map((tab) => SEARCH_TAB_LABELS[tab]),
    EXPLORE_LOCAL_TEXT.local,
  ]);
  expect(links.map((link) => link.getAttribute('href'))).toContain('/search/shop_tool/?q=roses');
  const current = within(tabs()).getByRole('link', { current: 'page' });
  expect(current.textContent).toBe(SEARCH_TAB_LABELS.idea_pins);
});

test('a visitor on Your Pins or Your content is asked to log in, and the link comes back', async () => {
  await signInAs(null);
  for (const tab of ['my_pins', 'my_content'] as const) {
    open(`/search/${tab}/?q=pantry`);
    expect(await screen.findByText(SEARCH_SIGNED_OUT_TEXT.title)).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(
      `/login?${new URLSearchParams({ next: `/search/${tab}/?q=pantry` }).toString()}`,
    );
    cleanup();
  }
});

test("Your content shows the viewer's own boards that match, then their pins", async () => {
  await signInAs(KNOWN.users.default);
  open('/search/my_content/?q=kitchen');
  const boards = await screen.findByRole('list', { name: `${MY_CONTENT_TEXT.boards} for kitchen` });
  expect(within(boards).getByRole('link', { name: /Kitchen ideas/u })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: MY_CONTENT_TEXT.pins })).toBeTruthy();
});

test('Your content with nothing of the viewer matching says so', async () => {
  await signInAs(KNOWN.users.default);
  open('/search/my_content/?q=zzqx');
  expect(await screen.findByText(searchEmptyTitle({ tab: 'my_content', q: 'zzqx' }))).toBeTruthy();
});

test("the shopping tool lists the products' categories with counts; a chip narrows the products", async () => {
  await signInAs(null);
  const router = open('/search/shop_tool/?q=home');
  const chips = await screen.findByRole('navigation', { name: SHOP_TOOL_TEXT.categories });
  const all = within(chips).getByRole('link', { name: new RegExp(SHOP_TOOL_TEXT.all, 'u') });
  expect(all.getAttribute('aria-current')).toBe('page');
  const stories = (await live.server().call('GET', '/v3/search/shop_tool/?q=home')).data as {
    id: string;
    name: string;
    pinCount: number;
  }[];
  const [first] = stories;
  if (!first) throw new Error('no product category for home');
  const chip = within(chips).getByRole('link', { name: `${first.name} ${first.pinCount}` });
  await userEvent.click(chip);
  expect(router.state.location.search).toBe(`?q=home&category=${first.id}`);
  expect(
    within(screen.getByRole('navigation', { name: SHOP_TOOL_TEXT.categories }))
      .getByRole('link', { name: `${first.name} ${first.pinCount}` })
      .getAttribute('aria-current'),
  ).toBe('page');
});

test('the shopping tool with no product matching says so', async () => {
  await signInAs(null);
  open('/search/shop_tool/?q=zzqx');
  expect(await screen.findByText(searchEmptyTitle({ tab: 'shop_tool', q: 'zzqx' }))).toBeTruthy();
});

test("the shopping tool's categories failing to load show the error, and Try again loads them", async () => {
  await signInAs(null);
  await live.server().call('POST', '/_control/faults', {
    body: { route: 'GET /v3/search/shop_tool/', status: 500, message: 'Shop is down', count: 1 },
  });
  open('/search/shop_tool/?q=home');
  expect((await screen.findByRole('alert')).textContent).toContain('Shop is down');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('navigation', { name: SHOP_TOOL_TEXT.categories })).toBeTruthy();
});
