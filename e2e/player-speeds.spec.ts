// The scenario player at every speed (docs/decisions/012): a person opens a scenario, chooses a
// speed and presses Play; every scenario in scenarios/all.ts passes at 0.5×, 1×, 2×, 4× and "no
// pauses", since the player owns the app's clock ("no pauses" runs in e2e/scenarios.spec.ts, where
// the player's outcome is compared with the headless and the Playwright-driver replays). To keep the suite short the matrix runs with
// the player's time scale (real pauses and waits divided by TIME_SCALE; machine time unchanged),
// and the longest scenario also runs once at full length at 1×.
import { scenarios } from '../scenarios/all';
import { expect, test } from './support/fixtures';
import {
  chooseSpeed,
  failures,
  openPlayer,
  outcome,
  PLAYER_SPEEDS,
  playerRunMs,
  playerWaitMs,
  speedLabel,
} from './support/player';

// A scenario that copies a link (send-flyout-copy-link) writes to the clipboard, as a person may.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TIME_SCALE = Number(process.env.PLAYER_TIME_SCALE ?? 16);

/** The speeds with pauses; "no pauses" is played in e2e/scenarios.spec.ts. */
const PACED = PLAYER_SPEEDS.filter((speed) => speed > 0);

const longest = [...scenarios].sort((a, b) => playerWaitMs(b) - playerWaitMs(a))[0]!;

for (const scenario of scenarios) {
  test(`Play at every speed: ${scenario.id}`, async ({ page }) => {
    const budgets = PACED.map((speed) => 20_000 + playerRunMs(scenario, speed, TIME_SCALE));
    test.setTimeout(budgets.reduce((a, b) => a + b, 0));
    for (const [i, speed] of PACED.entries()) {
      // A fresh page for each speed, as a person opening the scenario's link.
      await openPlayer(page, scenario, TIME_SCALE);
      await chooseSpeed(page, speed);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const steps = await outcome(page, budgets[i]!);
      expect(failures(steps), `every step passes at ${speedLabel(speed)}`).toEqual([]);
      expect(steps.every((s) => s.status === 'passed' || s.status === 'skipped')).toBe(true);
    }
  });
}

test(`Play at 1×, full length: ${longest.id}`, async ({ page }) => {
  const runMs = playerRunMs(longest, 1);
  test.setTimeout(60_000 + runMs * 1.5);
  await openPlayer(page, longest);
  const started = Date.now();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const steps = await outcome(page, 30_000 + runMs * 1.5);
  expect(failures(steps)).toEqual([]);
  // The run took at least its waits and pauses in real time: nothing was fast-forwarded.
  expect(Date.now() - started).toBeGreaterThanOrEqual(runMs);
});
