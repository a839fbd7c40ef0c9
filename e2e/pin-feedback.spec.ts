// Hiding a pin in the browser against the real fake API (spec 1 section 4 "Pin feedback status";
// spec 3 section 4 "Follow and hide actions"): 'Pin hidden' in place of the card with Undo and the
// unfollow offer, a hide that lasts across a reload, an undo that brings the pin back, and no hide
// for a promoted pin.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { rawCollection } from './support/control';
import { signIn } from './support/viewer';

const card = (page: Page, pinId: string) =>
  page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);

async function hide(page: Page, pinId: string): Promise<void> {
  const target = card(page, pinId);
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await target.getByRole('button', { name: 'More options' }).click();
  await target.getByRole('menuitem', { name: 'Hide Pin' }).click();
  await expect(target.getByTestId('hidden-overlay')).toContainText('Pin hidden');
}

test("the 'Pin hidden' overlay fades to 80 % opacity, as the spec's overlays do", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await hide(page, KNOWN.pins.image);
  const backdrop = card(page, KNOWN.pins.image)
    .getByTestId('hidden-overlay')
    .locator('span')
    .first();
  await expect
    .poll(() =>
      backdrop.evaluate((element) => {
        const animations = element.getAnimations();
        for (const animation of animations) animation.finish();
        return getComputedStyle(element).opacity;
      }),
    )
    .toBe('0.8');
});

test('a hidden pin shows Pin hidden in place of its card, and stays hidden across a reload', async ({
  page,
}) => {
  // The overlay fades in over 1 s; without motion it is read as it ends.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await hide(page, KNOWN.pins.image);
  const overlay = card(page, KNOWN.pins.image).getByTestId('hidden-overlay');
  await expect(overlay.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Unfollow Ceramics studio' })).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="hidden-overlay"]')).toEqual([]);
  const hides = await rawCollection<{ pinId: string }>(page, 'hides');
  expect(hides.map((h) => h.pinId)).toContain(KNOWN.pins.image);
  await page.reload();
  await waitForAppIdle(page);
  await expect(card(page, KNOWN.pins.image)).toHaveCount(0);
});

test('undo reverses the hide on the server: the pin is back, also after a reload', async ({
  page,
}) => {
  await signIn(page);
  await hide(page, KNOWN.pins.image);
  await card(page, KNOWN.pins.image).getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, KNOWN.pins.image).getByTestId('hidden-overlay')).toHaveCount(0);
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(card(page, KNOWN.pins.image)).toHaveCount(1);
});

test('hide then unfollow: the board is unfollowed and the offer gives way to its text', async ({
  page,
}) => {
  await signIn(page);
  await hide(page, KNOWN.pins.image);
  const overlay = card(page, KNOWN.pins.image).getByTestId('hidden-overlay');
  await overlay.getByRole('button', { name: 'Unfollow Ceramics studio' }).click();
  await expect(overlay).toContainText('You unfollowed Ceramics studio');
  await expect(overlay.getByRole('button', { name: /Unfollow/ })).toHaveCount(0);
});

test('a promoted pin offers no hide', async ({ page }) => {
  await signIn(page, undefined, { path: '/lumen_brand/_created/' });
  const promoted = card(page, KNOWN.pins.promoted);
  await promoted.scrollIntoViewIfNeeded();
  await promoted.hover();
  const more = promoted.getByRole('button', { name: 'More options' });
  if ((await more.count()) > 0) {
    await more.click();
    await expect(promoted.getByRole('menuitem', { name: 'Report Pin' })).toBeVisible();
  }
  await expect(promoted.getByRole('menuitem', { name: 'Hide Pin' })).toHaveCount(0);
});
