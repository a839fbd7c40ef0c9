// The search page's tabs (spec 3 section 3 search tab types: pins, videos, boards, users) against
// the production build and the fake API: each tab shows real content and its own title, the tabs
// work with the keyboard, an empty tab says so, axe finds nothing serious.
import type { Page } from '@playwright/test';
import { EXPLORE_LOCAL_TEXT } from '../domain/explore-local';
import { searchPageTitle } from '../domain/page-names';
import { SEARCH_TAB_LABELS, searchEmptyTitle } from '../domain/search-tabs';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const tabs = (page: Page) => page.getByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });

async function apiIds(page: Page, path: string): Promise<string[]> {
  const answer = await page.request.get(path);
  return (
    (await answer.json()) as { resource_response: { data: { id: string }[] } }
  ).resource_response.data.map((item) => item.id);
}

test('the Pins tab lists pins, with the tabs Pins, Videos, Boards, Users and Explore local', async ({
  page,
}) => {
  await page.goto('/search/pins/?q=kitchen');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  for (const name of [
    SEARCH_TAB_LABELS.pins,
    SEARCH_TAB_LABELS.videos,
    SEARCH_TAB_LABELS.boards,
    SEARCH_TAB_LABELS.users,
    EXPLORE_LOCAL_TEXT.local,
  ]) {
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
  await page.keyboard.press('Tab');
  await expect(tab(page, SEARCH_TAB_LABELS.videos)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tab(page, SEARCH_TAB_LABELS.boards)).toBeFocused();
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
