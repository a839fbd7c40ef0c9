// Phone figures of the production build: a phone's viewport (390 × 844, two device pixels per CSS
// pixel) with Chromium's CPU slowed 4 times (CDP `Emulation.setCPUThrottlingRate`), as a
// mid-range phone runs the app.
// - The first screen (`web.phone.lcpMs`, `web.phone.readyMs`): a visitor's home on a slow network
//   too (about 1.6 Mbps down, 750 kbps up, 150 ms round trip): the largest contentful paint, and
//   when the first feed row can be tapped (its cards drawn and the per-pin logic arrived, so a Save
//   or a heart acts), both from the navigation's start.
// - A tap (`web.phone.tapMs.<control>`): from the `pointerdown` to the first frame painted with
//   the control's new state, the 95th percentile of TAPS presses, on the network at full speed. A
//   press is the pointer's, at the control's centre (the card's controls show for a pointer on the
//   card, as the app draws them at this width). Measured, never asserted; bounded.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { COOKIE_TEXT } from '../domain/cookies';
import { CAROUSEL_LABELS } from '../domain/carousel';
import type { StoredSession } from '../machines/session-types';
import { SESSION_STORAGE_KEY } from '../domain/session-store';
import { KNOWN } from '../fixtures/known';
import { OBSERVERS, openHome, readState } from './bench-web-page';
import { log } from './bench-processes';

/** Presses measured per control (the figure is their 95th percentile). */
const TAPS = Number(process.env.BENCH_PHONE_TAPS ?? 20);
/** Diagnosis: only these phone figures (`first` for the first screen, or control names). */
const ONLY = (process.env.BENCH_PHONE_ONLY ?? '').split(',').filter(Boolean);
/** Diagnosis: a CPU profile of each press, `<control>-<n>.cpuprofile` in this folder. */
const PROFILE_DIR = process.env.BENCH_PHONE_PROFILE;
/**
 * Diagnosis: a timeline trace of each press, `<control>-<n>.trace.json` in this folder, and of the
 * first screen's load, `first-screen.trace.json`.
 */
const TRACE_DIR = process.env.BENCH_PHONE_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
const CPU_SLOWDOWN = 4;
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const PHONE_CONTROLS = [
  'oneTapSave',
  'boardPicker',
  'heart',
  'carouselArrow',
  'overflowMenu',
  'cookieAcceptAll',
  'floor',
] as const;
type Control = (typeof PHONE_CONTROLS)[number];

export const PHONE_KEYS = [
  'web.phone.lcpMs',
  'web.phone.readyMs',
  ...PHONE_CONTROLS.map((c) => `web.phone.tapMs.${c}` as const),
] as const;

export const PHONE_LABELS: Record<(typeof PHONE_KEYS)[number], string> = {
  'web.phone.lcpMs': 'phone, CPU 4x, slow network: largest contentful paint (ms)',
  'web.phone.readyMs': 'phone, CPU 4x, slow network: first feed row tappable (ms)',
  'web.phone.tapMs.oneTapSave': `phone, CPU 4x: a card's one-tap Save, press to paint p95 (ms)`,
  'web.phone.tapMs.boardPicker': `phone, CPU 4x: a card's Save opening the board picker, p95 (ms)`,
  'web.phone.tapMs.heart': 'phone, CPU 4x: the heart, press to paint p95 (ms)',
  'web.phone.tapMs.carouselArrow': `phone, CPU 4x: a card's carousel arrow, press to paint p95 (ms)`,
  'web.phone.tapMs.overflowMenu': `phone, CPU 4x: a card's overflow menu, press to paint p95 (ms)`,
  'web.phone.tapMs.cookieAcceptAll': `phone, CPU 4x: the cookie banner's Accept all, p95 (ms)`,
  'web.phone.tapMs.floor': `phone, CPU 4x: a plain button on the home, the floor of a press, p95 (ms)`,
};

/**
 * In the page: from a `pointerdown`, each frame checks the press's expected state; the first
 * frame that finds it is the one that paints it, and a message posted from it arrives once that
 * frame is drawn. `window.__tap.painted - window.__tap.down` is the press's time.
 */
const TAP_WATCH = `
(() => {
  const tap = { down: 0, painted: 0, check: null, click: 0, seen: 0, frames: 0 };
  addEventListener('click', (e) => { if (tap.down && !tap.click) tap.click = e.timeStamp; }, true);
  window.__tap = tap;
  const frame = () => {
    if (!tap.check || tap.painted) return;
    let ok = false;
    try { ok = tap.check(); } catch (e) {}
    tap.frames += 1;
    if (!ok) { requestAnimationFrame(frame); return; }
    tap.seen = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { tap.painted = performance.now(); };
    channel.port2.postMessage(0);
  };
  addEventListener('pointerdown', (e) => {
    if (!tap.check || tap.down) return;
    tap.down = e.timeStamp;
    requestAnimationFrame(frame);
  }, true);
})();
`;

const p95 = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!);
};

/** A context as the phone: its viewport, a stored session for `userId` (none: a visitor). */
async function phoneContext(browser: Browser, userId: string | null): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript({ content: OBSERVERS });
  await context.addInitScript({ content: TAP_WATCH });
  if (userId) {
    const stored: StoredSession = { userId, kindOverride: null, device: 'desktop', country: 'US' };
    await context.addInitScript(
      ({ key, value }: { key: string; value: string }) => window.localStorage.setItem(key, value),
      { key: SESSION_STORAGE_KEY, value: JSON.stringify(stored) },
    );
  }
  return context;
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The home feed on the phone: its waits twice the desktop's. */
const openPhoneHome = (page: Page, origin: string) => openHome(page, origin, 2);

/**
 * One press on `target` (the pointer moves there first, as a finger lands there); `check` is a
 * script expression that is true once the press's new state is in the page. NaN when it never is.
 */
async function pressMs(page: Page, target: Locator, check: string, label: string): Promise<number> {
  if (
    !(await target.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  )
    return Number.NaN;
  // In the middle of the screen: nothing floating at an edge (a sheet, a bar) takes the press. A
  // card's control is there already (its card was brought to the middle under the pointer).
  await target.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 100 || bottom > window.innerHeight - 140) el.scrollIntoView({ block: 'center' });
  });
  const box = await target.boundingBox({ timeout: 5_000 }).catch(() => null);
  if (!box) return Number.NaN;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The check arrives as a script expression, run as the page's own code.
  await page.evaluate(
    `Object.assign(window.__tap, { down: 0, painted: 0, click: 0, seen: 0, frames: 0, check: () => (${check}) })`,
  );
  const profiler = PROFILE_DIR ? await startProfile(page) : null;
  const tracing = TRACE_DIR ? page.context().browser() : null;
  if (tracing) await tracing.startTracing(page, { categories: TRACE_CATEGORIES });
  // Down and up in one call, as a quick tap: the bench's own round trip between the two is not
  // the page's time.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const done = await page
    .waitForFunction(
      () => {
        const tap = (window as unknown as { __tap: { down: number; painted: number } }).__tap;
        return tap.painted > 0 ? tap.painted - tap.down : false;
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => null);
  if (profiler && PROFILE_DIR) await stopProfile(profiler, PROFILE_DIR, label);
  if (tracing && TRACE_DIR) {
    const trace = await tracing.stopTracing();
    const n = (profilesWritten.get(`${label}.trace`) ?? 0) + 1;
    profilesWritten.set(`${label}.trace`, n);
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(path.join(TRACE_DIR, `${label}-${n}.trace.json`), trace);
  }
  if (process.env.BENCH_WEB_DIAG === '1')
    log(
      `phone: press ${String(
        await page.evaluate(
          `(() => { const t = window.__tap; const calls = performance.getEntriesByType('resource').filter((e) => e.startTime > t.down && e.name.includes('/v3/')).map((e) => Math.round(e.startTime - t.down)); return 'click +' + Math.round(t.click - t.down) + ' seen +' + Math.round(t.seen - t.down) + ' painted +' + Math.round(t.painted - t.down) + ' after ' + t.frames + ' frames' + (calls.length ? '; API calls started at +' + calls.join(', +') : ''); })()`,
        ),
      )}`,
    );
  await page.evaluate(() => {
    (window as unknown as { __tap: { check: unknown } }).__tap.check = null;
  });
  return done ? Number(await done.jsonValue()) : Number.NaN;
}

/** Diagnosis: starts a CPU profile of the page (BENCH_PHONE_PROFILE). */
async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

const profilesWritten = new Map<string, number>();

/** Diagnosis: writes the profile as `<label>-<n>.cpuprofile` in `dir`. */
async function stopProfile(cdp: CDPSession, dir: string, label: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const n = (profilesWritten.get(label) ?? 0) + 1;
  profilesWritten.set(label, n);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${label}-${n}.cpuprofile`), JSON.stringify(profile));
}

/** How far down the feed a card with the control is looked for, in screens. */
const SEARCH_SCREENS = 60;

/**
 * The next card on the home feed, from the top of the screen down, that `has` finds a control on
 * once the pointer is on it, and that `skip` does not hold. `candidate`, a selector inside a card,
 * narrows which cards are tried (a carousel's dots). The card ends in the middle of the screen with
 * the pointer on it; null when none is found within SEARCH_SCREENS screens.
 */
async function cardWith(
  page: Page,
  has: (card: Locator) => Locator,
  options: { skip: ReadonlySet<string>; candidate?: string },
): Promise<Locator | null> {
  const tried = new Set(options.skip);
  for (let screen = 0; screen < SEARCH_SCREENS; screen += 1) {
    const ids = await page.evaluate(
      ({ candidate }) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="pin-card"][data-pin-id]')]
          .filter((card) => !candidate || card.querySelector(candidate))
          .filter((card) => card.getBoundingClientRect().bottom > 0)
          .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
          .map((card) => card.dataset.pinId!),
      { candidate: options.candidate ?? null },
    );
    for (const id of ids) {
      if (tried.has(id)) continue;
      tried.add(id);
      const card = page.locator(`[data-testid="pin-card"][data-pin-id="${id}"]`).first();
      if (!(await card.count())) continue;
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await card.hover({ timeout: 2_000 }).catch(() => undefined);
      // The card's controls show a moment after the pointer arrives (at CPU 4x, a few frames).
      const shown = await has(card)
        .first()
        .waitFor({ state: 'visible', timeout: 1_000 })
        .then(
          () => true,
          () => false,
        );
      if (shown) return card;
    }
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(150);
  }
  return null;
}

/** What a card's controls say: each button's text, name, pressed and busy state. */
const cardControls = (selector: string) =>
  `[...document.querySelectorAll('${selector} button')].map((b) => [b.textContent, b.getAttribute('aria-label'), b.getAttribute('aria-pressed'), b.getAttribute('aria-busy')].join('/')).join('|')`;

/**
 * TAPS presses on one control of a card; `state` reads the card's state the press changes. Each
 * press is on the next card that shows the control (`freshCard`: a save is pressed on a card not
 * saved yet), or on the same card again.
 */
async function cardPresses(
  page: Page,
  control: (card: Locator) => Locator,
  state: (selector: string) => string,
  options: {
    label: Control;
    after?: () => Promise<void>;
    freshCard?: boolean;
    candidate?: string;
  },
): Promise<number[]> {
  const { label, after, freshCard = false, candidate } = options;
  const used = new Set<string>();
  let card: Locator | null = null;
  const times: number[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    if (card && !freshCard) {
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await card.hover();
      // A carousel at its last slide has no Next: the next press is on another card.
      const still = await control(card)
        .first()
        .waitFor({ state: 'visible', timeout: 1_000 })
        .then(
          () => true,
          () => false,
        );
      if (!still) card = null;
    }
    if (!card || freshCard) {
      card = await cardWith(page, control, { skip: used, candidate });
      if (!card) break;
      used.add((await card.getAttribute('data-pin-id')) ?? '');
    }
    const selector = `[data-testid="pin-card"][data-pin-id="${[...used].at(-1)}"]`;
    const before = String(await page.evaluate(`String(${state(selector)})`));
    times.push(
      await pressMs(
        page,
        control(card).first(),
        `String(${state(selector)}) !== ${JSON.stringify(before)}`,
        label,
      ),
    );
    await after?.();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  }
  return times;
}

async function measureTaps(browser: Browser, origin: string, control: Control): Promise<number[]> {
  const userId =
    control === 'cookieAcceptAll'
      ? null
      : control === 'oneTapSave'
        ? KNOWN.users.newUser
        : KNOWN.users.default;
  const context = await phoneContext(browser, userId);
  try {
    const page = await context.newPage();
    await slowCpu(page);
    await openPhoneHome(page, origin);
    const escape = async () => {
      await page.keyboard.press('Escape');
      await page.mouse.move(0, 0);
    };
    switch (control) {
      case 'oneTapSave':
        return await cardPresses(
          page,
          (card) => card.getByRole('button', { name: 'Save', exact: true }),
          cardControls,
          { label: control, freshCard: true },
        );
      case 'boardPicker':
        return await cardPresses(
          page,
          (card) => card.getByRole('button', { name: 'Save', exact: true }),
          (selector) =>
            `${cardControls(selector)} + document.querySelectorAll('[role="dialog"]').length`,
          { label: control, after: escape, freshCard: true },
        );
      case 'heart':
        return await cardPresses(
          page,
          (card) => card.getByRole('button', { name: /^(Un)?[Ff]avorite/ }),
          cardControls,
          { label: control },
        );
      case 'carouselArrow':
        return await cardPresses(
          page,
          (card) => card.getByRole('button', { name: CAROUSEL_LABELS.next }),
          (s) =>
            `[...document.querySelectorAll('${s} [aria-current]')].map((e) => e.getAttribute('aria-label')).join()`,
          // A carousel card shows its dots without the pointer on it.
          { label: control, candidate: '[aria-current]' },
        );
      case 'overflowMenu':
        return await cardPresses(
          page,
          (card) => card.getByRole('button', { name: 'More options' }),
          () => `document.querySelectorAll(':popover-open').length`,
          { label: control, after: escape },
        );
      case 'floor': {
        // What any press costs on this page: the browser's input and frame, and every listener
        // the app has on the page, with nothing of the app's own answering it.
        await page.evaluate(() => {
          const button = document.createElement('button');
          button.id = 'bench-floor';
          button.textContent = 'Press';
          Object.assign(button.style, {
            position: 'fixed',
            left: '150px',
            top: '400px',
            width: '90px',
            height: '44px',
            zIndex: '2147483647',
          });
          button.addEventListener('click', () => {
            button.dataset.pressed = String(Number(button.dataset.pressed ?? 0) + 1);
          });
          document.body.append(button);
        });
        const times: number[] = [];
        for (let i = 0; i < TAPS; i += 1) {
          times.push(
            await pressMs(
              page,
              page.locator('#bench-floor'),
              `document.getElementById('bench-floor').dataset.pressed === '${i + 1}'`,
              control,
            ),
          );
        }
        return times;
      }
      case 'cookieAcceptAll': {
        const times: number[] = [];
        for (let i = 0; i < TAPS; i += 1) {
          if (i > 0) {
            await page.evaluate(() => window.localStorage.clear());
            await openPhoneHome(page, origin);
          }
          const accept = page.getByRole('button', { name: COOKIE_TEXT.acceptAll, exact: true });
          if (!(await accept.isVisible().catch(() => false))) {
            await accept.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
          }
          if (!(await accept.isVisible().catch(() => false))) break;
          times.push(
            await pressMs(
              page,
              accept,
              `![...document.querySelectorAll('button')].some((b) => b.textContent === ${JSON.stringify(COOKIE_TEXT.acceptAll)})`,
              control,
            ),
          );
        }
        return times;
      }
    }
  } finally {
    await context.close();
  }
}

/** The first screen on the slow phone: LCP and the first row tappable, from navigation. */
async function measureFirstScreen(
  browser: Browser,
  origin: string,
): Promise<{ lcpMs: number; readyMs: number }> {
  const context = await phoneContext(browser, null);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    const tracing = TRACE_DIR ? page.context().browser() : null;
    if (tracing) await tracing.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    const ready = await page
      .waitForFunction(
        () => {
          const cards = document.querySelectorAll('[data-testid="pin-card"] a[href]');
          const logic = performance
            .getEntriesByType('resource')
            .find((e) => /\/assets\/pin-logic-[^/]*\.js$/.test(e.name)) as
            PerformanceResourceTiming | undefined;
          if (cards.length < 2 || !logic || logic.responseEnd === 0) return false;
          return performance.now();
        },
        undefined,
        { timeout: 90_000, polling: 'raf' },
      )
      .catch(() => null);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const state = await readState(page);
    if (tracing && TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(path.join(TRACE_DIR, 'first-screen.trace.json'), await tracing.stopTracing());
    }
    if (process.env.BENCH_WEB_DIAG === '1') await printFirstScreen(page);
    return {
      lcpMs: Math.round(state.lcp),
      readyMs: ready ? Math.round(Number(await ready.jsonValue())) : Number.NaN,
    };
  } finally {
    await context.close();
  }
}

/** Diagnosis: the first screen's requests (start and end, ms from navigation) and its LCP. */
async function printFirstScreen(page: Page): Promise<void> {
  const seen = await page.evaluate(
    () =>
      new Promise<{ resources: string[]; lcp: string[] }>((resolve) => {
        const resources = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .map(
            (e) =>
              `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ms ` +
              `${Math.round(e.encodedBodySize / 1024)} KB ${new URL(e.name).pathname}`,
          );
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().map((entry) => {
            const e = entry as PerformanceEntry & { element?: Element | null; url?: string };
            const what = e.element ? e.element.tagName.toLowerCase() : '(gone)';
            return `${Math.round(e.startTime)} ms ${what} ${e.url ? new URL(e.url).pathname : ''}`;
          });
          resolve({ resources, lcp });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  log(`phone first screen requests:\n  ${seen.resources.join('\n  ')}`);
  log(`phone first screen LCP candidates:\n  ${seen.lcp.join('\n  ')}`);
}

/** Every phone figure, under PHONE_KEYS. */
export async function measurePhone(
  browser: Browser,
  origin: string,
): Promise<Record<(typeof PHONE_KEYS)[number], number>> {
  const figures = {} as Record<(typeof PHONE_KEYS)[number], number>;
  if (ONLY.length === 0 || ONLY.includes('first')) {
    log('phone: the first screen at CPU 4x on a slow network');
    const first = await measureFirstScreen(browser, origin);
    figures['web.phone.lcpMs'] = first.lcpMs;
    figures['web.phone.readyMs'] = first.readyMs;
  }
  for (const control of PHONE_CONTROLS) {
    if (ONLY.length > 0 && !ONLY.includes(control)) continue;
    log(`phone: ${TAPS} presses on ${control} at CPU 4x`);
    const times = await measureTaps(browser, origin, control).catch((error: unknown) => {
      log(`phone: ${control} failed: ${error instanceof Error ? error.message : String(error)}`);
      return [] as number[];
    });
    log(
      `phone: ${control} (ms): ${times.map((t) => Math.round(t)).join(', ') || 'no press found'}`,
    );
    figures[`web.phone.tapMs.${control}`] = p95(times);
  }
  return figures;
}
