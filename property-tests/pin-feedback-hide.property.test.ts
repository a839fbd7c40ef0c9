// Hide, undo and unfollow (spec 1 section 4 "Pin feedback status"; spec 3 section 4 "Follow and
// hide actions") over random presses, answers and failures, checked against a small model of the
// spec's sentences: one call in flight at most; 'Pin hidden' exactly when the server hid the pin
// and no undo has gone through since; no hide at all where hide is not offered; the offered
// unfollow is done at most once; the entity store agrees with what the card shows.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import type { HideSurface } from '../api/api';
import { pinFeedbackMachine, selectHidden } from '../machines/pin-feedback.machine';
import { apiError, createHost, deferred, flush, type Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

type Step = 'hide' | 'undo' | 'unfollow' | 'ok' | 'fail';

const hideFollowsTheSpec = (logic: typeof pinFeedbackMachine) =>
  fc.asyncProperty(
    fc.boolean(),
    fc.boolean(),
    // Presses and answers alone, in any order, and presses answered at once: fast-check's arrays
    // are short by default, so the long stories (hide, answer, unfollow, answer, unfollow again)
    // come from the answered presses, not from chance alone.
    fc
      .array(
        fc.oneof(
          fc.constantFrom<Step>('hide', 'undo', 'unfollow', 'ok', 'fail').map((s) => [s]),
          fc.tuple(
            fc.constantFrom<Step>('hide', 'undo', 'unfollow'),
            fc.constantFrom<Step>('ok', 'ok', 'fail'),
          ),
        ),
        { maxLength: 15 },
      )
      .map((chunks) => chunks.flat()),
    async (canHide, offersUnfollow, steps) => {
      const pending: { kind: 'hide' | 'undo' | 'unfollow'; answer: Deferred<void> }[] = [];
      let unfollowCalls = 0;
      const provided = logic.provide({
        actors: {
          sendFeedback: fromPromise(() => Promise.resolve()),
          hidePin: fromPromise(
            ({ input }: { input: { pinId: string; where: HideSurface; hide: boolean } }) => {
              const answer = deferred<void>();
              pending.push({ kind: input.hide ? 'hide' : 'undo', answer });
              return answer.promise;
            },
          ),
          unfollow: fromPromise(() => {
            unfollowCalls += 1;
            const answer = deferred<void>();
            pending.push({ kind: 'unfollow', answer });
            return answer.promise;
          }),
        },
      });
      const host = createHost({
        subject: provided,
        input: {
          pinId: 'p1',
          canHide,
          unfollow: offersUnfollow ? { kind: 'user', id: 'u2', name: 'Ana' } : null,
        },
      });
      // The model: hidden or not, what is in flight, whether the unfollow went through.
      const model = { hidden: false, inFlight: null as Step | null, unfollowed: false, calls: 0 };
      for (const s of steps) {
        if (s === 'hide' && canHide && !model.hidden && !model.inFlight) {
          model.inFlight = 'hide';
        } else if (s === 'undo' && model.hidden && !model.inFlight) {
          model.inFlight = 'undo';
        } else if (
          s === 'unfollow' &&
          model.hidden &&
          !model.inFlight &&
          offersUnfollow &&
          !model.unfollowed
        ) {
          model.inFlight = 'unfollow';
          model.calls += 1;
        }
        const flying = pending.at(-1);
        if ((s === 'ok' || s === 'fail') && model.inFlight && flying) {
          pending.pop();
          if (s === 'ok') {
            flying.answer.resolve();
            if (model.inFlight === 'hide') model.hidden = true;
            if (model.inFlight === 'undo') model.hidden = false;
            if (model.inFlight === 'unfollow') model.unfollowed = true;
          } else {
            flying.answer.reject(apiError(500, null));
          }
          model.inFlight = null;
        } else if (s !== 'ok' && s !== 'fail') {
          host.subject.send({ type: `feedback.${s}` });
        }
        await flush();
        const snapshot = host.subject.getSnapshot();
        expect(selectHidden(snapshot)).toBe(model.hidden);
        expect(snapshot.hasTag('busy')).toBe(model.inFlight !== null);
        expect(snapshot.context.unfollowed).toBe(model.unfollowed);
        expect(unfollowCalls).toBe(model.calls);
        expect(host.entities.getSnapshot().context.pins.p1?.hidden ?? false).toBe(model.hidden);
      }
      host.root.stop();
    },
  );

test("'Pin hidden' exactly while the server holds the hide; undo reverses it; unfollow at most once", async () => {
  await assertProperty('pin hide', hideFollowsTheSpec(pinFeedbackMachine));
});

test('the suite catches a card that offers hide on a promoted pin', async () => {
  const careless = pinFeedbackMachine.provide({ guards: { canHide: () => true } });
  expect(await propertyFails(hideFollowsTheSpec(careless))).toBe(true);
});

test('the suite catches a card that unfollows twice', async () => {
  const repeats = pinFeedbackMachine.provide({
    guards: { canUnfollow: ({ context }) => context.unfollow !== null },
  });
  // The story it needs (hide, answer, unfollow, answer, unfollow again) is long: caught at run 95
  // on average over 21 seeds, so 1500 keep 15 times that (docs/decisions/121).
  expect(await propertyFails(hideFollowsTheSpec(repeats), 1500)).toBe(true);
});
