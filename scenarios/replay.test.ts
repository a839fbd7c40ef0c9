// DESIGN.md "Scenarios": every scenario replays headless (simulated clock, the real machines and actors over
// the in-process fake API) with all its expectations met.
import { afterAll, expect, test } from 'vitest';
import { scenarios } from './all';
import { createHeadlessDriver } from './headless-driver';
import { provedSomething, runScenario, type ScenarioResult } from './runner';

const driver = createHeadlessDriver();
afterAll(() => driver.close());

function explain(result: ScenarioResult): string {
  return result.steps
    .filter((s) => s.status !== 'not-run')
    .map(
      (s) =>
        `${s.status === 'failed' ? '✗' : s.status === 'skipped' ? '-' : '✓'} ${s.say}${s.detail ? `\n    ${s.detail}` : ''}`,
    )
    .join('\n');
}

for (const scenario of scenarios) {
  test(`${scenario.id}: ${scenario.title}`, async () => {
    const result = await runScenario(scenario, driver);
    if (!result.passed) expect.fail(`Scenario '${scenario.id}' failed:\n${explain(result)}`);
    expect(result.steps.every((s) => s.status === 'passed' || s.status === 'skipped')).toBe(true);
    // A scenario whose every check was skipped here proved nothing headless.
    expect(provedSomething(result), `'${scenario.id}' has no expectation that ran headless`).toBe(
      true,
    );
  });
}

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
