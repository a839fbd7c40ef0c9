// The board link's invitation to collaborate (spec 3 section 2: board url markers board_url,
// accept_invite and seamless), on a simulated clock with the real toasts actor beside it.
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import {
  boardInviteMachine,
  selectBoardInviteBusy,
  selectBoardInviteError,
  selectBoardInviteHandled,
  selectBoardInviteOffered,
  type BoardInviteCallInput,
  type BoardInviteInput,
} from './board-invite.machine';
import { apiError, createHost, deferred, flush } from './test-support';
import type { Deferred } from './test-support';

const INPUT: BoardInviteInput = {
  boardId: 'b7',
  boardName: 'Family recipes',
  userId: 'u6',
  invited: true,
  seamless: false,
};

function open(input: Partial<BoardInviteInput> = {}) {
  const clock = new SimulatedClock();
  const calls: {
    call: 'accept' | 'decline';
    input: BoardInviteCallInput;
    answer: Deferred<void>;
  }[] = [];
  const call = (name: 'accept' | 'decline') =>
    fromPromise(({ input: given }: { input: BoardInviteCallInput }) => {
      const answer = deferred<void>();
      calls.push({ call: name, input: given, answer });
      return answer.promise;
    });
  const subject = boardInviteMachine.provide({
    actors: { acceptInvite: call('accept'), declineInvite: call('decline') },
  });
  const host = createHost({ subject, input: { ...INPUT, ...input }, clock });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  const state = () => host.subject.getSnapshot();
  return { clock, calls, host, emitted, state };
}

test('accept_invite offers the invitation to an invited viewer', () => {
  const t = open();
  expect(selectBoardInviteOffered(t.state())).toBe(true);
  expect(t.calls).toEqual([]);
});

test('accept_invite with seamless accepts at once, without asking', () => {
  const t = open({ seamless: true });
  expect(t.state().value).toBe('accepting');
  expect(t.calls.map((c) => [c.call, c.input])).toEqual([
    ['accept', { boardId: 'b7', userId: 'u6' }],
  ]);
});

test('a viewer who is not invited, or not signed in, is offered nothing', () => {
  expect(open({ invited: false }).state().value).toBe('notInvited');
  expect(open({ userId: null, seamless: true }).state().value).toBe('notInvited');
  expect(selectBoardInviteHandled(open({ invited: false }).state())).toBe(true);
});

test('accepting runs the accept call; on success the viewer is a collaborator and a toast says so', async () => {
  const t = open();
  t.host.subject.send({ type: 'invite.accept' });
  expect(selectBoardInviteBusy(t.state())).toBe(true);
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.state().value).toBe('accepted');
  expect(t.emitted).toContainEqual({ type: 'boardInvite.accepted', boardId: 'b7', userId: 'u6' });
  t.clock.increment(100);
  expect(t.host.toasts.getSnapshot().context.current?.headline).toBe(
    "You're now a collaborator on Family recipes",
  );
  t.clock.increment(2000);
  expect(t.host.toasts.getSnapshot().value).toBe('hiding');
});

test('declining runs the invite delete; on success the invitation is gone', async () => {
  const t = open();
  t.host.subject.send({ type: 'invite.decline' });
  expect(t.calls.map((c) => c.call)).toEqual(['decline']);
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.state().value).toBe('declined');
  expect(t.emitted).toContainEqual({ type: 'boardInvite.declined', boardId: 'b7', userId: 'u6' });
});

test('a failed accept offers the invitation again with the server message; a retry clears it', async () => {
  const t = open({ seamless: true });
  t.calls[0]?.answer.reject(apiError(404, 'User u6 has no invitation to Family recipes.'));
  await flush();
  expect(selectBoardInviteOffered(t.state())).toBe(true);
  expect(selectBoardInviteError(t.state())).toBe('User u6 has no invitation to Family recipes.');
  expect(t.state().context.seamless).toBe(false);
  t.host.subject.send({ type: 'invite.accept' });
  expect(selectBoardInviteError(t.state())).toBe(null);
  t.calls[1]?.answer.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(selectBoardInviteError(t.state())).toBe(
    'The invitation could not be answered. Try again.',
  );
});

test('a failed decline offers the invitation again with the message', async () => {
  const t = open();
  t.host.subject.send({ type: 'invite.decline' });
  t.calls[0]?.answer.reject(apiError(500, 'Server error'));
  await flush();
  expect(selectBoardInviteOffered(t.state())).toBe(true);
  expect(selectBoardInviteError(t.state())).toBe('Server error');
  t.clock.increment(5000);
  expect(t.host.toasts.getSnapshot().context.current).toBe(null);
});

test('taps are ignored while a call runs', () => {
  const t = open();
  t.host.subject.send({ type: 'invite.accept' });
  t.host.subject.send({ type: 'invite.accept' });
  t.host.subject.send({ type: 'invite.decline' });
  expect(t.calls.map((c) => c.call)).toEqual(['accept']);
});
