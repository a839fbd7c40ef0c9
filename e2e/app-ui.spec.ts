// App UI state in the browser (spec 3 section 4 "App UI state"): a card's video plays while the
// card is active, one organic video at a time, and every video pauses when the app loses focus.
import type { Page } from '@playwright/test';
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { signIn } from './support/viewer';

const card = (page: Page, pinId: string) =>
  page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);

const playing = (page: Page, selector: string) =>
  page.locator(selector).evaluate((video: HTMLVideoElement) => !video.paused);

test("a card's video plays while the card is active, and pauses when the window loses focus", async ({
  page,
}) => {
  await signIn(page, undefined, { path: '/ana_creates/_created/' });
  const target = card(page, KNOWN.pins.video);
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  const video = `[data-pin-id="${KNOWN.pins.video}"] video`;
  await expect.poll(() => playing(page, video)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect.poll(() => playing(page, video)).toBe(false);
  // Focus back: the still active card's video plays again.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => playing(page, video)).toBe(true);
});

test('the closeup video pauses when the page is hidden, and the app is away until focus returns', async ({
  page,
}) => {
  await signIn(page, undefined, { path: pinPath(KNOWN.pins.video) });
  const main = 'main video[controls]';
  await page.locator(main).evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => playing(page, main)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => playing(page, main)).toBe(false);
  // Away, a play is not kept: the app pauses it again.
  await page.locator(main).evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => playing(page, main)).toBe(false);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.locator(main).evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => playing(page, main)).toBe(true);
});
