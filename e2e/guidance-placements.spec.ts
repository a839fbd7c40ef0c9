// The placements of spec 2 section 9 on the viewer's own pages, against the real fake API: the
// info banners of 1000558 above their boards (500500 viewed on mount), the account notices of
// 1000506 on the settings page (the modal 507054 disables navigation when completed), the tune-home
// page's 1000162 (viewing it refreshes) and the toast 1000075 on their saved Pins (viewed when it
// appears). Each is axe clean; what the fake API records is read back.
import type { Page } from '@playwright/test';
import { DISMISS_BANNER_LABEL } from '../domain/experiences';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { dismissedBefore, recordedExperienceCalls as recorded } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const V = KNOWN.experiences.valid;
const region = (page: Page, name: string) => page.getByRole('region', { name });
const PROFILE = `/${KNOWN.usernames.default}/`;

/** Counts the page's fetches of the viewer's experiences (both fetch calls). */
function countExperienceFetches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'GET' &&
      /\/v3\/experiences\/(placements\/)?(\?|$)/.test(request.url())
    )
      count += 1;
  });
  return () => count;
}

test("the viewer's own boards carry the info banner 1000558; once it is dismissed, 500500 is viewed on mount", async ({
  page,
}) => {
  await signIn(page, undefined, { path: PROFILE });
  const fresh = region(page, 'Your boards got a fresh look');
  await expect(fresh).toContainText('Covers now use your most recent Pin.');
  await expect(fresh.getByRole('img', { name: 'Info icon' })).toBeVisible();
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.calloutInfo}`);
  expect(await seriousViolations(page)).toEqual([]);
  await fresh.getByRole('button', { name: DISMISS_BANNER_LABEL }).click();
  await expect(fresh).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${V.calloutInfo}`);
  await page.reload();
  await expect(region(page, 'Welcome to Pinstate')).toBeVisible();
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.viewedOnMount}`);
});

test("another person's profile carries no banner of 1000558", async ({ page }) => {
  await signIn(page, undefined, { path: `/${KNOWN.usernames.creator}/` });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForAppIdle(page);
  await expect(region(page, 'Your boards got a fresh look')).toHaveCount(0);
});

test('the settings page carries the account notice of 1000506, a warning banner, after the modal', async ({
  page,
}) => {
  await dismissedBefore(page, KNOWN.users.default, V.disablesNavigation);
  await signIn(page, undefined, { path: '/settings' });
  const notice = region(page, 'Check your email address');
  await expect(notice).toContainText('We could not reach you at your current address.');
  await expect(notice.getByRole('img', { name: 'Warning icon' })).toBeVisible();
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.calloutWarning}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('completing 507054 disables navigation: Finish setup completes it and the page stays where it is', async ({
  page,
}) => {
  await signIn(page, undefined, { path: '/settings' });
  const modal = page.getByRole('dialog', { name: 'Finish setting up your profile' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Add a photo and a name so friends can find you.');
  expect(await seriousViolations(page)).toEqual([]);
  // Its complete button does not lead anywhere: it is a button, not a link to /settings/.
  await expect(modal.getByRole('link', { name: 'Finish setup' })).toHaveCount(0);
  const before = await page.evaluate(() => window.history.length);
  await modal.getByRole('button', { name: 'Finish setup' }).click();
  await expect(modal).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`completed ${V.disablesNavigation}`);
  expect(new URL(page.url()).pathname).toBe('/settings');
  expect(await page.evaluate(() => window.history.length)).toBe(before);
});

test('the tune-home page carries 1000162; viewing it fetches the experiences again, once', async ({
  page,
}) => {
  const fetches = countExperienceFetches(page);
  await signIn(page, undefined, { path: '/edit' });
  const ready = region(page, 'New ideas are ready');
  await expect(ready).toContainText('Your home feed was refreshed with new picks.');
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.refreshOnView}`);
  await waitForAppIdle(page);
  const afterView = fetches();
  expect(afterView).toBeGreaterThanOrEqual(2);
  // Viewed once: the refresh brings the same banner back, already viewed, and it stops there.
  await expect(ready).toBeVisible();
  await waitForAppIdle(page);
  expect(fetches()).toBe(afterView);
  expect((await recorded(page)).filter((c) => c === `viewed ${V.refreshOnView}`)).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the toast 1000075 shows on the viewer's saved Pins and is viewed when it appears", async ({
  page,
}) => {
  await signIn(page, undefined, { path: `${PROFILE}_saved/` });
  const toast = page.getByText('Saved ideas now sync across your devices.');
  await expect(toast).toBeVisible();
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.viewedOnAppear}`);
  expect(await seriousViolations(page)).toEqual([]);
});
