// Waiting until the app is idle, on what the page itself shows, with no quiet window: the page
// loaded, no API call and no lazy chunk in flight (as Chromium reports its requests), nothing
// marked `aria-busy="true"`, fonts ready, and one frame drawn with still nothing in flight (a
// call or chunk that an answer starts is seen then, and waited for in turn). The `test` fixture
// of e2e/support/fixtures.ts tracks requests from the first navigation, so calls started before
// the wait are counted too.
import type { Page, Request } from '@playwright/test';

/** API paths (as the preview server proxies them), the outbound beacon to a stand-in outside site, and lazily loaded chunks; images are not awaited. */
const API_PREFIXES = ['/v3/', '/vx/', '/resource/', '/outside/', '/assets/'];

/** A frame the page does not draw (its clock paused by the test) is not waited for longer. */
const FRAME_WAIT_MS = 250;

interface Tracker {
  inFlight: Set<Request>;
  /** Every request in flight (images and documents too), with when it started: for a failure. */
  anyInFlight: Map<Request, number>;
  /** Bumped whenever a request starts. */
  started: number;
  /** What went wrong in the page (a thrown error, a console error, a failed request): for a failure. */
  problems: string[];
}

/** At most this many problems are kept for a failure's message. */
const PROBLEMS_KEPT = 10;

const trackers = new WeakMap<Page, Tracker>();

function isApiCall(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * An error thrown in the page, with the first frames of its stack: in the production build they
 * name a minified chunk, line and column, which a build of the same commit with `--sourcemap
 * hidden` maps back to the source.
 */
export function thrownWhere(error: Error): string {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .slice(0, 4)
    .map((line) => line.trim());
  return `thrown: ${error.message}${frames.length ? ` (${frames.join(' ← ')})` : ''}`;
}

/** Starts counting API calls in flight on `page` (the `test` fixture does it for every page). */
export function trackApiCalls(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = {
    inFlight: new Set(),
    anyInFlight: new Map(),
    started: 0,
    problems: [],
  };
  trackers.set(page, tracker);
  const problem = (text: string) => {
    if (tracker.problems.length < PROBLEMS_KEPT) tracker.problems.push(text);
  };
  page.on('pageerror', (error) => problem(thrownWhere(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problem(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    problem(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  const done = (request: Request) => {
    tracker.inFlight.delete(request);
    tracker.anyInFlight.delete(request);
  };
  page.on('request', (request) => {
    tracker.anyInFlight.set(request, Date.now());
    if (!isApiCall(request)) return;
    tracker.inFlight.add(request);
    tracker.started += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Forgets the calls a tab had in flight when its last test ended (the tab is used again). */
export function forgetApiCalls(page: Page): void {
  const tracker = trackers.get(page);
  tracker?.inFlight.clear();
  tracker?.anyInFlight.clear();
  tracker?.problems.splice(0);
}

/**
 * What the page was doing, for a failed test's output: its address, how far it loaded, how much
 * the app rendered, every request still in flight with its age, and what went wrong in the test
 * (errors thrown, console errors, failed requests). A page that never rendered says here whether
 * a script or call was still waiting, or failed.
 */
export async function describePage(page: Page): Promise<string> {
  const shown = await answerWithin(
    page.evaluate(() => {
      const root = document.getElementById('root');
      return `${document.readyState}, #root has ${root?.childElementCount ?? 'no'} children, body text ${document.body?.innerText.length ?? 0} characters`;
    }),
    2_000,
    'the page did not answer in 2 s (its main thread busy)',
  ).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  const now = Date.now();
  const waiting = [...(trackers.get(page)?.anyInFlight ?? [])].map(
    ([request, at]) => `\n  in flight for ${now - at} ms: ${request.method()} ${request.url()}`,
  );
  const problems = (trackers.get(page)?.problems ?? []).map((p) => `\n  ${p}`);
  return `page ${page.url()}: ${shown}; ${waiting.length} requests in flight${waiting.join('')}${problems.length ? `; what went wrong:${problems.join('')}` : ''}`;
}

/**
 * Resolves once no API call of `page` is in flight, or after `ms` (a call Chromium never reports
 * as ended is not waited for longer). A shared tab waits so before the next test resets the fake
 * API: a write still on its way would otherwise land in the next test's data.
 */
export async function apiCallsSettled(page: Page, ms = 5_000): Promise<void> {
  const tracker = trackers.get(page);
  const deadline = Date.now() + ms;
  while (tracker && tracker.inFlight.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

/** One frame drawn, unless the page's clock is paused (then frames wait for the test). */
async function oneFrame(page: Page): Promise<void> {
  await Promise.race([
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))),
    new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_MS)),
  ]);
}

/** Resolves once the app is idle; throws after `timeout` ms naming what was still busy. */
export async function waitForAppIdle(
  page: Page,
  options: { timeout?: number } = {},
): Promise<void> {
  const timeout = options.timeout ?? 15_000;
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  // A page the fixture did not make (a second tab) is tracked from now on.
  trackApiCalls(page);
  const tracker = trackers.get(page)!;
  for (;;) {
    // Polled from here, not with page timers: a spec may have installed Playwright's clock.
    while (tracker.inFlight.size > 0) {
      if (Date.now() > deadline) {
        const pending = [...tracker.inFlight].map((r) => `${r.method()} ${r.url()}`).join(', ');
        throw new Error(
          `The app was not idle after ${timeout} ms: API calls in flight: ${pending}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const settled = await answerWithin(
      page.evaluate(
        () =>
          document.querySelectorAll('[aria-busy="true"]').length === 0 &&
          document.fonts.status === 'loaded',
      ),
      Math.max(1, deadline - Date.now()),
      `The page did not answer within ${timeout} ms: its main thread is busy (a script or render that never ends?)`,
    );
    if (!settled) {
      if (Date.now() > deadline) {
        throw new Error(`The app was not idle after ${timeout} ms: something is still aria-busy`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    const startedBefore = tracker.started;
    await oneFrame(page);
    if (tracker.inFlight.size === 0 && tracker.started === startedBefore) return;
  }
}
