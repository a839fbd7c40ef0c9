// Every scenario in Chromium, each held to the outcome its script gives (`expectedStatuses`):
// - in the player, once each, one after another in one browser context, as a stakeholder presses
//   Play on one scenario after another: whatever a run leaves in the browser must not reach the
//   next (the player sets the app's storage aside, docs/decisions/012). The speed rotates over
//   the scenarios with the run's seed, so every speed plays about a dozen scenarios every run;
//   waits and pauses are shown at TIME_SCALE× real speed (machine time unchanged);
// - under the Playwright driver, where the script has page actions for Playwright to take.
// The headless replay is vitest's (scenarios/replay.test.ts); the player's own checks (real-time
// toasts, stepping by hand, Play again, a busy laptop) are in e2e/player-time.spec.ts.
import type { BrowserContext, Page } from '@playwright/test';
import { scenarios } from '../scenarios/all';
import { createPlaywrightDriver } from '../scenarios/drivers/playwright-driver';
import { expectedStatuses, provedSomething, runScenario } from '../scenarios/runner';
import { expect, test } from './support/fixtures';
import {
  chooseSpeed,
  failures,
  openPlayer,
  outcome,
  PLAYER_PERMISSIONS,
  PLAYER_SEED,
  playerRunMs,
  rotatedSpeed,
  speedLabel,
} from './support/player';
import { appOrigin } from './support/servers';

// What a person's browser grants the page they use: the clipboard, for send-flyout-copy-link.
const PERMISSIONS = PLAYER_PERMISSIONS;
test.use({ permissions: PERMISSIONS });
// The tests below share the worker's tab, put back as new between them (support/shared-page.ts):
// a player run sets aside what the app keeps in the browser, whatever ran before it. The chain
// makes its one context itself.

/** Real pauses and waits are divided by this in the player runs below; machine time is not. */
const TIME_SCALE = 8;

test('the scenario list shows every scenario by title', async ({ page }) => {
  await page.goto('/scenarios');
  for (const s of scenarios) {
    await expect(page.getByRole('link', { name: s.title, exact: true })).toBeVisible();
  }
});

test.describe('every scenario in the player, one after another in one browser', () => {
  // In order, in one worker, on one page: a failure starts a new worker (and a new browser
  // context) for the scenarios after it.
  test.describe.configure({ mode: 'default' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    console.log(`Scenario speeds: PLAYER_SEED=${PLAYER_SEED}`);
    context = await browser.newContext({
      baseURL: appOrigin(testInfo.parallelIndex),
      permissions: PERMISSIONS,
    });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  for (const [index, scenario] of scenarios.entries()) {
    const speed = rotatedSpeed(index);
    test(`Play ${scenario.id} at ${speedLabel(speed)}`, async () => {
      const runMs = playerRunMs(scenario, speed, TIME_SCALE);
      test.setTimeout(40_000 + scenario.steps.length * 2_000 + runMs * 2);
      await openPlayer(page, scenario, TIME_SCALE);
      await chooseSpeed(page, speed);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const played = await outcome(page, 30_000 + scenario.steps.length * 2_000 + runMs * 2);
      expect(failures(played), `the player at ${speedLabel(speed)}`).toEqual([]);
      expect(played.map((s) => s.status)).toEqual(expectedStatuses(scenario, 'browser'));
    });
  }
});

const acting = scenarios.filter((s) => s.steps.some((step) => step.kind === 'act'));

for (const scenario of acting) {
  test(`Playwright acts out ${scenario.id}`, async ({ page }) => {
    test.setTimeout(40_000 + scenario.steps.length * 4_000);
    const driven = await runScenario(scenario, createPlaywrightDriver(page));
    expect(failures(driven.steps), 'Playwright driver').toEqual([]);
    expect(driven.steps.map((s) => s.status)).toEqual(expectedStatuses(scenario, 'playwright'));
    expect(provedSomething(driven)).toBe(true);
  });
}

test('a failed expectation is shown plainly in the player', async ({ page }) => {
  // The delete fails, but the script pretends it succeeded: the player names what it found.
  await page.goto('/scenarios/delete-fails');
  await page.route('**/_control/faults', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 204, body: '' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const status = page.locator('[data-scenario-status]');
  await expect(status).toHaveAttribute('data-scenario-status', 'failed', { timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText(
    "Expected 'pin.100049.oneTapSave' to be in 'saved'",
  );
  await expect(status).toContainText('Failed at step');
});
