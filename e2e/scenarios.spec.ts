// Every scenario replayed three ways, which must agree on every step's outcome: headless (the
// player's clock over real time that jumps, in this process), under the Playwright driver in the real app in Chromium
// (Playwright clicks and hovers as a person would) and in the player through its UI at "no
// pauses". The two in Chromium run on the player's clock (docs/decisions/012).
import { scenarios } from '../scenarios/all';
import { stepApplies, type DriverKind, type Scenario } from '../scenarios/format';
import { createHeadlessDriver } from '../scenarios/headless-driver';
import { createPlaywrightDriver } from '../scenarios/playwright-driver';
import {
  provedSomething,
  runScenario,
  type StepResult,
  type StepStatus,
} from '../scenarios/runner';
import { expect, test } from './support/fixtures';
import { chooseSpeed, failures, openPlayer, outcome } from './support/player';

// A scenario that copies a link (send-flyout-copy-link) writes to the clipboard, as a person may.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the scenario list shows every scenario by title', async ({ page }) => {
  await page.goto('/scenarios');
  for (const s of scenarios) {
    await expect(page.getByRole('link', { name: s.title, exact: true })).toBeVisible();
  }
});

/**
 * What a step's outcome must be under a driver, given what it was headless: a step that does not
 * apply to a driver, or a page action with no event to send headless, is skipped there; every
 * other step has the same outcome everywhere.
 */
function expectedUnder(scenario: Scenario, index: number, headless: StepStatus, kind: DriverKind) {
  const step = scenario.steps[index]!;
  if (!stepApplies(step, kind)) return 'skipped';
  if (headless === 'skipped' && (!stepApplies(step, 'headless') || step.kind === 'act'))
    return 'passed';
  return headless;
}

for (const scenario of scenarios) {
  test(`headless, Playwright and the player agree on every step: ${scenario.id}`, async ({
    page,
  }) => {
    test.setTimeout(90_000 + scenario.steps.length * 6_000);
    const headlessDriver = createHeadlessDriver();
    const headless = await runScenario(scenario, headlessDriver).finally(() =>
      headlessDriver.close(),
    );
    const driven = await runScenario(scenario, createPlaywrightDriver(page));
    // The player, as a person uses it: no pauses, Play.
    await openPlayer(page, scenario);
    await chooseSpeed(page, 0);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const played = await outcome(page, 60_000 + scenario.steps.length * 3_000);
    const row = (steps: readonly StepResult[]) => steps.map((s) => s.status);
    expect(failures(headless.steps), 'headless').toEqual([]);
    expect(failures(driven.steps), 'Playwright driver').toEqual([]);
    expect(failures(played), 'player').toEqual([]);
    expect(row(driven.steps), 'Playwright driver agrees with headless').toEqual(
      headless.steps.map((s, i) => expectedUnder(scenario, i, s.status, 'playwright')),
    );
    expect(row(played), 'the player agrees with headless').toEqual(
      headless.steps.map((s, i) => expectedUnder(scenario, i, s.status, 'browser')),
    );
    expect(provedSomething(headless) && provedSomething(driven)).toBe(true);
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
