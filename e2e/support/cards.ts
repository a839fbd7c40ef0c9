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
