// `npm run scenarios`: replays every scenario headless (the player's clock at no pauses, the real machines over
// the in-process fake API) and prints the outcome; `-- --json` prints one JSON array with each
// scenario's id, title, steps and pass or fail. `-- <id> ...` replays only those.
import { scenarios } from '../scenarios/all';
import { createHeadlessDriver } from '../scenarios/drivers/headless-driver';
import { runScenario, type ScenarioResult } from '../scenarios/runner';

const args = process.argv.slice(2);
const json = args.includes('--json');
const ids = args.filter((a) => !a.startsWith('--'));
const unknown = ids.filter((id) => !scenarios.some((s) => s.id === id));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown scenario id(s): ${unknown.join(', ')}\nKnown: ${scenarios.map((s) => s.id).join(', ')}\n`,
  );
  process.exit(2);
}
const chosen = ids.length > 0 ? scenarios.filter((s) => ids.includes(s.id)) : scenarios;

// Machines log their own warnings; keep stdout to the report.
const quiet = json ? { warn: console.warn, error: console.error } : null;
if (quiet) {
  console.warn = () => {};
  console.error = () => {};
}

const driver = createHeadlessDriver();
const results: ScenarioResult[] = [];
try {
  for (const scenario of chosen) {
    const result = await runScenario(scenario, driver);
    results.push(result);
    if (!json) {
      process.stdout.write(`${result.passed ? 'PASS' : 'FAIL'}  ${result.id}  ${result.title}\n`);
      if (!result.passed) {
        for (const step of result.steps.filter((s) => s.status === 'failed')) {
          process.stdout.write(
            `      step ${step.index + 1}: ${step.say}\n      ${step.detail ?? ''}\n`,
          );
        }
      }
    }
  }
} finally {
  await driver.close();
  if (quiet) Object.assign(console, quiet);
}

if (json) {
  const out = results.map((r) => ({
    id: r.id,
    title: r.title,
    passed: r.passed,
    steps: r.steps.map((s) => ({
      say: s.say,
      kind: s.kind,
      status: s.status,
      ...(s.detail ? { detail: s.detail } : {}),
    })),
  }));
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else {
  const passed = results.filter((r) => r.passed).length;
  process.stdout.write(`\n${passed}/${results.length} scenarios passed\n`);
}
process.exitCode = results.every((r) => r.passed) ? 0 : 1;
