// Issue 5: every scenario replayed in the real app in Chromium, with its expectations checked,
// against the production build and the fake API: the same runner and scripts as the headless
// replay, with the app's real timers and network. The Playwright driver clicks and hovers as a
// person would; the player's own replay (play, autoplay) is checked too.
import { scenarios } from '../scenarios/all';
import { createPlaywrightDriver } from '../scenarios/playwright-driver';
import { runScenario, type StepResult } from '../scenarios/runner';
import { expect, test } from './support/fixtures';

/** The player's own replay is shown for these; every scenario runs under the Playwright driver. */
const PLAYER_REPLAYS = new Set([
  'one-tap-save-fails-then-succeeds',
  'board-save',
  'favorite-fails-silently',
]);

function totalWaitMs(steps: readonly { kind: string; ms?: number }[]): number {
  return steps.reduce((sum, s) => sum + (s.kind === 'wait' ? (s.ms ?? 0) : 0), 0);
}

test('the scenario list shows every scenario by title', async ({ page }) => {
  await page.goto('/scenarios');
  for (const s of scenarios) {
    await expect(page.getByRole('link', { name: s.title, exact: true })).toBeVisible();
  }
});

for (const scenario of scenarios) {
  test(`Playwright replays ${scenario.id}: ${scenario.title}`, async ({ page }) => {
    test.setTimeout(60_000 + totalWaitMs(scenario.steps) + scenario.steps.length * 6_000);
    const result = await runScenario(scenario, createPlaywrightDriver(page));
    const failed = result.steps.filter((s) => s.status === 'failed');
    expect(
      failed.map((s) => `step ${s.index + 1} "${s.say}": ${s.detail ?? ''}`),
      'every expectation holds in the real app',
    ).toEqual([]);
    expect(result.passed).toBe(true);
  });
}

for (const scenario of scenarios.filter((s) => PLAYER_REPLAYS.has(s.id))) {
  test(`the player replays ${scenario.id}`, async ({ page }) => {
    const budget = 30_000 + totalWaitMs(scenario.steps) + scenario.steps.length * 5_000;
    test.setTimeout(budget + 30_000);
    await page.goto(`/scenarios/${scenario.id}?autoplay&speed=0`);
    await expect(page.getByRole('heading', { name: scenario.title })).toBeVisible();
    const status = page.locator('[data-scenario-status]');
    await expect(status).toHaveAttribute('data-scenario-status', /^(passed|failed)$/, {
      timeout: budget,
    });
    const steps = JSON.parse(
      (await status.getAttribute('data-scenario-result')) ?? '[]',
    ) as StepResult[];
    const failed = steps.filter((s) => s.status === 'failed');
    expect(
      failed.map((s) => `step ${s.index + 1} "${s.say}": ${s.detail ?? ''}`),
      'every expectation holds in the real app',
    ).toEqual([]);
    await expect(status).toHaveAttribute('data-scenario-status', 'passed');
    expect(steps.every((s) => s.status === 'passed' || s.status === 'skipped')).toBe(true);
    // The current step is no longer lit, and every step shows its outcome.
    await expect(
      page.getByRole('region', { name: 'Steps' }).locator('[data-status="not-run"]'),
    ).toHaveCount(0);
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
  await page.getByRole('button', { name: 'Play' }).click();
  const status = page.locator('[data-scenario-status]');
  await expect(status).toHaveAttribute('data-scenario-status', 'failed', { timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText(
    "Expected 'pin.100049.oneTapSave' to be in 'saved'",
  );
  await expect(status).toContainText('Failed at step');
});
