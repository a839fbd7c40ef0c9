// Driving the scenario player through its UI, as a person does: choose a speed, press Play or
// Step, and read the outcome of every step off the page (docs/decisions/012).
import type { ConsoleMessage, Page } from '@playwright/test';
import type { Scenario } from '../../scenarios/format';
import type { StepResult } from '../../scenarios/runner';
import { STEP_GAP_MS } from '../../machines/player.machine';
import { resetApi } from './control';
import { thrownWhere } from './idle';
import { expect } from './fixtures';

import { PLAYER_SPEEDS } from '../../machines/player.machine';

/**
 * What a person's Chromium grants the tab they are using, and Playwright's contexts do not: a
 * scenario that copies a link (send-flyout-copy-link) writes to the clipboard when the player, not
 * the person, presses Copy link, so without it the copy would depend on how recently the person
 * pressed a key or button in the page.
 */
export const PLAYER_PERMISSIONS = ['clipboard-read', 'clipboard-write'];

/** The speed choices as the player's menu names them; 0 is "no pauses". */
export { PLAYER_SPEEDS };

/**
 * The run's seed for every sample the player specs draw (speeds, stepped scenarios, throttled
 * scenarios): playwright.config.ts sets it once per run, so every worker reads the same one, and
 * it changes from run to run. Replay a run with PLAYER_SEED=<seed>.
 */
export const PLAYER_SEED = Number(process.env.PLAYER_SEED ?? 0);

/** The speed scenario `index` plays at in this run: the speeds rotate over the scenarios. */
export function rotatedSpeed(index: number, seed = PLAYER_SEED): number {
  return PLAYER_SPEEDS[(index + seed) % PLAYER_SPEEDS.length]!;
}

/** `count` items of `list`, a different sample for every seed (consecutive, wrapping). */
export function sampleOf<T>(list: readonly T[], count: number, seed = PLAYER_SEED): T[] {
  const start = (seed * 7) % list.length;
  return Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[(start + i) % list.length]!,
  );
}

export function speedLabel(speed: number): string {
  return speed === 0 ? 'no pauses' : `${speed}×`;
}

/** Clock ms of the scenario's `wait` steps that run in the player. */
export function playerWaitMs(scenario: Scenario): number {
  return scenario.steps.reduce(
    (sum, s) => sum + (s.kind === 'wait' && (!s.only || s.only.includes('browser')) ? s.ms : 0),
    0,
  );
}

/** Real ms a run takes at this speed and time scale, pauses and waits included. */
export function playerRunMs(scenario: Scenario, speed: number, timeScale = 1): number {
  if (speed === 0) return 0;
  return (playerWaitMs(scenario) + scenario.steps.length * STEP_GAP_MS) / (speed * timeScale);
}

/** Opens the player on a scenario (the time scale shortens real time only; see decision 012). */
export async function openPlayer(page: Page, scenario: Scenario, timeScale = 1): Promise<void> {
  const query = timeScale === 1 ? '' : `?timeScale=${timeScale}`;
  // Fresh data, as at the start of every test: a run before this one may have saved the pin.
  await resetApi(page.request);
  // What the page throws or logs as an error while it opens, to name in a failure.
  const errors: string[] = [];
  const thrown = (error: Error) => errors.push(thrownWhere(error));
  const logged = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  page.on('pageerror', thrown);
  page.on('console', logged);
  try {
    await page.goto(`/scenarios/${scenario.id}${query}`);
    // The player's route and the scenario load as a lazy chunk: on a loaded machine, seconds.
    await expect(page.getByRole('heading', { name: scenario.title })).toBeVisible({
      timeout: 20_000,
    });
  } catch (error) {
    // Say what the page showed instead, so a run that did not open can be told apart.
    const shown = await page
      .evaluate(
        () =>
          `${document.title} (${document.readyState}): ${document.body.innerText.slice(0, 300)}`,
      )
      .catch((e: Error) => `(unreadable: ${e.message})`);
    const said = errors.length ? `; the page said: ${errors.slice(0, 5).join(' | ')}` : '';
    throw new Error(
      `The player did not open ${scenario.id} at ${page.url()}; it showed ${shown}${said}`,
      { cause: error },
    );
  } finally {
    page.off('pageerror', thrown);
    page.off('console', logged);
  }
}

export async function chooseSpeed(page: Page, speed: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: speedLabel(speed) });
}

/** Waits for the run's end and answers each step's outcome as the page shows it. */
export async function outcome(page: Page, timeout: number): Promise<StepResult[]> {
  const status = page.locator('[data-scenario-status]');
  await expect(status).toHaveAttribute('data-scenario-status', /^(passed|failed)$/, { timeout });
  return JSON.parse((await status.getAttribute('data-scenario-result')) ?? '[]') as StepResult[];
}

/** The failed steps in words, for an assertion message. */
export function failures(steps: readonly StepResult[]): string[] {
  return steps
    .filter((s) => s.status === 'failed')
    .map((s) => `step ${s.index + 1} "${s.say}": ${s.detail ?? ''}`);
}
