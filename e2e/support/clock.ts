import type { Page } from '@playwright/test';

/** How far the page's clock moves at a time while a test waits for the page to reach a point. */
const LOAD_STEP_MS = 100;

/**
 * Installs Playwright's clock on `page`, paused, before the page's first load: from here the
 * page's timers move only when the test moves them (`page.clock.runFor`, `stepClockUntil`).
 */
export async function holdClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Pauses a page's installed clock `aheadMs` from its time now (the timers due by then fire):
 * from here the page's time stands still, so a busy machine's slow steps add nothing to a delay
 * the test measures.
 */
export async function pauseClock(page: Page, aheadMs = 1000): Promise<void> {
  // On a busy machine the page's time may pass that point between reading it and pausing
  // ("Cannot fast-forward to the past"): read it again.
  for (let tries = 1; ; tries += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (tries >= 5 || !/past/.test(String(error))) throw error;
    }
  }
}

/**
 * Moves a held clock LOAD_STEP_MS at a time until `reached` says the page got there (it may wait
 * a short real time for what the network brings): a delay that starts at that point has then run
 * at most one step, however long the page took in real time.
 */
export async function stepClockUntil(
  page: Page,
  reached: () => Promise<boolean>,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come.`);
    await page.clock.runFor(LOAD_STEP_MS);
  }
}
