// Logging events in the browser against the real fake API (spec 1 section 7, spec 3 section 7;
// docs/decisions/046-log-view-types.md): with analytics cookies allowed, the events the fake API's
// `/v3/events/` records carry their view type and view parameter, a search ad's swipes among them
// (9315 forward, 9316 backward).
import { KNOWN } from '../fixtures/known';
import { pauseClock } from './support/clock';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { swipeTo, unsavedCards } from './support/cards';
import { COOKIE_TEXT } from '../domain/cookies';
import { EXPERIMENTS, EXPERIMENTS_STORAGE_KEY } from '../domain/experiments';
import { recordedEvents, signInAllowingAnalytics } from './support/events';
import { signIn } from './support/viewer';

// This browser has not chosen yet: the test allows analytics cookies itself.
test.use({ cookieChoice: null });

test('a search-ad swipe forward logs 9315 and backward 9316, recorded by the events sink with their view type and parameter', async ({
  page,
}) => {
  // The home feed's cookie banner: Accept all allows analytics; then search from the top bar.
  await signInAllowingAnalytics(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('glowdrop');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/pins\/\?q=glowdrop/);
  const card = page.locator(`[data-testid="pin-card"][data-pin-id="${KNOWN.pins.searchAd}"]`);
  await card.scrollIntoViewIfNeeded();
  // The grid settled (the search tabs and cards above it drawn), so the swipe lands on the card.
  await waitForAppIdle(page);
  const layer = card.locator('[data-carousel-index]');
  await expect(layer).toHaveAttribute('data-carousel-index', '0');
  const url = page.url();
  await swipeTo(page, card, -120, 1);
  await swipeTo(page, card, 120, 0);
  // A swipe never follows the ad's link.
  expect(page.url()).toBe(url);
  await waitForAppIdle(page);
  const source = `pin.${KNOWN.pins.searchAd}.carousel`;
  const view = {
    source,
    type: 'log',
    viewType: 'search',
    viewParameter: 140,
    component: 'pin_card',
    element: 'carousel',
    objectId: KNOWN.pins.searchAd,
  };
  await expect
    .poll(async () => (await recordedEvents(page)).filter((e) => e.source === source), {
      timeout: 10_000,
    })
    .toEqual([
      expect.objectContaining({
        ...view,
        eventType: 9315,
        viewerId: KNOWN.users.newUser,
        auxData: {
          carouselSlotId: `slot-${KNOWN.pins.searchAd}-1`,
          carouselDataId: `c-${KNOWN.pins.searchAd}`,
          slotIndex: 0,
          targetIndex: 1,
        },
      }),
      expect.objectContaining({
        ...view,
        eventType: 9316,
        auxData: expect.objectContaining({ slotIndex: 1, targetIndex: 0 }),
      }),
    ]);
});

test('a one-tap save logs 5 with the view type of the card it was saved from, recorded by the events sink', async ({
  page,
}) => {
  // The new user saves in one tap (save_behavior 0).
  await signInAllowingAnalytics(page);
  const [card] = await unsavedCards(page, 1);
  if (!card) throw new Error('an unsaved card expected');
  const pinId = await card.getAttribute('data-pin-id');
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await waitForAppIdle(page);
  await expect
    .poll(
      async () =>
        (await recordedEvents(page)).filter((e) => e.eventType === 5 && e.objectId === pinId),
      { timeout: 10_000 },
    )
    .toEqual([
      expect.objectContaining({
        source: `pin.${pinId}.oneTapSave`,
        type: 'log',
        viewType: 'home_feed',
        component: 'pin_card',
        element: 'save_button',
        viewerId: KNOWN.users.newUser,
        auxData: expect.objectContaining({ is_profile_save: true }),
      }),
    ]);
});

test('with the graphql pin-page experiment on, a save on a pin page is counted, recorded by the events sink', async ({
  page,
}) => {
  // The experiment is remembered from the URL form (decision 041), then the new user signs in.
  await page.goto('/?experiments=web_graphql_pin_page');
  // The entry remembers the form with the late logic's code, which may come after the page's load.
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), EXPERIMENTS_STORAGE_KEY))
    .toBe(EXPERIMENTS.graphqlPinPage);
  await signInAllowingAnalytics(page);
  const [card] = await unsavedCards(page, 1);
  if (!card) throw new Error('an unsaved card expected');
  const pinId = await card.getAttribute('data-pin-id');
  await card.locator('a[href^="/pin/"]').first().click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/`, 'u'));
  const save = page
    .getByRole('main')
    .getByRole('button', { name: /^Saved?$/u })
    .first();
  await expect(save).toHaveText('Save');
  await save.click();
  await expect(save).toHaveText('Saved');
  await waitForAppIdle(page);
  await expect
    .poll(async () => (await recordedEvents(page)).filter((e) => e.source === 'repinCounter'), {
      timeout: 10_000,
    })
    .toEqual([
      expect.objectContaining({
        type: 'counter',
        objectId: pinId,
        viewerId: KNOWN.users.newUser,
        auxData: { counter: 'graphql_pin_page_repin', count: 1 },
      }),
    ]);
});

test('events waiting for the next batch reach the events sink when the page goes away (a reload)', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, KNOWN.users.newUser);
  // The banner first, with time flowing: React reveals its chunk on its own timers.
  const banner = page.getByRole('region', { name: COOKIE_TEXT.banner });
  await expect(banner).toBeVisible();
  // From here the page's time stands still: the batch delay (2000 ms) never passes on its own.
  await pauseClock(page);
  await banner.getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  await expect(banner).toBeHidden();
  await page.getByTestId('pin-card').first().hover();
  expect(await recordedEvents(page)).toEqual([]);
  await page.reload();
  await expect.poll(async () => (await recordedEvents(page)).length).toBeGreaterThan(0);
});
