// Favorite button (spec 1 sections 4 and 8) over random sequences of taps, answers and failures:
// the heart and its count follow a small model (others who favorited plus the viewer), one
// request at a time, taps ignored while busy, and a failed favorite is never rolled back.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, fromPromise } from 'xstate';
import { favoriteMachine } from '../machines/favorite.machine';
import { apiError, createHost, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

interface Call {
  favorite: boolean;
  answer: Deferred<void>;
  open: boolean;
}

function createWorld(
  machine: typeof favoriteMachine,
  favoritedByMe: boolean,
  favoriteUserCount: number,
) {
  const calls: Call[] = [];
  const logic = machine.provide({
    actors: {
      changeFavorite: fromPromise(({ input }: { input: { pinId: string; favorite: boolean } }) => {
        const answer = deferred<void>();
        calls.push({ favorite: input.favorite, answer, open: true });
        return answer.promise;
      }),
    },
  });
  const host = createHost({
    subject: logic,
    input: { pinId: 'p1', favoritedByMe, favoriteUserCount },
  });
  return { ...host, calls, open: () => calls.filter((c) => c.open) };
}

/**
 * The heart as the spec describes it (spec 1 sections 4 and 8): the count is the other people who
 * favorited the pin plus the viewer when the heart is on; a tap flips the heart at once and runs
 * one request; an answer, good or bad, changes nothing shown; a good one is recorded.
 */
interface Model {
  favorited: boolean;
  others: number;
  inFlight: boolean;
  /** The last change the store recorded, or undefined before any. */
  recorded: { value: boolean; count: number } | undefined;
}

type Step = 'tap' | 'ok' | 'fail';

const favoriteFollowsTheSpec = (logic: typeof favoriteMachine) =>
  fc.asyncProperty(
    fc.boolean(),
    fc.nat({ max: 12 }),
    fc.array(fc.constantFrom<Step>('tap', 'ok', 'fail'), { maxLength: 30 }),
    async (favorited, others, steps) => {
      const world = createWorld(logic, favorited, others + (favorited ? 1 : 0));
      const model: Model = { favorited, others, inFlight: false, recorded: undefined };
      const check = () => {
        const snapshot = world.subject.getSnapshot();
        expect(world.open().length).toBe(model.inFlight ? 1 : 0);
        expect(snapshot.hasTag('busy')).toBe(model.inFlight);
        expect(snapshot.context.favoritedByMe).toBe(model.favorited);
        expect(snapshot.context.favoriteUserCount).toBe(model.others + (model.favorited ? 1 : 0));
        const local = world.entities.getSnapshot().context.pins.p1;
        expect(local && { value: local.favoritedByMe, count: local.favoriteUserCount }).toEqual(
          model.recorded,
        );
      };
      check();
      for (const step of steps) {
        const call = world.open()[0];
        if (step === 'tap') {
          world.subject.send({ type: 'favorite.toggle' });
          if (!model.inFlight) {
            Object.assign(model, { favorited: !model.favorited, inFlight: true });
            // The request asks the server for what the heart now shows.
            expect(world.calls.at(-1)?.favorite).toBe(model.favorited);
          }
        } else if (call) {
          call.open = false;
          if (step === 'ok') call.answer.resolve();
          else call.answer.reject(apiError(500, null));
          model.inFlight = false;
          if (step === 'ok')
            model.recorded = {
              value: model.favorited,
              count: model.others + (model.favorited ? 1 : 0),
            };
        }
        await flush();
        check();
      }
      world.root.stop();
    },
  );

test('a tap flips the heart and moves the count by one at once; one request at a time; taps ignored while busy; a confirmed change is recorded', async () => {
  await assertProperty('favorite', favoriteFollowsTheSpec(favoriteMachine));
});

test('the suite catches a heart whose count only goes up', async () => {
  const upOnly = favoriteMachine.provide({
    actions: {
      flip: assign(({ context }) => ({
        favoritedByMe: !context.favoritedByMe,
        favoriteUserCount: context.favoriteUserCount + 1,
      })),
    },
  });
  expect(await propertyFails(favoriteFollowsTheSpec(upOnly))).toBe(true);
});

test('a failed favorite is not rolled back (spec 1 section 8: nothing shown, no rollback)', async () => {
  await assertProperty(
    'favorite no rollback',
    fc.asyncProperty(fc.boolean(), fc.nat({ max: 12 }), async (favorited, count) => {
      const world = createWorld(favoriteMachine, favorited, count);
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
