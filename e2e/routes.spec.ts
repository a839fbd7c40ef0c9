// Every route of the catalogue (spec 1 section 2, spec 3 section 2) opened in Chromium
// against the production build and the fake API, each showing real content.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { openAs, signIn } from './support/viewer';
import { waitForAppIdle } from './support/idle';
import { setFault } from './support/control';

const cards = (page: Page) => page.getByTestId('pin-card');

test('home shows pin cards at / and at /homefeed/', async ({ page }) => {
  for (const path of ['/', '/homefeed/']) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Home feed' })).toBeVisible();
  }
});

test('the top bar has the logo, Home, the search field and log in for a visitor', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pinstate home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const bar = await page.locator('header').first().boundingBox();
  expect(bar?.height).toBe(64);
});

test('the pin closeup opens at /pin/{id}, with a trailing slash and as text--id', async ({
  page,
}) => {
  for (const path of [
    `/pin/${KNOWN.pins.image}`,
    `/pin/${KNOWN.pins.image}/`,
    `/pin/open-shelving--${KNOWN.pins.image}/`,
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Open shelving with handmade ceramics' }),
    ).toBeVisible();
  }
});

test('a closeup shows related pins below the pin', async ({ page }) => {
  await page.goto(`/pin/${KNOWN.pins.image}/`);
  await expect(page.getByRole('heading', { name: 'More to explore' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Related Pins' }).getByTestId('pin-card').first(),
  ).toBeVisible();
});

test("'Visit site' shows only when the pin has a visit url", async ({ page }) => {
  await page.goto(`/pin/${KNOWN.pins.linkNone}/`);
  await expect(page.getByRole('link', { name: 'Visit site' })).toBeVisible();
  await page.goto(`/pin/${KNOWN.pins.emptyLink}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit site' })).toHaveCount(0);
});

test('an unknown pin and a deleted story pin show the full-screen unavailable placeholder', async ({
  page,
}) => {
  for (const path of ['/pin/999999999/', `/pin/${KNOWN.pins.storyDeleted}/`]) {
    await page.goto(path);
    await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(page.getByText('Removed by the creator')).toBeVisible();
  }
});

test('pin sub-pages: repin from the toast, edit, analytics and comments', async ({ page }) => {
  await signIn(page, undefined, {
    path: `/pin/${KNOWN.pins.savedByDefault}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${KNOWN.boards.default}`,
  });
  await expect(page.getByRole('heading', { name: 'Edit your saved Pin' })).toBeVisible();
  await expect(page.getByLabel('Board')).toHaveValue(KNOWN.boards.default);
  await page.goto(`/pin/${KNOWN.pins.writeAccess}/edit/`);
  await expect(page.getByRole('heading', { name: 'Edit this Pin' })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
  await page.goto(`/pin/${KNOWN.pins.partnerAnalytics}/analytics`);
  await expect(page.getByRole('heading', { name: 'Pin stats' })).toBeVisible();
  await expect(page.getByText('Impressions')).toBeVisible();
  await page.goto(`/pin/${KNOWN.pins.reactions}/comments`);
  await expect(page.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
});

test('search shows pins for q and names the rs source', async ({ page }) => {
  await page.goto('/search/pins/?q=kitchen&rs=typed');
  await expect(page.getByRole('heading', { level: 1, name: 'kitchen' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('ceramics');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/pins\/\?q=ceramics&rs=typed/);
  await expect(page.getByRole('heading', { level: 1, name: 'ceramics' })).toBeVisible();
});

test('search for nothing found shows an empty state', async ({ page }) => {
  await page.goto('/search/pins/?q=zzqqxxnothingmatches');
  await expect(page.getByRole('heading', { name: /No Pins found/ })).toBeVisible();
});

test('a profile shows the user with boards, created and saved pins', async ({ page }) => {
  await page.goto('/pinstate/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pinstate Demo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Boards' }).getByRole('link').first()).toBeVisible();
  await page.goto('/pinstate/_created/');
  await expect(
    page.getByRole('region', { name: 'Created Pins' }).getByTestId('pin-card').first(),
  ).toBeVisible();
  await page.goto('/pinstate/_saved');
  await expect(
    page.getByRole('region', { name: 'Saved Pins' }).getByTestId('pin-card').first(),
  ).toBeVisible();
});

test('a reserved word is not a profile: it shows the not-found page', async ({ page }) => {
  for (const path of ['/about/', '/ads/', '/today/nothing-here/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /couldn.t find that/ })).toBeVisible();
  }
});

test('an unknown profile shows the not-found page', async ({ page }) => {
  await page.goto('/nobody_by_this_name_here/');
  await expect(page.getByRole('heading', { name: /couldn.t find that profile/ })).toBeVisible();
});

test('a board and its section show their pins', async ({ page }) => {
  await page.goto('/pinstate/kitchen-ideas/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Breakfast' })
    .click();
  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/breakfast$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Breakfast' })).toBeVisible();
});

test('/me/ goes to the signed-in viewer profile and asks a visitor to log in', async ({ page }) => {
  await page.goto('/me/');
  await expect(page.getByRole('heading', { name: 'Log in to see your profile' })).toBeVisible();
  await signIn(page, undefined, { path: '/me/' });
  await expect(page).toHaveURL(/\/pinstate\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pinstate Demo' })).toBeVisible();
});

test('board edit and its collaborators pages', async ({ page }) => {
  await signIn(page, undefined, { path: `/board/${KNOWN.boards.default}/edit` });
  await expect(page.getByRole('heading', { name: 'Edit your board' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Kitchen ideas');
  await page.goto(`/board/${KNOWN.boards.collaborativeOwn}/edit/collaborators`);
  await expect(page.getByRole('heading', { name: 'Collaborators', level: 1 })).toBeVisible();
  await expect(page.getByText('Owner')).toBeVisible();
  await page.goto(`/board/${KNOWN.boards.collaborativeOwn}/edit/add_collaborators`);
  await expect(
    page.getByRole('list', { name: 'People to invite' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('/pin_redirect is the interstitial before an outside site', async ({ page }) => {
  await page.goto(
    '/pin_redirect?domain=example.com&redirectUrl=https%3A%2F%2Fexample.com%2Fpage&origin=closeup&pinCategory=home',
  );
  await expect(page.getByRole('heading', { name: 'You’re leaving Pinstate' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Continue to example.com' });
  await expect(link).toHaveAttribute('href', 'https://example.com/page');
  // The interstitial is already the new tab: it continues in place, with no referrer.
  await expect(link).not.toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /nofollow/);
  await expect(link).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('/offsite/ is the outbound redirect page', async ({ page }) => {
  // Without a pin the page offers the way out; with one it runs the click-through (outbound.spec.ts).
  await page.goto(`/offsite/?token=t1&url=https%3A%2F%2Fexample.org%2Fx`);
  await expect(page.getByRole('link', { name: 'Continue to example.org' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home feed' })).toHaveAttribute('href', '/');
});

test('/login and /signup show the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Pinstate' })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up to Pinstate' })).toBeVisible();
});

test('/business/convert/ explains the business account', async ({ page }) => {
  await page.goto('/business/convert/');
  await expect(page.getByRole('heading', { name: 'Convert to a business account' })).toBeVisible();
});

test('the builder paths create a pin for a signed-in viewer and prompt a visitor', async ({
  page,
}) => {
  await page.goto('/pin-builder');
  await expect(
    page.getByRole('heading', { name: 'Log in to create a Pin or board' }),
  ).toBeVisible();
  await signIn(page, undefined, { path: '/pin-builder' });
  await expect(page.getByRole('form', { name: 'Create Pin' })).toBeVisible();
  for (const path of [
    '/pin/create/',
    '/story-pin-builder',
    '/idea-pin-builder',
    '/pin-creation-tool',
    '/tv/studio',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Create Pin' })).toBeVisible();
  }
});

test('an unknown path shows a real not-found page with a way home', async ({ page }) => {
  await page.goto('/this/path/does/not/exist/at/all');
  await expect(page.getByRole('heading', { name: /couldn.t find that page/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home feed' }).click();
  await waitForAppIdle(page);
  await expect(cards(page).first()).toBeVisible();
});

test('a failed home feed shows an error with a retry that recovers', async ({ page }) => {
  await setFault(page, {
    route: 'GET /v3/feeds/home/',
    status: 503,
    message: 'Feed is resting',
    count: 1,
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Feed is resting');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('the viewer given in the URL is kept across reloads', async ({ page }) => {
  await openAs(page, '/', { viewer: 'signed-in', device: 'mobile', country: 'GB' });
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await page.goto('/');
  await waitForAppIdle(page);
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
});

test('the dev toolbar switches the viewer, device and country, kept across reloads', async ({
  page,
}) => {
  await page.goto('/?devtools');
  await waitForAppIdle(page);
  await page.getByRole('button', { name: 'Dev tools' }).click();
  const tools = page.getByRole('region', { name: 'Developer tools' });
  await tools.getByRole('button', { name: 'Partner' }).click();
  await tools.getByRole('button', { name: 'Mobile' }).click();
  await tools.getByLabel('Country').selectOption('DE');
  await expect(tools.getByRole('button', { name: 'Partner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /Your account/ })).toBeVisible();
  await page.reload();
  await waitForAppIdle(page);
  await page.getByRole('button', { name: 'Dev tools' }).click();
  await expect(tools.getByRole('button', { name: 'Partner' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tools.getByRole('button', { name: 'Mobile' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tools.getByLabel('Country')).toHaveValue('DE');
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
});

test('the dev toolbar is hidden in the production build unless asked for', async ({ page }) => {
  await page.goto('/');
  await waitForAppIdle(page);
  await expect(page.getByRole('button', { name: 'Dev tools' })).toHaveCount(0);
});

test('keyboard focus on a card shows its controls', async ({ page }) => {
  await page.goto('/');
  await waitForAppIdle(page);
  const first = page.getByTestId('pin-card').first();
  await first.getByRole('link').first().focus();
  await expect(first).toHaveAttribute('data-hover', 'active');
  await expect(first.getByRole('button', { name: 'Save' })).toBeVisible();
});
