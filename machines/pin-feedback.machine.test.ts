// Pin feedback (spec 1 section 4 "Pin feedback status", section 8 "Report confirmed").
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import {
  pinFeedbackMachine,
  selectFeedbackError,
  selectReported,
  selectReporting,
  type PinFeedbackInput,
} from './pin-feedback.machine';
import { apiError, createHost, deferred, flush, type Deferred } from './test-support';

function setupFeedback(input: PinFeedbackInput = { pinId: 'p1' }) {
  const calls: { input: { pinId: string; feedbackType: string }; answer: Deferred<void> }[] = [];
  const logic = pinFeedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(
        ({ input: call }: { input: { pinId: string; feedbackType: string } }) => {
          const answer = deferred<void>();
          calls.push({ input: call, answer });
          return answer.promise;
        },
      ),
    },
  });
  const host = createHost({ subject: logic, input });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  return { ...host, calls, emitted, state: () => host.subject.getSnapshot() };
}

test('a report sends the pin feedback with feedback_type report and ignores taps while it runs', () => {
  const t = setupFeedback();
  t.subject.send({ type: 'feedback.report' });
  t.subject.send({ type: 'feedback.report' });
  expect(selectReporting(t.state())).toBe(true);
  expect(t.calls.map((c) => c.input)).toEqual([{ pinId: 'p1', feedbackType: 'report' }]);
});

test("report confirmed: the pin shows 'Reported', remembered in the entity store", async () => {
  const t = setupFeedback();
  t.subject.send({ type: 'feedback.report' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(selectReported(t.state())).toBe(true);
  expect(t.entities.getSnapshot().context.pins.p1?.reported).toBe(true);
  expect(t.emitted).toEqual([{ type: 'pin.reported', pinId: 'p1' }]);
});

test('a pin reported earlier starts reported (the card scrolled away and back)', () => {
  const t = setupFeedback({ pinId: 'p1', reported: true });
  expect(selectReported(t.state())).toBe(true);
  t.subject.send({ type: 'feedback.report' });
  expect(t.calls).toHaveLength(0);
});

test("a failed report returns to none with the server's message, or the fallback", async () => {
  const t = setupFeedback();
  t.subject.send({ type: 'feedback.report' });
  t.calls[0]?.answer.reject(apiError(500, 'Try again later'));
  await flush();
  expect(t.state().value).toBe('none');
  expect(selectFeedbackError(t.state())).toBe('Try again later');
  t.subject.send({ type: 'feedback.report' });
  t.calls[1]?.answer.reject(apiError(500, null));
  await flush();
  expect(selectFeedbackError(t.state())).toBe('Sorry! Something went wrong on our end.');
  expect(t.entities.getSnapshot().context.pins.p1?.reported).toBeUndefined();
});
