// The app's routes (spec 1 section 2, spec 3 section 2) in Chromium against the production build
// and the fake API: what needs a real browser (the top bar's layout, reloads, the production
// build's toolbar, focus on a card) and one page of each route family really loading. What each
// route shows is checked without a browser in ui/app/routes.test.tsx and its document title in
// ui/app/route-titles.test.tsx.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { openAs } from './support/viewer';
import { waitForAppIdle } from './support/idle';

const cards = (page: Page) => page.getByTestId('pin-card');

test('a page of each route family loads in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  for (const [path, heading] of [
    [`/pin/${KNOWN.pins.image}/`, 'Open shelving with handmade ceramics'],
    [`/pin/${KNOWN.pins.reactions}/comments`, 'Comments'],
    ['/search/pins/?q=kitchen&rs=typed', 'kitchen'],
    ['/pinstate/', 'Pinstate Demo'],
    ['/pinstate/kitchen-ideas/', 'Kitchen ideas'],
    ['/me/', 'Log in to see your profile'],
    ['/login', 'Log in to Pinstate'],
    ['/business/convert/', 'Convert to a business account'],
    ['/pin-builder', 'Log in to create a Pin or board'],
    ['/this/path/does/not/exist', /couldn.t find that page/u],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
});

test('the top bar has the logo, Home, the search field and log in for a visitor', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pinstate home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const bar = await page.locator('header').first().boundingBox();
  expect(bar?.height).toBe(64);
});

test('the viewer given in the URL is kept across reloads', async ({ page }) => {
  await openAs(page, '/', { viewer: 'signed-in', device: 'mobile', country: 'GB' });
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await page.goto('/');
  await waitForAppIdle(page);
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
});

test('the dev toolbar switches the viewer, device and country, kept across reloads', async ({
  page,
}) => {
  await page.goto('/?devtools');
  await waitForAppIdle(page);
  await page.getByRole('button', { name: 'Dev tools' }).click();
  const tools = page.getByRole('region', { name: 'Developer tools' });
  await tools.getByRole('button', { name: 'Partner' }).click();
  await tools.getByRole('button', { name: 'Mobile' }).click();
  await tools.getByLabel('Country').selectOption('DE');
  await expect(tools.getByRole('button', { name: 'Partner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await page.reload();
  await waitForAppIdle(page);
  await page.getByRole('button', { name: 'Dev tools' }).click();
  await expect(tools.getByRole('button', { name: 'Partner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tools.getByRole('button', { name: 'Mobile' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tools.getByLabel('Country')).toHaveValue('DE');
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
});

test('the dev toolbar is hidden in the production build unless asked for', async ({ page }) => {
  await page.goto('/');
  await waitForAppIdle(page);
  await expect(page.getByRole('button', { name: 'Dev tools' })).toHaveCount(0);
});

test('keyboard focus on a card shows its controls', async ({ page }) => {
  await page.goto('/');
  await waitForAppIdle(page);
  const first = page.getByTestId('pin-card').first();
  await first.getByRole('link').first().focus();
  await expect(first).toHaveAttribute('data-hover', 'active');
  await expect(first.getByRole('button', { name: 'Save' })).toBeVisible();
});
