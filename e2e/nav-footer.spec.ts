// The nav footer of a phone (domain/layout.ts): 64 px signed in, 52 signed out, none on a desktop
// and none in a window under 160 px high (only the header). It sits at the screen's bottom in the
// page's flow, so the page's end is never under it, it shifts nothing as it arrives, and it is
// axe clean. A screenshot of each size is kept beside the run's results.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/a11y';
import { waitForAppIdle } from './support/idle';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { openAs } from './support/viewer';

const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer navigation' });

for (const [viewer, height] of [
  ['signed-in', 64],
  ['logged-out', 52],
] as const) {
  test(`a phone draws the nav footer ${height} px high ${viewer}, at the screen's bottom, covering nothing and shifting nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShift(page);
    await openAs(page, '/ideas', { viewer, device: 'mobile' });
    // The floating app upsell a phone may be offered takes the screen's bottom while it shows
    // (the test below): put away, the footer has it.
    await waitForAppIdle(page);
    const upsell = page.getByRole('region', { name: 'Get the app' });
    if (
      await upsell.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      await upsell.getByRole('button', { name: 'Not now' }).click();
    await expect(footer(page)).toBeVisible();
    const box = await footer(page).boundingBox();
    expect(box?.height).toBe(height);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
    await page.screenshot({ path: test.info().outputPath(`nav-footer-${viewer}.png`) });
    // At the page's very end the footer sits below the content, not over it.
    // A page that loads more as it nears its end grows after the scroll: go to the end again
    // until it stays.
    for (let height = -1, i = 0; i < 6; i += 1) {
      const now = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      await waitForAppIdle(page);
      if (now === height) break;
      height = now;
    }
    const content = await page.locator('#content').boundingBox();
    const end = await footer(page).boundingBox();
    expect((content?.y ?? 0) + (content?.height ?? 0)).toBeLessThanOrEqual(end?.y ?? 0);
    expect(await layoutShift(page)).toBe(0);
    expect(await seriousViolations(page, 'nav[aria-label="Footer navigation"]')).toEqual([]);
  });
}

test('a desktop draws no nav footer, nor does a phone window under 160 px high', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, '/ideas', { viewer: 'signed-in', device: 'desktop' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('nav-footer-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, '/ideas', { viewer: 'signed-in', device: 'mobile' });
  await expect(footer(page)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 159 });
  await expect(footer(page)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 160 });
  await expect(footer(page)).toBeVisible();
});

test('the nav footer yields the screen’s bottom to the floating app upsell, and comes back once it is dismissed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, '/search/pins/?q=kitchen', { viewer: 'signed-in', device: 'mobile' });
  const upsell = page.getByRole('region', { name: 'Get the app' });
  await expect(upsell).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await upsell.getByRole('button', { name: 'Not now' }).click();
  await expect(upsell).toHaveCount(0);
  await expect(footer(page)).toBeVisible();
});
