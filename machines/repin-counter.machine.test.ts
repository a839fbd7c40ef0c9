// The pin-page repin counter (spec 3 section 7 "Tracking": "A counter is sampled for a graphql
// pin-page experiment, which logs only the first 10 repins"; docs/decisions/060). The machine has
// no timers: each repin is handled as it comes, once the experiments are read.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PIN_PAGE_REPIN_COUNTER } from '../domain/constants';
import { EXPERIMENTS } from '../domain/experiments';
import { deferred, flush } from './test-support';
import {
  repinCounterMachine,
  selectRepinsLogged,
  type RepinCounterEmitted,
} from './repin-counter.machine';

const ON = [EXPERIMENTS.graphqlPinPage];

function start(experiments: Promise<readonly string[]> = Promise.resolve(ON)) {
  const emitted: RepinCounterEmitted[] = [];
  const logic = repinCounterMachine.provide({
    actors: { readExperiments: fromPromise(() => experiments) },
  });
  const actor = createActor(logic, { input: { limit: 10 } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const repin = (pinId: string, viewType: string | null = 'closeup') =>
    actor.send({ type: 'repinCounter.repin', pinId, viewType });
  return { actor, emitted, repin };
}

test('the pin-page repin counter logs only the first 10 repins', async () => {
  const t = start();
  await flush();
  for (let i = 1; i <= 12; i += 1) t.repin(`p${i}`);
  await flush();
  expect(t.emitted.map((e) => [e.objectId, e.value])).toEqual(
    Array.from({ length: 10 }, (_, i) => [`p${i + 1}`, i + 1]),
  );
  expect(t.emitted[0]).toEqual({
    type: 'counter',
    name: PIN_PAGE_REPIN_COUNTER,
    value: 1,
    objectId: 'p1',
    auxData: { counter: PIN_PAGE_REPIN_COUNTER, count: 1 },
  });
  expect(t.actor.getSnapshot().value).toBe('silent');
  expect(t.actor.getSnapshot().context.counted).toBe(12);
  expect(selectRepinsLogged(t.actor.getSnapshot())).toBe(10);
});

test('after the tenth, the counter stays silent for any number of repins', async () => {
  const t = start();
  await flush();
  for (let i = 0; i < 10; i += 1) t.repin('p');
  await flush();
  expect(t.actor.getSnapshot().value).toBe('silent');
  for (let i = 0; i < 50; i += 1) t.repin('p');
  expect(t.emitted).toHaveLength(10);
});

test('only repins made on the pin page (view type closeup) are counted', async () => {
  const t = start();
  await flush();
  t.repin('p1', 'home_feed');
  t.repin('p2', 'search');
  t.repin('p3', null);
  t.repin('p4', 'closeup');
  await flush();
  expect(t.emitted.map((e) => e.objectId)).toEqual(['p4']);
  expect(t.actor.getSnapshot().context.counted).toBe(1);
});

test('the counter is sampled for the graphql pin-page experiment: off, it logs nothing', async () => {
  const t = start(Promise.resolve([EXPERIMENTS.surveyOnClose]));
  t.repin('p1');
  await flush();
  expect(t.actor.getSnapshot().value).toBe('off');
  t.repin('p2');
  expect(t.emitted).toEqual([]);
});

test('experiments that cannot be read leave the counter off', async () => {
  const t = start(Promise.reject(new Error('Storage refused')));
  t.repin('p1');
  await flush();
  expect(t.actor.getSnapshot().value).toBe('off');
  t.repin('p2');
  expect(t.emitted).toEqual([]);
});

test('the experiments are read at the first pin-page repin, not before (they may be set late)', async () => {
  let reads = 0;
  const logic = repinCounterMachine.provide({
    actors: {
      readExperiments: fromPromise<readonly string[]>(() => {
        reads += 1;
        return Promise.resolve(ON);
      }),
    },
  });
  const actor = createActor(logic, { input: { limit: 10 } }).start();
  await flush();
  actor.send({ type: 'repinCounter.repin', pinId: 'p1', viewType: 'home_feed' });
  await flush();
  expect(actor.getSnapshot().value).toBe('waiting');
  expect(reads).toBe(0);
  actor.send({ type: 'repinCounter.repin', pinId: 'p2', viewType: 'closeup' });
  await flush();
  expect(reads).toBe(1);
  expect(actor.getSnapshot().value).toBe('counting');
  expect(actor.getSnapshot().context.logged).toBe(1);
});

test('pin-page repins made while the experiments are read are logged once it is known to be on', async () => {
  const read = deferred<readonly string[]>();
  const t = start(read.promise);
  t.repin('p1');
  t.repin('p2', 'home_feed');
  t.repin('p3');
  expect(t.emitted).toEqual([]);
  read.resolve(ON);
  await flush();
  expect(t.emitted.map((e) => [e.objectId, e.value])).toEqual([
    ['p1', 1],
    ['p3', 2],
  ]);
  t.repin('p4');
  expect(t.emitted.map((e) => e.value)).toEqual([1, 2, 3]);
});

test('held repins are let go when the experiment turns out to be off', async () => {
  const read = deferred<readonly string[]>();
  const t = start(read.promise);
  t.repin('p1');
  read.resolve([]);
  await flush();
  expect(t.emitted).toEqual([]);
  expect(t.actor.getSnapshot().context.held).toEqual([]);
});

test('more held repins than the limit log only the first 10, then the counter is silent', async () => {
  const read = deferred<readonly string[]>();
  const t = start(read.promise);
  for (let i = 1; i <= 11; i += 1) t.repin(`p${i}`);
  read.resolve(ON);
  await flush();
  expect(t.emitted.map((e) => e.objectId)).toEqual(
    Array.from({ length: 10 }, (_, i) => `p${i + 1}`),
  );
  expect(t.actor.getSnapshot().value).toBe('silent');
  expect(t.actor.getSnapshot().context.counted).toBe(11);
});
