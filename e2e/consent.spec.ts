// Cookie consent in the browser (spec 2 section 2 and section 4 "Cookie banner", section 7 "Save
// cookie settings"; decision 019 for visitors): the home feed's banner signed in and as a visitor,
// on desktop and on mobile, against the real fake API; the settings modal and the settings page;
// a failed save; and no analytics event sent after Reject all.
import type { Page } from '@playwright/test';
import { ACCEPT_ALL, COOKIE_STORAGE_KEY, COOKIE_TEXT, REJECT_ALL } from '../domain/cookies';
import { COOKIE_SAVED_TOAST, SURVEY_TITLES } from '../domain/guidance';
import { THEME_STORAGE_KEY } from '../domain/theme';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { rawCollection, resetFaults, setFault } from './support/control';
import { dismissedBefore, recordedExperienceCalls } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

// This browser has not chosen yet.
test.use({ cookieChoice: null });

const banner = (page: Page) => page.getByRole('region', { name: COOKIE_TEXT.banner });
const settings = (page: Page) => page.getByRole('dialog', { name: COOKIE_TEXT.settings });

/** What the fake API holds for a user: their settings, and the analytics events recorded. */
async function recorded(page: Page, userId: string | null) {
  const all = await rawCollection<{
    id: string;
    allow_analytic_cookies: boolean;
    allow_marketing_cookies: boolean;
    allow_personalization_cookies: boolean;
    surface_tag?: string;
  }>(page, 'userSettings');
  const events = await rawCollection<unknown>(page, 'analyticsEvents');
  return { settings: all.find((s) => s.id === userId) ?? null, events: events.length };
}

const stored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), COOKIE_STORAGE_KEY);

test('a signed-in viewer who never chose sees the banner; Accept all saves to their settings, refreshes the user and thanks for 3000 ms', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, KNOWN.users.newUser);
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page, `section[aria-label="${COOKIE_TEXT.banner}"]`)).toEqual([]);
  // Save cookie settings, then the user resource is refreshed (spec 2 section 7).
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/v3\/(user_settings|users\/[^/]+)\/$/u.test(path))
      calls.push(`${request.method()} ${path}`);
  });
  await banner(page).getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  await expect
    .poll(() => calls)
    .toEqual(['PATCH /v3/user_settings/', `GET /v3/users/${KNOWN.users.newUser}/`]);
  await expect(banner(page)).toBeHidden();
  const toast = page.getByText(COOKIE_SAVED_TOAST);
  await expect(toast).toBeVisible();
  const saved = await recorded(page, KNOWN.users.newUser);
  expect(saved.settings).toMatchObject({
    allow_analytic_cookies: true,
    allow_marketing_cookies: true,
    allow_personalization_cookies: true,
    surface_tag: 'home_feed',
  });
  await page.clock.runFor(3000);
  await expect(toast).toBeHidden();
  // The account holds the choice now: no banner on the next visit.
  await page.reload();
  await waitForAppIdle(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a signed-in viewer who chose before sees no banner', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('main')).toBeVisible();
  await waitForAppIdle(page);
  await expect(banner(page)).toHaveCount(0);
});

test('after Reject all no analytics event is ever sent', async ({ page }) => {
  await signIn(page, KNOWN.users.newUser);
  await banner(page).getByRole('button', { name: COOKIE_TEXT.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  // Browse: scroll the feed and open a pin, which emits events of their own.
  await page.mouse.wheel(0, 3000);
  await page.getByRole('main').getByRole('link').first().click();
  await waitForAppIdle(page);
  await page.goBack();
  await waitForAppIdle(page);
  const { settings: saved, events } = await recorded(page, KNOWN.users.newUser);
  expect(saved).toMatchObject({ allow_analytic_cookies: false, allow_marketing_cookies: false });
  expect(events).toBe(0);
});

test('a failed save brings the banner back with its buttons working', async ({ page }) => {
  await signIn(page, KNOWN.users.newUser);
  await setFault(page, { route: 'PATCH /v3/user_settings/', status: 500 });
  await banner(page).getByRole('button', { name: COOKIE_TEXT.rejectAll }).click();
  await waitForAppIdle(page);
  await expect(banner(page)).toBeVisible();
  expect((await recorded(page, KNOWN.users.newUser)).settings?.surface_tag).toBeUndefined();
  await resetFaults(page);
  await banner(page).getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  // The banner closes with the press; the save goes out after that frame.
  await expect
    .poll(async () => (await recorded(page, KNOWN.users.newUser)).settings?.surface_tag)
    .toBe('home_feed');
});

test('on mobile the banner is a bottom sheet; Let me choose hides it and the modal saves the switches', async ({
  page,
}) => {
  await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
  await expect(banner(page)).toBeVisible();
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(box!.x)).toBe(0);
  expect(Math.round(box!.width)).toBe(viewport.width);
  expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
  await banner(page).getByRole('button', { name: COOKIE_TEXT.letMeChoose }).click();
  await expect(settings(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  // With the keyboard: the first switch has focus; Space turns analytics on.
  const analytics = settings(page).getByRole('switch', { name: COOKIE_TEXT.categories.analytics });
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await settings(page).getByRole('button', { name: COOKIE_TEXT.save }).click();
  await expect(settings(page)).toBeHidden();
  await expect(page.getByText(COOKIE_SAVED_TOAST)).toBeVisible();
  // A visitor's choice stays in this browser; no call is made.
  expect(JSON.parse((await stored(page))!)).toEqual({ ...REJECT_ALL, analytics: true });
  await page.reload();
  await waitForAppIdle(page);
  await expect(banner(page)).toHaveCount(0);
});

test('in dark mode the banner and the settings modal stay readable', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await openAs(page, '/', { viewer: 'logged-out', device: 'desktop' });
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page, `section[aria-label="${COOKIE_TEXT.banner}"]`)).toEqual([]);
  await banner(page).getByRole('button', { name: COOKIE_TEXT.letMeChoose }).click();
  await expect(settings(page)).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
});

test('Escape closes the settings modal without saving and the banner stays', async ({ page }) => {
  await openAs(page, '/', { viewer: 'logged-out', device: 'desktop' });
  await banner(page).getByRole('button', { name: COOKIE_TEXT.letMeChoose }).click();
  await expect(settings(page)).toBeVisible();
  // On desktop the banner stays beside the modal.
  await page.keyboard.press('Escape');
  await expect(settings(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: COOKIE_TEXT.letMeChoose })).toBeFocused();
  expect(await stored(page)).toBeNull();
});

test("a visitor's choice is carried into their account when they sign in", async ({ page }) => {
  await openAs(page, '/', { viewer: 'logged-out', device: 'desktop' });
  await banner(page).getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  // The banner closes with the press; the choice is kept after that frame.
  await expect
    .poll(async () => JSON.parse((await stored(page)) ?? 'null') as unknown)
    .toEqual(ACCEPT_ALL);
  expect((await recorded(page, KNOWN.users.newUser)).settings?.surface_tag).toBeUndefined();
  await page.goto('/login');
  await page.getByRole('button', { name: /fresh_start/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForAppIdle(page);
  await expect
    .poll(async () => (await recorded(page, KNOWN.users.newUser)).settings)
    .toMatchObject({
      allow_analytic_cookies: true,
      allow_marketing_cookies: true,
      allow_personalization_cookies: true,
    });
  await expect(banner(page)).toHaveCount(0);
});

test('the settings page changes a saved choice with the same switches', async ({ page }) => {
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.disablesNavigation);
  // The survey prompt floats in after its delay and would cover the switches: this test is about
  // the switches, and a scan of the page can outlast that delay on a busy machine.
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.survey);
  await signIn(page, KNOWN.users.default, { path: '/settings' });
  await expect(page).toHaveTitle('Settings | Pinstate');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  const marketing = page.getByRole('switch', { name: COOKIE_TEXT.categories.marketing });
  await expect(marketing).toBeVisible();
  const before = (await recorded(page, KNOWN.users.default)).settings!;
  await expect(marketing).toBeChecked({ checked: before.allow_marketing_cookies });
  expect(await seriousViolations(page)).toEqual([]);
  await marketing.click();
  await page.getByRole('button', { name: COOKIE_TEXT.save }).click();
  await expect(page.getByText(COOKIE_SAVED_TOAST)).toBeVisible();
  await expect
    .poll(async () => (await recorded(page, KNOWN.users.default)).settings?.allow_marketing_cookies)
    .toBe(!before.allow_marketing_cookies);
});

test('on a phone the cookie choice comes first: a loaded survey waits behind the sheet, unseen and unviewed, and shows once the choice is made and the slot is its turn', async ({
  page,
}) => {
  const survey = page.getByRole('region', { name: SURVEY_TITLES[0] });
  await signIn(page, KNOWN.users.newUser, { device: 'mobile' });
  await expect(banner(page)).toBeVisible();
  // The survey's delay runs and its frame loads, hidden; its prompt waits for the screen.
  await expect(page.locator(`iframe[title="${SURVEY_TITLES[0]}"]`)).toBeAttached({
    timeout: 15_000,
  });
  await page.waitForTimeout(1000);
  await expect(survey).toBeHidden();
  expect(await recordedExperienceCalls(page)).not.toContain(
    `viewed ${KNOWN.experiences.valid.survey}`,
  );
  await banner(page).getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  // The thanks, a toast, shows at once after the choice.
  await expect(page.getByText(COOKIE_SAVED_TOAST)).toBeVisible();
  // Then one floating surface at a time: a new account's onboarding and the callouts the home
  // feed floats go before a survey.
  for (let i = 0; i < 4 && !(await survey.isVisible()); i += 1) {
    const skip = page.getByRole('button', { name: 'Skip for now' });
    const dismiss = page.getByRole('button', { name: 'Dismiss banner' });
    if ((await skip.count()) > 0) await skip.first().click();
    else if ((await dismiss.count()) > 0) await dismiss.first().click();
    await page.waitForTimeout(500);
  }
  await expect(survey).toBeVisible();
  await expect
    .poll(() => recordedExperienceCalls(page))
    .toContain(`viewed ${KNOWN.experiences.valid.survey}`);
});
