// The pin sub-paths of spec 3 section 2 that have pages of their own: visual search
// (`/pin/{id}/visual-search/` and its `products/` page) and the closeup's `#imgViewer` image
// viewer, against the production build and the fake API: real content, the keyboard, Back and
// Forward, axe.
import type { Page } from '@playwright/test';
import { IMAGE_VIEWER_HASH, IMAGE_VIEWER_TEXT } from '../domain/image-viewer';
import { VISUAL_SEARCH_TEXT } from '../domain/visual-search';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const PIN = KNOWN.pins.image;
const viewer = (page: Page) => page.getByRole('dialog', { name: IMAGE_VIEWER_TEXT.title });
const openButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(IMAGE_VIEWER_TEXT.open) });

test('visual search shows the pin on top and a grid of similar pins, axe clean', async ({
  page,
}) => {
  await page.goto(`/pin/${PIN}/visual-search/`);
  await expect(
    page.getByRole('heading', { level: 1, name: VISUAL_SEARCH_TEXT.title }),
  ).toBeVisible();
  await expect(page.locator('header img').first()).toBeVisible();
  const grid = page.getByRole('region', { name: VISUAL_SEARCH_TEXT.similar });
  await expect(grid.getByTestId('pin-card').first()).toBeVisible();
  await expect(grid.locator(`[data-testid="pin-card"][data-pin-id="${PIN}"]`)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Visual search - /u);
  await expect(page.getByRole('link', { name: VISUAL_SEARCH_TEXT.similar })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('the products page shows only similar products, reached by keyboard', async ({ page }) => {
  await page.goto(`/pin/${PIN}/visual-search/`);
  await expect(
    page.getByRole('region', { name: VISUAL_SEARCH_TEXT.similar }).getByTestId('pin-card').first(),
  ).toBeVisible();
  const tab = page.getByRole('link', { name: VISUAL_SEARCH_TEXT.products });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/visual-search/products/$`, 'u'));
  const grid = page.getByRole('region', { name: VISUAL_SEARCH_TEXT.products });
  await expect(grid.getByTestId('pin-card').first()).toBeVisible();
  // Every card on the products page is a product pin: it shows a price or a product state.
  const ids = await grid
    .getByTestId('pin-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-pin-id')));
  expect(ids.length).toBeGreaterThan(0);
  const answer = await page.request.get(
    `/v3/pins/${PIN}/visual_search/?type=products&page_size=100`,
  );
  const products = (
    (await answer.json()) as { resource_response: { data: { id: string }[] } }
  ).resource_response.data.map((p) => p.id);
  for (const id of ids) expect(products).toContain(id);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/visual-search/$`, 'u'));
});

test('visual search of an unknown pin shows the unavailable placeholder', async ({ page }) => {
  await page.goto('/pin/999999999/visual-search/products/');
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByText('Removed by the creator')).toBeVisible();
});

test('the closeup leads to visual search', async ({ page }) => {
  await page.goto(`/pin/${PIN}/`);
  await page.getByRole('link', { name: VISUAL_SEARCH_TEXT.open }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/visual-search/$`, 'u'));
  await expect(
    page.getByRole('heading', { level: 1, name: VISUAL_SEARCH_TEXT.title }),
  ).toBeVisible();
});

test('the image viewer opens on #imgViewer: click, Escape, Back, Forward, close button', async ({
  page,
}) => {
  let relatedCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/v3/pins/${PIN}/related/`)) relatedCalls += 1;
  });
  await page.goto(`/pin/${PIN}/`);
  await expect(
    page.getByRole('region', { name: 'Related Pins' }).getByTestId('pin-card').first(),
  ).toBeVisible();
  const before = relatedCalls;
  expect(before).toBeGreaterThan(0);
  await openButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${IMAGE_VIEWER_HASH}$`, 'u'));
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).locator('img')).toBeVisible();
  await expect(page.getByRole('button', { name: IMAGE_VIEWER_TEXT.close })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/$`, 'u'));
  await expect(openButton(page)).toBeFocused();

  // Keyboard: the focused image opens the viewer with Enter.
  await page.keyboard.press('Enter');
  await expect(viewer(page)).toBeVisible();
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/$`, 'u'));
  await page.goForward();
  await expect(viewer(page)).toBeVisible();
  await page.getByRole('button', { name: IMAGE_VIEWER_TEXT.close }).click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/$`, 'u'));
  // The viewer's history entries share the closeup's related pins: nothing is fetched again.
  expect(relatedCalls).toBe(before);
});

test('loading /pin/{id}/#imgViewer opens the viewer; closing keeps the closeup', async ({
  page,
}) => {
  await page.goto(`/pin/${PIN}/${IMAGE_VIEWER_HASH}`);
  await expect(viewer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pin/${PIN}/$`, 'u'));
  await expect(page.getByRole('heading', { name: 'More to explore' })).toBeVisible();
});
