// Save behaviour and Explore local in the browser against the real fake API (spec 1 section 4,
// spec 3 sections 3, 4, 5 and 7): save_behavior 0 saves to the profile in one click, on the Quick
// Saves board made once; save_behavior 1 opens the board picker; the setting changes on /settings
// and the Save buttons follow; the Explore local tab keeps the viewer's country and a Save tap
// there opens the repin route as a one-tap save. Axe clean, keyboard usable.
import type { Locator, Page } from '@playwright/test';
import { EXPLORE_LOCAL_TEXT } from '../domain/explore-local';
import { SAVE_BEHAVIOR_TEXT } from '../domain/save-behavior';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { dismissedBefore } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { unsavedCards } from './support/cards';
import { rawCollection } from './support/control';
import { signIn } from './support/viewer';

const U = KNOWN.users;

interface RawBoard {
  id: string;
  layout: string;
  owner: { id: string };
}
interface RawSave {
  pinId: string;
  userId: string;
  boardId: string | null;
}

async function quickSavesOf(page: Page, userId: string): Promise<RawBoard[]> {
  const boards = await rawCollection<RawBoard>(page, 'boards');
  return boards.filter((b) => b.owner.id === userId && b.layout === 'quick_saves');
}

async function savesOf(page: Page, userId: string): Promise<RawSave[]> {
  return (await rawCollection<RawSave>(page, 'saves')).filter((s) => s.userId === userId);
}

/** The card's Save pill, shown (the page back at the top, the card hovered). */
async function savePill(page: Page, card: Locator): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await card.hover();
  return card.getByRole('button', { name: 'Save', exact: true });
}

test('save_behavior 0 saves to Profile in one click, on the quick_saves board created once', async ({
  page,
}) => {
  // The new user has save_behavior 0 and no board at all yet.
  expect(await quickSavesOf(page, U.newUser)).toEqual([]);
  const before = (await savesOf(page, U.newUser)).length;
  const added = async () => (await savesOf(page, U.newUser)).slice(before).map((s) => s.boardId);
  await signIn(page, U.newUser);
  const [first, second] = await unsavedCards(page, 2);
  if (!first || !second) throw new Error('two cards expected');
  await (await savePill(page, first)).click();
  await expect(first.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await expect(
    page.getByTestId('toast-host').getByRole('status').filter({ hasText: 'Saved to Profile' }),
  ).toBeVisible();
  const boards = await quickSavesOf(page, U.newUser);
  expect(boards).toHaveLength(1);
  const quick = boards[0]?.id;
  expect(await added()).toEqual([quick]);

  // The second save, by keyboard: the same board, no second one.
  await (await savePill(page, second)).focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await waitForAppIdle(page);
  expect(await quickSavesOf(page, U.newUser)).toHaveLength(1);
  expect(await added()).toEqual([quick, quick]);
});

test('save_behavior 1 opens the picker; changed to 0 on /settings, Save saves to Profile in one click', async ({
  page,
}) => {
  await signIn(page, U.inlinePicker);
  const [card] = await unsavedCards(page, 1);
  if (!card) throw new Error('a card expected');
  await (await savePill(page, card)).click();
  await expect(page.getByRole('dialog', { name: 'Save' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Save' })).toBeHidden();

  await dismissedBefore(page, U.inlinePicker, KNOWN.experiences.valid.disablesNavigation);
  await page.goto('/settings');
  await waitForAppIdle(page);
  const form = page.getByRole('form', { name: SAVE_BEHAVIOR_TEXT.heading });
  const select = form.getByLabel(SAVE_BEHAVIOR_TEXT.legend);
  await expect(select).toHaveValue('1');
  expect(await seriousViolations(page)).toEqual([]);
  await select.selectOption('0');
  await select.focus();
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText(SAVE_BEHAVIOR_TEXT.saved)).toBeVisible();
  const users = await rawCollection<{ id: string; saveBehavior: number }>(page, 'users');
  expect(users.find((u) => u.id === U.inlinePicker)?.saveBehavior).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Back home in the same session: the Save button now saves to Profile at once.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await waitForAppIdle(page);
  const [next] = await unsavedCards(page, 1);
  if (!next) throw new Error('a card expected');
  await (await savePill(page, next)).click();
  await expect(next.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save' })).toHaveCount(0);
  const quick = await quickSavesOf(page, U.inlinePicker);
  expect(quick).toHaveLength(1);
  expect((await savesOf(page, U.inlinePicker)).at(-1)?.boardId).toBe(quick[0]?.id);
});

test('a bad save_behavior is refused with 400 and a message, and nothing is written', async ({
  page,
}) => {
  const response = await page.request.patch('/v3/user_settings/', {
    headers: { 'x-pinstate-user': U.inlinePicker },
    data: { save_behavior: 7 },
  });
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain('save_behavior');
  const users = await rawCollection<{ id: string; saveBehavior: number }>(page, 'users');
  expect(users.find((u) => u.id === U.inlinePicker)?.saveBehavior).toBe(1);
});

test("the Explore local tab shows only the viewer's country; a Save tap opens the repin route as a one-tap save", async ({
  page,
}) => {
  const pinnerCountries = async (ids: string[]) => {
    const pins = await rawCollection<{ id: string; pinner: { id: string } }>(page, 'pins');
    const users = await rawCollection<{ id: string; country: string }>(page, 'users');
    return ids.map((id) => {
      const pinner = pins.find((p) => p.id === id)?.pinner.id;
      return users.find((u) => u.id === pinner)?.country;
    });
  };
  const shownIds = async () => {
    const cards = page.getByTestId('pin-card');
    await expect(cards.first()).toBeVisible();
    return (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-pin-id')))).filter(
      (id): id is string => id !== null,
    );
  };

  await signIn(page, undefined, { path: '/search/pins/?q=architecture' });
  expect(new Set(await pinnerCountries(await shownIds())).size).toBeGreaterThan(1);

  // To the tab by keyboard.
  const tab = page.getByRole('link', { name: EXPLORE_LOCAL_TEXT.local });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await waitForAppIdle(page);
  const local = await shownIds();
  expect(local.length).toBeGreaterThan(0);
  expect(new Set(await pinnerCountries(local))).toEqual(new Set(['US']));
  expect(await seriousViolations(page)).toEqual([]);

  const savesBefore = (await savesOf(page, U.default)).length;
  const [card] = await unsavedCards(page, 1);
  if (!card) throw new Error('a card expected');
  const pinId = await card.getAttribute('data-pin-id');
  await card.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/repin/?$`));
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({
    isOneTapSave: true,
    origin: 'explore-local',
  });
  await expect(page.getByRole('heading', { name: EXPLORE_LOCAL_TEXT.repinTitle })).toBeVisible();
  await expect(page.getByText(EXPLORE_LOCAL_TEXT.repinHint)).toBeVisible();
  await waitForAppIdle(page);
  // The tap did not save: the repin page asks.
  expect((await savesOf(page, U.default)).length).toBe(savesBefore);
  expect(await seriousViolations(page)).toEqual([]);
});
