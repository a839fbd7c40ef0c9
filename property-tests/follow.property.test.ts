// Follow and unfollow (spec 3 section 4 "Follow and hide actions") over random sequences of taps,
// answers and failures: never two calls in flight, taps ignored while busy, the follower count is
// the other followers plus the viewer while followed, and once a call settles the state is the last successful answer's state (a failed
// call, with no message in the spec, rolls back to it).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, emit, enqueueActions, fromPromise } from 'xstate';
import { followMachine } from '../machines/follow.machine';
import type { FollowCallInput, FollowKind, FollowState } from '../machines/follow.machine';
import { apiError, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

interface Call {
  follow: boolean;
  answer: Deferred<void>;
  open: boolean;
}

function createWorld(
  machine: typeof followMachine,
  kind: FollowKind,
  following: boolean,
  followerCount: number | null,
) {
  const calls: Call[] = [];
  const logic = machine.provide({
    actors: {
      changeFollow: fromPromise(({ input }: { input: FollowCallInput }) => {
        const answer = deferred<void>();
        calls.push({ follow: input.follow, answer, open: true });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(logic, { input: { kind, id: 'x1', following, followerCount } });
  const changes: FollowState[] = [];
  const logs: number[] = [];
  actor.on('log', (e) => logs.push(e.eventType));
  actor.on('follow.changed', (e) =>
    changes.push({ following: e.following, followerCount: e.followerCount }),
  );
  actor.start();
  return { actor, calls, changes, logs, kind, open: () => calls.filter((c) => c.open) };
}

type World = ReturnType<typeof createWorld>;

/** The log event types of a follow and an unfollow, by kind (spec 3 section 7 "Tracking"). */
const LOG_TYPES: Record<FollowKind, [number, number] | null> = {
  board: [26, 27],
  interest: [601, 602],
  user: null,
};
/**
 * The spec's view: the state the server last agreed to, what the button shows, and the followers
 * other than the viewer (a user's count includes the viewer while followed; a board has none).
 */
interface Model {
  agreed: FollowState;
  shown: boolean;
  others: number | null;
}

const countOf = (model: Model) =>
  model.others === null ? null : model.others + (model.shown ? 1 : 0);

function checkInvariants(world: World) {
  const snapshot = world.actor.getSnapshot();
  expect(world.open().length).toBeLessThanOrEqual(1);
  expect(snapshot.hasTag('busy')).toBe(world.open().length === 1);
  const count = snapshot.context.followerCount;
  if (count !== null) expect(count).toBeGreaterThanOrEqual(0);
}

class Tap implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(model: Model, world: World) {
    const before = world.actor.getSnapshot();
    const busy = before.hasTag('busy');
    const calls = world.calls.length;
    world.actor.send({ type: 'follow.toggle' });
    await flush();
    const after = world.actor.getSnapshot();
    if (busy) {
      expect(world.calls.length).toBe(calls);
      expect(after.context).toEqual(before.context);
    } else {
      // The tap flips at once and counts the viewer in or out.
      model.shown = !model.shown;
      expect(after.context.following).toBe(model.shown);
      expect(after.context.followerCount).toBe(countOf(model));
      expect(world.calls.length).toBe(calls + 1);
      expect(world.calls.at(-1)?.follow).toBe(after.context.following);
    }
    checkInvariants(world);
  }
  toString = () => 'tap';
}

class Answer implements fc.AsyncCommand<Model, World> {
  constructor(readonly ok: boolean) {}
  check = () => true;
  async run(model: Model, world: World) {
    const call = world.open()[0];
    if (!call) return;
    const asked = world.actor.getSnapshot().context;
    const logged = world.logs.length;
    call.open = false;
    if (this.ok) call.answer.resolve();
    else call.answer.reject(apiError(500, null));
    await flush();
    if (this.ok) {
      model.agreed = { following: model.shown, followerCount: countOf(model) };
      expect(asked).toMatchObject(model.agreed);
      expect(world.changes.at(-1)).toEqual(model.agreed);
      // Spec 3 section 7: a board logs 26 / 27, a topic 601 / 602, a person nothing.
      const expected = LOG_TYPES[world.kind];
      expect(world.logs.slice(logged)).toEqual(
        expected ? [model.agreed.following ? expected[0] : expected[1]] : [],
      );
    } else {
      expect(world.logs.length).toBe(logged);
    }
    model.shown = model.agreed.following;
    const after = world.actor.getSnapshot();
    expect(after.matches('idle')).toBe(true);
    // Settled: what the person sees is what the server last agreed to.
    expect({
      following: after.context.following,
      followerCount: after.context.followerCount,
    }).toEqual(model.agreed);
    expect(after.context.confirmed).toEqual(model.agreed);
    expect(after.context.error === null).toBe(this.ok);
    checkInvariants(world);
  }
  toString = () => (this.ok ? 'answer ok' : 'answer fails');
}

const commands = fc.commands([fc.constant(new Tap()), fc.boolean().map((ok) => new Answer(ok))], {
  maxCommands: 40,
});

const start = fc.oneof(
  fc.record({ kind: fc.constant<FollowKind>('board'), others: fc.constant(null) }),
  fc.record({ kind: fc.constant<FollowKind>('user'), others: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant<FollowKind>('interest'), others: fc.constant(null) }),
);

const followFollowsTheSpec = (machine: typeof followMachine) =>
  fc.asyncProperty(start, fc.boolean(), commands, async ({ kind, others }, following, cmds) => {
    const followerCount = others === null ? null : others + (following ? 1 : 0);
    const world = createWorld(machine, kind, following, followerCount);
    checkInvariants(world);
    await fc.asyncModelRun(
      () => ({
        model: { agreed: { following, followerCount }, shown: following, others },
        real: world,
      }),
      cmds,
    );
    world.actor.stop();
  });

test('follow: one call in flight, taps ignored while busy, the count counts the viewer in or out, settled state is the last agreed one', async () => {
  await assertProperty('follow', followFollowsTheSpec(followMachine));
});

test('the suite catches a failed follow that is not rolled back', async () => {
  const stubborn = followMachine.provide({
    actions: { rollBack: enqueueActions(({ enqueue }) => enqueue.assign({ error: 'failed' })) },
  });
  expect(await propertyFails(followFollowsTheSpec(stubborn))).toBe(true);
});

test('the suite catches a topic follow that logs the board event types', async () => {
  const boardish = followMachine.provide({
    actions: {
      logFollow: emit(({ context }) => ({
        type: 'log',
        eventType: context.following ? 26 : 27,
        objectId: context.id,
      })),
    },
  });
  expect(await propertyFails(followFollowsTheSpec(boardish))).toBe(true);
});
