// Web figures of the production build (the page never shifts), measured in headless Chromium:
// the home route's initial JavaScript and CSS gzipped, largest contentful paint and cumulative
// layout shift of the home feed, while scrolling through 2,000 pins, the long tasks over 50 ms and
// the most pin cards mounted at once, and the time from a click on a card to its closeup's title
// painted, with the closeup prefetched by a hover, cold, and prefetched with the CPU slowed 4
// times; home signed in as the default user with its banners shown (bench-web-signed-in.ts); the
// phone's figures (bench-web-phone.ts); a home feed 10,000 pins deep (bench-web-tenk.ts); a long
// session's heap, DOM nodes and per-pin actors (bench-web-session.ts). Measured, never asserted;
// bounded.
//
//   npx tsx scripts/bench-web.ts          human-readable figures
//   npx tsx scripts/bench-web.ts --json   one JSON object
//   BENCH_WEB_BLOCK_IMAGES=1 ...            the same without images (or =136x136: without the
//                                           images of one size spec; diagnosis)
//   BENCH_WEB_RASTER_IMAGES=1 ...           the same with every picture replaced by a flat PNG of
//                                           its size and colour (diagnosis: drawing cost aside)
//   BENCH_WEB_SCROLL_PX_PER_S=1500 ...     scrolls at that speed rather than 6,000 px a second
//                                           (diagnosis: a reading pace, pictures loading; at most
//                                           75 s of it)
//   BENCH_WEB_DIAG=1 ...                    also prints each long animation frame over 50 ms
//                                           while scrolling, with the scripts that ran in it; the
//                                           requests of each closeup click and of the phone's
//                                           first screen, with its largest-paint candidates
//   BENCH_WEB_PROFILE=file.cpuprofile ...   also writes a CPU profile of the scroll (DevTools)
//   BENCH_WEB_DIST=dir ...                  measures an existing build (say, one with source maps)
//   BENCH_WEB_PHONE=0 ...                   leaves out the phone figures (bench-web-phone.ts)
//   BENCH_WEB_ONLY=closeups ...             measures the home's load and the closeup clicks only
//   BENCH_WEB_ONLY=phone ...                measures the phone figures only (bench-web-phone.ts)
//   BENCH_PHONE_TAPS=3 ...                  presses per control on the phone (20 by default)
//   BENCH_PHONE_ONLY=first,heart ...        only these phone figures (diagnosis)
//   BENCH_CLOSEUP_PROFILE=dir ...           also writes a CPU profile of each closeup click at CPU 4x
//                                           there (`closeup-<n>.cpuprofile`, DevTools)
//   BENCH_PHONE_PROFILE=dir ...             also writes a CPU profile of each phone press there
//                                           (`<control>-<n>.cpuprofile`, DevTools)
//   BENCH_PHONE_TRACE=dir ...               also writes a timeline trace of each phone press and
//                                           of the first screen's load there (DevTools)
//   BENCH_WEB_TENK=0 ...                    leaves out the figures of a home feed 10,000 pins deep
//                                           (bench-web-tenk.ts, its own fake API; a few minutes)
//   BENCH_WEB_SESSION=0 ...                 leaves out the long session (bench-web-session.ts)
//   BENCH_SESSION_SCALE=0.1 ...             the long session with a tenth of its counts
//   BENCH_WEB_TRACE=file.json ...           also writes a Chromium trace of the scroll (DevTools;
//                                           BENCH_WEB_TRACE_CATEGORIES=a,b to choose categories)
//
// `npm run bench` (scripts/bench.ts) imports `benchWeb` and prints these with the API figures.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { gzipKB, initialAssets } from '../e2e/support/bundle';
import { chromiumPath } from './chromium';
import type { Diagnosis } from './bench-web-page';
import { SCROLL_PINS, WEB_KEYS, WEB_LABELS } from './bench-web-labels';
import { measureSignedInHome } from './bench-web-signed-in';
import { measurePhone, PHONE_KEYS, PHONE_LABELS } from './bench-web-phone';
import { measureTenK, TENK_KEYS, TENK_LABELS } from './bench-web-tenk';
import { measureSession, SESSION_KEYS, SESSION_LABELS } from './bench-web-session';
import {
  OBSERVERS,
  START_SCROLLING,
  printDiagnosis,
  solidPng,
  readState,
  countPinsDelivered,
  openHome,
} from './bench-web-page';
import {
  log,
  buildToMeasure,
  freePort,
  startPreview,
  stopProcessGroup,
  waitForHttp,
  CHROMIUM_ARGS,
} from './bench-processes';

/** Scroll speed of a quick flick through the feed; one frame moves at most SCROLL_MAX_STEP_PX. */
const SCROLL_TIME_LIMIT_MS = 75_000;

/** Clicks measured per closeup figure (the median is reported), each on a fresh home page. */
const CLOSEUP_TRIALS = 3;

/** Diagnosis: the requests made from the hover on, each from its start to its end (ms). */
async function printCloseupRequests(page: Page, kind: string, from: number): Promise<void> {
  const seen = await page.evaluate((since) => {
    const click = (window as unknown as { __closeup: { clickAt: number } }).__closeup.clickAt;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= since)
      .map((entry) => {
        // No function declared in here: the bench's compiler would name it with a helper the
        // page lacks.
        const e = entry as PerformanceResourceTiming;
        const [start, end] = [e.startTime, e.responseEnd].map((t) => Math.round(t - click));
        return `${start}..${end} ${new URL(e.name).pathname}`;
      });
  }, from);
  log(`closeup ${kind}, requests from the hover (ms from the click):\n  ${seen.join('\n  ')}`);
}

/**
 * Waits on a card-to-closeup click: from the click event to the closeup title's paint (Element
 * Timing `closeup-title`), in ms; NaN when the title did not paint within 15 s.
 */
async function clickToTitleMs(page: Page, click: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __closeup: { clickAt: number; paintAt: number } };
    w.__closeup = { clickAt: 0, paintAt: 0 };
    document.addEventListener(
      'click',
      (e) => {
        w.__closeup.clickAt = e.timeStamp;
      },
      { capture: true, once: true },
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        identifier?: string;
        renderTime?: number;
      })[]) {
        if (e.identifier === 'closeup-title' && !w.__closeup.paintAt)
          w.__closeup.paintAt = e.renderTime || e.startTime;
      }
    }).observe({ type: 'element', buffered: false });
  });
  await click();
  const handle = await page
    .waitForFunction(
      () => {
        const c = (window as unknown as { __closeup: { clickAt: number; paintAt: number } })
          .__closeup;
        return c.paintAt > 0 && c.clickAt > 0 ? c.paintAt - c.clickAt : false;
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => null);
  return handle ? Number(await handle.jsonValue()) : Number.NaN;
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
}

/**
 * Click on a home card to its closeup's title painted: `prefetched`, the pointer resting on the
 * card until its closeup data has arrived (spec 3 section 9 prefetch); `cold`, a click with no
 * hover before it (the closeup loads the pin itself); `cpu4x`, prefetched with Chromium's CPU
 * slowed 4 times (CDP `Emulation.setCPUThrottlingRate`) from the page's load on, as a mid-range
 * phone runs it. Each click on a fresh home page.
 */
async function measureCloseups(
  context: Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newContext']>>,
  origin: string,
): Promise<{ prefetched: number; cold: number; cpu4x: number }> {
  const runs = { prefetched: [] as number[], cold: [] as number[], cpu4x: [] as number[] };
  const kinds = ['prefetched', 'cold', 'cpu4x'] as const;
  for (let i = 0; i < CLOSEUP_TRIALS * kinds.length; i += 1) {
    const kind = kinds[i % kinds.length] ?? 'cold';
    const page = await context.newPage();
    try {
      if (kind === 'cpu4x') {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
      const card = page.locator('[data-testid="pin-card"]:has(a[href^="/pin/"])').nth(i);
      await card.waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const link = card.locator('a[href^="/pin/"]').first();
      if (kind === 'cold') {
        // A click with no pointer movement before it: nothing is fetched ahead.
        runs.cold.push(await clickToTitleMs(page, () => link.dispatchEvent('click')));
        continue;
      }
      const pinPath = `/v3/pins/${(await card.getAttribute('data-pin-id')) ?? ''}/`;
      const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === pinPath, {
        timeout: 15_000,
      });
      await link.hover();
      // A build without the prefetch never fetches: its figure is NaN, the others still count.
      if (!(await fetched.then(() => true).catch(() => false))) {
        runs[kind].push(Number.NaN);
        continue;
      }
      const profileDir = kind === 'cpu4x' ? process.env.BENCH_CLOSEUP_PROFILE : undefined;
      const profiler = profileDir ? await context.newCDPSession(page) : null;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.send('Profiler.start');
      }
      const hoveredAt = await page.evaluate(() => performance.now());
      runs[kind].push(
        await clickToTitleMs(page, () => page.mouse.down().then(() => page.mouse.up())),
      );
      if (process.env.BENCH_WEB_DIAG === '1') await printCloseupRequests(page, kind, hoveredAt);
      if (profiler && profileDir) {
        const { profile } = await profiler.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        const file = path.join(profileDir, `closeup-${runs.cpu4x.length}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
      }
    } finally {
      await page.close();
    }
  }
  log(
    `closeup click to title (ms): prefetched ${runs.prefetched.join(', ')}; cold ${runs.cold.join(', ')}; ` +
      `CPU 4x ${runs.cpu4x.join(', ')}`,
  );
  return {
    prefetched: median(runs.prefetched),
    cold: median(runs.cold),
    cpu4x: median(runs.cpu4x),
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Measures the web figures on a fresh production build; every key of WEB_KEYS is present. */
export async function benchWeb(): Promise<Record<string, number>> {
  const started = Date.now();
  // Before the build: with no Chromium, say how to get one at once (scripts/chromium.ts).
  const executablePath = chromiumPath();
  const workDir = mkdtempSync(path.join(tmpdir(), 'pinstate-bench-web-'));
  let distDir = path.join(workDir, 'dist');
  let preview: ChildProcess[] = [];
  let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
  try {
    distDir = await buildToMeasure(distDir);
    const initial = initialAssets(distDir);
    const figures: Record<string, number> = {
      'web.homeJsGzipKB': gzipKB(distDir, initial.js),
      'web.homeCssGzipKB': gzipKB(distDir, initial.css),
    };

    const [port, apiPort] = [await freePort(), await freePort()];
    log(`starting the preview on 127.0.0.1:${port} (fake API on ${apiPort})`);
    preview = startPreview({ distDir, port, apiPort });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/`, preview, 60_000);
    await waitForHttp(`${origin}/v3/feeds/home/?page_size=1`, preview, 60_000);

    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
    });
    const diag = process.env.BENCH_WEB_DIAG === '1';
    const profileFile = process.env.BENCH_WEB_PROFILE;
    if (diag) await context.addInitScript({ content: 'window.__benchDiag = true;' });
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    if (process.env.BENCH_WEB_RASTER_IMAGES === '1') {
      // Diagnosis only: each picture becomes a flat PNG of its size in its dominant colour, to tell
      // the pictures' own decoding cost from the rest of the scroll.
      log('images served as PNG (BENCH_WEB_RASTER_IMAGES=1)');
      await page.route('**/img/**', (route) => {
        const match = /\/img\/[^/]+\/([0-9a-f]{6})\/(\d+)x(\d+)\//i.exec(route.request().url());
        if (!match) return route.continue();
        const [, hex = '767676', w = '1', h = '1'] = match;
        return route.fulfill({
          contentType: 'image/png',
          body: solidPng({ hex, width: Number(w), height: Number(h) }),
        });
      });
    }
    const blockImages = process.env.BENCH_WEB_BLOCK_IMAGES;
    if (blockImages) {
      // Diagnosis only: tells the cost of drawing pin images apart from the cost of the cards
      // (`1` blocks every image, a size spec such as `136x136` only the images of that size).
      log(`images blocked (BENCH_WEB_BLOCK_IMAGES=${blockImages})`);
      const pattern = blockImages === '1' ? '**/img/**' : `**/img/${blockImages}/**`;
      await page.route(pattern, (route) => route.abort());
    }
    const delivered = countPinsDelivered(page);
    const images = { requests: 0, urls: new Set<string>(), bySize: new Map<string, number>() };
    if (diag) {
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/img/')) return;
        images.requests += 1;
        images.urls.add(pathname);
        const size = pathname.split('/')[2] ?? '?';
        images.bySize.set(size, (images.bySize.get(size) ?? 0) + 1);
      });
    }

    if (process.env.BENCH_WEB_ONLY === 'phone') {
      log('the phone figures, and nothing else (BENCH_WEB_ONLY=phone)');
      Object.assign(figures, await measurePhone(browser, origin));
      await context.close();
      log(`load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
      return Object.fromEntries(
        [...WEB_KEYS, ...PHONE_KEYS].map((key) => [key, figures[key] ?? Number.NaN]),
      );
    }
    log('loading the home feed');
    await openHome(page, origin);
    const loaded = await readState(page);
    figures['web.lcpMs'] = Math.round(loaded.lcp);

    if (process.env.BENCH_WEB_ONLY === 'closeups') {
      log('clicking cards through to their closeups, and nothing else (BENCH_WEB_ONLY=closeups)');
      const closeups = await measureCloseups(context, origin);
      figures['web.closeupMs.prefetched'] = closeups.prefetched;
      figures['web.closeupMs.cold'] = closeups.cold;
      figures['web.closeupMs.cpu4x'] = closeups.cpu4x;
      await context.close();
      return Object.fromEntries(WEB_KEYS.map((key) => [key, figures[key] ?? Number.NaN]));
    }
    const profiler = profileFile ? await context.newCDPSession(page) : null;
    const metrics = diag ? await context.newCDPSession(page) : null;
    const documents: number[] = [];
    const readMetrics = async () => {
      if (!metrics) return {} as Record<string, number>;
      const { metrics: list } = await metrics.send('Performance.getMetrics');
      return Object.fromEntries(list.map((m) => [m.name, m.value]));
    };
    if (metrics) await metrics.send('Performance.enable', { timeDomain: 'threadTicks' });
    const metricsBefore = await readMetrics();
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    const traceFile = process.env.BENCH_WEB_TRACE;
    if (traceFile) {
      await browser.startTracing(page, {
        path: traceFile,
        categories: (
          process.env.BENCH_WEB_TRACE_CATEGORIES ??
          'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8'
        ).split(','),
      });
    }
    log(`scrolling through ${SCROLL_PINS} pins`);
    await page.evaluate(START_SCROLLING);
    const scrollDeadline = Date.now() + SCROLL_TIME_LIMIT_MS;
    let lastCount = -1;
    let stalledSince = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const state = await readState(page);
      if (metrics) documents.push((await readMetrics()).Documents ?? 0);
      if (state.seenPins >= SCROLL_PINS) break;
      if (state.seenPins === 0 && delivered.count >= SCROLL_PINS && state.atEnd) break;
      if (delivered.count !== lastCount) {
        lastCount = delivered.count;
        stalledSince = Date.now();
      } else if (state.atEnd && Date.now() - stalledSince > 10_000) {
        log(`the feed ended after ${state.seenPins} pins shown (${delivered.count} delivered)`);
        break;
      }
      if (Date.now() > scrollDeadline) {
        log(`time limit reached after ${state.seenPins} pins shown (${delivered.count} delivered)`);
        break;
      }
    }
    await page.evaluate('window.__bench.stop = true');
    if (metrics) {
      const after = await readMetrics();
      const spent = (key: string) =>
        Math.round(((after[key] ?? 0) - (metricsBefore[key] ?? 0)) * 1000);
      const mean = documents.reduce((a, b) => a + b, 0) / Math.max(1, documents.length);
      log(
        `main thread while scrolling: ${spent('ThreadTime')} ms of CPU, tasks ${spent('TaskDuration')} ms ` +
          `(scripts ${spent('ScriptDuration')} ms, layout ${spent('LayoutDuration')} ms, ` +
          `style ${spent('RecalcStyleDuration')} ms); documents alive (each SVG picture is one): ` +
          `mean ${Math.round(mean)}, most ${Math.max(0, ...documents)}`,
      );
    }
    if (profiler && profileFile) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      log(`CPU profile of the scroll written to ${profileFile}`);
    }
    if (traceFile) {
      await browser.stopTracing();
      log(`trace of the scroll written to ${traceFile}`);
    }
    const scrolled = await readState(page);
    if (diag) {
      printDiagnosis(await page.evaluate<Diagnosis>('window.__bench'));
      log(
        `${images.requests} image requests (${images.urls.size} distinct) by size: ` +
          [...images.bySize].map(([size, n]) => `${size} ${n}`).join(', '),
      );
    }
    figures['web.cls'] = round(scrolled.cls, 4);
    figures['web.scrollLongTasks'] = scrolled.longTasks.length;
    figures['web.scrollTrackedCards'] = scrolled.trackedCards;
    figures['web.maxMountedCards'] = scrolled.maxCards;
    log('clicking cards through to their closeups');
    const closeups = await measureCloseups(context, origin);
    figures['web.closeupMs.prefetched'] = closeups.prefetched;
    figures['web.closeupMs.cold'] = closeups.cold;
    figures['web.closeupMs.cpu4x'] = closeups.cpu4x;
    log('opening home signed in, with its banners');
    Object.assign(figures, await measureSignedInHome(browser, origin));
    if (process.env.BENCH_WEB_PHONE !== '0')
      Object.assign(figures, await measurePhone(browser, origin));
    if (process.env.BENCH_WEB_TENK !== '0')
      Object.assign(figures, await measureTenK(browser, distDir));
    if (process.env.BENCH_WEB_SESSION !== '0') {
      log('a long session: closeup visits, scrolling, saves and guidance');
      Object.assign(figures, await measureSession(browser, distDir));
    }
    log(
      `scrolled ${Math.round(scrolled.scrolled)} px, ${scrolled.seenPins} pins shown ` +
        `(${delivered.count} delivered); ` +
        `longest task ${Math.round(Math.max(0, ...scrolled.longTasks))} ms; ` +
        `${Math.round((Date.now() - started) / 1000)} s in all; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    await context.close();
    const keys = [
      ...WEB_KEYS,
      ...PHONE_KEYS,
      ...(process.env.BENCH_WEB_TENK === '0' ? [] : TENK_KEYS),
      ...(process.env.BENCH_WEB_SESSION === '0' ? [] : SESSION_KEYS),
    ];
    return Object.fromEntries(keys.map((key) => [key, figures[key] ?? Number.NaN]));
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    preview.forEach(stopProcessGroup);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchWeb()
    .then((figures) => {
      if (process.argv.includes('--json')) {
        process.stdout.write(`${JSON.stringify(figures)}\n`);
      } else {
        const labels: Record<string, string> = {
          ...WEB_LABELS,
          ...PHONE_LABELS,
          ...TENK_LABELS,
          ...SESSION_LABELS,
        };
        for (const key of [...WEB_KEYS, ...PHONE_KEYS, ...TENK_KEYS, ...SESSION_KEYS])
          process.stdout.write(`${(labels[key] ?? key).padEnd(58)} ${figures[key]}\n`);
      }
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
