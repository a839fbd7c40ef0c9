// The recorder's fault poll (docs/decisions/012) over random time steps and reads asked for,
// against a timetable: with a pace, a read comes `everyMs` after the last one ended (or after the
// start); with none, only the reads asked for happen.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { faultPollMachine } from '../machines/fault-poll.machine';
import { flush } from '../machines/test-support';

type Step = { kind: 'time'; ms: number } | { kind: 'ask' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.constant<Step>({ kind: 'ask' }),
);

const property = (logic: typeof faultPollMachine) =>
  fc.asyncProperty(
    fc.constantFrom(0, 100, 300),
    fc.array(stepArb, { maxLength: 30 }),
    async (everyMs, steps) => {
      const clock = new SimulatedClock();
      let reads = 0;
      const actor = createActor(
        logic.provide({
          actors: {
            readFaults: fromPromise(() => {
              reads += 1;
              return Promise.resolve();
            }),
          },
        }),
        { clock, input: { everyMs } },
      ).start();
      let now = 0;
      let expected = 0;
      let next = everyMs > 0 ? everyMs : Infinity;
      for (const step of steps) {
        if (step.kind === 'time') {
          // Steps shorter than the pace cross at most one read time.
          const ms = everyMs > 0 ? Math.min(step.ms, everyMs) : step.ms;
          clock.increment(ms);
          now += ms;
          if (now >= next) {
            expected += 1;
            next = now + everyMs;
          }
        } else {
          actor.send({ type: 'faults.read' });
          expected += 1;
          if (everyMs > 0) next = now + everyMs;
        }
        await flush();
        expect(reads).toBe(expected);
      }
      actor.stop();
    },
  );

test('the fault poll reads on its pace and when asked, never otherwise', async () => {
  await fc.assert(property(faultPollMachine), { numRuns: 200 });
});

test('the suite catches a poll that reads with no pace set', async () => {
  const mutant = faultPollMachine.provide({ guards: { polls: () => true } });
  const result = await fc.check(property(mutant), { numRuns: 200, seed: 4 });
  expect(result.failed).toBe(true);
});
