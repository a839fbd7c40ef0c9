// The experience modal, the hero banner and the experience toast against the real fake API (spec 2
// section 2 display data and layout, section 4 "Modal", "Hero banner" and "Other", section 5): what
// shows, the viewed / completed / dismissed calls the fake API records, a dismissed experience
// gone after a reload, and axe clean.
import type { Page } from '@playwright/test';
import {
  EXPERIENCE_TOAST_LINK_LABEL,
  HERO_DISMISS_LABEL,
  MODAL_CLOSE_LABEL,
} from '../domain/experience-display';
import { CLOSE_MODAL_TEXT } from '../domain/card-texts';
import { APP_OPEN_TEXT } from '../domain/deep-link';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { holdClock, pauseClock, stepClockUntil } from './support/clock';
import { recordedExperienceCalls } from './support/experience-calls';
import { waitForAppIdle } from './support/idle';
import { apiOrigin } from './support/servers';
import { signIn } from './support/viewer';

const V = KNOWN.experiences.valid;
const recorded = recordedExperienceCalls;
const BOARD = '/pinstate/kitchen-ideas/';
const PROFILE = `/${KNOWN.usernames.default}/`;

const modal = (page: Page) => page.getByRole('dialog', { name: 'Boards just got smarter' });
const hero = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * Once a delay the test measured is over, time flows again: what it shows may come in a chunk
 * that React reveals on its own timers (and axe needs them too).
 */
async function showNow(page: Page): Promise<void> {
  await page.clock.resume();
}

/**
 * Signs in on `path` with the page's clock held from before the load, moved a step at a time
 * until the experiences have come: a delay they start has run at most one step, and from here
 * the test moves time.
 */
async function openWithClock(
  page: Page,
  path: string,
  device: 'desktop' | 'mobile' = 'desktop',
): Promise<void> {
  let answered = false;
  page.on('response', (response) => {
    if (/\/v3\/experiences\/\?/.test(response.url())) answered = true;
  });
  await holdClock(page);
  await signIn(page, undefined, { path, device });
  await stepClockUntil(
    page,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answered;
    },
    'The experiences',
  );
  await waitForAppIdle(page);
}

test('the modal stays hidden until delay_in_millis, then shows its texts, image and fallback colour', async ({
  page,
}) => {
  await openWithClock(page, BOARD);
  await page.clock.runFor(1000);
  await expect(modal(page)).toHaveCount(0);
  await page.clock.runFor(600);
  await showNow(page);
  await expect(modal(page)).toBeVisible();
  await expect(modal(page)).toContainText(
    'Pinstate now suggests sections for boards with more than 20 Pins.',
  );
  await expect(
    modal(page).getByRole('img', { name: 'A board of saved kitchen ideas' }),
  ).toBeVisible();
  const media = modal(page).locator('[data-modal-media]');
  await expect(media).toHaveCSS('background-color', 'rgb(111, 91, 77)');
  const box = await media.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(540);
  expect(Math.round(box?.height ?? 0)).toBe(363);
  // Focus moves into the dialog.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
    .toBe(true);
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.modal}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Escape dismisses the modal; the fake API records it and it stays gone after a reload', async ({
  page,
}) => {
  await openWithClock(page, BOARD);
  await page.clock.runFor(1600);
  await showNow(page);
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${V.modal}`);
  await page.reload();
  await page.clock.runFor(3000);
  await waitForAppIdle(page);
  await expect(modal(page)).toHaveCount(0);
});

test("the modal's Close button dismisses it without completing it", async ({ page }) => {
  await openWithClock(page, BOARD);
  await page.clock.runFor(1600);
  await showNow(page);
  await modal(page).getByRole('button', { name: MODAL_CLOSE_LABEL }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${V.modal}`);
  expect(await recorded(page)).not.toContain(`completed ${V.modal}`);
});

test('the modal is 320 wide on mobile, and its complete link completes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openWithClock(page, BOARD, 'mobile');
  await page.clock.runFor(1600);
  await showNow(page);
  await expect(modal(page)).toBeVisible();
  const box = await modal(page).locator('[data-modal-media]').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(320);
  await modal(page).getByRole('link', { name: 'Show me' }).click();
  await expect.poll(() => recorded(page)).toContain(`completed ${V.modal}`);
});

test('the hero banner shows on the home feed with its {n} links and is viewed', async ({
  page,
}) => {
  await signIn(page);
  const banner = hero(page, 'Make Pinstate yours');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Home decor' })).toHaveAttribute(
    'href',
    '/ideas/home-decor/i1/',
  );
  await expect(banner.getByRole('link', { name: 'Recipes' })).toBeVisible();
  // A complete button with a link renders as a link; buttons, so no dismiss icon.
  await expect(banner.getByRole('link', { name: 'Explore ideas' })).toHaveAttribute(
    'href',
    '/ideas/',
  );
  await expect(banner.getByRole('button', { name: HERO_DISMISS_LABEL })).toHaveCount(0);
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.heroBanner}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('dismissing the hero fades it out, the fake API records it, and after a reload the next hero shows', async ({
  page,
}) => {
  await signIn(page);
  const banner = hero(page, 'Make Pinstate yours');
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveAttribute('data-phase', 'leaving');
  await expect(banner).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${V.heroBanner}`);
  await page.reload();
  await waitForAppIdle(page);
  await expect(hero(page, 'New here? Start with a board')).toBeVisible();
  await expect(hero(page, 'Make Pinstate yours')).toHaveCount(0);
});

test("the hero's complete link fades the banner, completes it and goes to onCompleteRedirectUrl", async ({
  page,
}) => {
  await signIn(page);
  await hero(page, 'Make Pinstate yours').getByRole('link', { name: 'Explore ideas' }).click();
  await expect(page).toHaveURL(/\/ideas\/$/);
  await expect.poll(() => recorded(page)).toContain(`completed ${V.heroBanner}`);
});

test('the hero fills the 200 px band the home feed keeps for it on a wide layout', async ({
  page,
}) => {
  await signIn(page);
  await expect(hero(page, 'Make Pinstate yours')).toBeVisible();
  const band = page.locator('[data-hero-band]');
  const box = await band.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(200);
});

test('the hero icon is 96 px on a narrow layout', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, undefined, { device: 'mobile' });
  const banner = hero(page, 'Make Pinstate yours');
  await expect(banner).toBeVisible();
  const icon = banner.locator('[data-hero-icon]');
  await expect(icon).toBeVisible();
  expect(Math.round((await icon.boundingBox())?.width ?? 0)).toBe(96);
});

test('the experience toast shows on the viewer profile after 2000 ms with its text and link', async ({
  page,
}) => {
  await openWithClock(page, PROFILE);
  // The delay has run at most one load step (100 ms) here.
  await page.clock.runFor(1800);
  const toast = page.getByText('Your profile has a new look.');
  await expect(toast).toHaveCount(0);
  await page.clock.runFor(300);
  await showNow(page);
  await expect(toast).toBeVisible();
  // Held again: the toast's 5000 ms pass only when the test moves them.
  await pauseClock(page, 50);
  await expect(page.getByRole('link', { name: EXPERIENCE_TOAST_LINK_LABEL })).toHaveAttribute(
    'href',
    '/me/',
  );
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.toast}`);
  await page.clock.runFor(5300);
  await expect(toast).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`completed ${V.toast}`);
});

test('the experience toast has no serious accessibility violation', async ({ page }) => {
  await signIn(page, undefined, { path: PROFILE });
  await expect(page.getByText('Your profile has a new look.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a hero link beginning with https:// opens in a new tab with noreferrer, and an external one with nofollow', async ({
  page,
}) => {
  // The three heroes before 501487 are dismissed first, through the API as the viewer would.
  const api = apiOrigin(test.info().parallelIndex);
  for (const id of [V.heroBanner, V.hero500863, V.hero501153]) {
    const response = await page.request.delete(`${api}/v3/experiences/${id}/`, {
      headers: { 'x-pinstate-user': KNOWN.users.default, 'content-type': 'application/json' },
      data: { placed_experience_id: id, extra_context: '{}' },
    });
    expect(response.status()).toBe(200);
  }
  await signIn(page);
  const banner = hero(page, 'Cook something new this week');
  const link = banner.getByRole('link', { name: 'Explore ideas' });
  await expect(link).toHaveAttribute('href', 'https://souptuesday.com/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('on a phone the experience toast waits behind the app-open modal, unseen and unviewed, and shows after it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Android, where a tap on Open in app opens the app-open modal.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userAgent', {
      get: () => 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile',
    });
  });
  await openWithClock(page, PROFILE, 'mobile');
  // The top bar's Open in app comes with the deep-link code, after the first paint.
  const openInApp = page.getByRole('banner').getByRole('button', { name: APP_OPEN_TEXT.openInApp });
  await stepClockUntil(page, () => openInApp.isVisible(), 'Open in app');
  await openInApp.click();
  const appOpen = page.getByRole('dialog', { name: APP_OPEN_TEXT.modalTitle });
  await expect(appOpen).toBeVisible();
  // Its 2000 ms are long past, but under the modal's backdrop the toast would not be seen.
  await page.clock.runFor(2100);
  await page.clock.runFor(2100);
  const toast = page.getByText('Your profile has a new look.');
  await expect(toast).toHaveCount(0);
  expect(await recorded(page)).not.toContain(`viewed ${V.toast}`);
  await appOpen.getByRole('button', { name: CLOSE_MODAL_TEXT }).click();
  await expect(appOpen).toBeHidden();
  await page.clock.runFor(2100);
  await showNow(page);
  await expect(toast).toBeVisible();
  await expect.poll(() => recorded(page)).toContain(`viewed ${V.toast}`);
});
