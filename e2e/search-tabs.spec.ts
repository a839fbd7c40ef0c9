// The search page's tabs (spec 3 section 3 search tab types: pins, buyable_pins, my_pins, videos,
// boards, users, idea_pins, my_content, shop_tool) in Chromium against the production build and
// the fake API: what needs a real browser, the keyboard across the page, Back, and axe finding
// nothing serious on each tab. What each tab shows, its title and its empty and signed-out states
// are checked without a browser in ui/pages/search-tabs.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { EXPLORE_LOCAL_TEXT } from '../domain/explore-local';
import {
  MY_CONTENT_TEXT,
  SEARCH_SIGNED_OUT_TEXT,
  SEARCH_TAB_LABELS,
  SHOP_TOOL_TEXT,
} from '../domain/search-tabs';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signIn } from './support/viewer';

const tabs = (page: Page) => page.getByRole('navigation', { name: EXPLORE_LOCAL_TEXT.tabs });
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });
/** What shows once a tab has loaded. */
type Ready = (page: Page) => Locator;
const firstCard: Ready = (page) => page.getByTestId('pin-card').first();

const SIGNED_OUT: [path: string, ready: Ready][] = [
  ['/search/videos/?q=noodles', firstCard],
  ['/search/boards/?q=kitchen', (p) => p.getByRole('list', { name: 'Boards for kitchen' })],
  ['/search/users/?q=maya', (p) => p.getByRole('list', { name: 'People for maya' })],
  ['/search/buyable_pins/?q=seagrass', firstCard],
  ['/search/idea_pins/?q=roses', firstCard],
  ['/search/shop_tool/?q=home', firstCard],
  ...(['my_content', 'my_pins'] as const).map((which): [string, Ready] => [
    `/search/${which}/?q=pantry`,
    (p) => p.getByRole('heading', { name: SEARCH_SIGNED_OUT_TEXT.title }),
  ]),
];

const SIGNED_IN: [path: string, ready: Ready][] = [
  ['/search/my_pins/?q=pantry', firstCard],
  [
    '/search/my_content/?q=living',
    (p) => p.getByRole('list', { name: `${MY_CONTENT_TEXT.boards} for living` }),
  ],
];

for (const [path, ready] of SIGNED_OUT) {
  test(`axe finds nothing serious on ${path} for a visitor`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const [path, ready] of SIGNED_IN) {
  test(`axe finds nothing serious on ${path} signed in`, async ({ page }) => {
    await signIn(page, undefined, { path });
    await expect(ready(page)).toBeVisible();
    await expect(firstCard(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

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

test('a category chip of the shopping tool works by keyboard, and Back returns to all products', async ({
  page,
}) => {
  await page.goto('/search/shop_tool/?q=home');
  const chips = page.getByRole('navigation', { name: SHOP_TOOL_TEXT.categories });
  const all = chips.getByRole('link', { name: new RegExp(SHOP_TOOL_TEXT.all, 'u') });
  await expect(all).toHaveAttribute('aria-current', 'page');
  const decor = chips.getByRole('link', { name: /^Home decor \d+$/u });
  await decor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/shop_tool\/\?q=home&category=home_decor$/u);
  await expect(decor).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/shop_tool\/\?q=home$/u);
  await expect(all).toHaveAttribute('aria-current', 'page');
});
