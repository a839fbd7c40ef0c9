// The recorder's fault poll (docs/decisions/012): a read every 300 ms on the clock, a failed
// read ignored, and no reads at all when polling is off.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { FAULT_POLL_MS, faultPollMachine } from './fault-poll.machine';
import { flush } from './test-support';

function start(everyMs = FAULT_POLL_MS, fail = false) {
  const clock = new SimulatedClock();
  let reads = 0;
  const logic = faultPollMachine.provide({
    actors: {
      readFaults: fromPromise(() => {
        reads += 1;
        return fail ? Promise.reject(new Error('Control unreachable')) : Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, { clock, input: { everyMs } });
  actor.start();
  return { clock, actor, reads: () => reads };
}

test('the faults are read every 300 ms', async () => {
  const p = start();
  p.clock.increment(FAULT_POLL_MS - 1);
  expect(p.reads()).toBe(0);
  p.clock.increment(1);
  await flush();
  expect(p.reads()).toBe(1);
  p.clock.increment(FAULT_POLL_MS);
  await flush();
  expect(p.reads()).toBe(2);
});

test('a failed read is ignored and the poll goes on', async () => {
  const p = start(FAULT_POLL_MS, true);
  p.clock.increment(FAULT_POLL_MS);
  await flush();
  p.clock.increment(FAULT_POLL_MS);
  await flush();
  expect(p.reads()).toBe(2);
  expect(p.actor.getSnapshot().value).toBe('waiting');
});

test('with polling off the faults are read only when asked', async () => {
  const p = start(0);
  p.clock.increment(60_000);
  await flush();
  expect(p.reads()).toBe(0);
  p.actor.send({ type: 'faults.read' });
  await flush();
  expect(p.reads()).toBe(1);
});
