// Signed-out saves in the browser against the real fake API (spec 1 section 4 "Signed-out saves",
// spec 3 section 4 "Logged-out local state", spec 2 section 6 login prompts): at most 2 pins are
// held, a third is refused with the login prompt, and after sign-in the held pins are saved once.
// The pins sit on a board the default user follows but does not own, so the Save button shows.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { seriousViolations } from './support/a11y';
import { openAs } from './support/viewer';

function closeupSave(page: Page) {
  return page
    .getByRole('main')
    .getByRole('button', { name: /^Saved?$/ })
    .first();
}

async function openCloseupSignedOut(page: Page, pinId: string) {
  await openAs(page, `/pin/${pinId}/`, { viewer: 'logged-out', device: 'mobile' });
}

/** What the fake API says the default user has saved of `pinId` (null when nothing). */
async function savedInfoFor(page: Page, pinId: string): Promise<unknown> {
  const answer = await page.request.get(`/v3/pins/${pinId}/`, {
    headers: { 'x-pinstate-user': KNOWN.users.default },
  });
  const body = (await answer.json()) as {
    resource_response: { data: { savedInfo?: unknown } };
  };
  return body.resource_response.data.savedInfo ?? null;
}

test('a signed-out third save is refused with the login prompt; sign-in merges the two held pins', async ({
  page,
}) => {
  const held = [KNOWN.pins.image, KNOWN.pins.reactions];
  for (const pinId of held) {
    await openCloseupSignedOut(page, pinId);
    await closeupSave(page).click();
    await expect(closeupSave(page)).toHaveText('Saved');
  }
  await openCloseupSignedOut(page, KNOWN.pins.reactionsInvalid);
  await closeupSave(page).click();
  const prompt = page.getByRole('dialog', { name: 'Log in to save this Pin' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("You're almost there! Log in to access all of the product");

  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('button', { name: /@pinstate$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${KNOWN.pins.reactionsInvalid}/`));
  await waitForAppIdle(page);

  for (const pinId of held) {
    // The merge runs after sign-in, in the background: the fake API is asked until it has it.
    await expect.poll(() => savedInfoFor(page, pinId)).toBeTruthy();
    await page.goto(`/pin/${pinId}/`);
    await waitForAppIdle(page);
    await expect(closeupSave(page)).toHaveText('Saved');
  }
  expect(await savedInfoFor(page, KNOWN.pins.reactionsInvalid)).toBeNull();
});

test('Close modal dismisses the login prompt and keeps the visitor on the page', async ({
  page,
}) => {
  await openAs(page, `/pin/${KNOWN.pins.image}/`, { viewer: 'logged-out', device: 'desktop' });
  await closeupSave(page).click();
  const prompt = page.getByRole('dialog', { name: 'Log in to save this Pin' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Close modal' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pin/${KNOWN.pins.image}/`));
});

test('the login page lists sample accounts and signs in without a password', async ({ page }) => {
  await openAs(page, '/login', { viewer: 'logged-out' });
  await expect(page.getByRole('heading', { name: 'Log in to Pinstate' })).toBeVisible();
  await page.getByRole('button', { name: /@pinstate$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByText(/logged in as/)).toBeVisible();
});

test('the login page and the login prompt have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, '/login', { viewer: 'logged-out' });
  await expect(page.getByRole('button', { name: /@pinstate$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openAs(page, `/pin/${KNOWN.pins.image}/`, { viewer: 'logged-out', device: 'desktop' });
  await closeupSave(page).click();
  await expect(page.getByRole('dialog', { name: 'Log in to save this Pin' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('a signed-out visitor on mobile web saves from a home-feed card; the Save then hides and sign-in merges the held pin', async ({
  page,
}) => {
  await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
  const cardSaves = page.getByTestId('pin-card').getByRole('button', { name: /^Saved?$/ });
  const first = page
    .getByTestId('pin-card')
    .filter({ has: page.getByRole('button', { name: 'Save' }) })
    .first();
  const pinId = await first.getAttribute('data-pin-id');
  if (!pinId) throw new Error('no card with a Save button');
  await first.getByRole('button', { name: 'Save' }).click();
  // Spec 1 section 4: while a save is held, the Save is hidden away from closeup pages.
  await expect(cardSaves).toHaveCount(0);

  await page.goto('/login');
  await page.getByRole('button', { name: /@pinstate$/ }).click();
  await waitForAppIdle(page);
  // The merge runs after sign-in, in the background: the fake API is asked until it has it.
  await expect.poll(() => savedInfoFor(page, pinId)).toBeTruthy();
});
