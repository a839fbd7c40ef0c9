// Waiting until the app is idle: the page loaded, no API call in flight for a short quiet window,
// nothing marked `aria-busy="true"`, fonts ready and two frames painted. The `test` fixture of
// e2e/support/fixtures.ts tracks API calls from the first navigation, so calls started before
// the wait are counted too.
import type { Page, Request } from '@playwright/test';

/** API paths (as the preview server proxies them) and lazily loaded chunks; images are not awaited. */
const API_PREFIXES = ['/v3/', '/vx/', '/resource/', '/beacon', '/assets/'];

const QUIET_MS = 150;
const FRAME_WAIT_MS = 250;

interface Tracker {
  inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

function isApiCall(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Starts counting API calls in flight on `page` (the `test` fixture does it for every page). */
export function trackApiCalls(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() };
  trackers.set(page, tracker);
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** `promise`, or an error with `message` when it has not settled after `ms`. */
async function answerWithin<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the app is idle; throws after `timeout` ms naming what was still busy. */
export async function waitForAppIdle(
  page: Page,
  options: { timeout?: number } = {},
): Promise<void> {
  const timeout = options.timeout ?? 15_000;
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  const tracker = trackers.get(page);
  if (tracker) {
    while (tracker.inFlight.size > 0 || Date.now() - tracker.lastChange < QUIET_MS) {
      if (Date.now() > deadline) {
        const pending = [...tracker.inFlight].map((r) => `${r.method()} ${r.url()}`).join(', ');
        throw new Error(
          `The app was not idle after ${timeout} ms: API calls in flight: ${pending}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } else {
    await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) });
  }
  // Polled from here, not with page timers: a spec may have installed Playwright's clock.
  for (;;) {
    const settled = await answerWithin(
      page.evaluate(
        () =>
          document.querySelectorAll('[aria-busy="true"]').length === 0 &&
          document.fonts.status === 'loaded',
      ),
      Math.max(1, deadline - Date.now()),
      `The page did not answer within ${timeout} ms: its main thread is busy (a script or render that never ends?)`,
    );
    if (settled) break;
    if (Date.now() > deadline) {
      throw new Error(`The app was not idle after ${timeout} ms: something is still aria-busy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // Two painted frames, unless the page's clock is paused (then frames wait for the test).
  await Promise.race([
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    ),
    new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_MS)),
  ]);
}
