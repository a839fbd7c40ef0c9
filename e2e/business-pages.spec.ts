// The business ads pages, a business hierarchy's pages and the pin's sent and feedback pages in
// the production build against the fake API (docs/decisions/096): each shows its content to the
// viewer it is for, has no serious or critical accessibility violation, and is drawn at a phone's
// 390 px and a desktop's 1280 px (pictures in the test output); the tab bars work from the
// keyboard. Fitting the screen at four sizes is e2e/every-screen.spec.ts's.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const U = KNOWN.users;
const owned = (page: string) => `/business/business-access/${U.businessOwned}/${page}/`;
const hierarchy = (page: string) =>
  `/business/business-hierarchy/${KNOWN.businessHierarchies.northwind}/${page}/`;
const PIN = KNOWN.pins.image;

/** Each page, the viewer it is for and a list it shows. */
const PAGES: { id: string; path: string; as: string; heading: string; list: string }[] = [
  {
    id: 'asset-groups',
    path: owned('asset-groups'),
    as: U.partnerOwner,
    heading: 'Northwind Home',
    list: 'Asset groups',
  },
  {
    id: 'shared-tags',
    path: owned('shared-tags'),
    as: U.partnerOwner,
    heading: 'Northwind Home',
    list: 'Shared tags',
  },
  {
    id: 'brand-safety',
    path: owned('brand-safety'),
    as: U.partnerOwner,
    heading: 'Northwind Home',
    list: 'Excluded categories',
  },
  {
    id: 'invoices',
    path: owned('invoice-management'),
    as: U.partnerOwner,
    heading: 'Northwind Home',
    list: 'Invoices',
  },
  {
    id: 'cee-migration',
    path: owned('ad-accounts/cee-migration'),
    as: U.partnerOwner,
    heading: 'Northwind Home',
    list: 'Ad accounts to migrate',
  },
  {
    id: 'hierarchy-dashboard',
    path: hierarchy('dashboard'),
    as: U.partnerOwner,
    heading: 'Northwind Group',
    list: 'Business hierarchy',
  },
  {
    id: 'hierarchy-tree',
    path: hierarchy('hierarchy'),
    as: U.partnerOwner,
    heading: 'Northwind Group',
    list: 'Business profiles',
  },
  {
    id: 'hierarchy-security',
    path: hierarchy('business_security'),
    as: U.partnerOwner,
    heading: 'Northwind Group',
    list: 'Business security',
  },
  {
    id: 'hierarchy-managers',
    path: hierarchy('managers'),
    as: U.partnerOwner,
    heading: 'Northwind Group',
    list: 'Managers',
  },
  {
    id: 'pin-sent',
    path: `/pin/${PIN}/sent/`,
    as: U.default,
    heading: 'Sent',
    list: 'People you sent this Pin to',
  },
  {
    id: 'pin-feedback',
    path: `/pin/${PIN}/feedback/`,
    as: U.default,
    heading: 'Your feedback',
    list: 'Your feedback on this Pin',
  },
];

/** Something to list on the pin pages: a send and a hide by the default viewer. */
async function givePinActivity(page: Page): Promise<void> {
  const headers = { 'x-pinstate-user': U.default };
  const sent = await page.request.post(`/v3/pins/${PIN}/send/`, {
    headers,
    data: { recipient_id: U.inviter },
  });
  expect(sent.ok()).toBe(true);
  const hidden = await page.request.put(`/v3/pins/${PIN}/feedback/`, {
    headers,
    data: { pin_id: PIN, feedback_type: 'not_relevant' },
  });
  expect(hidden.ok()).toBe(true);
}

for (const shown of PAGES) {
  test(`${shown.id}: its content, axe clean, at 390 and 1280 px`, async ({ page }) => {
    await signIn(page, shown.as, { path: '/' });
    if (shown.id.startsWith('pin-')) await givePinActivity(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(shown.path);
      await waitForAppIdle(page);
      await expect(page.getByRole('heading', { level: 1, name: shown.heading })).toBeVisible();
      const list = page.getByLabel(shown.list, { exact: true }).first();
      await expect(list).toBeVisible();
      const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width_).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: test.info().outputPath(`${shown.id}-${width}.png`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}

test('the business tabs and the hierarchy tabs move between pages from the keyboard', async ({
  page,
}) => {
  await signIn(page, U.partnerOwner, { path: owned('asset-groups') });
  const tabs = page.getByRole('navigation', { name: 'Business' });
  await tabs.getByRole('link', { name: 'CEE migration' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ad-accounts\/cee-migration\/$/u);
  await expect(page.getByRole('list', { name: 'Ad accounts to migrate' })).toBeVisible();
  await page.goto(hierarchy('dashboard'));
  await waitForAppIdle(page);
  const nav = page.getByRole('navigation', { name: 'Business hierarchy' });
  await nav.getByRole('link', { name: 'Managers' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/managers\/$/u);
  await expect(page.getByRole('list', { name: 'Managers' })).toBeVisible();
});

test('a partner without the right sees why on invoices, and a non-manager no hierarchy', async ({
  page,
}) => {
  await signIn(page, U.partnerWithoutOwner, {
    path: `/business/business-access/${U.businessShared}/invoice-management/`,
  });
  await expect(page.getByRole('heading', { name: 'You can’t see this page' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(hierarchy('dashboard'));
  await waitForAppIdle(page);
  await expect(
    page.getByRole('heading', { name: 'Log in to see this business hierarchy' }),
  ).toHaveCount(0);
  await expect(page.getByText('Business hierarchy · Your role: Analyst')).toBeVisible();
});
