// Favorite button (spec 1 sections 4 and 8) over random sequences of taps, answers and failures:
// never two requests in flight, taps ignored while busy, the count never negative, and a failed
// favorite is never rolled back.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import { favoriteMachine } from '../machines/favorite.machine';
import { apiError, createHost, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty } from './property-support';

interface Call {
  favorite: boolean;
  answer: Deferred<void>;
  open: boolean;
}

function createWorld(favoritedByMe: boolean, favoriteUserCount: number) {
  const calls: Call[] = [];
  const logic = favoriteMachine.provide({
    actors: {
      changeFavorite: fromPromise(({ input }: { input: { pinId: string; favorite: boolean } }) => {
        const answer = deferred<void>();
        calls.push({ favorite: input.favorite, answer, open: true });
        return answer.promise;
      }),
    },
  });
  const host = createHost({ subject: logic, input: { pinId: 'p1', favoritedByMe, favoriteUserCount } });
  return { ...host, calls, open: () => calls.filter((c) => c.open) };
}

type World = ReturnType<typeof createWorld>;
type Model = Record<string, never>;

function checkInvariants(world: World) {
  const snapshot = world.subject.getSnapshot();
  expect(world.open().length).toBeLessThanOrEqual(1);
  expect(snapshot.hasTag('busy')).toBe(world.open().length === 1);
  expect(snapshot.context.favoriteUserCount).toBeGreaterThanOrEqual(0);
  const local = world.entities.getSnapshot().context.pins.p1;
  if (local?.favoriteUserCount !== undefined) expect(local.favoriteUserCount).toBeGreaterThanOrEqual(0);
}

class Tap implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(_: Model, world: World) {
    const before = world.subject.getSnapshot();
    const busy = before.hasTag('busy');
    const calls = world.calls.length;
    world.subject.send({ type: 'favorite.toggle' });
    await flush();
    const after = world.subject.getSnapshot();
    if (busy) {
      expect(world.calls.length).toBe(calls);
      expect(after.context).toEqual(before.context);
    } else {
      // The tap flips at once and moves the count by one (never below 0).
      expect(after.context.favoritedByMe).toBe(!before.context.favoritedByMe);
      const expected = before.context.favoriteUserCount + (before.context.favoritedByMe ? -1 : 1);
      expect(after.context.favoriteUserCount).toBe(Math.max(0, expected));
      expect(world.calls.at(-1)?.favorite).toBe(after.context.favoritedByMe);
    }
    checkInvariants(world);
  }
  toString = () => 'tap';
}

class Answer implements fc.AsyncCommand<Model, World> {
  constructor(readonly ok: boolean) {}
  check = () => true;
  async run(_: Model, world: World) {
    const call = world.open()[0];
    if (!call) return;
    const before = world.subject.getSnapshot().context;
    call.open = false;
    if (this.ok) call.answer.resolve();
    else call.answer.reject(apiError(500, null));
    await flush();
    const after = world.subject.getSnapshot();
    // Success or failure, what the person sees stays as the tap left it.
    expect(after.context.favoritedByMe).toBe(before.favoritedByMe);
    expect(after.context.favoriteUserCount).toBe(before.favoriteUserCount);
    checkInvariants(world);
  }
  toString = () => (this.ok ? 'answer ok' : 'answer fails');
}

const commands = fc.commands([fc.constant(new Tap()), fc.boolean().map((ok) => new Answer(ok))], {
  maxCommands: 40,
});

test('favorite: never two requests in flight, taps ignored while busy, count never negative', async () => {
  await assertProperty(
    'favorite',
    fc.asyncProperty(fc.boolean(), fc.nat({ max: 12 }), commands, async (favorited, count, cmds) => {
      const world = createWorld(favorited, count);
      checkInvariants(world);
      await fc.asyncModelRun(() => ({ model: {}, real: world }), cmds);
      world.root.stop();
    }),
  );
});

test('a failed favorite is not rolled back (spec 1 section 8: nothing shown, no rollback)', async () => {
  await assertProperty(
    'favorite no rollback',
    fc.asyncProperty(fc.boolean(), fc.nat({ max: 12 }), async (favorited, count) => {
      const world = createWorld(favorited, count);
      world.subject.send({ type: 'favorite.toggle' });
      const flipped = world.subject.getSnapshot().context;
      world.calls[0]?.answer.reject(apiError(500, 'Nope'));
      await flush();
      const after = world.subject.getSnapshot();
      expect(after.matches('idle')).toBe(true);
      expect(after.context.favoritedByMe).toBe(!favorited);
      expect(after.context).toEqual(flipped);
      expect(world.toasts.getSnapshot().context.queue).toEqual([]);
      expect(world.toasts.getSnapshot().context.current).toBeNull();
      world.root.stop();
    }),
  );
});
