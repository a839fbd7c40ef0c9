// Favoriting in the browser against the real fake API (spec 1 section 4 "Favorite button",
// section 8 "Favorite fails: nothing shown"): state agrees between grid, closeup and reload.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { signIn } from './support/viewer';

function heart(page: Page) {
  return page
    .getByRole('main')
    .getByRole('button', { name: /^(Favorite|Unfavorite)( |$)/ })
    .first();
}

test('a favorite flips at once, counts one more, and survives a reload', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.favorites1}/` });
  const button = heart(page);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveText('1');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('2');
  await expect(button).toBeEnabled();
  await page.reload();
  await waitForAppIdle(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page)).toHaveText('2');
});

test('a favorite count above 9 shows 9+', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.favorites10}/` });
  await expect(heart(page)).toHaveText('9+');
});

test('a favorite that fails shows nothing and is not rolled back on screen', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.favorites1}/` });
  await setFault(page, { route: 'POST /v3/pins/:id/favorite/', status: 500, count: 1 });
  const button = heart(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('2');
  await waitForAppIdle(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // The server kept nothing: a reload shows what it holds.
  await page.reload();
  await waitForAppIdle(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(page)).toHaveText('1');
});

test('an unfavorite in the closeup holds after a reload', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.favoritedByDefault}/` });
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a favorite made in the grid shows the same in the closeup and after a reload', async ({
  page,
}) => {
  await signIn(page);
  const pinId = await page
    .getByTestId('pin-card')
    .filter({ has: page.getByRole('button', { name: /^Favorite( |$)/ }) })
    .first()
    .getAttribute('data-pin-id');
  const card = page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);
  const heartInCard = card.getByRole('button', { name: /^Favorite( |$)/ });
  const before = (await heartInCard.innerText()).trim();
  await heartInCard.click();
  await expect(card.getByRole('button', { name: 'Unfavorite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await waitForAppIdle(page);

  await page.goto(`/pin/${pinId}/`);
  await waitForAppIdle(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  const expected = before === '' ? '1' : before === '9+' ? '9+' : String(Number(before) + 1);
  await expect(heart(page)).toHaveText(expected === '10' ? '9+' : expected);

  await page.reload();
  await waitForAppIdle(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a favorite plays the reactions animation over the heart with no layout shift (${viewport.width}x${viewport.height}); reduced motion plays none`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShift(page);
    await signIn(page, undefined, { path: `/pin/${KNOWN.pins.favorites1}/` });
    await waitForAppIdle(page);
    const before = await heart(page).boundingBox();
    await heart(page).click();
    const burst = heart(page).locator('svg[data-frame]');
    await expect(burst).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('reaction-burst.png') });
    expect(await heart(page).boundingBox()).toEqual(before);
    // The closeup's animation lasts 3000 ms, then is gone.
    await expect(burst).toHaveCount(0, { timeout: 5000 });
    expect(await layoutShift(page)).toBe(0);
    // Unfavorite, then favorite again with reduced motion asked for: no frame is drawn.
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForAppIdle(page);
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page).locator('svg[data-frame]')).toHaveCount(0);
  });
}
