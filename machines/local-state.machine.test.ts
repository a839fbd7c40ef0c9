// Spec 3 section 4 "Logged-out local state" (ADD and REMOVE completed search, ADD clickthrough
// pin), section 5 (no duplicate at the head; revisitation must be numeric), section 8 (corrupt
// stored revisitation data resets to fresh; storage failure: default returned), section 9 (days
// since last revisit bucketed by 7 up to 84+; stored visited pin pages 10). Time comes from a
// simulated clock.
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { expect, test } from 'vitest';
import { freshLocalState, type LocalStateData } from '../domain/local-state-store';
import {
  localStateMachine,
  selectRecentSearches,
  type LocalStateRead,
  type LocalStorageEvent,
} from './local-state.machine';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const soup = { query: 'soup', rs: 'typed', scope: 'pins', rg: '' };
const bread = { query: 'bread', rs: 'typed', scope: 'pins', rg: '' };

async function start({
  stored = null,
  signedIn = false,
  path = null,
  at = 10 * 86_400_000,
  fail = false,
}: {
  stored?: string | null;
  signedIn?: boolean;
  path?: string | null;
  at?: number;
  fail?: boolean;
} = {}) {
  const clock = new SimulatedClock();
  clock.set(at);
  const writes: LocalStorageEvent[] = [];
  const logic = localStateMachine.provide({
    actors: {
      readLocalState: fromPromise<LocalStateRead>(() =>
        fail
          ? Promise.reject(new Error('Storage refused'))
          : Promise.resolve({ stored, now: clock.now(), signedIn, path }),
      ),
      keepLocalState: fromCallback<LocalStorageEvent>(({ receive }) => {
        receive((event) => writes.push(event));
      }),
    },
  });
  const actor = createActor(logic, { clock });
  actor.start();
  await settled();
  const last = () => writes.at(-1);
  const stored_ = () => {
    const w = last();
    return w?.type === 'localState.persist' ? w.data : null;
  };
  return { actor, clock, writes, stored: stored_ };
}

const kept = (data: Partial<LocalStateData>, at: number) =>
  JSON.stringify({ ...freshLocalState(at), ...data });

test('nothing stored starts a fresh local state, a first visit, and stores it', async () => {
  const { actor, stored } = await start({ at: 5000 });
  expect(actor.getSnapshot().value).toBe('keeping');
  expect(actor.getSnapshot().context.data.revisitation).toEqual({ count: 0, time: 5000, ts: 5000 });
  expect(stored()?.revisitation.count).toBe(0);
});

test('ADD completed search: the search is kept at the head and stored', async () => {
  const { actor, stored } = await start();
  actor.send({ type: 'localState.search.add', search: soup });
  actor.send({ type: 'localState.search.add', search: bread });
  expect(selectRecentSearches(actor.getSnapshot())).toEqual([bread, soup]);
  expect(stored()?.completedSearches).toEqual([bread, soup]);
});

test('a duplicate at the head of the search list is not added again', async () => {
  const { actor } = await start();
  actor.send({ type: 'localState.search.add', search: soup });
  actor.send({ type: 'localState.search.add', search: soup });
  expect(actor.getSnapshot().context.data.completedSearches).toEqual([soup]);
});

test('REMOVE completed search: the search leaves the list and storage', async () => {
  const { actor, stored } = await start();
  actor.send({ type: 'localState.search.add', search: soup });
  actor.send({ type: 'localState.search.add', search: bread });
  actor.send({ type: 'localState.search.remove', search: soup });
  expect(selectRecentSearches(actor.getSnapshot())).toEqual([bread]);
  expect(stored()?.completedSearches).toEqual([bread]);
});

test('ADD clickthrough pin keeps pinId, link, imageSignature and domain; no duplicate at the head', async () => {
  const { actor } = await start();
  const pin = {
    pinId: '42',
    link: 'https://a.example/x',
    imageSignature: 'sig',
    domain: 'a.example',
  };
  actor.send({ type: 'localState.clickthrough', pin });
  actor.send({ type: 'localState.clickthrough', pin });
  expect(actor.getSnapshot().context.data.clickthroughPins).toEqual([pin]);
});

test('recent views keep path, pageType and ts, the last 10; closeups add their pin', async () => {
  const { actor, clock } = await start();
  for (let i = 0; i < 12; i += 1) {
    clock.increment(1000);
    actor.send({ type: 'localState.view', path: `/pin/${100 + i}/`, ts: clock.now() });
  }
  const { recentViews, closeupPins } = actor.getSnapshot().context.data;
  expect(recentViews).toHaveLength(10);
  expect(recentViews[0]).toEqual({ path: '/pin/111/', pageType: 'closeup', ts: clock.now() });
  expect(closeupPins[0]).toBe('111');
  expect(closeupPins).toHaveLength(10);
});

test('the page landed on gives the landing page type and the first recent view', async () => {
  const { actor } = await start({ path: '/search/pins/?q=soup', at: 7000 });
  const { data } = actor.getSnapshot().context;
  expect(data.landingPageType).toBe('search');
  expect(data.recentViews).toEqual([
    { path: '/search/pins/?q=soup', pageType: 'search', ts: 7000 },
  ]);
});

test('downloads are counted, invites redeemed once, UPDATE sets isQUS', async () => {
  const { actor } = await start();
  actor.send({ type: 'localState.download' });
  actor.send({ type: 'localState.download' });
  actor.send({ type: 'localState.inviteRedeemed', code: 'i1' });
  actor.send({ type: 'localState.inviteRedeemed', code: 'i1' });
  actor.send({ type: 'localState.update', update: { isQUS: true } });
  const { data } = actor.getSnapshot().context;
  expect([data.downloadedPins, data.redeemedInvites, data.isQUS]).toEqual([2, ['i1'], true]);
});

test('a revisit counts, keeps the first time and buckets the days since the last by 7', async () => {
  const before = kept({ revisitation: { count: 2, time: 1000, ts: 2 * 86_400_000 } }, 1000);
  const { actor } = await start({ stored: before, at: 12 * 86_400_000 });
  const { data } = actor.getSnapshot().context;
  expect(data.revisitation).toEqual({ count: 3, time: 1000, ts: 12 * 86_400_000 });
  expect(data.daysSinceLastRevisit).toBe('7-13');
});

test('days since the last revisit stop at 84+', async () => {
  const before = kept({ revisitation: { count: 1, time: 0, ts: 0 } }, 0);
  const { actor } = await start({ stored: before, at: 200 * 86_400_000 });
  expect(actor.getSnapshot().context.data.daysSinceLastRevisit).toBe('84+');
});

test('corrupt stored revisitation data resets to a fresh state, the rest kept', async () => {
  const before = kept({ completedSearches: [soup] }, 0).replace(
    /"revisitation":\{[^}]*\}/u,
    '"revisitation":{"count":"three","time":1,"ts":1}',
  );
  const { actor } = await start({ stored: before, at: 9000 });
  const { data, resets } = actor.getSnapshot().context;
  expect(data.revisitation).toEqual({ count: 0, time: 9000, ts: 9000 });
  expect(data.completedSearches).toEqual([soup]);
  expect(resets).toBe(1);
});

test('corrupt stored data resets to fresh and is stored fresh', async () => {
  const { actor, stored } = await start({ stored: '{"completedSearches":[{"query":1}]', at: 4000 });
  expect(actor.getSnapshot().context.data).toEqual(freshLocalState(4000));
  expect(actor.getSnapshot().context.resets).toBe(1);
  expect(stored()).toEqual(freshLocalState(4000));
});

test('storage that cannot be read: the default, an empty local state', async () => {
  const { actor, writes } = await start({ fail: true });
  expect(actor.getSnapshot().value).toBe('keeping');
  expect(actor.getSnapshot().context.data.completedSearches).toEqual([]);
  expect(writes).toEqual([]);
});

test('data damaged under the page (another tab) resets to fresh', async () => {
  const { actor, clock } = await start();
  actor.send({ type: 'localState.search.add', search: soup });
  clock.increment(86_400_000);
  actor.send({ type: 'localState.stored', stored: '{"revisitation":', now: clock.now() });
  expect(actor.getSnapshot().context.data).toEqual(freshLocalState(clock.now()));
});

test('a signed-in viewer never writes the local state', async () => {
  const { actor, writes } = await start({ signedIn: true });
  expect(actor.getSnapshot().value).toBe('signedIn');
  actor.send({ type: 'localState.search.add', search: soup });
  actor.send({ type: 'localState.view', path: '/pin/1/', ts: 1 });
  expect(writes).toEqual([]);
  expect(selectRecentSearches(actor.getSnapshot())).toEqual([]);
});

test('signing in forgets the local state (held saves are carried by signed-out saves)', async () => {
  const { actor, writes } = await start();
  actor.send({ type: 'localState.search.add', search: soup });
  actor.send({ type: 'session.signedIn' });
  expect(actor.getSnapshot().value).toBe('signedIn');
  expect(actor.getSnapshot().context.data.completedSearches).toEqual([]);
  expect(writes.at(-1)).toEqual({ type: 'localState.clear' });
});

test('a sign-in that arrives while storage is read is honoured', async () => {
  const clock = new SimulatedClock();
  const actor = createActor(localStateMachine, { clock });
  actor.start();
  actor.send({ type: 'session.signedIn' });
  await settled();
  expect(actor.getSnapshot().value).toBe('signedIn');
});

test('signing out reads the local state again', async () => {
  const { actor } = await start({ signedIn: true });
  actor.send({ type: 'session.signedOut' });
  expect(actor.getSnapshot().value).toBe('reading');
  await settled();
  expect(actor.getSnapshot().value).toBe('signedIn');
});
