// The discovery pages (spec 3 section 2 "Discovery routes": /today and its subpaths,
// /discover/article/{x}, /videos/, /videos/{category}/{id}, /shopping/, /shopping/{category}/{id}),
// in Chromium against the production build and the fake API: real stories and pin cards, titles,
// Not Found for an unknown id, links reached by keyboard, and axe finding nothing serious.
import type { Page } from '@playwright/test';
import { DISCOVERY_TEXT, TODAY_TABS, type Story } from '../domain/discovery';
import { pageTitle } from '../domain/page-title';
import { seriousViolations } from './support/a11y';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { apiOrigin } from './support/servers';

const T = DISCOVERY_TEXT;

/** The fixture stories the fake API answers at `path` (the first is the biggest or first in order). */
async function stories(page: Page, path: string): Promise<Story[]> {
  const response = await page.request.get(`${apiOrigin(test.info().parallelIndex)}${path}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { resource_response: { data: Story[] } };
  return body.resource_response.data;
}

const cards = (page: Page) => page.locator('[data-testid="pin-card"]');
const notFound = (page: Page) => page.getByRole('heading', { name: /couldn.t find that/ });

test('Today lists articles in every tab, and an article shows its pins, titled by its name', async ({
  page,
}) => {
  for (const tab of TODAY_TABS) {
    await page.goto(tab === 'today' ? '/today/' : `/today/${tab}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Today', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: T.tabList });
    await expect(nav.getByRole('link', { name: T.tabs[tab] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('list', { name: T.storyList(tab === 'today' ? 'Today' : T.tabs[tab]) }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      tab === 'today' ? pageTitle('Today') : pageTitle(T.tabs[tab], 'Today'),
    );
  }
  const [first] = await stories(page, '/v3/today/articles/');
  if (!first) throw new Error('no article in the fixtures');
  await page.goto('/today/');
  await page.getByRole('link', { name: new RegExp(`^${T.articleTitle(first.name)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/discover/article/${first.id}/$`));
  const title = T.articleTitle(first.name);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(title, 'Today'));
  await expect(cards(page).first()).toBeVisible();
});

test("Today's shop tab leads to a shopping category", async ({ page }) => {
  const [first] = await stories(page, '/v3/today/articles/?tab=shop');
  if (!first) throw new Error('no product in the fixtures');
  await page.goto('/today/shop/');
  await page.getByRole('link', { name: new RegExp(`^${T.categoryShopping(first.name)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/shopping/${first.slug}/${first.id}/$`));
  await expect(cards(page).first()).toBeVisible();
});

for (const hub of ['videos', 'shopping'] as const) {
  const name = hub === 'videos' ? 'Videos' : 'Shopping';
  const label = hub === 'videos' ? T.categoryVideos : T.categoryShopping;

  test(`/${hub}/ lists its categories; a category shows its pin cards, titled by its name`, async ({
    page,
  }) => {
    const [first] = await stories(page, `/v3/${hub}/categories/`);
    if (!first) throw new Error(`no ${hub} category in the fixtures`);
    await page.goto(`/${hub}/`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(name));
    const link = page.getByRole('link', {
      name: `${label(first.name)} ${T.storyPins(first.pinCount)}`,
      exact: true,
    });
    await expect(link).toBeVisible();
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${hub}/${first.slug}/${first.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: label(first.name) })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(label(first.name), name));
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeLessThanOrEqual(first.pinCount);
  });
}

test('an unknown article, category or Today tab is Not Found', async ({ page }) => {
  for (const path of [
    '/discover/article/no-such-article/',
    '/videos/nothing/no-such-category/',
    '/shopping/nothing/no-such-category/',
    '/today/newest/',
  ]) {
    await page.goto(path);
    await expect(notFound(page), path).toBeVisible();
  }
});

test('a slow list says it is loading; a failed one shows the error with Try again', async ({
  page,
}) => {
  await setFault(page, { route: 'GET /v3/today/articles/', latencyMs: 1500, count: 1 });
  await page.goto('/today/popular/');
  await expect(page.getByRole('status').filter({ hasText: T.loadingStories })).toBeAttached();
  await expect(page.getByRole('list', { name: T.storyList(T.tabs.popular) })).toBeVisible();
  await setFault(page, {
    route: 'GET /v3/shopping/categories/',
    status: 500,
    message: 'Shopping is closed for a moment.',
    count: 1,
  });
  await page.goto('/shopping/');
  await expect(page.getByRole('alert')).toContainText('Shopping is closed for a moment.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: T.storyList('Shopping') })).toBeVisible();
});

test('the Today tabs are reached by keyboard', async ({ page }) => {
  await page.goto('/today/');
  const best = page
    .getByRole('navigation', { name: T.tabList })
    .getByRole('link', { name: T.tabs.best });
  await expect(best).toBeVisible();
  for (let i = 0; i < 40; i += 1) {
    if (await best.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(best).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/today\/best\/$/);
});

// One test per page, so each page has the whole test time and the pages run side by side.
const AXE_PAGES: {
  name: string;
  path: (s: Record<'article' | 'video' | 'product', Story>) => string;
}[] = [
  { name: 'today', path: () => '/today/' },
  { name: 'an article', path: (s) => `/discover/article/${s.article.id}/` },
  { name: 'videos', path: () => '/videos/' },
  { name: 'a video category', path: (s) => `/videos/${s.video.slug}/${s.video.id}/` },
  { name: 'shopping', path: () => '/shopping/' },
  { name: 'a shopping category', path: (s) => `/shopping/${s.product.slug}/${s.product.id}/` },
];

for (const { name, path } of AXE_PAGES) {
  test(`the discovery page ${name} is axe clean`, async ({ page }) => {
    const [article] = await stories(page, '/v3/today/articles/');
    const [video] = await stories(page, '/v3/videos/categories/');
    const [product] = await stories(page, '/v3/shopping/categories/');
    if (!article || !video || !product) throw new Error('missing fixture stories');
    const at = path({ article, video, product });
    await page.goto(at);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's content has come: its story links or its pin cards.
    await expect(
      page.locator('main ul[aria-label] a, [data-testid="pin-card"]').first(),
    ).toBeVisible();
    expect(await seriousViolations(page), at).toEqual([]);
  });
}
