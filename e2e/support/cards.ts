// Finding cards in the grid as a person would: hovered one by one (a card shows its Save pill
// while it is active), read by what their Save pill says, addressed by pin id.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The first `n` cards of the grid whose Save pill reads `label`. */
export async function cardsWith(
  page: Page,
  label: 'Save' | 'Saved',
  n: number,
): Promise<Locator[]> {
  const cards = page.getByTestId('pin-card');
  await expect(cards.first()).toBeVisible();
  const found: Locator[] = [];
  const count = await cards.count();
  for (let i = 0; i < count && found.length < n; i += 1) {
    const pinId = await cards.nth(i).getAttribute('data-pin-id');
    const card = page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);
    await card.hover();
    const pill = card.getByRole('button', { name: /^Saved?$/ });
    try {
      await pill.waitFor({ state: 'attached', timeout: 1000 });
    } catch {
      continue;
    }
    if ((await pill.innerText()).trim() === label) found.push(card);
  }
  if (found.length < n)
    throw new Error(`Fewer than ${n} cards with a '${label}' button in the grid`);
  return found;
}

/** The first `n` cards whose Save pill reads 'Save'. */
export const unsavedCards = (page: Page, n: number) => cardsWith(page, 'Save', n);

/**
 * Swipes across a carousel card's media with the mouse (`dx` < 0 forward, > 0 back) until its
 * slide index reads `index`. A swipe counts only under SWIPE_MAX_MS (spec 1 section 4); on a
 * loaded machine the driver's down, move and up can take longer than a person's, and such a
 * gesture is no swipe at all (nothing changes, nothing is logged), so it is made again, up to
 * three times.
 */
export async function swipeTo(page: Page, card: Locator, dx: number, index: number) {
  const layer = card.locator('[data-carousel-index]');
  for (let attempt = 1; ; attempt += 1) {
    const box = (await card.locator('img').first().boundingBox())!;
    const y = box.y + box.height / 2;
    const x = dx < 0 ? box.x + box.width - 30 : box.x + 30;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 3 });
    await page.mouse.up();
    try {
      await expect(layer).toHaveAttribute('data-carousel-index', String(index), {
        timeout: attempt < 3 ? 2000 : 5000,
      });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
