// Issue 5: every scenario replays headless (simulated clock, the real machines and actors over
// the in-process fake API) with all its expectations met.
import { afterAll, expect, test } from 'vitest';
import { scenarios } from './all';
import { createHeadlessDriver } from './headless-driver';
import { runScenario, type ScenarioResult } from './runner';

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
