// Business-profile switching as a partner against the fake API (spec 3 section 4; section 2
// business routes; section 6 OWNER or multi-factor): the header on a profile they own, the
// refusal on one they may not act for, the business pages, and axe scans of both.
import { KNOWN } from '../fixtures/known';
import {
  BUSINESS_CANNOT_ACT,
  OWNER_DETAILS_LABEL,
  actingAsText,
  merchantIdText,
  scheduledPinsText,
  shoppingToolText,
} from '../domain/business-profile';
import { test, expect } from './support/fixtures';
import { seriousViolations } from './support/a11y';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const ownedPath = `/${KNOWN.usernames.businessOwned}/`;

test('a partner viewing a profile they own acts as it, and can switch back', async ({ page }) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: ownedPath });
  const header = page.getByRole('region', { name: 'Business profile' });
  await expect(header.getByText(actingAsText('Northwind Home'))).toBeVisible();
  await expect(header.getByText(BUSINESS_CANNOT_ACT)).toHaveCount(0);
  await header.getByRole('button', { name: 'Northwind Studio' }).click();
  await expect(header.getByText(actingAsText('Northwind Studio'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the access control shows the active profile’s access, disables the profile changer while it shows, and persists across a reload', async ({
  page,
}) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: ownedPath });
  const header = page.getByRole('region', { name: 'Business profile' });
  const switchTo = header.getByRole('button', { name: 'Northwind Studio' });
  await expect(switchTo).toBeEnabled();
  await header.getByRole('button', { name: 'Show access' }).click();
  const access = header.getByRole('list', { name: 'Access' });
  await expect(access.getByText('Permissions: OWNER')).toBeVisible();
  await expect(switchTo).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(header.getByRole('list', { name: 'Access' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Northwind Studio' })).toBeDisabled();
  await header.getByRole('button', { name: 'Hide access' }).click();
  await expect(header.getByRole('list', { name: 'Access' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Northwind Studio' }).click();
  await expect(header.getByText(actingAsText('Northwind Studio'))).toBeVisible();
});

test('a profile without OWNER and without multi-factor: the header says why', async ({ page }) => {
  await signIn(page, KNOWN.users.partnerWithoutOwner, {
    path: `/${KNOWN.usernames.businessShared}/`,
  });
  const header = page.getByRole('region', { name: 'Business profile' });
  await expect(header.getByText(BUSINESS_CANNOT_ACT)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("viewing someone else's profile as a partner acting as it shows its merchant id, scheduled pins and shopping-tool eligibility", async ({
  page,
}) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: ownedPath });
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Home' })).toBeVisible();
  const details = page.getByRole('list', { name: OWNER_DETAILS_LABEL });
  await expect(details.getByText(merchantIdText('m-7001'))).toBeVisible();
  await expect(details.getByText(scheduledPinsText(12))).toBeVisible();
  await expect(details.getByText(shoppingToolText(true))).toBeVisible();
  await waitForAppIdle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a partner not acting as the viewed profile sees no owner details', async ({ page }) => {
  await signIn(page, KNOWN.users.partnerWithoutOwner, {
    path: `/${KNOWN.usernames.businessShared}/`,
  });
  await expect(page.getByRole('region', { name: 'Business profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: OWNER_DETAILS_LABEL })).toHaveCount(0);
});

test('a personal account sees no business header', async ({ page }) => {
  await signIn(page, undefined, { path: ownedPath });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business profile' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: OWNER_DETAILS_LABEL })).toHaveCount(0);
});

for (const subpage of ['dashboard', 'catalogs', 'audiences', 'security'] as const) {
  test(`the business ${subpage} page of an owned profile shows its figures`, async ({ page }) => {
    await signIn(page, KNOWN.users.partnerOwner, {
      path: `/business/business-access/${KNOWN.users.businessOwned}/${subpage}/`,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Home' })).toBeVisible();
    await expect(
      page.getByRole('list', {
        name: subpage === 'catalogs' ? 'Catalog details' : new RegExp(subpage, 'i'),
      }),
    ).toBeVisible();
    await waitForAppIdle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the business hub lists the partner’s profiles', async ({ page }) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: '/business/hub/' });
  const list = page.getByRole('list', { name: 'Business profiles' });
  await expect(list.getByRole('link', { name: 'Northwind Home' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Harbor Market' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a partner acting as a profile they own deletes Pins from its board; the call carries its orbac_subject_id', async ({
  page,
}) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: ownedPath });
  const header = page.getByRole('region', { name: 'Business profile' });
  await expect(header.getByText(actingAsText('Northwind Home'))).toBeVisible();
  const main = page.getByRole('main');
  // One of the profile's boards, reached inside the app: the partner still acts as it there.
  const boardLink = main.getByRole('link', { name: /^Spring catalogue/ });
  await boardLink.click();
  await main.getByRole('button', { name: 'Select Pins' }).click();
  const box = main.getByRole('checkbox').first();
  await box.check();
  await main.getByRole('button', { name: 'Delete 1 Pin' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete the chosen Pins' });
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && /\/v3\/boards\/[^/]+\/pins\/$/.test(r.url()),
  );
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    orbac_subject_id: KNOWN.users.businessOwned,
  });
  expect(await response.json()).toMatchObject({
    resource_response: { data: { actedFor: KNOWN.users.businessOwned, deleted: 1 } },
  });
  await expect(main.getByRole('status').filter({ hasText: '1 Pin deleted' })).toBeVisible();
});
