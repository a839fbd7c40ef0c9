// A page's data load (machines/loader.machine.ts) over random sequences of answers, failures and
// retries, checked against a small model of its own: one load runs at a time, a retry counts only
// after a failure, the data is the last successful answer's, a failure's message stays until the
// next retry. A test shows the suite catches a loader whose retry keeps the old failure.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { loaderMachine } from '../machines/loader.machine';
import { apiError, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty } from './property-support';

/** The model: what a person sees, worked out without the machine. */
interface Model {
  state: 'loading' | 'loaded' | 'failed';
  data: unknown;
  failure: string | null;
  loads: number;
}

type Command =
  { kind: 'answer'; data: number } | { kind: 'fail'; message: string } | { kind: 'retry' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('answer' as const), data: fc.integer({ min: 0, max: 9 }) }),
  fc.record({
    kind: fc.constant('fail' as const),
    message: fc.constantFrom('Not found.', 'Busy.'),
  }),
  fc.record({ kind: fc.constant('retry' as const) }),
);

function step(model: Model, command: Command): Model {
  if (command.kind === 'retry') {
    return model.state === 'failed'
      ? { ...model, state: 'loading', failure: null, loads: model.loads + 1 }
      : model;
  }
  if (model.state !== 'loading') return model;
  return command.kind === 'answer'
    ? { ...model, state: 'loaded', data: command.data }
    : { ...model, state: 'failed', failure: command.message };
}

async function run(machine: AnyStateMachine, commands: readonly Command[]): Promise<void> {
  const open: Deferred<unknown>[] = [];
  const logic = (machine as typeof loaderMachine).provide({
    actors: {
      load: fromPromise(() => {
        const answer = deferred<unknown>();
        open.push(answer);
        return answer.promise;
      }),
    },
  });
  const actor = createActor(logic, {
    input: { what: 'boardEdit', boardId: 'b13', page: 'edit', viewer: null },
  }).start();
  let model: Model = { state: 'loading', data: undefined, failure: null, loads: 1 };
  for (const command of commands) {
    const running = open.at(-1);
    if (command.kind === 'retry') actor.send({ type: 'load.retry' });
    else if (model.state === 'loading' && running) {
      if (command.kind === 'answer') running.resolve(command.data);
      else running.reject(apiError(500, command.message));
    }
    await flush();
    model = step(model, command);
    const snapshot = actor.getSnapshot() as {
      value: string;
      context: { data: unknown; failure: { message: string } | null };
    };
    expect(snapshot.value).toBe(model.state);
    expect(snapshot.context.failure?.message ?? null).toBe(model.failure);
    if (model.state === 'loaded') expect(snapshot.context.data).toBe(model.data);
    expect(open.length).toBe(model.loads);
  }
  actor.stop();
}

const property = (machine: AnyStateMachine) =>
  fc.asyncProperty(fc.array(commandArb, { maxLength: 12 }), (commands) => run(machine, commands));

test('loader: state, data, failure and the number of loads follow the model', async () => {
  await assertProperty('loader', property(loaderMachine));
});

test('the loader suite catches a retry that keeps the old failure', async () => {
  const broken = loaderMachine.provide({ actions: { forgetFailure: assign({}) } });
  await expect(fc.assert(property(broken), { numRuns: 200, seed: 1 })).rejects.toThrow();
});

test('the model itself: a retry outside a failure changes nothing', () => {
  const loaded: Model = { state: 'loaded', data: 1, failure: null, loads: 1 };
  expect(step(loaded, { kind: 'retry' })).toBe(loaded);
});
