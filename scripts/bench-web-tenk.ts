// The home feed 10,000 pins deep (docs/decisions/111): the production build over a fake API of its
// own that generates TENK_FIXTURE_PINS pins, so that a visitor's home feed (every pin but those of
// secret boards) holds over 10,000. In one 1280 × 900 page, from the top:
// 1. a fling (SCROLL_PX_PER_S, 6,000 px a second) down to pin TENK_BACK_AT;
// 2. the card in view opened, its closeup shown, and Back: which pin of the feed is at the top of
//    the screen then, and how far the page is from where it was left;
// 3. a reading pace (READING_PX_PER_S) from there for READING_MS, bounded to keep the bench short;
// 4. the fling again, on to the feed's end.
// Figures: the pins reached, the most cards mounted at once in the fling and at a reading pace,
// the long tasks over 50 ms in each (the fling's also in its first 1,000 pins and from pin 9,000
// on: work that grows with the feed shows there, a loaded machine everywhere), the pin at the top
// after Back and the scroll offset.
// Measured, never asserted; bounded.
//
//   npx tsx scripts/bench-web-tenk.ts [--json]   these figures alone (builds, or BENCH_WEB_DIST)
//   BENCH_WEB_TENK=0 npm run bench              the web bench without them
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { chromiumPath } from './chromium';
import {
  LONG_TASK_MS,
  OBSERVERS,
  SCROLL_PX_PER_S,
  readState,
  startScrolling,
} from './bench-web-page';
import {
  freePort,
  log,
  buildToMeasure,
  startPreview,
  stopProcessGroup,
  waitForHttp,
  CHROMIUM_ARGS,
} from './bench-processes';

/** Pins generated: about 1 in 10 sits on a secret board, so a visitor's feed holds 10,016. */
const TENK_FIXTURE_PINS = 11_200;
/** The feed's depth at which a card is opened and Back is pressed. */
const TENK_BACK_AT = 9000;
/** A reading pace, pictures loading as they come into view. */
const READING_PX_PER_S = 1500;
/** How long the reading pace is sampled, from pin TENK_BACK_AT on. */
const READING_MS = 30_000;
/** The longest the two flings may take together before the figures are read as they are. */
const FLING_TIME_LIMIT_MS = 420_000;

export const TENK_KEYS = [
  'web.tenk.pinsReached',
  'web.tenk.maxMountedCards',
  'web.tenk.flingLongTasks',
  'web.tenk.flingLongTasksTop',
  'web.tenk.flingLongTasksDeep',
  'web.tenk.readingMaxMountedCards',
  'web.tenk.readingLongTasks',
  'web.tenk.backAtPin',
  'web.tenk.backOffsetPx',
] as const;

export const TENK_LABELS: Record<(typeof TENK_KEYS)[number], string> = {
  'web.tenk.pinsReached': 'home feed of 10,000+ pins: distinct pins whose card was mounted',
  'web.tenk.maxMountedCards': `10,000 pins, fling (${SCROLL_PX_PER_S} px/s): most cards mounted`,
  'web.tenk.flingLongTasks': `10,000 pins, fling to the end: long tasks over ${LONG_TASK_MS} ms`,
  'web.tenk.flingLongTasksTop': `10,000 pins, fling: long tasks over ${LONG_TASK_MS} ms in its first 1,000 pins`,
  'web.tenk.flingLongTasksDeep': `10,000 pins, fling: long tasks over ${LONG_TASK_MS} ms from pin ${TENK_BACK_AT} on`,
  'web.tenk.readingMaxMountedCards': `10,000 pins, reading pace from pin ${TENK_BACK_AT} (${READING_PX_PER_S} px/s, ${READING_MS / 1000} s): most cards mounted`,
  'web.tenk.readingLongTasks': `10,000 pins, reading pace from pin ${TENK_BACK_AT} (${READING_MS / 1000} s): long tasks over ${LONG_TASK_MS} ms`,
  'web.tenk.backAtPin': `index of the pin at the top after a closeup and Back at pin ~${TENK_BACK_AT}`,
  'web.tenk.backOffsetPx': 'scroll offset after that Back, from where the feed was left (px)',
};

/**
 * Each long task of a fling with the depth reached then (distinct cards mounted so far): whether
 * the long tasks grow with the feed's depth, or come as often at the top as 9,000 pins down.
 */
const LONG_TASKS_BY_DEPTH = `
(() => {
  const bench = window.__bench;
  bench.depthTasks = [];
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => {
      if (bench.scrolling && bench.fling && e.duration > ${LONG_TASK_MS}) bench.depthTasks.push(bench.seenPins);
    })).observe({ type: 'longtask' });
  } catch (e) {}
})();
`;

/** The fling's long tasks per 1,000 pins of depth (a count per band, from the top). */
async function longTasksByDepth(page: Page): Promise<number[]> {
  const depths = await page.evaluate<number[]>('window.__bench.depthTasks');
  const bands = new Array<number>(Math.floor(Math.max(0, ...depths) / 1000) + 1).fill(0);
  for (const depth of depths) {
    const band = Math.floor(depth / 1000);
    bands[band] = (bands[band] ?? 0) + 1;
  }
  return bands;
}

/** The home feed's pins in their order, from its pages as they arrive (each page once). */
function recordFeedOrder(page: Page): { readonly ids: readonly string[] } {
  const pages: (string[] | null)[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== '/v3/feeds/home/' || !response.ok()) return;
    const slot = pages.push(null) - 1;
    response
      .json()
      .then((body: { resource_response?: { data?: { id?: string }[] } }) => {
        pages[slot] = (body.resource_response?.data ?? []).map((pin) => pin.id ?? '');
      })
      .catch(() => undefined);
  });
  return {
    get ids() {
      const seen = new Set<string>();
      return pages.flatMap((ids) => ids ?? []).filter((id) => !seen.has(id) && seen.add(id));
    },
  };
}

/** The cards in view (below the page's top, above its bottom): id, box top, and the scroll. */
const cardsInView = (page: Page) =>
  page.evaluate(() => ({
    scrollY: window.scrollY,
    cards: [...document.querySelectorAll<HTMLElement>('[data-testid="pin-card"]')]
      .map((card) => ({
        id: card.getAttribute('data-pin-id') ?? '',
        box: card.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight)
      .map(({ id, box }) => ({ id, top: Math.round(box.top), x: box.left + 40, y: box.top + 40 })),
  }));

/** The feed index of the pin at the top of the screen: the first in feed order of those in view. */
async function pinAtTop(page: Page, order: readonly string[]) {
  const { scrollY, cards } = await cardsInView(page);
  const index = new Map(order.map((id, i) => [id, i]));
  const indexes = cards.map((c) => index.get(c.id) ?? Number.NaN).filter(Number.isFinite);
  return { scrollY, index: indexes.length > 0 ? Math.min(...indexes) : Number.NaN, cards };
}

/** Scrolls at `pxPerS` until `done` says so (polled every 250 ms) or `until` passes. */
async function scroll(
  page: Page,
  pxPerS: number,
  done: () => Promise<boolean>,
  until: number,
): Promise<void> {
  await page.evaluate(
    `window.__bench.stop = false; window.__bench.longTasks = []; window.__bench.maxCards = 0; window.__bench.fling = ${pxPerS === SCROLL_PX_PER_S}`,
  );
  await page.evaluate(startScrolling(pxPerS));
  while (Date.now() < until && !(await done())) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.evaluate('window.__bench.stop = true');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const settle = (page: Page) =>
  page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

/** The figures of TENK_KEYS on the build in `distDir`, with a fake API of its own. */
export async function measureTenK(
  browser: Browser,
  distDir: string,
): Promise<Record<string, number>> {
  const started = Date.now();
  const [port, apiPort] = [await freePort(), await freePort()];
  log(
    `10,000 pins: preview on 127.0.0.1:${port}, fake API of ${TENK_FIXTURE_PINS} pins on ${apiPort}`,
  );
  const preview = startPreview({ distDir, port, apiPort, pins: TENK_FIXTURE_PINS });
  const figures: Record<string, number> = {};
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/`, preview, 60_000);
    await waitForHttp(`${origin}/v3/feeds/home/?page_size=1`, preview, 60_000);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript({ content: OBSERVERS });
    await context.addInitScript({ content: LONG_TASKS_BY_DEPTH });
    const page = await context.newPage();
    const feed = recordFeedOrder(page);
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
    await page
      .locator('[data-testid="pin-card"]')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    await settle(page);
    const flingUntil = Date.now() + FLING_TIME_LIMIT_MS;

    log(`10,000 pins: a fling down to pin ${TENK_BACK_AT}`);
    await scroll(
      page,
      SCROLL_PX_PER_S,
      async () => (await readState(page)).seenPins >= TENK_BACK_AT,
      flingUntil,
    );
    const fling1 = await readState(page);
    await settle(page);

    const before = await pinAtTop(page, feed.ids);
    const open = before.cards.find((c) => c.top > 100 && c.top < 900 - 150) ?? before.cards[0];
    if (open) {
      await page.mouse.click(open.x, open.y);
      await page.waitForURL(/\/pin\//, { timeout: 15_000 }).catch(() => undefined);
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await settle(page);
      await page.goBack({ waitUntil: 'commit' });
      await page
        .locator('[data-testid="pin-card"]')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const after = await pinAtTop(page, feed.ids);
    figures['web.tenk.backAtPin'] = after.index;
    figures['web.tenk.backOffsetPx'] = Math.abs(after.scrollY - before.scrollY);
    log(
      `10,000 pins: left at pin ${before.index} (${before.scrollY} px, ${feed.ids.length} delivered); ` +
        `after the closeup (${open?.id ?? 'none'}) and Back, pin ${after.index} (${after.scrollY} px)`,
    );
    await settle(page);

    log(`10,000 pins: reading pace for ${READING_MS / 1000} s`);
    const readUntil = Date.now() + READING_MS;
    await scroll(page, READING_PX_PER_S, () => Promise.resolve(false), readUntil);
    const reading = await readState(page);
    figures['web.tenk.readingMaxMountedCards'] = reading.maxCards;
    figures['web.tenk.readingLongTasks'] = reading.longTasks.length;

    log('10,000 pins: the fling on to the end');
    let lastDelivered = -1;
    let stalledSince = Date.now();
    await scroll(
      page,
      SCROLL_PX_PER_S,
      async () => {
        const state = await readState(page);
        const delivered = feed.ids.length;
        if (delivered !== lastDelivered) [lastDelivered, stalledSince] = [delivered, Date.now()];
        return state.atEnd && Date.now() - stalledSince > 5000;
      },
      flingUntil,
    );
    const fling2 = await readState(page);
    figures['web.tenk.pinsReached'] = fling2.seenPins;
    figures['web.tenk.maxMountedCards'] = Math.max(fling1.maxCards, fling2.maxCards);
    const flingTasks = [...fling1.longTasks, ...fling2.longTasks];
    figures['web.tenk.flingLongTasks'] = flingTasks.length;
    const bands = await longTasksByDepth(page);
    figures['web.tenk.flingLongTasksTop'] = bands[0] ?? 0;
    figures['web.tenk.flingLongTasksDeep'] = bands
      .slice(TENK_BACK_AT / 1000)
      .reduce((sum, n) => sum + n, 0);
    log(
      `10,000 pins: fling long tasks per 1,000 pins of depth: ` +
        bands.map((n, b) => `${b * 1000}-${b * 1000 + 999}: ${n}`).join(', '),
    );
    log(
      `10,000 pins: ${fling2.seenPins} pins reached of ${feed.ids.length} delivered; fling long tasks ` +
        `${flingTasks.map(Math.round).join(', ') || 'none'}; reading ${reading.longTasks.map(Math.round).join(', ') || 'none'}; ` +
        `${Math.round((Date.now() - started) / 1000)} s; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    await context.close();
  } finally {
    preview.forEach(stopProcessGroup);
  }
  return Object.fromEntries(TENK_KEYS.map((key) => [key, figures[key] ?? Number.NaN]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const main = async () => {
    const executablePath = chromiumPath();
    const workDir = mkdtempSync(path.join(tmpdir(), 'pinstate-bench-tenk-'));
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const distDir = await buildToMeasure(path.join(workDir, 'dist'));
      return await measureTenK(browser, distDir);
    } finally {
      await browser.close().catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  main()
    .then((figures) => {
      if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
      else
        for (const key of TENK_KEYS)
          process.stdout.write(`${TENK_LABELS[key].padEnd(90)} ${figures[key]}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
