// The guidance layer on the home feed against the real fake API (spec 2 sections 2 to 8): the
// callout banner of placement 1000541 and the business upgrade banner (503755) of placement
// 1000503 show, are viewed, completed and dismissed with the calls the fake API records; a
// dismissed banner stays gone after a reload; banners never move the feed; a bot makes no call.
import type { Page, Request } from '@playwright/test';
import { UPGRADE_BANNER } from '../domain/experiences';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { contentShifts, watchContentShifts } from './support/layout-shift';
import { recordedExperienceCalls } from './support/experience-calls';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const UPSELL = KNOWN.experiences.valid.calloutUpsell;
const UPGRADE = KNOWN.experiences.valid.upgradeBanner;

const recorded = recordedExperienceCalls;

function experienceCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v3/experiences'))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const banner = (page: Page, name: string) => page.getByRole('region', { name });

test('the location upsell callout banner shows on the home feed and is viewed', async ({
  page,
}) => {
  await signIn(page);
  const upsell = banner(page, 'See ideas near you');
  await expect(upsell).toBeVisible();
  await expect(upsell).toContainText(
    'Turn on location to find shops, cafes and events around you.',
  );
  await expect(upsell.getByRole('link', { name: 'Turn on location' })).toBeVisible();
  await expect(upsell.getByRole('link', { name: 'Learn more about this' })).toBeVisible();
  await expect(upsell.getByRole('link', { name: 'Settings' })).toBeVisible();
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`viewed ${UPSELL}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a dismissed banner is recorded dismissed and stays gone after a reload', async ({ page }) => {
  await signIn(page);
  const upsell = banner(page, 'See ideas near you');
  await upsell.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(upsell).toHaveCount(0);
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${UPSELL}`);
  await page.reload();
  await waitForAppIdle(page);
  await expect(banner(page, UPGRADE_BANNER.title)).toBeVisible();
  await expect(banner(page, 'See ideas near you')).toHaveCount(0);
});

test('the business upgrade banner waits for the location tip, is not viewed before it shows, and Upgrade completes it', async ({
  page,
}) => {
  await signIn(page);
  // One floating banner at a time (decision 082): the location tip first; the upgrade banner
  // waits, unseen and so not viewed, until the tip is dismissed.
  const tip = banner(page, 'See ideas near you');
  await expect(tip).toBeVisible();
  const upgrade = banner(page, UPGRADE_BANNER.title);
  await waitForAppIdle(page);
  await expect(upgrade).toHaveCount(0);
  expect(await recorded(page)).not.toContain(`viewed ${UPGRADE}`);
  await tip.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(upgrade).toContainText(UPGRADE_BANNER.message);
  const link = upgrade.getByRole('link', { name: UPGRADE_BANNER.action });
  await expect(link).toHaveAttribute('href', UPGRADE_BANNER.href);
  await waitForAppIdle(page);
  await link.click();
  await expect(page).toHaveURL(/\/business\/convert\/$/);
  await waitForAppIdle(page);
  await expect.poll(() => recorded(page)).toContain(`completed ${UPGRADE}`);
  expect(await recorded(page)).toContain(`viewed ${UPGRADE}`);
});

for (const viewer of ['bot', 'signed-in'] as const)
  test(`banners float above the feed: the layout never shifts (${viewer})`, async ({ page }) => {
    await watchContentShifts(page);
    await openAs(page, '/', { viewer });
    if (viewer !== 'bot') await expect(banner(page, 'See ideas near you')).toBeVisible();
    await waitForAppIdle(page);
    expect(await contentShifts(page)).toBe(0);
  });

test('a bot viewer makes no experience call and sees no banner', async ({ page }) => {
  const calls = experienceCalls(page);
  await openAs(page, '/', { viewer: 'bot' });
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await waitForAppIdle(page);
  expect(calls).toEqual([]);
  await expect(page.getByRole('button', { name: 'Dismiss banner' })).toHaveCount(0);
});
