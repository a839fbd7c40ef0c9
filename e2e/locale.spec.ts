// Numbers by locale (spec 3 section 9): the locale chosen in the dev toolbar reaches a real card;
// 1,234,567 reactions read 123.46万 for zh (short numbers round half up, domain/README.md) and 1.23M
// for en, in Chromium against the production build.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const card = (page: Page, pinId: string) =>
  page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);

/** The large-counts card, scrolled to: the grid is virtualized, so it mounts once near the view. */
async function largeCountsCard(page: Page) {
  const target = card(page, KNOWN.pins.largeCounts);
  for (let i = 0; i < 20 && (await target.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

test('the locale chosen in the dev toolbar shortens a card total with 万 for zh, M for en', async ({
  page,
}) => {
  await signIn(page, undefined, { path: '/ana_creates/_created/?devtools' });
  const target = await largeCountsCard(page);
  await expect(target.getByText('1.23M', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dev tools' }).click();
  const tools = page.getByRole('region', { name: 'Developer tools' });
  await tools.getByLabel('Locale').selectOption('zh-CN');
  await expect(target.getByText('123.46万', { exact: true })).toBeVisible();
  await page.reload();
  await waitForAppIdle(page);
  await expect((await largeCountsCard(page)).getByText('123.46万', { exact: true })).toBeVisible();
});

test('the URL form ?locale= chooses the locale too', async ({ page }) => {
  await signIn(page, undefined, { path: '/ana_creates/_created/?locale=ja-JP' });
  await expect((await largeCountsCard(page)).getByText('123.46万', { exact: true })).toBeVisible();
});

test("the drawer's relative time follows the dev toolbar's locale: the spec's short form in English, the locale's own words in German", async ({
  page,
}) => {
  await page.goto(`/pin/${KNOWN.pins.singularCounts}/?devtools`);
  const drawer = page.getByRole('dialog', { name: 'More about this Pin' });
  const time = drawer.locator('time');
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  await expect(time).toHaveText(/^(\d+(m|h|d|w|mo|y)|Just now)$/u);
  const english = await time.getAttribute('title');
  await drawer.getByRole('button', { name: 'Close modal' }).click();
  await page.getByRole('button', { name: 'Dev tools' }).click();
  const tools = page.getByRole('region', { name: 'Developer tools' });
  await tools.getByLabel('Locale').selectOption('de-DE');
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  // German narrow relative time ('vor 3 Tagen', 'vor 2 Mon.', 'jetzt') and a German full date.
  await expect(time).toHaveText(/^(vor .+|jetzt)$/u);
  await expect(time).not.toHaveAttribute('title', english ?? '');
  await expect(time).toHaveAttribute('title', /^\d{2}\.\d{2}\.\d{4}$/u);
});
