// The runner reports plainly: a failed expectation names what was expected and what was found,
// stops the run, and leaves the remaining steps marked as not run (scenarios/README.md: the player shows it).
import { expect, test } from 'vitest';
import { defineScenario } from './format';
import { runScenario, type Driver } from './runner';

function fakeDriver(value: unknown, context: unknown = {}): Driver & { sent: string[] } {
  const sent: string[] = [];
  return {
    kind: 'headless',
    patienceMs: 0,
    sent,
    start: () => Promise.resolve(),
    send: (to, event) => {
      sent.push(`${to}:${event.type}`);
      return Promise.resolve();
    },
    act: () => Promise.reject(new Error('no page')),
    wait: () => Promise.resolve(),
    api: () => Promise.resolve(),
    read: (id) => Promise.resolve(id === 'pin.1.oneTapSave' ? { value, context } : null),
    hasText: (text) => Promise.resolve(text === 'Saved to Profile'),
    settle: () => Promise.resolve(),
    reload: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}

const scenario = defineScenario({
  id: 'sample',
  title: 'Sample',
  summary: 'A sample.',
  spec: 'none',
  start: { viewer: null },
  steps: [
    { kind: 'send', say: 'Tap.', to: 'pin.1.oneTapSave', event: { type: 'save.toggle' } },
    { kind: 'expect', say: 'Saved.', check: { actor: 'pin.1.oneTapSave', state: 'saved' } },
    { kind: 'expect', say: 'Toast.', check: { text: 'Saved to Profile' } },
  ],
});

test('a scenario whose expectations hold passes, every step passed', async () => {
  const result = await runScenario(scenario, fakeDriver('saved'));
  expect(result.passed).toBe(true);
  expect(result.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
});

test('a failed expectation says what was expected and found, and stops the run', async () => {
  const result = await runScenario(scenario, fakeDriver('none'));
  expect(result.passed).toBe(false);
  expect(result.steps.map((s) => s.status)).toEqual(['passed', 'failed', 'not-run']);
  expect(result.steps[1]?.detail).toBe(
    "Expected 'pin.1.oneTapSave' to be in 'saved', but it is in 'none'.",
  );
});

test('a missing actor and a missing text are reported in plain words', async () => {
  const result = await runScenario(
    defineScenario({
      ...scenario,
      steps: [
        {
          kind: 'expect',
          say: 'Gone.',
          check: { actor: 'pin.2.favorite', path: 'count', equals: 1 },
        },
      ],
    }),
    fakeDriver('none'),
  );
  expect(result.steps[0]?.detail).toBe(
    "Expected a live actor 'pin.2.favorite', but there is none.",
  );
  const text = await runScenario(
    defineScenario({
      ...scenario,
      steps: [{ kind: 'expect', say: 'Toast.', check: { text: 'Pin deleted!' } }],
    }),
    fakeDriver('none'),
  );
  expect(text.steps[0]?.detail).toBe("Expected to see 'Pin deleted!', but it is not shown.");
});

test('steps for other drivers are skipped, and page acts without an equivalent are skipped headless', async () => {
  const driver = fakeDriver('saved');
  const result = await runScenario(
    defineScenario({
      ...scenario,
      steps: [
        { kind: 'expect', say: 'Browser only.', check: { text: 'nowhere' }, only: ['browser'] },
        { kind: 'act', say: 'Visit.', action: { do: 'visit', path: '/' } },
        {
          kind: 'act',
          say: 'Click Save.',
          action: { do: 'click', target: { role: 'button', name: 'Save' } },
          equivalent: { to: 'pin.1.oneTapSave', event: { type: 'save.toggle' } },
        },
      ],
    }),
    driver,
  );
  expect(result.steps.map((s) => s.status)).toEqual(['skipped', 'skipped', 'passed']);
  expect(driver.sent).toEqual(['pin.1.oneTapSave:save.toggle']);
});

test('an expectation that waits lets the answers in while it waits, as after a step', async () => {
  // The actor comes only with an answer, and answers come in only when the driver settles.
  let settles = 0;
  const driver: Driver = {
    ...fakeDriver('saved'),
    kind: 'browser',
    patienceMs: 5_000,
    read: () => Promise.resolve(settles >= 3 ? { value: 'saved', context: {} } : null),
    settle: () => Promise.resolve(void (settles += 1)),
  };
  const result = await runScenario(
    defineScenario({ ...scenario, steps: [scenario.steps[1]!] }),
    driver,
  );
  expect(result.steps.map((s) => s.status)).toEqual(['passed']);
});
