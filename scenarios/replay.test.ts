// Every scenario replays headless (the real machines and actors over the in-process fake API, on
// the player's clock: docs/decisions/012) with all its expectations met, each at a speed of the
// player's, rotated from a seed (docs/decisions/064): SCENARIO_SPEED_SEED=<n> replays a run.
import { afterAll, expect, test } from 'vitest';
import { scenarios } from './all';
import { defineScenario } from './format';
import { createHeadlessDriver } from './drivers/headless-driver';
import { replaySpeed, speedSeed, SPEEDS } from './replay-speeds';
import { expectedStatuses, provedSomething, runScenario, type ScenarioResult } from './runner';

const driver = createHeadlessDriver();
afterAll(() => driver.close());

const seed = speedSeed(process.env.SCENARIO_SPEED_SEED);
console.log(`SCENARIO_SPEED_SEED=${seed}`);

function explain(result: ScenarioResult): string {
  return result.steps
    .filter((s) => s.status !== 'not-run')
    .map(
      (s) =>
        `${s.status === 'failed' ? '✗' : s.status === 'skipped' ? '-' : '✓'} ${s.say}${s.detail ? `\n    ${s.detail}` : ''}`,
    )
    .join('\n');
}

for (const [index, scenario] of scenarios.entries()) {
  test(`${scenario.id}: ${scenario.title}`, async () => {
    const speed = replaySpeed(seed, index);
    driver.speed = speed;
    const result = await runScenario(scenario, driver);
    if (!result.passed)
      expect.fail(
        `Scenario '${scenario.id}' failed at ${speed}× (SCENARIO_SPEED_SEED=${seed}):\n${explain(result)}`,
      );
    // Held to the outcome the script gives, as the player and the Playwright driver are.
    expect(result.steps.map((s) => s.status)).toEqual(expectedStatuses(scenario, 'headless'));
    // A scenario whose every check was skipped here proved nothing headless.
    expect(provedSomething(result), `'${scenario.id}' has no expectation that ran headless`).toBe(
      true,
    );
  });
}

test('scenario i replays at SPEEDS[(seed + i) % 5], the player speeds from no pauses to 4×', () => {
  expect(SPEEDS).toEqual([0, 0.5, 1, 2, 4]);
  expect([0, 1, 2, 3, 4, 5].map((i) => replaySpeed(3, i))).toEqual([2, 4, 0, 0.5, 1, 2]);
  expect(replaySpeed(10, 0)).toBe(0);
});

test('SCENARIO_SPEED_SEED replays a run; without it the seed is fresh', () => {
  expect(speedSeed('17')).toBe(17);
  expect(speedSeed(undefined, () => 0.5)).toBe(2500);
  expect(speedSeed('not a number', () => 0)).toBe(0);
});

test('headless, a wait at 0.5× moves machine time by exactly its length, spending no real time', async () => {
  const own = createHeadlessDriver();
  try {
    own.speed = 0.5;
    await own.start(
      defineScenario({
        id: 'long-wait',
        title: 'A long wait',
        summary: 'Ten minutes pass.',
        spec: 'docs/decisions/064',
        start: { viewer: null, path: '/' },
        steps: [],
      }),
    );
    const from = own.clock!.now();
    const started = performance.now();
    await own.wait(600_000);
    expect(own.clock!.now() - from).toBe(600_000);
    expect(performance.now() - started).toBeLessThan(5000);
  } finally {
    await own.stop();
    await own.close();
  }
});

test('scenario ids are unique, kebab-case, and every step has a sentence', () => {
  const ids = scenarios.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const s of scenarios) {
    expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const step of s.steps) expect(step.say.trim().length).toBeGreaterThan(3);
  }
});

test('a run whose every check was skipped is not counted as a pass', () => {
  const skipped = {
    id: 'x',
    title: 'x',
    driver: 'headless' as const,
    passed: true,
    steps: [
      { index: 0, kind: 'send' as const, say: 'Tap.', status: 'passed' as const },
      { index: 1, kind: 'expect' as const, say: 'Saved.', status: 'skipped' as const },
    ],
  };
  expect(provedSomething(skipped)).toBe(false);
  expect(provedSomething({ ...skipped, steps: [{ ...skipped.steps[1]!, status: 'passed' }] })).toBe(
    true,
  );
});
