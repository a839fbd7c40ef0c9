// The search page's tabs (spec 3 section 3 search tab types: pins, buyable_pins, my_pins, videos,
// boards, users, idea_pins, my_content, shop_tool) against the production build and the fake API:
// each tab shows real content and its own title, the tabs work with the keyboard, an empty tab
// says so, the viewer's own tabs ask a visitor to log in, axe finds nothing serious.
import type { Page } from '@playwright/test';
import { EXPLORE_LOCAL_TEXT } from '../domain/explore-local';
import {
  MY_CONTENT_TEXT,
  SEARCH_SIGNED_OUT_TEXT,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  searchEmptyTitle,
  searchTabPageTitle,
  SHOP_TOOL_TEXT,
  type SearchTab,
} from '../domain/search-tabs';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signIn } from './support/viewer';

const searchPageTitle = (q: string, tab: SearchTab = 'pins') => searchTabPageTitle({ q, tab });

const tabs = (page: Page) => page.getByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });

async function apiIds(page: Page, path: string, viewer?: string): Promise<string[]> {
  const answer = await page.request.get(
    path,
    viewer ? { headers: { 'x-pinstate-user': viewer } } : {},
  );
  return (
    (await answer.json()) as { resource_response: { data: { id: string }[] } }
  ).resource_response.data.map((item) => item.id);
}

/** The ids of the pin cards shown, once the first is visible. */
async function shownIds(page: Page): Promise<string[]> {
  const cards = page.getByTestId('pin-card');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-pin-id') ?? ''));
}

test('the Pins tab lists pins, with every tab type and Explore local', async ({ page }) => {
  await page.goto('/search/pins/?q=kitchen');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  for (const name of [...SEARCH_TABS.map((t) => SEARCH_TAB_LABELS[t]), EXPLORE_LOCAL_TEXT.local]) {
    await expect(tab(page, name)).toBeVisible();
  }
  await expect(tab(page, SEARCH_TAB_LABELS.pins)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(searchPageTitle('kitchen'));
});

test('the Videos tab lists only video pins matching the term', async ({ page }) => {
  await page.goto('/search/pins/?q=noodles');
  await tab(page, SEARCH_TAB_LABELS.videos).click();
  await expect(page).toHaveURL(/\/search\/videos\/\?q=noodles$/u);
  await expect(page).toHaveTitle(searchPageTitle('noodles', 'videos'));
  const cards = page.getByTestId('pin-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-pin-id')));
  const videos = await apiIds(page, '/v3/search/pins/?q=noodles&type=videos&page_size=100');
  expect(shown).toContain(KNOWN.pins.video);
  for (const id of shown) expect(videos).toContain(id);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Boards tab lists boards by name, each leading to its board', async ({ page }) => {
  await page.goto('/search/boards/?q=kitchen');
  await expect(page).toHaveTitle(searchPageTitle('kitchen', 'boards'));
  await expect(tab(page, SEARCH_TAB_LABELS.boards)).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('list', { name: 'Boards for kitchen' });
  const board = list.getByRole('link', { name: /Kitchen ideas/u }).first();
  await expect(board).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await board.click();
  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeVisible();
});

test('the Users tab lists people by name or username, each leading to their profile', async ({
  page,
}) => {
  await page.goto('/search/users/?q=maya');
  await expect(page).toHaveTitle(searchPageTitle('maya', 'users'));
  const person = page
    .getByRole('list', { name: 'People for maya' })
    .getByRole('link', { name: /Maya Collins/u });
  await expect(person).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await person.click();
  await expect(page).toHaveURL(new RegExp(`/${KNOWN.usernames.inlinePicker}/$`, 'u'));
});

test('an empty tab says nothing was found for the term', async ({ page }) => {
  for (const [path, which] of [
    ['/search/boards/?q=zzqx', 'boards'],
    ['/search/users/?q=zzqx', 'users'],
    ['/search/videos/?q=zzqx', 'videos'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(searchEmptyTitle({ tab: which, q: 'zzqx' }))).toBeVisible();
  }
});

test('the tabs work with the keyboard alone, and Back returns to the last tab', async ({
  page,
}) => {
  await page.goto('/search/pins/?q=kitchen');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await tab(page, SEARCH_TAB_LABELS.pins).focus();
  for (const next of ['buyable_pins', 'my_pins', 'videos', 'boards'] as const) {
    await page.keyboard.press('Tab');
    await expect(tab(page, SEARCH_TAB_LABELS[next])).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/boards\/\?q=kitchen$/u);
  await expect(page.getByRole('list', { name: 'Boards for kitchen' })).toBeVisible();
  await tab(page, SEARCH_TAB_LABELS.users).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/users\/\?q=kitchen$/u);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/boards\/\?q=kitchen$/u);
  await expect(tab(page, SEARCH_TAB_LABELS.boards)).toHaveAttribute('aria-current', 'page');
});

test('the Shop tab lists only pins to buy matching the term', async ({ page }) => {
  await page.goto('/search/pins/?q=seagrass');
  await tab(page, SEARCH_TAB_LABELS.buyable_pins).click();
  await expect(page).toHaveURL(/\/search\/buyable_pins\/\?q=seagrass$/u);
  await expect(page).toHaveTitle(searchPageTitle('seagrass', 'buyable_pins'));
  const shown = await shownIds(page);
  const buyable = await apiIds(page, '/v3/search/pins/?q=seagrass&type=buyable_pins&page_size=100');
  expect(shown).toContain(KNOWN.pins.shoppable);
  for (const id of shown) expect(buyable).toContain(id);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Idea Pins tab lists only story pins that are not deleted', async ({ page }) => {
  await page.goto('/search/idea_pins/?q=roses');
  await expect(page).toHaveTitle(searchPageTitle('roses', 'idea_pins'));
  const ideas = await apiIds(page, '/v3/search/pins/?q=roses&type=idea_pins&page_size=100');
  expect(ideas.length).toBeGreaterThan(0);
  await expect.poll(async () => (await shownIds(page)).sort()).toEqual([...ideas].sort());
  expect(await seriousViolations(page)).toEqual([]);
});

test("the Your Pins tab lists the viewer's own pins matching the term", async ({ page }) => {
  await signIn(page, undefined, { path: '/search/my_pins/?q=pantry' });
  await expect(page).toHaveTitle(searchPageTitle('pantry', 'my_pins'));
  const shown = await shownIds(page);
  const mine = await apiIds(
    page,
    '/v3/search/pins/?q=pantry&type=my_pins&page_size=100',
    KNOWN.users.default,
  );
  expect(shown).toContain(KNOWN.pins.ownPin);
  for (const id of shown) expect(mine).toContain(id);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor on Your Pins and Your content is asked to log in, and the link leads to log in', async ({
  page,
}) => {
  for (const which of ['my_content', 'my_pins'] as const) {
    await page.goto(`/search/${which}/?q=pantry`);
    await expect(page.getByRole('heading', { name: SEARCH_SIGNED_OUT_TEXT.title })).toBeVisible();
    await expect(page.getByTestId('pin-card')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsearch%2Fmy_pins%2F/u);
});

test("the Your content tab lists the viewer's boards, then their pins", async ({ page }) => {
  await signIn(page, undefined, { path: '/search/my_content/?q=living' });
  await expect(page).toHaveTitle(searchPageTitle('living', 'my_content'));
  const boards = page.getByRole('list', { name: `${MY_CONTENT_TEXT.boards} for living` });
  await expect(
    boards.getByRole('link', { name: /Small space living rooms/u }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: MY_CONTENT_TEXT.pins, exact: true }),
  ).toBeVisible();
  const mine = await apiIds(
    page,
    '/v3/search/pins/?q=living&type=my_pins&page_size=100',
    KNOWN.users.default,
  );
  expect(mine.length).toBeGreaterThan(0);
  await expect.poll(async () => (await shownIds(page)).sort()).toEqual([...mine].sort());
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shopping tool lists products by category; a category chip narrows them, by keyboard too', async ({
  page,
}) => {
  await page.goto('/search/shop_tool/?q=home');
  await expect(page).toHaveTitle(searchPageTitle('home', 'shop_tool'));
  const chips = page.getByRole('navigation', { name: SHOP_TOOL_TEXT.categories });
  await expect(
    chips.getByRole('link', { name: new RegExp(SHOP_TOOL_TEXT.all, 'u') }),
  ).toHaveAttribute('aria-current', 'page');
  const all = await apiIds(page, '/v3/search/pins/?q=home&type=shop_tool&page_size=100');
  for (const id of await shownIds(page)) expect(all).toContain(id);
  expect(await seriousViolations(page)).toEqual([]);
  const decor = chips.getByRole('link', { name: /^Home decor \d+$/u });
  await decor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/shop_tool\/\?q=home&category=home_decor$/u);
  await expect(decor).toHaveAttribute('aria-current', 'page');
  const inDecor = await apiIds(
    page,
    '/v3/search/pins/?q=home&type=shop_tool&category=home_decor&page_size=100',
  );
  await expect
    .poll(async () => (await shownIds(page)).every((id) => inDecor.includes(id)))
    .toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/shop_tool\/\?q=home$/u);
});

test('the new tabs say when nothing was found for the term', async ({ page }) => {
  await signIn(page, undefined, { path: '/search/my_pins/?q=zzqx' });
  await expect(page.getByText(searchEmptyTitle({ tab: 'my_pins', q: 'zzqx' }))).toBeVisible();
  for (const which of ['buyable_pins', 'idea_pins', 'my_content', 'shop_tool'] as const) {
    await tab(page, SEARCH_TAB_LABELS[which]).click();
    await expect(page.getByText(searchEmptyTitle({ tab: which, q: 'zzqx' }))).toBeVisible();
  }
});
