// Back and Forward return to a feed as it was left (docs/decisions/013-feed-memory.md): on home,
// search, a board, a profile and a closeup's related grid, scroll deep, open a card and go Back;
// the page is within 50 px of where it was, no page of the feed already shown is asked for again,
// and the opened card has keyboard focus. Forward and Back again behave the same. A reload starts
// at the top.
import type { Page, Request } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';

test.use({ viewport: { width: 1000, height: 900 } });

/** How deep each test scrolls before opening a card. */
const DEEP = 5200;

const FEED_PATH =
  /\/v3\/(feeds\/home|search\/pins|pins\/[^/]+\/related|boards\/[^/]+\/pins|users\/[^/]+\/pins\/\w+)\/?$/;

/** Every feed page the page asks for, as `path?bookmark`. */
function recordFeedPages(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !FEED_PATH.test(url.pathname)) return;
    pages.push(`${url.pathname}?${url.searchParams.get('bookmark') ?? ''}`);
  });
  return pages;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls down step by step, letting the next pages land, until `DEEP` px. */
async function scrollDeep(page: Page): Promise<number> {
  for (let step = 0; step < 40 && (await scrollY(page)) < DEEP; step += 1) {
    await page.mouse.wheel(0, 900);
    await waitForAppIdle(page);
  }
  await page.evaluate((y) => window.scrollTo(0, y), DEEP + 37);
  await waitForAppIdle(page);
  const y = await scrollY(page);
  expect(y).toBeGreaterThanOrEqual(5000);
  return y;
}

/** The id of the pin whose card has keyboard focus, if any. */
const focusedPin = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[data-pin-id]')?.getAttribute('data-pin-id') ?? null,
  );

/**
 * Opens a card in view as a person would, clicking its picture where it is (no scrolling it into
 * view first), and returns its pin id.
 */
async function openCardInView(page: Page): Promise<string> {
  const found = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="pin-card"]')];
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (
        box.top > 100 &&
        box.top < window.innerHeight - 150 &&
        card.querySelector('a')?.getAttribute('href')?.startsWith('/pin/')
      ) {
        return { pinId: card.getAttribute('data-pin-id'), x: box.left + 40, y: box.top + 40 };
      }
    }
    return null;
  });
  expect(found?.pinId, 'a card in view').toBeTruthy();
  const from = page.url();
  await page.mouse.click(found?.x ?? 0, found?.y ?? 0);
  await expect(page).not.toHaveURL(from);
  await expect(page).toHaveURL(/\/pin\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return found?.pinId as string;
}

/** Back to the feed: where it was, with no page asked for again, the opened card focused. */
async function expectBackInPlace(page: Page, pages: string[], y: number, pinId: string) {
  const before = new Set(pages);
  const count = pages.length;
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 50);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(50);
  await expect.poll(() => focusedPin(page)).toBe(pinId);
  await waitForAppIdle(page);
  const again = pages.slice(count).filter((p) => before.has(p));
  expect(again, 'feed pages asked for again').toEqual([]);
}

async function backAndForward(page: Page, path: string) {
  const pages = recordFeedPages(page);
  await page.goto(path);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  const y = await scrollDeep(page);
  const pinId = await openCardInView(page);
  await waitForAppIdle(page);
  await expectBackInPlace(page, pages, y, pinId);
  const feedUrl = page.url();
  await page.goForward();
  await expect(page).not.toHaveURL(feedUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForAppIdle(page);
  await expectBackInPlace(page, pages, y, pinId);
}

/** Saves pins of the home feed to the default board, so its board and profile feeds run deep. */
async function fillDefaultBoard(page: Page) {
  const headers = { 'x-pinstate-user': KNOWN.users.default };
  const home = await page.request.get('/v3/feeds/home/?page_size=80', { headers });
  const { resource_response } = (await home.json()) as {
    resource_response: { data: { id: string; isPromoted?: boolean }[] };
  };
  for (const pin of resource_response.data.filter((p) => !p.isPromoted)) {
    await page.request.post('/v3/repins/', {
      headers,
      data: {
        pin_id: pin.id,
        board_id: KNOWN.boards.default,
        section: null,
        user_id: headers['x-pinstate-user'],
      },
    });
  }
}

test('home: Back returns to the same place, no page asked again, the opened card focused', async ({
  page,
}) => {
  await backAndForward(page, '/');
});

test('search: Back returns to the same place, no page asked again, the opened card focused', async ({
  page,
}) => {
  await backAndForward(page, '/search/pins/?q=home&rs=typed');
});

test('a board: Back returns to the same place, no page asked again, the opened card focused', async ({
  page,
}) => {
  await fillDefaultBoard(page);
  await backAndForward(page, '/pinstate/kitchen-ideas/');
});

test('a profile: Back returns to the same place, no page asked again, the opened card focused', async ({
  page,
}) => {
  await fillDefaultBoard(page);
  await backAndForward(page, '/pinstate/_saved');
});

test("a closeup's related grid: Back returns to the same place, no page asked again, the opened card focused", async ({
  page,
}) => {
  await backAndForward(page, `/pin/${KNOWN.pins.image}/`);
});

test('a reload starts the feed again from the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  await scrollDeep(page);
  await page.reload();
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
