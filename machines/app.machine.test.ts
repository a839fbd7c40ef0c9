// The root actor (machines/README.md): long-lived actors by system id, per-pin actors on
// demand seeded from the entity store, sign-in forwarded to the signed-out saves merge.
import { expect, test, vi } from 'vitest';
import {
  Actor,
  createActor,
  fromPromise,
  initialTransition,
  SimulatedClock,
  emit,
  setup,
  transition,
  waitFor,
} from 'xstate';
import type { EventObject } from 'xstate';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';
import type { RepinResult } from '../api/api';
import {
  appMachine,
  createAppMachine,
  pinActorId,
  PIN_ACTORS_KEPT,
  pinActorIds,
} from './app.machine';
import type { AnalyticsSnapshot } from './analytics.machine';
import { lateRootActorEvents, lateRootActors } from './late-actors';
import type { AppEmitted, AppEvent, AppSnapshot } from './app.machine';
import { pinKinds } from './pin-kinds';
import type { EntityStoreRef } from './entity-store.machine';
import { favoriteMachine } from './favorite.machine';
import type { FavoriteSnapshot } from './favorite.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { sessionMachine } from './session.machine';
import type { SessionUser } from './session.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import type { MergeResult } from './signed-out-saves.machine';
import { flush, testUser } from './test-support';

const user: SessionUser = testUser;

type App = ReturnType<typeof startApp>['app'];
const session = (app: App) => app.system.get('session') as ActorRefFrom<typeof sessionMachine>;
const held = (app: App) =>
  app.system.get('signedOutSaves') as ActorRefFrom<typeof signedOutSavesMachine>;
const actor = (app: App, id: string) => app.system.get(id) as AnyActorRef | undefined;

const pinActorKinds = pinKinds.map((k) => k.kind);
const followInput = { kind: 'board', id: 'b1', following: false };
const signedIn: EventObject = { type: 'session.signedIn', userId: 'u1' } as EventObject;

const profileSave = (id: string): RepinResult => ({
  id,
  board: null,
  section: null,
  isProfileSave: true,
});

function startApp() {
  const merged: { pinIds: string[]; userId: string }[] = [];
  const logic = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: { loadUser: fromPromise(() => Promise.resolve(user)) },
      }),
      signedOutSaves: signedOutSavesMachine.provide({
        actors: {
          mergeSignedOutSaves: fromPromise(
            ({ input }: { input: { pinIds: string[]; userId: string } }) => {
              merged.push(input);
              return Promise.resolve<MergeResult>({
                saved: input.pinIds.map((pinId) => ({ pinId, result: profileSave(`s-${pinId}`) })),
                failed: 0,
              });
            },
          ),
        },
      }),
      oneTapSave: oneTapSaveMachine.provide({
        actors: {
          ensureQuickSaves: fromPromise(() => Promise.resolve({ id: 'b2' })),
          savePin: fromPromise(() => Promise.resolve(profileSave('s-9'))),
        },
      }),
      favorite: favoriteMachine.provide({
        actors: { changeFavorite: fromPromise(() => Promise.resolve()) },
      }),
    },
  });
  const app = createActor(logic, { input: {} }).start();
  const emitted: AppEmitted[] = [];
  app.on('*', (e) => emitted.push(e));
  return { app, merged, emitted };
}

test('the root spawns session, entities, feeds and its late actors with stable system ids', () => {
  const { app } = startApp();
  for (const id of ['session', 'entities', 'feeds', 'toasts', 'signedOutSaves', 'analytics']) {
    expect(actor(app, id)).toBeDefined();
  }
});

test('per-pin actors are spawned on demand as pin.<id>.<kind>', () => {
  const { app } = startApp();
  app.send({
    type: 'pin.spawn',
    pinId: 'p1',
    kind: 'favorite',
    seed: { pin: { id: 'p1', favoritedByMe: true, favoriteUserCount: 4 } },
  });
  const ref = app.system.get(pinActorId('p1', 'favorite')) as { getSnapshot(): FavoriteSnapshot };
  expect(ref.getSnapshot().context).toMatchObject({ favoritedByMe: true, favoriteUserCount: 4 });
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'favorite' });
  expect(pinActorIds(app)).toEqual(['pin.p1.favorite']);
});

test('a per-pin actor respawned after being dropped starts from the entity store', async () => {
  const { app } = startApp();
  const seed = { pin: { id: 'p1', favoritedByMe: false, favoriteUserCount: 2 } };
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'favorite', seed });
  actor(app, 'pin.p1.favorite')?.send({ type: 'favorite.toggle' });
  await flush();
  app.send({ type: 'pin.release', pinId: 'p1' });
  expect(actor(app, 'pin.p1.favorite')).toBeUndefined();
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'favorite', seed });
  const ref = app.system.get('pin.p1.favorite') as { getSnapshot(): FavoriteSnapshot };
  expect(ref.getSnapshot().context).toMatchObject({ favoritedByMe: true, favoriteUserCount: 3 });
});

test('pins.reset stops every per-pin actor and forgets the entity store, as a page load does', async () => {
  const { app } = startApp();
  const seed = { pin: { id: 'p1', favoritedByMe: false, favoriteUserCount: 2 } };
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'favorite', seed });
  actor(app, 'pin.p1.favorite')?.send({ type: 'favorite.toggle' });
  await flush();
  app.send({ type: 'pins.reset' });
  expect(pinActorIds(app)).toEqual([]);
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'favorite', seed });
  const ref = app.system.get('pin.p1.favorite') as { getSnapshot(): FavoriteSnapshot };
  expect(ref.getSnapshot().context).toMatchObject({ favoritedByMe: false, favoriteUserCount: 2 });
});

test('idle per-pin actors beyond the kept number are dropped, oldest first', () => {
  const { app } = startApp();
  for (let i = 0; i <= PIN_ACTORS_KEPT; i += 1) {
    app.send({ type: 'pin.spawn', pinId: `p${i}`, kind: 'savedIndicator' });
  }
  expect(pinActorIds(app)).toHaveLength(PIN_ACTORS_KEPT);
  expect(actor(app, 'pin.p0.savedIndicator')).toBeUndefined();
  expect(actor(app, `pin.p${PIN_ACTORS_KEPT}.savedIndicator`)).toBeDefined();
});

test('sign-in merges the held signed-out saves once and rebuilds per-pin actors', async () => {
  const { app, merged, emitted } = startApp();
  await waitFor(session(app), (s) => s.matches('loggedOut'));
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'oneTapSave', seed: { pin: { id: 'p1' } } });
  actor(app, 'pin.p1.oneTapSave')?.send({ type: 'save.toggle' });
  held(app).send({ type: 'signedOut.save', pinId: 'p2' });
  expect(held(app).getSnapshot().context.held).toEqual(['p1', 'p2']);
  session(app).send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  await flush();
  expect(merged).toEqual([{ pinIds: ['p1', 'p2'], userId: 'u1' }]);
  expect(held(app).getSnapshot().context.held).toEqual([]);
  const entities = app.system.get('entities') as EntityStoreRef;
  expect(entities.getSnapshot().context.pins.p2?.saved?.localPinId).toBe('s-p2');
  expect(actor(app, 'pin.p1.oneTapSave')).toBeUndefined();
  expect(app.getSnapshot().context.viewerEpoch).toBe(1);
  expect(emitted).toContainEqual({
    type: 'analytics',
    source: 'session',
    event: { type: 'session.signedIn', userId: 'u1' },
  });
});

test('navigation asked by a per-pin actor is emitted by the root', async () => {
  const { app, emitted } = startApp();
  session(app).send({ type: 'session.signIn', userId: 'u1' });
  await waitFor(session(app), (s) => s.matches('signedIn'));
  app.send({
    type: 'pin.spawn',
    pinId: 'p5',
    kind: 'oneTapSave',
    seed: { surface: 'explore-local' },
  });
  actor(app, 'pin.p5.oneTapSave')?.send({ type: 'save.toggle' });
  expect(emitted).toContainEqual({
    type: 'navigate',
    to: '/pin/p5/repin/',
    state: { isOneTapSave: true, origin: 'explore-local' },
  });
});

test('what per-pin actors emit reaches the root as analytics', async () => {
  const { app, emitted } = startApp();
  session(app).send({ type: 'session.signIn', userId: 'u1' });
  await waitFor(session(app), (s) => s.matches('signedIn'));
  app.send({ type: 'pin.spawn', pinId: 'p3', kind: 'oneTapSave' });
  actor(app, 'pin.p3.oneTapSave')?.send({ type: 'save.toggle' });
  await flush();
  expect(emitted).toContainEqual({
    type: 'analytics',
    source: 'pin.p3.oneTapSave',
    event: { type: 'pin.oneTapSaved', pinId: 'p3', savedPinId: 's-9', isProfileSave: true },
  });
});

test('what per-pin actors emit is kept by the analytics actor, numbered in order', async () => {
  const { app } = startApp();
  session(app).send({ type: 'session.signIn', userId: 'u1' });
  await waitFor(session(app), (s) => s.matches('signedIn'));
  app.send({ type: 'pin.spawn', pinId: 'p3', kind: 'oneTapSave' });
  actor(app, 'pin.p3.oneTapSave')?.send({ type: 'save.toggle' });
  await flush();
  const recent = (actor(app, 'analytics')?.getSnapshot() as AnalyticsSnapshot).context.recent;
  expect(recent.map((r) => r.source)).toContain('pin.p3.oneTapSave');
  expect(recent.map((r) => r.seq)).toEqual(recent.map((_, i) => i + 1));
});

test('what a late root actor emits reaches analytics when the root starts it itself', async () => {
  const pinging = setup({}).createMachine({
    on: { ping: { actions: emit({ type: 'pong' }) } },
  });
  const app = createActor(appMachine.provide({ actors: { scrollUi: pinging } }), {
    input: {},
  }).start();
  actor(app, 'scrollUi')?.send({ type: 'ping' });
  await flush();
  const recent = (actor(app, 'analytics')?.getSnapshot() as AnalyticsSnapshot).context.recent;
  expect(recent.map((r) => [r.source, r.event.type])).toContainEqual(['scrollUi', 'pong']);
});

test('what impression tracking records at once reaches the root and analytics as one record each', async () => {
  const { app, emitted } = startApp();
  // Pins 100001 and 100006 are in the tracking sample (one in five, by id).
  actor(app, 'impressions')?.send({
    type: 'impressions.seen',
    observations: [
      { pinId: '100001', ratio: 0.6 },
      { pinId: '100006', ratio: 0.1 },
    ],
  });
  await flush();
  const recent = (actor(app, 'analytics')?.getSnapshot() as AnalyticsSnapshot).context.recent;
  const records = recent
    .filter((r) => r.source === 'impressions')
    .map((r) => `${r.event.type} ${String(r.event.pinId)}@${String(r.event.percent)}`);
  expect(records).toEqual([
    'impression.threshold 100001@0',
    'impression.threshold 100001@50',
    'impression.threshold 100006@0',
  ]);
  expect(
    emitted
      .filter((e) => e.type === 'analytics' && e.source === 'impressions')
      .map((e) => (e.type === 'analytics' ? e.event.type : '')),
  ).toEqual(['impression.threshold', 'impression.threshold', 'impression.threshold']);
});

test('a root built without the late actors spawns and holds each once told, under its system id', () => {
  const startup = createAppMachine({ pinKinds: [], pageLogic: {} });
  const logic = appMachine.provide({});
  const app = createActor(startup, {
    input: {
      logic: {
        pinKind: () => undefined,
        pageLogic: (kind) => (logic.implementations.actors as Record<string, AnyActorLogic>)[kind],
      },
    },
  }).start();
  for (const { systemId } of lateRootActors) expect(actor(app, systemId)).toBeUndefined();
  for (const event of lateRootActorEvents()) app.send(event);
  for (const { systemId } of lateRootActors) {
    expect(actor(app, systemId)).toBeDefined();
    expect(app.getSnapshot().context.pageHolds[systemId]).toBe(1);
  }
  // Sent again (a second load), nothing is spawned twice.
  for (const event of lateRootActorEvents()) app.send(event);
  expect(Object.keys(app.getSnapshot().children)).toEqual(
    expect.arrayContaining(lateRootActors.map((a) => a.systemId)),
  );
});

test('a sign-in before the late actors have arrived finds no entity store to clear and the root runs on', () => {
  // The entity store is a late root actor (decision 108): a stored session signs in as the app
  // starts, before the per-pin logic has loaded.
  const app = createActor(createAppMachine({ pinKinds: [], pageLogic: {} }), {
    input: {},
  }).start();
  expect(app.system.get('entities')).toBeUndefined();
  app.send({ type: 'child.emitted', from: 'session', event: signedIn });
  expect(app.getSnapshot().status).toBe('active');
  expect(app.getSnapshot().context.viewerEpoch).toBe(1);
});

test('the root keeps its per-pin actors oldest first', () => {
  const { app } = startApp();
  for (let i = 0; i < 50; i += 1)
    app.send({ type: 'pin.spawn', pinId: `p${i}`, kind: 'savedIndicator' });
  expect(app.getSnapshot().context.pinActorCount).toBe(50);
  expect(pinActorIds(app)[0]).toBe('pin.p0.savedIndicator');
  expect(actor(app, 'pin.p49.savedIndicator')).toBeDefined();
});

test("the root's transitions start no actor: transition() over spawns, releases and sign-ins", () => {
  const started = vi.spyOn(Actor.prototype, 'start');
  try {
    const [initial] = initialTransition(appMachine, {});
    const events: AppEvent[] = [
      ...pinActorKinds.map((kind) => ({ type: 'pin.spawn' as const, pinId: 'p1', kind })),
      { type: 'pin.spawn', pinId: 'p2', kind: 'favorite' },
      { type: 'page.spawn', systemId: 'board.b1.follow', kind: 'follow', input: followInput },
      { type: 'page.hold', systemId: 'board.b1.follow' },
      { type: 'pin.release', pinId: 'p1' },
      { type: 'page.release', systemId: 'board.b1.follow' },
      { type: 'page.drop', systemId: 'board.b1.follow' },
      { type: 'child.emitted', from: 'session', event: signedIn },
    ];
    const seen: AppSnapshot[] = [initial];
    let snapshot: AppSnapshot = initial;
    for (const event of events) {
      const before = JSON.stringify(snapshot.context);
      [snapshot] = transition(appMachine, snapshot, event);
      // The snapshot it started from is left as it was.
      expect(JSON.stringify(seen.at(-1)!.context)).toBe(before);
      seen.push(snapshot);
    }
    // Every kind was asked for and counted, and no actor started.
    expect(seen[pinActorKinds.length]!.context.pinActorCount).toBe(pinActorKinds.length);
    expect(seen[pinActorKinds.length + 2]!.children['board.b1.follow']).toBeDefined();
    expect(started).not.toHaveBeenCalled();
    expect(snapshot.context).toMatchObject({ pinActorCount: 0, viewerEpoch: 1 });
  } finally {
    started.mockRestore();
  }
});

test('a page actor lives while a view holds it and is stopped after the last lets go', () => {
  const clock = new SimulatedClock();
  const app = createActor(appMachine, { input: {}, clock }).start();
  const id = 'board.b1.follow';
  app.send({ type: 'page.spawn', systemId: id, kind: 'follow', input: followInput });
  app.send({ type: 'page.hold', systemId: id });
  // A remount lets go and takes it again at once: the actor stays.
  app.send({ type: 'page.release', systemId: id });
  app.send({ type: 'page.hold', systemId: id });
  // The grace is 0 ms (ours): the next clock step ends it.
  clock.increment(0);
  expect(app.system.get(id)).toBeDefined();
  app.send({ type: 'page.release', systemId: id });
  clock.increment(0);
  expect(app.system.get(id)).toBeUndefined();
});

test('a page actor spawned again with replace stops the one under its id and starts the new one', () => {
  const clock = new SimulatedClock();
  const app = createActor(appMachine, { input: {}, clock }).start();
  const id = 'board.b1.follow';
  app.send({ type: 'page.spawn', systemId: id, kind: 'follow', input: followInput });
  app.send({ type: 'page.hold', systemId: id });
  const first = app.system.get(id) as AnyActorRef;
  // Without replace, a second spawn keeps the live actor.
  app.send({
    type: 'page.spawn',
    systemId: id,
    kind: 'follow',
    input: { ...followInput, id: 'b2' },
  });
  expect(app.system.get(id)).toBe(first);
  // The view of the next thing replaces it; the old view lets go, the new one takes it.
  app.send({
    type: 'page.spawn',
    systemId: id,
    kind: 'follow',
    input: { ...followInput, following: true },
    replace: true,
  });
  app.send({ type: 'page.release', systemId: id });
  app.send({ type: 'page.hold', systemId: id });
  const second = app.system.get(id) as AnyActorRef;
  expect(second).not.toBe(first);
  expect((first.getSnapshot() as { status: string }).status).toBe('stopped');
  clock.increment(0);
  expect(app.system.get(id)).toBe(second);
  app.send({ type: 'page.release', systemId: id });
  clock.increment(0);
  expect(app.system.get(id)).toBeUndefined();
});

test('page.mount spawns and holds a page actor in one step; it is stopped after the last view lets go', () => {
  const clock = new SimulatedClock();
  const app = createActor(appMachine, { input: {}, clock }).start();
  const id = 'board.b1.follow';
  app.send({ type: 'page.mount', systemId: id, kind: 'follow', input: followInput });
  expect(app.getSnapshot().context.pageHolds[id]).toBe(1);
  // Strict Mode's remount: let go and mounted again at once, the same actor.
  const first = app.system.get(id) as AnyActorRef | undefined;
  app.send({ type: 'page.release', systemId: id });
  app.send({ type: 'page.mount', systemId: id, kind: 'follow', input: followInput });
  clock.increment(0);
  expect(app.system.get(id)).toBe(first);
  app.send({ type: 'page.release', systemId: id });
  clock.increment(0);
  expect(app.system.get(id)).toBeUndefined();
  expect(app.getSnapshot().context.pageHolds[id]).toBeUndefined();
});

test('pin.mount spawns and holds a per-pin actor; an idle one no view holds stops after the grace', () => {
  const clock = new SimulatedClock();
  const app = createActor(appMachine, { input: {}, clock }).start();
  const id = pinActorId('p1', 'favorite');
  app.send({ type: 'pin.mount', pinId: 'p1', kind: 'favorite' });
  app.send({ type: 'pin.mount', pinId: 'p1', kind: 'favorite' });
  const first = app.system.get(id) as AnyActorRef | undefined;
  expect(first).toBeDefined();
  // One of two views lets go: the other still holds it.
  app.send({ type: 'pin.unmount', pinId: 'p1', kind: 'favorite' });
  clock.increment(0);
  expect(app.system.get(id)).toBe(first);
  // The last lets go and a remount takes it at once: it stays.
  app.send({ type: 'pin.unmount', pinId: 'p1', kind: 'favorite' });
  app.send({ type: 'pin.mount', pinId: 'p1', kind: 'favorite' });
  clock.increment(0);
  expect(app.system.get(id)).toBe(first);
  app.send({ type: 'pin.unmount', pinId: 'p1', kind: 'favorite' });
  clock.increment(0);
  expect(app.system.get(id)).toBeUndefined();
  expect(pinActorIds(app)).toEqual([]);
  expect(app.getSnapshot().context.pinActorCount).toBe(0);
});

test('a per-pin actor a view holds is never dropped as one of the oldest idle ones', () => {
  const app = createActor(appMachine, { input: {} }).start();
  app.send({ type: 'pin.mount', pinId: 'held', kind: 'savedIndicator' });
  for (let i = 0; i < PIN_ACTORS_KEPT; i += 1) {
    app.send({ type: 'pin.spawn', pinId: `p${i}`, kind: 'savedIndicator' });
  }
  expect(actor(app, pinActorId('held', 'savedIndicator'))).toBeDefined();
  expect(actor(app, pinActorId('p0', 'savedIndicator'))).toBeUndefined();
});

test('a per-pin actor spawned at an event stays after the views that showed it let go', () => {
  const clock = new SimulatedClock();
  const app = createActor(appMachine, { input: {}, clock }).start();
  const id = pinActorId('p1', 'feedback');
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'feedback' });
  app.send({ type: 'pin.mount', pinId: 'p1', kind: 'feedback' });
  app.send({ type: 'pin.unmount', pinId: 'p1', kind: 'feedback' });
  clock.increment(0);
  expect(app.system.get(id)).toBeDefined();
});
