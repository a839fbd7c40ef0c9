// Follow and unfollow (spec 3 section 4 "Follow and hide actions", spec 3 section 7 log events 26
// and 27; spec 3 section 8 shows no message for a failed follow, so the machine rolls back and keeps
// the server's message for the view).
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import {
  followerCountText,
  followMachine,
  selectFollowBusy,
  selectFollowError,
  selectFollowerCountText,
  selectFollowLabel,
} from './follow.machine';
import type { FollowCallInput, FollowInput } from './follow.machine';
import { apiError, deferred, flush } from './test-support';
import type { Deferred } from './test-support';

function setupFollow(input: Partial<FollowInput> = {}) {
  const calls: { input: FollowCallInput; answer: Deferred<void> }[] = [];
  const logic = followMachine.provide({
    actors: {
      changeFollow: fromPromise(({ input: call }: { input: FollowCallInput }) => {
        const answer = deferred<void>();
        calls.push({ input: call, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(logic, {
    input: { kind: 'board', id: 'b13', following: false, ...input },
  });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, state: () => actor.getSnapshot() };
}

test('a tap on Follow shows Following at once and runs the follow call', () => {
  const t = setupFollow();
  expect(selectFollowLabel(t.state())).toBe('Follow');
  t.actor.send({ type: 'follow.toggle' });
  expect(selectFollowLabel(t.state())).toBe('Following');
  expect(t.calls.map((c) => c.input)).toEqual([{ kind: 'board', id: 'b13', follow: true }]);
});

test('a tap on Following shows Follow at once and runs the unfollow call', () => {
  const t = setupFollow({ following: true });
  t.actor.send({ type: 'follow.toggle' });
  expect(selectFollowLabel(t.state())).toBe('Follow');
  expect(t.calls.map((c) => c.input)).toEqual([{ kind: 'board', id: 'b13', follow: false }]);
});

test('the button is busy while the call runs and taps are ignored', async () => {
  const t = setupFollow();
  t.actor.send({ type: 'follow.toggle' });
  expect(selectFollowBusy(t.state())).toBe(true);
  expect(t.state().can({ type: 'follow.toggle' })).toBe(false);
  t.actor.send({ type: 'follow.toggle' });
  t.actor.send({ type: 'follow.toggle' });
  expect(t.calls).toHaveLength(1);
  expect(t.state().context.following).toBe(true);
  t.calls[0]?.answer.resolve();
  await flush();
  expect(selectFollowBusy(t.state())).toBe(false);
  expect(t.state().can({ type: 'follow.toggle' })).toBe(true);
});

test('a board follow logs event 26 and reports the change (spec 3 section 7)', async () => {
  const t = setupFollow();
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.emitted).toEqual([
    { type: 'log', eventType: 26, objectId: 'b13' },
    { type: 'follow.changed', kind: 'board', id: 'b13', following: true, followerCount: null },
  ]);
  expect(t.state().context.confirmed).toEqual({ following: true, followerCount: null });
});

test('a board unfollow logs event 27 and reports the change (spec 3 section 7)', async () => {
  const t = setupFollow({ following: true });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.emitted).toEqual([
    { type: 'log', eventType: 27, objectId: 'b13' },
    { type: 'follow.changed', kind: 'board', id: 'b13', following: false, followerCount: null },
  ]);
});

test('a topic follow logs event 601 and runs the interest follow call (spec 3 section 7)', async () => {
  const t = setupFollow({ kind: 'interest', id: 'i2', following: false });
  t.actor.send({ type: 'follow.toggle' });
  expect(t.calls[0]?.input).toEqual({ kind: 'interest', id: 'i2', follow: true });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.emitted).toEqual([
    { type: 'log', eventType: 601, objectId: 'i2' },
    { type: 'follow.changed', kind: 'interest', id: 'i2', following: true, followerCount: null },
  ]);
});

test('a topic unfollow logs event 602 (spec 3 section 7)', async () => {
  const t = setupFollow({ kind: 'interest', id: 'i1', following: true });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.emitted[0]).toEqual({ type: 'log', eventType: 602, objectId: 'i1' });
});

test('a failed topic follow logs nothing and rolls back', async () => {
  const t = setupFollow({ kind: 'interest', id: 'i2', following: false });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.emitted.filter((e) => e.type === 'log')).toEqual([]);
  expect(t.state().context.following).toBe(false);
});

test('following a person moves the follower count by one and logs no board event', async () => {
  const t = setupFollow({ kind: 'user', id: 'u11', following: false, followerCount: 41 });
  t.actor.send({ type: 'follow.toggle' });
  expect(t.state().context.followerCount).toBe(42);
  expect(t.calls[0]?.input).toEqual({ kind: 'user', id: 'u11', follow: true });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.emitted).toEqual([
    { type: 'follow.changed', kind: 'user', id: 'u11', following: true, followerCount: 42 },
  ]);
  t.actor.send({ type: 'follow.toggle' });
  expect(t.state().context.followerCount).toBe(41);
});

test('a failed follow rolls back and keeps the server message for the view', async () => {
  const t = setupFollow({ kind: 'user', id: 'u11', following: false, followerCount: 5 });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.reject(apiError(500, 'Follows are paused'));
  await flush();
  expect(t.state().matches('idle')).toBe(true);
  expect(t.state().context).toMatchObject({ following: false, followerCount: 5 });
  expect(selectFollowError(t.state())).toBe('Follows are paused');
  expect(t.emitted).toEqual([
    { type: 'follow.failed', kind: 'user', id: 'u11', message: 'Follows are paused' },
  ]);
});

test("a failure without a server message shows 'Sorry! Something went wrong on our end.'", async () => {
  const t = setupFollow({ following: true });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(t.state().context.following).toBe(true);
  expect(selectFollowError(t.state())).toBe('Sorry! Something went wrong on our end.');
});

test('a failure rolls back to the last successful answer, not to the start', async () => {
  const t = setupFollow({ kind: 'user', id: 'u11', followerCount: 0 });
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  t.actor.send({ type: 'follow.toggle' });
  t.calls[1]?.answer.reject(apiError(503, null));
  await flush();
  expect(t.state().context).toMatchObject({ following: true, followerCount: 1 });
});

test('the next tap clears the failure message', async () => {
  const t = setupFollow();
  t.actor.send({ type: 'follow.toggle' });
  t.calls[0]?.answer.reject(apiError(500, 'Nope'));
  await flush();
  t.actor.send({ type: 'follow.toggle' });
  expect(selectFollowError(t.state())).toBeNull();
});

test('the follower count never goes below 0', () => {
  const t = setupFollow({ kind: 'user', id: 'u11', following: true, followerCount: 0 });
  t.actor.send({ type: 'follow.toggle' });
  expect(t.state().context.followerCount).toBe(0);
  expect(setupFollow({ kind: 'user', followerCount: -3 }).state().context.followerCount).toBe(0);
});

test('a board has no follower count to show', () => {
  expect(selectFollowerCountText(setupFollow().state())).toBeNull();
});

test("follower counts read '1 follower', '12 followers' and shorten large numbers", () => {
  expect(followerCountText(0)).toBe('0 followers');
  expect(followerCountText(1)).toBe('1 follower');
  expect(followerCountText(12)).toBe('12 followers');
  expect(followerCountText(1_234_567)).toBe('1.23M followers');
});
