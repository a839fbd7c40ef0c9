// Bulk delete on the owner's board (spec 3 section 7 BulkEditResource delete; section 6 owners
// can do everything on the board; spec 1 section 8 'Delete fails') in the browser against the
// real fake API: chosen with the keyboard alone, the Pins leave the grid and the board; a failed
// delete shows the spec's text and loses nothing; the selection UI is axe clean; no one else's
// board offers it.
import type { Page } from '@playwright/test';
import { DELETE_ERROR } from '../domain/save';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { setFault } from './support/control';
import { dismissedBefore } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const BOARD = '/pinstate/kitchen-ideas/';
const PIN_TITLE = 'My pantry, finally organised';
const VIEWER = { 'x-pinstate-user': KNOWN.users.default };

/** Pin ids on the board, as the fake API lists them. */
async function boardPinIds(page: Page): Promise<string[]> {
  const response = await page.request.get(
    `/v3/boards/${KNOWN.boards.default}/pins/?page_size=100`,
    {
      headers: VIEWER,
    },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { resource_response: { data: { id: string }[] } };
  return body.resource_response.data.map((p) => p.id);
}

const main = (page: Page) => page.getByRole('main');

async function openSelection(page: Page) {
  // The own-board modal was answered on an earlier visit (it makes the page inert).
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.modal);
  await signIn(page, undefined, { path: BOARD });
  const select = main(page).getByRole('button', { name: 'Select Pins' });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const box = main(page).getByRole('checkbox', { name: PIN_TITLE });
  await expect(box).toBeVisible();
  return box;
}

test('the owner chooses a Pin with the keyboard and deletes it; grid and API agree', async ({
  page,
}) => {
  const box = await openSelection(page);
  expect(await seriousViolations(page, '#bulk-delete-panel')).toEqual([]);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await main(page).getByRole('button', { name: 'Delete 1 Pin' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete the chosen Pins' });
  await expect(question).toBeVisible();
  // The question opens on Cancel, the safe answer.
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page, '#bulk-delete-panel')).toEqual([]);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: '1 Pin deleted' })).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: PIN_TITLE })).toHaveCount(0);
  await expect(main(page).locator(`[data-pin-id="${KNOWN.pins.ownPin}"]`)).toHaveCount(0);
  await waitForAppIdle(page);
  expect(await boardPinIds(page)).not.toContain(KNOWN.pins.ownPin);
});

test("a failed delete shows the spec's text, keeps the choice, and Try again deletes", async ({
  page,
}) => {
  const box = await openSelection(page);
  await box.check();
  await setFault(page, { route: 'DELETE /v3/boards/:id/pins/', status: 500, count: 1 });
  await main(page).getByRole('button', { name: 'Delete 1 Pin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText(DELETE_ERROR);
  await expect(box).toBeChecked();
  expect(await seriousViolations(page, '#bulk-delete-panel')).toEqual([]);
  expect(await boardPinIds(page)).toContain(KNOWN.pins.ownPin);
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('checkbox', { name: PIN_TITLE })).toHaveCount(0);
  await waitForAppIdle(page);
  expect(await boardPinIds(page)).not.toContain(KNOWN.pins.ownPin);
});

test("someone else's board offers no selection", async ({ page }) => {
  await signIn(page, undefined, { path: '/ana_creates/ceramics-studio/' });
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Select Pins' })).toHaveCount(0);
});
