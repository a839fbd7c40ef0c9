// Hide, undo and unfollow (spec 1 section 4 "Pin feedback status": unfollowed swaps the overlay's
// text and hides the Unfollow button; hiding shows 'Pin hidden' with an optional unfollow offer and
// an undo that reverses the action; spec 3 section 4: no hide for promoted pins nor on
// collaborative boards the viewer is on, and hide is routed by context).
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import type { HideSurface } from '../api/api';
import {
  pinFeedbackMachine,
  selectHidden,
  selectReported,
  selectUnfollowed,
  selectUnfollowOffer,
  type PinFeedbackInput,
  type UnfollowTarget,
} from './pin-feedback.machine';
import { apiError, createHost, deferred, flush, type Deferred } from './test-support';

const board: UnfollowTarget = { kind: 'board', id: 'b1', name: 'Kitchen ideas' };
const p2p: HideSurface = { surface: 'p2p' };

function setup(input: Partial<PinFeedbackInput> = {}) {
  const hides: {
    call: { pinId: string; where: HideSurface; hide: boolean };
    answer: Deferred<void>;
  }[] = [];
  const unfollows: { call: UnfollowTarget; answer: Deferred<void> }[] = [];
  const logic = pinFeedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(() => Promise.resolve()),
      hidePin: fromPromise(
        ({ input: call }: { input: { pinId: string; where: HideSurface; hide: boolean } }) => {
          const answer = deferred<void>();
          hides.push({ call, answer });
          return answer.promise;
        },
      ),
      unfollow: fromPromise(({ input: call }: { input: UnfollowTarget }) => {
        const answer = deferred<void>();
        unfollows.push({ call, answer });
        return answer.promise;
      }),
    },
  });
  const host = createHost({
    subject: logic,
    input: { pinId: 'p1', canHide: true, where: p2p, unfollow: board, ...input },
  });
  return { ...host, hides, unfollows, state: () => host.subject.getSnapshot() };
}

test("hiding a pin shows 'Pin hidden' once the server hid it, where the card sits", async () => {
  const t = setup();
  t.subject.send({ type: 'feedback.hide' });
  expect(t.hides.map((h) => h.call)).toEqual([{ pinId: 'p1', where: p2p, hide: true }]);
  expect(selectHidden(t.state())).toBe(false);
  t.hides[0]?.answer.resolve();
  await flush();
  expect(selectHidden(t.state())).toBe(true);
  expect(t.entities.getSnapshot().context.pins.p1?.hidden).toBe(true);
});

test('undo reverses the hide on the server, and the card comes back', async () => {
  const t = setup();
  t.subject.send({ type: 'feedback.hide' });
  t.hides[0]?.answer.resolve();
  await flush();
  t.subject.send({ type: 'feedback.undo' });
  expect(t.hides[1]?.call).toEqual({ pinId: 'p1', where: p2p, hide: false });
  t.hides[1]?.answer.resolve();
  await flush();
  expect(selectHidden(t.state())).toBe(false);
  expect(t.entities.getSnapshot().context.pins.p1?.hidden).toBe(false);
});

test('a failed undo keeps the pin hidden with the server message', async () => {
  const t = setup({ hidden: true });
  t.subject.send({ type: 'feedback.undo' });
  t.hides[0]?.answer.reject(apiError(503, 'Try again later'));
  await flush();
  expect(selectHidden(t.state())).toBe(true);
  expect(t.state().context.error).toBe('Try again later');
});

test('no hide for a promoted pin or on a collaborative board the viewer is on', () => {
  const t = setup({ canHide: false });
  t.subject.send({ type: 'feedback.hide' });
  expect(t.hides).toEqual([]);
  expect(t.state().value).toBe('none');
});

test('hide then unfollow: the offer names the board, is done once, then disappears', async () => {
  const t = setup();
  t.subject.send({ type: 'feedback.hide' });
  t.hides[0]?.answer.resolve();
  await flush();
  expect(selectUnfollowOffer(t.state())).toEqual(board);
  t.subject.send({ type: 'feedback.unfollow' });
  t.subject.send({ type: 'feedback.unfollow' });
  expect(t.unfollows.map((u) => u.call)).toEqual([board]);
  t.unfollows[0]?.answer.resolve();
  await flush();
  expect(selectUnfollowed(t.state())).toBe(true);
  expect(selectUnfollowOffer(t.state())).toBeNull();
  expect(selectHidden(t.state())).toBe(true);
  t.subject.send({ type: 'feedback.unfollow' });
  expect(t.unfollows).toHaveLength(1);
});

test('reported then unfollowed: the overlay swaps to its unfollow text and hides the Unfollow button', async () => {
  const t = setup({ reported: true });
  expect(selectReported(t.state())).toBe(true);
  t.subject.send({ type: 'feedback.unfollow' });
  t.unfollows[0]?.answer.resolve();
  await flush();
  expect(selectReported(t.state())).toBe(true);
  expect(selectUnfollowed(t.state())).toBe(true);
  expect(selectUnfollowOffer(t.state())).toBeNull();
});

test('without a followed board or pinner there is no unfollow offer', () => {
  const t = setup({ reported: true, unfollow: null });
  t.subject.send({ type: 'feedback.unfollow' });
  expect(t.unfollows).toEqual([]);
  expect(selectUnfollowOffer(t.state())).toBeNull();
});
