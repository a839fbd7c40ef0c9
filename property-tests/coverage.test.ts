// Path coverage (property-tests/README.md): every catalogued machine reaches every state and takes every
// transition on the shortest paths of its `xstate/graph` test model.
import { expect, test } from 'vitest';
import { assign, setup } from 'xstate';
import { catalogue } from '../machines/catalogue';
import { formatTable, isComplete, measureCoverage } from '../machines/coverage';

for (const entry of catalogue) {
  test(`${entry.id}: every state is reachable and every transition is taken`, () => {
    const result = measureCoverage(entry);
    if (!isComplete(result)) expect.fail(formatTable([result]));
    expect(result.states.covered).toBe(result.states.total);
    expect(result.transitions.covered).toBe(result.transitions.total);
  });
}

test('catalogue ids are unique and kebab-case', () => {
  const ids = catalogue.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('coverage reports a state no event reaches and a guarded transition never taken', () => {
  const machine = setup({
    types: { context: {} as { taps: number }, events: {} as { type: 'tap' } },
    guards: { never: () => false },
    delays: { settle: 100 },
  }).createMachine({
    id: 'sample',
    context: { taps: 0 },
    initial: 'idle',
    states: {
      idle: {
        on: {
          tap: [
            { guard: 'never', target: 'orphan' },
            { target: 'busy', actions: assign({ taps: ({ context }) => context.taps + 1 }) },
          ],
        },
      },
      busy: { after: { settle: 'idle' } },
      orphan: {},
    },
  });
  const result = measureCoverage({
    id: 'sample',
    title: 'Sample',
    specSection: 'none',
    machine,
    events: [{ event: { type: 'tap' }, label: 'Tap' }],
    // The tap counter grows without end: the bound keeps traversal finite.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  expect(result.error).toBeUndefined();
  expect(result.states.missing).toEqual(['orphan']);
  expect(result.transitions.missing).toEqual(['idle --tap [never]--> orphan']);
  expect(result.transitions.covered).toBe(2);
});

test('an unbounded context without a serializeState is reported, not looped on forever', () => {
  const machine = setup({
    types: { context: {} as { taps: number }, events: {} as { type: 'tap' } },
  }).createMachine({
    id: 'counter',
    context: { taps: 0 },
    on: { tap: { actions: assign({ taps: ({ context }) => context.taps + 1 }) } },
  });
  const result = measureCoverage({
    id: 'counter',
    title: 'Counter',
    specSection: 'none',
    machine,
    events: [],
  });
  expect(result.error).toMatch(/limit/i);
});
