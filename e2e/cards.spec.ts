// Pin card variants per viewer kind (spec 1 sections 1, 2, 6), the 800 ms action bar and the
// 500 ms long-press (Playwright's clock drives the machines' delays), the drawer and the
// placeholder, in Chromium against the production build.
import type { Page } from '@playwright/test';
import { createApi } from '../api/client';
import { KNOWN } from '../fixtures/known';
import { FLING_PX_PER_MS } from '../ui/card/release-image';
import { pauseClock } from './support/clock';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const card = (page: Page, pinId: string) =>
  page.locator(`[data-testid="pin-card"][data-pin-id="${pinId}"]`);

test('a logged-out desktop hover shows the red Save, which opens the login prompt', async ({
  page,
}) => {
  await openAs(page, '/pinstate/_created/', { viewer: 'logged-out' });
  const target = card(page, KNOWN.pins.ownPin);
  await target.hover();
  const save = target.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  const color = await save.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(color).toBe('rgb(230, 0, 35)');
  const box = await save.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(40);
  expect(box?.width).toBeGreaterThanOrEqual(70);
  await save.click();
  await expect(page.getByRole('dialog')).toContainText('Log in to save this Pin');
});

test("a logged-out desktop hover on a promoted card shows 'Open'", async ({ page }) => {
  await openAs(page, '/lumen_brand/_created/', { viewer: 'logged-out' });
  const promoted = card(page, KNOWN.pins.promoted);
  await promoted.scrollIntoViewIfNeeded();
  await promoted.hover();
  await expect(promoted.getByRole('link', { name: 'Open' })).toBeVisible();
});

test('desktop hover goes active, and the action bar slides in after 800 ms for an editor', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, undefined, { path: '/pinstate/_created/' });
  const target = card(page, KNOWN.pins.writeAccess);
  // The card first, with time flowing: React reveals a page whose chunk came late on its own
  // timers, which a paused clock would hold forever.
  await expect(target).toBeVisible();
  // The page's time stands still from here: a busy machine's slow steps add nothing to the hover.
  await pauseClock(page);
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await expect(target).toHaveAttribute('data-hover', 'active');
  await page.clock.runFor(700);
  await expect(target.getByTestId('action-bar')).toHaveCount(0);
  await page.clock.runFor(100);
  // Time flows again: the action bar's chunk is revealed by React on its own timers.
  await page.clock.resume();
  await expect(target.getByTestId('action-bar')).toBeVisible();
  await expect(target.getByRole('link', { name: 'Edit Pin' })).toBeVisible();
  await pauseClock(page);
  await page.mouse.move(1, 1);
  await page.clock.runFor(120);
  await expect(target).toHaveAttribute('data-hover', 'inactive');
});

test('a viewer who may not edit gets no action bar, however long the hover', async ({ page }) => {
  await page.clock.install();
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.image}/` });
  const related = page
    .getByRole('region', { name: 'Related Pins' })
    .getByTestId('pin-card')
    .first();
  await related.scrollIntoViewIfNeeded();
  const pinner = await related.getAttribute('data-pin-id');
  expect(pinner).toBeTruthy();
  await related.hover();
  await page.clock.runFor(2000);
  await expect(related).toHaveAttribute('data-hover', 'active');
});

test('a mobile press held 500 ms opens the context menu for a signed-in viewer', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, undefined, { device: 'mobile' });
  const first = page.getByTestId('pin-card').first();
  // The card first, with time flowing (React reveals a late chunk on its own timers).
  await expect(first).toBeVisible();
  await pauseClock(page);
  const box = await first.boundingBox();
  if (!box) throw new Error('no card');
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.down();
  await page.clock.runFor(400);
  await expect(page.getByRole('menu', { name: 'Pin options' })).toHaveCount(0);
  await page.clock.runFor(100);
  // Time flows again: the menu's chunk is revealed by React on its own timers.
  await page.clock.resume();
  const menu = page.getByRole('menu', { name: 'Pin options' });
  await expect(menu).toBeVisible();
  await page.mouse.up();
  await expect(menu.getByRole('menuitem', { name: 'Open Pin' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Close' }).click();
  await expect(menu).toHaveCount(0);
});

test('a signed-out mobile long press opens no menu on the home feed', async ({ page }) => {
  await page.clock.install();
  await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
  const box = await page.getByTestId('pin-card').first().boundingBox();
  if (!box) throw new Error('no card');
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.down();
  await page.clock.runFor(700);
  await page.mouse.up();
  await expect(page.getByRole('menu', { name: 'Pin options' })).toHaveCount(0);
});

test('own pins have no reaction footer; others show the top reactions', async ({ page }) => {
  await signIn(page, undefined, { path: '/pinstate/_created/' });
  await expect(card(page, KNOWN.pins.ownPin).getByRole('img', { name: 'Love' })).toHaveCount(0);
  await page.goto('/ana_creates/_created/');
  const withReactions = card(page, KNOWN.pins.reactions);
  await withReactions.scrollIntoViewIfNeeded();
  const reactions = withReactions.getByRole('img', { name: /^(Good idea|Love|Thanks|Wow|Haha)$/ });
  await expect(reactions).toHaveCount(3);
});

test('a partner sees the stats button on pins with 30-day data', async ({ page }) => {
  await signIn(page, KNOWN.users.partnerOwner, { path: '/northwind_studio/_created/' });
  await expect(
    card(page, KNOWN.pins.partnerAnalytics).getByRole('link', { name: 'See more stats' }),
  ).toBeVisible();
});

test('an employee sees debug info only with a deb_ query parameter', async ({ page }) => {
  await signIn(page, KNOWN.users.employee, { path: '/pinstate/_created/' });
  await expect(card(page, KNOWN.pins.ownPin)).not.toContainText(`id ${KNOWN.pins.ownPin}`);
  await page.goto('/pinstate/_created/?deb_signals=1');
  await expect(card(page, KNOWN.pins.ownPin)).toContainText(`id ${KNOWN.pins.ownPin}`);
});

test('bots get original-size images; people get the 236 px images', async ({ page }) => {
  await openAs(page, '/pinstate/_created/', { viewer: 'bot' });
  await expect(card(page, KNOWN.pins.ownPin).locator('img').first()).toHaveAttribute(
    'src',
    /\/img\/orig\//,
  );
  await openAs(page, '/pinstate/_created/', { viewer: 'logged-out' });
  await expect(card(page, KNOWN.pins.ownPin).locator('img').first()).toHaveAttribute(
    'src',
    /\/img\/236x\//,
  );
});

test('the shopping indicator follows the viewer country', async ({ page }) => {
  await openAs(page, '/oak_and_ash/_created/', { viewer: 'logged-out', country: 'GB' });
  await expect(card(page, KNOWN.pins.productRange).getByText('Shoppable Pin')).toHaveCount(1);
  await openAs(page, '/oak_and_ash/_created/', { country: 'JP' });
  await expect(card(page, KNOWN.pins.productRange).getByText('Shoppable Pin')).toHaveCount(0);
});

test('card labels: Sold out, See price on site and the struck original price', async ({ page }) => {
  await openAs(page, '/oak_and_ash/_created/', { viewer: 'logged-out' });
  await expect(card(page, KNOWN.pins.productSoldOut)).toContainText('Sold out');
  await expect(card(page, KNOWN.pins.productStale)).toContainText('See price on site');
  await expect(card(page, KNOWN.pins.productOriginalPrice).locator('s')).toHaveCount(1);
});

test('the drawer: singular labels, boards containing the pin, Close modal and Go backward', async ({
  page,
}) => {
  await page.goto(`/pin/${KNOWN.pins.singularCounts}/`);
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  const drawer = page.getByRole('dialog', { name: 'More about this Pin' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Save', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Like', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Share', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Boards containing this Pin' })).toBeVisible();
  const maxHeight = await drawer
    .getByTestId('drawer-body')
    .evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toBe('500px');
  await drawer.getByRole('button', { name: 'Close modal' }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByRole('article').getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'More about this Pin' }).click();
  await drawer.getByRole('button', { name: 'Go backward' }).click();
  await expect(page.getByRole('menu', { name: 'Pin options' })).toBeVisible();
});

test('the drawer lists related interests and uses one-decimal short numbers', async ({ page }) => {
  await page.goto(`/pin/${KNOWN.pins.shopTheLook}/`);
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  const drawer = page.getByRole('dialog', { name: 'More about this Pin' });
  await expect(drawer.getByRole('heading', { name: 'Related interests' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Floor lamp' })).toBeVisible();
  await page.goto(`/pin/${KNOWN.pins.largeCounts}/`);
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  await expect(page.getByRole('dialog').getByText(/^1\.2M$/)).toBeVisible();
});

test('on mobile the drawer body may grow to 650 px', async ({ page }) => {
  await openAs(page, `/pin/${KNOWN.pins.singularCounts}/`, { device: 'mobile' });
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  const maxHeight = await page
    .getByTestId('drawer-body')
    .evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toBe('650px');
});

test('for bots the drawer is in the page but visually hidden', async ({ page }) => {
  await openAs(page, `/pin/${KNOWN.pins.singularCounts}/`, { viewer: 'social-bot' });
  const hidden = page.getByTestId('hidden-drawer');
  await expect(hidden).toHaveCount(1);
  const box = await hidden.boundingBox();
  expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
  await expect(page.getByRole('button', { name: 'More about this Pin' })).toHaveCount(0);
});

test('a deleted story pin in a grid is the 314 px unavailable placeholder', async ({ page }) => {
  await page.goto('/ana_creates/_created/');
  const placeholder = card(page, KNOWN.pins.storyDeleted);
  await placeholder.scrollIntoViewIfNeeded();
  await expect(placeholder).toContainText('Unavailable');
  await expect(placeholder).toContainText('Removed by the creator');
  const box = await placeholder.getByTestId('unavailable-pin').boundingBox();
  expect(box?.height).toBe(314);
});

test('only cards near the viewport are mounted while scrolling a long feed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  let most = 0;
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(120);
    most = Math.max(most, await page.getByTestId('pin-card').count());
  }
  expect(most).toBeLessThan(80);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
});

/**
 * Scrolls the page at `pxPerMs` until it has travelled `distance` px, then waits 3 frames; after
 * each frame, counts the mounted cards whose picture has no `src`. Returns that count before the
 * scroll, the most counted during it and the count after it. The feed must already be `distance` px
 * longer than the window: a scroll stopped at the end of what is loaded is no longer a fling.
 * - `at: 'time'` (a fling): each frame moves by the time since the last, so a late frame under
 *   load keeps the speed.
 * - `at: 'most'` (a slow scroll): each frame moves `pxPerMs` × 16 px, the speed at 60 frames a
 *   second and less when a frame is late. Moved by the time instead, a late frame followed by a
 *   prompt one is a long step seen over a short time: faster than asked, a fling to the page.
 */
function scrollFor(
  page: Page,
  { pxPerMs, distance, at }: { pxPerMs: number; distance: number; at: 'time' | 'most' },
) {
  return page.evaluate(
    async ({ pxPerMs, distance, at }) => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const waiting = () =>
        document.querySelectorAll('[data-testid="pin-card"] a img:not([src])').length;
      const end = window.scrollY + distance;
      await frame();
      const before = waiting();
      let last = await frame();
      let most = 0;
      while (window.scrollY < end) {
        const now = performance.now();
        const step = at === 'time' ? (now - last) * pxPerMs : 16 * pxPerMs;
        window.scrollBy(0, Math.min(end - window.scrollY, Math.max(1, step)));
        last = now;
        await frame();
        most = Math.max(most, waiting());
      }
      for (let i = 0; i < 3; i += 1) await frame();
      return { before, most, after: waiting() };
    },
    { pxPerMs, distance, at },
  );
}

/** Scrolls to the end until the feed is `height` px long, then back to the top, pictures loaded. */
async function loadFeedTo(page: Page, height: number): Promise<void> {
  const tall = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i < 20 && (await tall()) < height; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForAppIdle(page);
  }
  expect(await tall()).toBeGreaterThanOrEqual(height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForAppIdle(page);
}

test(`cards mounted while the feed is flung faster than ${FLING_PX_PER_MS} px/ms wait for their pictures until the scroll stops`, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await loadFeedTo(page, 8_000);
  // Slowly first, from the top of a settled feed; then flung.
  const slow = await scrollFor(page, { pxPerMs: FLING_PX_PER_MS / 4, distance: 600, at: 'most' });
  expect(slow.most).toBe(0);
  const fling = await scrollFor(page, {
    pxPerMs: 4 * FLING_PX_PER_MS,
    distance: 5_000,
    at: 'time',
  });
  expect(fling.before).toBe(0);
  expect(fling.most).toBeGreaterThan(0);
  expect(fling.after).toBe(0);
});

async function followedBoardUrl(baseURL: string | undefined): Promise<string> {
  const api = createApi({ baseUrl: baseURL ?? '', getViewerId: () => null });
  const board = await api.getBoard(KNOWN.boards.followed);
  return board.url;
}

test("the long-press menu's Save is a menu item: focused on open, reached with the arrow keys, and it saves", async ({
  page,
  baseURL,
}) => {
  const path = await followedBoardUrl(baseURL);
  await page.clock.install();
  await signIn(page, undefined, { device: 'mobile', path });
  const target = card(page, KNOWN.pins.image);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('no card');
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.down();
  await page.clock.runFor(500);
  await page.mouse.up();
  const menu = target.getByRole('menu', { name: 'Pin options' });
  const save = menu.getByRole('menuitem', { name: 'Save' });
  await expect(save).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open Pin' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Saved' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test("unfavoriting a pin on a board page removes it from the board's grid", async ({
  page,
  baseURL,
}) => {
  const path = await followedBoardUrl(baseURL);
  await signIn(page, undefined, { path });
  const target = card(page, KNOWN.pins.image);
  await target.scrollIntoViewIfNeeded();
  await target.getByRole('button', { name: 'Favorite' }).click();
  const unfavorite = target.getByRole('button', { name: 'Unfavorite' });
  await expect(unfavorite).toBeEnabled();
  await unfavorite.click();
  await expect(target).toHaveCount(0);
  await page.reload();
  await waitForAppIdle(page);
  await expect(
    card(page, KNOWN.pins.image).getByRole('button', { name: 'Favorite' }),
  ).toBeVisible();
});

test('a card hovered past the prefetch delay opens its closeup at once, with no spinner', async ({
  page,
}) => {
  await openAs(page, '/', { viewer: 'logged-out' });
  const target = page.locator('[data-testid="pin-card"]:has(a[href^="/pin/"])').first();
  const pinId = (await target.getAttribute('data-pin-id')) ?? '';
  const pinPath = `/v3/pins/${pinId}/`;
  const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === pinPath);
  await target.hover();
  expect((await fetched).ok()).toBe(true);
  // From here on the API does not answer for this pin: the closeup must show what the hover fetched.
  await page.route(
    (url) => url.pathname === pinPath,
    (route) => route.abort(),
  );
  await page.evaluate(() => {
    const seen = { spinner: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      // The closeup's own spinner ('Loading Pin') or the route's ('Loading'); the related
      // pins below load their own grid ('Loading Pins').
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (['Loading Pin', 'Loading'].includes(status.textContent?.trim() ?? ''))
          Object.assign(seen, { spinner: true, text: status.textContent });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await target.locator('a[href^="/pin/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { spinner: boolean } }).__seen),
  ).toEqual({
    spinner: false,
  });
});
