// The pin-page repin counter (spec 3 section 7 "Tracking": "A counter is sampled for a graphql
// pin-page experiment, which logs only the first 10 repins"): over any sequence of repins from
// any view, with the experiment on or off and the experiments read before or after some repins,
// the counter logs exactly the first min(n, 10) of the n pin-page repins, numbered 1, 2, ...
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, enqueueActions, fromPromise, type AnyStateMachine } from 'xstate';
import { repinCounterMachine, type RepinCounterEmitted } from '../machines/repin-counter.machine';
import { deferred, flush } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

/** Spec 3 section 7: the first 10 repins. */
const LIMIT = 10;
const EXPERIMENT = 'web_graphql_pin_page';

const repin = fc.record({
  pinId: fc.constantFrom('1', '2', '3'),
  // The pin page (closeup) and other places a pin is saved from.
  viewType: fc.constantFrom('closeup', 'closeup', 'closeup', 'home_feed', 'search', null),
});
const run = fc.record({
  // Long enough runs to pass the limit often.
  repins: fc.array(repin, { maxLength: 40, size: 'large' }),
  on: fc.boolean(),
  // How many repins come before the experiments are read.
  readAfter: fc.nat({ max: 40 }),
});

/** The model: the pin-page repins, the first LIMIT of them logged when the experiment is on. */
function modelLogs(repins: readonly { pinId: string; viewType: string | null }[], on: boolean) {
  if (!on) return [];
  const onPinPage = repins.filter((r) => r.viewType === 'closeup');
  return onPinPage.slice(0, LIMIT).map((r, i) => `${r.pinId}#${i + 1}`);
}

function logsTheFirstTen(machine: AnyStateMachine) {
  return fc.asyncProperty(run, async ({ repins, on, readAfter }) => {
    const read = deferred<readonly string[]>();
    const emitted: RepinCounterEmitted[] = [];
    const logic = machine.provide({
      actors: { readExperiments: fromPromise(() => read.promise) },
    });
    const actor = createActor(logic, { input: { limit: LIMIT } });
    actor.on('*', (e: RepinCounterEmitted) => emitted.push(e));
    actor.start();
    for (const [i, r] of repins.entries()) {
      if (i === readAfter) {
        read.resolve(on ? [EXPERIMENT] : []);
        await flush();
      }
      actor.send({ type: 'repinCounter.repin', ...r });
    }
    read.resolve(on ? [EXPERIMENT] : []);
    await flush();
    const expected = modelLogs(repins, on);
    expect(emitted.map((e) => `${e.objectId}#${e.value}`)).toEqual(expected);
    const pinPage = repins.filter((r) => r.viewType === 'closeup').length;
    expect(emitted).toHaveLength(on ? Math.min(pinPage, LIMIT) : 0);
    actor.stop();
  });
}

test('any sequence of repins logs exactly the first min(n, 10) pin-page repins', async () => {
  await assertProperty('repin-counter', logsTheFirstTen(repinCounterMachine), 200);
});

test('the suite catches a counter that logs an eleventh repin', async () => {
  const eleven = repinCounterMachine.provide({
    actions: {
      count: enqueueActions(({ context, event, enqueue }) => {
        const logged = context.logged + (context.logged < LIMIT + 1 ? 1 : 0);
        if (logged > context.logged)
          enqueue.emit({
            type: 'counter',
            name: 'graphql_pin_page_repin',
            value: logged,
            objectId: (event as { pinId: string }).pinId,
            auxData: { counter: 'graphql_pin_page_repin', count: logged },
          });
        enqueue.assign({ counted: context.counted + 1, logged });
      }),
    },
  });
  expect(await propertyFails(logsTheFirstTen(eleven), 200)).toBe(true);
});
