// Keyboard parity with the mouse on a desktop pin card (spec 1 section 2 "Card behaviour"): what
// a hover shows is reached with Tab while the card has focus, in order: the card's link, Save (and
// its board choice), the action bar, the footer (pinner, favorite) and the overflow menu. Enter
// saves as a click does, the focus ring shows, and the ContextMenu key or Shift+F10 opens the
// card's menu. Only the keyboard moves here: no clicks, no hovers.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { seriousViolations } from './support/a11y';
import { signIn } from './support/viewer';

/** What has focus: its role-ish tag, its accessible label or text, and the card it sits in. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      cardId: el?.closest('[data-testid="pin-card"]')?.getAttribute('data-pin-id') ?? null,
      mediaLink: el?.matches('[data-testid="pin-card"] a[href]:has(img, video)') ?? false,
      ring: el
        ? getComputedStyle(el).outlineStyle !== 'none' &&
          parseFloat(getComputedStyle(el).outlineWidth) >= 2
        : false,
    };
  });
}

/** Presses Tab until `done` holds for what has focus (at most `limit` presses). */
async function tabUntil(
  page: Page,
  done: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 60,
) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (done(f)) return f;
  }
  throw new Error('Tab never reached the expected control');
}

test('with the keyboard alone: Save on a card, a board chosen, the pin saved, the overflow menu opened and closed', async ({
  page,
}) => {
  await signIn(page, KNOWN.users.inlinePicker);
  // From the top of the page to the first card whose Save is not used yet.
  let save = await tabUntil(
    page,
    (f) => f.cardId !== null && f.tag === 'BUTTON' && f.label === 'Save',
  );
  const cardId = save.cardId ?? '';
  const card = page.locator(`[data-testid="pin-card"][data-pin-id="${cardId}"]`);
  await expect(card).toHaveAttribute('data-hover', 'active');
  // The Save came right after the card's own link.
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).mediaLink).toBe(true);
  await page.keyboard.press('Tab');
  save = await focused(page);
  expect(save).toMatchObject({ tag: 'BUTTON', label: 'Save', cardId });
  expect(save.ring).toBe(true);
  const pill = card.getByRole('button', { name: 'Save', exact: true });
  await expect(pill).toBeVisible();
  await card.screenshot({ path: 'test-results/keyboard-save-focus-ring.png' });

  // Enter opens the board choice; Tab reaches a board; Enter saves to it.
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Save' });
  await expect(picker).toBeVisible();
  const boards = picker.getByRole('list', { name: 'All boards' }).getByRole('button');
  await expect(boards.first()).toBeVisible();
  const boardName = ((await boards.first().innerText()).split('\n')[0] ?? '').trim();
  await tabUntil(page, (f) => f.label.startsWith(boardName), 20);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(card.getByTestId('saved-indicator')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // On through the card to its overflow menu: Enter opens it, Escape closes it.
  const more = await tabUntil(page, (f) => f.label === 'More options', 20);
  expect(more.cardId).toBe(cardId);
  await page.keyboard.press('Enter');
  const menu = card.getByRole('menu', { name: 'Pin options' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('menuitem', { name: 'Open Pin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(card.getByRole('button', { name: 'More options' })).toBeFocused();

  // The context-menu keys open the same menu at its first item.
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Open Pin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.keyboard.press('ContextMenu');
  await expect(menu.getByRole('menuitem', { name: 'Open Pin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  expect(await seriousViolations(page)).toEqual([]);
});

test('the action bar of an editor is reached from the keyboard after the Save', async ({
  page,
}) => {
  await signIn(page, undefined, { path: '/pinstate/_created/' });
  const target = page.locator(`[data-testid="pin-card"][data-pin-id="${KNOWN.pins.writeAccess}"]`);
  await tabUntil(page, (f) => f.cardId === KNOWN.pins.writeAccess && f.mediaLink, 200);
  await expect(target.getByTestId('action-bar')).toBeVisible();
  const order: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.cardId !== KNOWN.pins.writeAccess) break;
    order.push(f.label);
  }
  expect(order.indexOf('Edit Pin')).toBeGreaterThan(order.findIndex((l) => /^Saved?$/.test(l)));
});
