// The mobile deep link on a phone (spec 3 section 4 "Mobile deep link"; section 8 label 'Close
// modal'; decision 054), against the real fake API: the app-open modal for a signed-in viewer on
// a supported platform, keyboard usable and axe clean; the store or one-link page with the
// deep-link path and the address stripped of its sensitive parameters for everyone else; Android
// below 7 flagged; the app upsell dismissed and shown again after its interval; and the
// limited-login prompt of a gated action on mobile web.
import type { Page } from '@playwright/test';
import {
  APP_HANDOFF_TITLE,
  APP_OPEN_TEXT,
  APP_UPSELL_RESHOW_MS,
  APP_UPSELL_STORAGE_KEY,
} from '../domain/deep-link';
import { CLOSE_MODAL_TEXT } from '../domain/card-texts';
import { LOGIN_PROMPT_TEXT } from '../domain/guidance';
import { topicPath } from '../domain/topics';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { dismissedBefore } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs } from './support/viewer';

const PHONES = {
  android13: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile',
  android6: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) AppleWebKit/537.36 Chrome/120 Mobile',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile',
};

const pin = KNOWN.pins.image;
const sensitive = `/pin/${pin}/?q=tea&access_token=abc&password=pw&next=%2Fme`;

test.use({ viewport: { width: 390, height: 844 } });

const header = (page: Page) => page.getByRole('banner');
const modal = (page: Page) => page.getByRole('dialog', { name: APP_OPEN_TEXT.modalTitle });

async function onPhone(page: Page, userAgent: string) {
  await page.addInitScript((ua: string) => {
    Object.defineProperty(navigator, 'userAgent', { get: () => ua });
  }, userAgent);
}

/** The hand-off page shows where the viewer went, with the address sent. */
async function expectHandoff(page: Page, to: keyof typeof APP_HANDOFF_TITLE) {
  await expect(page.getByRole('heading', { level: 1, name: APP_HANDOFF_TITLE[to] })).toBeVisible();
  await expect(page.getByTestId('deep-link-path')).toHaveText(`/pin/${pin}/`);
  const address = (await page.getByTestId('deep-link-address').textContent()) ?? '';
  expect(address).toContain(`/pin/${pin}/?q=tea`);
  for (const name of ['access_token', 'password', 'next'])
    expect(address).not.toContain(`${name}=`);
}

test('a signed-in viewer on Android gets the app-open modal: keyboard usable, axe clean, Close modal closes it', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  await openAs(page, sensitive, { viewer: 'signed-in', device: 'mobile' });
  const open = header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp });
  await open.click();
  await expect(modal(page)).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(open).toBeFocused();
  // With the keyboard: Enter opens it again; 'Close modal' closes it.
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  await modal(page).getByRole('button', { name: CLOSE_MODAL_TEXT }).click();
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin}/`));
});

test('Open the app leaves for the app with the deep-link path and the address stripped of its sensitive parameters', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  await openAs(page, sensitive, { viewer: 'signed-in', device: 'mobile' });
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp }).click();
  await modal(page).getByRole('button', { name: APP_OPEN_TEXT.openApp }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/get-app\/\?to=app/);
  await expectHandoff(page, 'app');
});

test('a logged-out visitor on Android below 7 goes to Google Play, flagged as old Android', async ({
  page,
}) => {
  await onPhone(page, PHONES.android6);
  await openAs(page, sensitive, { viewer: 'logged-out', device: 'mobile' });
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp }).click();
  await expect(modal(page)).toBeHidden();
  await expectHandoff(page, 'playStore');
  await expect(page.getByRole('note')).toHaveText(APP_OPEN_TEXT.oldAndroid);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: APP_OPEN_TEXT.back }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin}/$`));
});

test('a logged-out visitor on an iPhone goes to the App Store', async ({ page }) => {
  await onPhone(page, PHONES.iphone);
  await openAs(page, sensitive, { viewer: 'logged-out', device: 'mobile' });
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp }).click();
  await expectHandoff(page, 'appStore');
});

test('the exempt state: on the settings page a signed-in viewer goes to the store, not the modal', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  // The settings page's account modal (1000506) answered, as an earlier visit would have.
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.disablesNavigation);
  await openAs(page, '/settings', { viewer: 'signed-in', device: 'mobile' });
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: APP_HANDOFF_TITLE.playStore }),
  ).toBeVisible();
});

test('the app upsell, once dismissed, stays away across reloads and shows again after its interval', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
  const open = header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp });
  await expect(open).toBeVisible();
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.dismissUpsell }).click();
  await expect(open).toBeHidden();
  await page.reload();
  await waitForAppIdle(page);
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(open).toBeHidden();
  // The dismissal was one interval and a minute ago: the upsell shows again.
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    APP_UPSELL_STORAGE_KEY,
    String(Date.now() - APP_UPSELL_RESHOW_MS - 60_000),
  ] as const);
  await page.reload();
  await expect(open).toBeVisible();
});

test('the limited-login prompt on mobile web: a logged-out Follow opens the login modal with its header and the route to return to', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  const path = topicPath({ id: KNOWN.interests.notFollowed, urlName: 'recipes' });
  await openAs(page, path, { viewer: 'logged-out', device: 'mobile' });
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: LOGIN_PROMPT_TEXT.follow });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the closeup keeps its own Open in app on mobile, also once the upsell is dismissed', async ({
  page,
}) => {
  await onPhone(page, PHONES.android13);
  await openAs(page, sensitive, { viewer: 'logged-out', device: 'mobile' });
  await header(page).getByRole('button', { name: APP_OPEN_TEXT.dismissUpsell }).click();
  await expect(header(page).getByRole('button', { name: APP_OPEN_TEXT.openInApp })).toBeHidden();
  await page.getByRole('article').getByRole('button', { name: APP_OPEN_TEXT.openInApp }).click();
  await expectHandoff(page, 'playStore');
});
