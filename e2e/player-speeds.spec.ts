// The scenario player at every speed (docs/decisions/012): a person opens a scenario, chooses a
// speed and presses Play; every scenario in scenarios/all.ts passes at 0.5×, 1×, 2×, 4× and "no
// pauses", since the player owns the app's clock. To keep the suite short the matrix runs with
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

const TIME_SCALE = Number(process.env.PLAYER_TIME_SCALE ?? 8);

const longest = [...scenarios].sort((a, b) => playerWaitMs(b) - playerWaitMs(a))[0]!;

for (const speed of PLAYER_SPEEDS) {
  for (const scenario of scenarios) {
    test(`Play at ${speedLabel(speed)}: ${scenario.id}`, async ({ page }) => {
      const budget = 30_000 + playerRunMs(scenario, speed, TIME_SCALE) * 1.5;
      test.setTimeout(budget + 15_000);
      await openPlayer(page, scenario, TIME_SCALE);
      await chooseSpeed(page, speed);
      await page.getByRole('button', { name: 'Play' }).click();
      const steps = await outcome(page, budget);
      expect(failures(steps), `every step passes at ${speedLabel(speed)}`).toEqual([]);
      expect(steps.every((s) => s.status === 'passed' || s.status === 'skipped')).toBe(true);
    });
  }
}

test(`Play at 1×, full length: ${longest.id}`, async ({ page }) => {
  const runMs = playerRunMs(longest, 1);
  test.setTimeout(60_000 + runMs * 1.5);
  await openPlayer(page, longest);
  const started = Date.now();
  await page.getByRole('button', { name: 'Play' }).click();
  const steps = await outcome(page, 30_000 + runMs * 1.5);
  expect(failures(steps)).toEqual([]);
  // The run took at least its waits and pauses in real time: nothing was fast-forwarded.
  expect(Date.now() - started).toBeGreaterThanOrEqual(runMs);
});
