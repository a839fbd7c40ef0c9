// Pin feedback (spec 1 section 4 "Pin feedback status": none, reported; section 8 "Report
// confirmed"): over random report taps, answers and failures, the card agrees with a small model:
// one report in flight at most, 'Reported' exactly when the server confirmed (or the pin was
// reported before), the server's message (or 'Sorry! Something went wrong on our end.') after a
// failure, and the entity store remembers a confirmed report.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import {
  pinFeedbackMachine,
  selectFeedbackError,
  selectReported,
} from '../machines/pin-feedback.machine';
import { apiError, createHost, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

type Step =
  | { kind: 'report' }
  | { kind: 'answer'; ok: true }
  | { kind: 'answer'; ok: false; message: string | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'report' }),
  fc.constant<Step>({ kind: 'answer', ok: true }),
  fc
    .option(fc.constantFrom('Too many reports', '  '), { nil: null })
    .map((message): Step => ({ kind: 'answer', ok: false, message })),
);

/** The spec's view of the pin: reported or not, a report in flight, the last error shown. */
interface Model {
  reported: boolean;
  inFlight: boolean;
  error: string | null;
  confirmedHere: boolean;
}

const reportFollowsTheSpec = (logic: typeof pinFeedbackMachine) =>
  fc.asyncProperty(
    fc.boolean(),
    fc.array(step, { maxLength: 25 }),
    async (reportedBefore, steps) => {
      const calls: Deferred<void>[] = [];
      const provided = logic.provide({
        actors: {
          sendFeedback: fromPromise(() => {
            const answer = deferred<void>();
            calls.push(answer);
            return answer.promise;
          }),
        },
      });
      const host = createHost({
        subject: provided,
        input: { pinId: 'p1', reported: reportedBefore },
      });
      const model: Model = {
        reported: reportedBefore,
        inFlight: false,
        error: null,
        confirmedHere: false,
      };
      let answered = 0;
      const check = () => {
        const snapshot = host.subject.getSnapshot();
        expect(calls.length - answered).toBe(model.inFlight ? 1 : 0);
        expect(selectReported(snapshot)).toBe(model.reported);
        expect(selectFeedbackError(snapshot)).toBe(model.error);
        expect(host.entities.getSnapshot().context.pins.p1?.reported === true).toBe(
          model.confirmedHere,
        );
      };
      check();
      for (const s of steps) {
        if (s.kind === 'report') {
          host.subject.send({ type: 'feedback.report' });
          if (!model.reported && !model.inFlight) model.inFlight = true;
        } else {
          const call = calls[answered];
          if (!model.inFlight || !call) continue;
          answered += 1;
          model.inFlight = false;
          if (s.ok) {
            call.resolve();
            Object.assign(model, { reported: true, error: null, confirmedHere: true });
          } else {
            call.reject(apiError(500, s.message));
            model.error = s.message?.trim() ? s.message : 'Sorry! Something went wrong on our end.';
          }
        }
        await flush();
        check();
      }
      host.root.stop();
    },
  );

test("one report at a time; 'Reported' once the server confirms, or when reported before; a failure shows its message", async () => {
  await assertProperty('pin feedback', reportFollowsTheSpec(pinFeedbackMachine));
});

test('the suite catches a card that forgets a report made before it started', async () => {
  const forgetful = pinFeedbackMachine.provide({ guards: { wasReported: () => false } });
  expect(await propertyFails(reportFollowsTheSpec(forgetful))).toBe(true);
});
