// What the web bench (scripts/bench-web.ts) puts in and reads from the page: the observers of
// long tasks, layout shifts and paints installed before the app runs, the scroll driver, the
// state they keep, the diagnosis print-out, flat pictures for diagnosis, and the count of pins the
// API delivered.
import { crc32, deflateSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { log } from './bench-processes';

export const LONG_TASK_MS = 50;
export const SCROLL_MAX_STEP_PX = 400;
/** A quick flick through the feed; BENCH_WEB_SCROLL_PX_PER_S sets another speed (diagnosis). */
export const SCROLL_PX_PER_S = Number(process.env.BENCH_WEB_SCROLL_PX_PER_S) || 6000;

/** Observers installed before the app runs (a string, so it reaches the page untouched). */
export const OBSERVERS = `
(() => {
  const bench = { lcp: 0, cls: 0, longTasks: [], maxCards: 0, scrolling: false, stop: false, scrolled: 0, atEnd: false };
  window.__bench = bench;
  const observe = (type, onEntry, buffered) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered });
    } catch (e) {}
  };
  observe('largest-contentful-paint', (e) => { bench.lcp = e.startTime; }, true);
  observe('layout-shift', (e) => { if (!e.hadRecentInput) bench.cls += e.value; }, true);
  observe('longtask', (e) => { if (bench.scrolling && e.duration > ${LONG_TASK_MS}) bench.longTasks.push(e.duration); }, false);
  if (window.__benchDiag) {
    bench.frames = [];
    bench.tasks = [];
    observe('longtask', (e) => {
      if (bench.scrolling && e.duration > ${LONG_TASK_MS}) bench.tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration), cards: document.querySelectorAll('[data-testid="pin-card"]').length });
    }, false);
    observe('long-animation-frame', (e) => {
      if (!bench.scrolling || e.duration <= ${LONG_TASK_MS}) return;
      bench.frames.push({
        start: Math.round(e.startTime),
        duration: Math.round(e.duration),
        blocking: Math.round(e.blockingDuration),
        render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0),
        styleAndLayout: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0),
        scripts: e.scripts.map((s) => ({
          invoker: s.invoker,
          type: s.invokerType,
          source: (s.sourceURL || '').split('/').pop() + ':' + (s.sourceFunctionName || '?') + '@' + s.sourceCharPosition,
          duration: Math.round(s.duration),
          forcedLayout: Math.round(s.forcedStyleAndLayoutDuration),
        })),
      });
    }, false);
  }
  // Impression tracking's observer is the one with the thresholds 0, 50, 80 and 100 percent
  // (decision 057): the cards it is given to watch are counted, so a scroll without tracking shows.
  bench.trackedCards = 0;
  const Native = window.IntersectionObserver;
  if (Native) {
    const watched = new WeakSet();
    window.IntersectionObserver = class extends Native {
      constructor(callback, options) {
        super(callback, options);
        const t = options && options.threshold;
        this.benchImpressions = Array.isArray(t) && t.join() === '0,0.5,0.8,1';
      }
      observe(target) {
        if (this.benchImpressions && !watched.has(target)) {
          watched.add(target);
          bench.trackedCards += 1;
        }
        return super.observe(target);
      }
    };
  }
  const seen = new Set();
  bench.seenPins = 0;
  const sample = () => {
    const cards = document.querySelectorAll('[data-testid="pin-card"]');
    if (cards.length > bench.maxCards) bench.maxCards = cards.length;
    for (const card of cards) {
      const id = card.getAttribute('data-pin-id');
      if (id) seen.add(id);
    }
    bench.seenPins = seen.size;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();
`;

/** In the page: `scroller`, the feed's scroller (the card's scrollable ancestor, or the page). */
export const FIND_SCROLLER = `
  const card = document.querySelector('[data-testid="pin-card"]');
  let scroller = document.scrollingElement || document.documentElement;
  for (let el = card && card.parentElement; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1) { scroller = el; break; }
  }
`;

/**
 * Scrolls the feed's scroller a step per frame at `pxPerSecond`, until `window.__bench.stop` is
 * set.
 */
export const startScrolling = (pxPerSecond: number): string => `
(() => {
  const bench = window.__bench;
  ${FIND_SCROLLER}
  bench.scrolling = true;
  let last = performance.now();
  const step = (now) => {
    if (bench.stop) { bench.scrolling = false; return; }
    const dy = Math.min(${SCROLL_MAX_STEP_PX}, Math.max(1, ((now - last) * ${pxPerSecond}) / 1000));
    last = now;
    const before = scroller.scrollTop;
    scroller.scrollTop = before + dy;
    bench.scrolled += scroller.scrollTop - before;
    bench.atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})();
`;

/** The web bench's scroll: a quick flick (SCROLL_PX_PER_S). */
export const START_SCROLLING = startScrolling(SCROLL_PX_PER_S);

export interface BenchState {
  lcp: number;
  cls: number;
  longTasks: number[];
  maxCards: number;
  scrolled: number;
  atEnd: boolean;
  /** Distinct pins whose card has been mounted (cards carry `data-pin-id`). */
  seenPins: number;
  /** Card elements given to impression tracking's observer. */
  trackedCards: number;
}

export interface Diagnosis {
  tasks?: { start: number; duration: number; cards: number }[];
  frames?: {
    start: number;
    duration: number;
    blocking: number;
    render: number;
    styleAndLayout: number;
    scripts: {
      invoker: string;
      type: string;
      source: string;
      duration: number;
      forcedLayout: number;
    }[];
  }[];
}

/** BENCH_WEB_DIAG=1: each long task, and each long animation frame with what ran in it. */
export function printDiagnosis(state: Diagnosis): void {
  const tasks = state.tasks ?? [];
  const frames = state.frames ?? [];
  const blocking = tasks.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);
  const scripted = frames.reduce(
    (sum, frame) => sum + frame.scripts.reduce((s, script) => s + script.duration, 0),
    0,
  );
  log(
    `${tasks.length} long tasks, ${blocking} ms blocking in all; ${frames.length} long frames, ` +
      `${scripted} ms of it in scripts of 5 ms or more`,
  );
  for (const task of tasks) {
    log(`long task at ${task.start} ms: ${task.duration} ms (${task.cards} cards mounted)`);
  }
  for (const frame of frames) {
    log(
      `long frame at ${frame.start} ms: ${frame.duration} ms, blocking ${frame.blocking} ms, ` +
        `rendering ${frame.render} ms (style and layout ${frame.styleAndLayout} ms)`,
    );
    for (const script of frame.scripts) {
      log(
        `    ${script.duration} ms ${script.type} ${script.invoker} ${script.source}` +
          (script.forcedLayout ? ` (forced layout ${script.forcedLayout} ms)` : ''),
      );
    }
  }
}

/** A PNG of one colour (diagnosis: BENCH_WEB_RASTER_IMAGES=1). */
export function solidPng({
  hex,
  width,
  height,
}: {
  hex: string;
  width: number;
  height: number;
}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const readState = (page: Page) => page.evaluate<BenchState>('window.__bench');

/**
 * Opens the home feed and waits for its first card and for the network to settle; `slowdown`
 * stretches the waits (a phone's slowed CPU and network).
 */
export async function openHome(page: Page, origin: string, slowdown = 1): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 * slowdown });
  await page
    .locator('[data-testid="pin-card"]')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 * slowdown });
  await page.waitForLoadState('networkidle', { timeout: 15_000 * slowdown }).catch(() => undefined);
}

/** Counts distinct pins delivered to the page by the API (any answer whose data is a pin list). */
export function countPinsDelivered(page: Page): { readonly count: number } {
  const seen = new Set<string>();
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/v3/') || !response.ok()) return;
    response
      .json()
      .then((body: unknown) => {
        const data = (body as { resource_response?: { data?: unknown } } | null)?.resource_response
          ?.data;
        if (!Array.isArray(data)) return;
        for (const item of data) {
          const pin = item as { id?: unknown; images?: unknown } | null;
          if (pin && typeof pin.id === 'string' && pin.images) seen.add(pin.id);
        }
      })
      .catch(() => undefined);
  });
  return {
    get count() {
      return seen.size;
    },
  };
}
