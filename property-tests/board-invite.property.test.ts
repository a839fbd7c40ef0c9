// The board link's invitation (spec 3 section 2 markers accept_invite and seamless) against a small
// model, over random viewers, markers, presses and answers: nothing is offered or called for a
// viewer who is not invited or not signed in; seamless calls accept at once; at most one call runs;
// only a successful accept makes the viewer a collaborator (and shows the toast); a failure offers
// the invitation again.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import {
  boardInviteMachine,
  type BoardInviteCallInput,
  type BoardInviteInput,
} from '../machines/board-invite.machine';
import { apiError, createHost, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

type Outcome = 'offered' | 'accepted' | 'declined' | 'none';

const inputArb: fc.Arbitrary<BoardInviteInput> = fc.record({
  boardId: fc.constant('b7'),
  boardName: fc.constant('Family recipes'),
  userId: fc.constantFrom(null, 'u6'),
  invited: fc.boolean(),
  seamless: fc.boolean(),
});

type Step = { press: 'accept' | 'decline' } | { answer: boolean };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<'accept' | 'decline'>('accept', 'decline').map((press) => ({ press })),
  fc.boolean().map((answer) => ({ answer })),
);

const inviteFollowsTheSpec = (machine: typeof boardInviteMachine) =>
  fc.asyncProperty(inputArb, fc.array(stepArb, { maxLength: 12 }), async (input, steps) => {
    const clock = new SimulatedClock();
    const calls: { call: 'accept' | 'decline'; answer: Deferred<void>; open: boolean }[] = [];
    const call = (name: 'accept' | 'decline') =>
      fromPromise<void, BoardInviteCallInput>(() => {
        const answer = deferred<void>();
        calls.push({ call: name, answer, open: true });
        return answer.promise;
      });
    const subject = machine.provide({
      actors: { acceptInvite: call('accept'), declineInvite: call('decline') },
    });
    const host = createHost({ subject, input, clock });
    // The model: who may answer, what runs, where it ends.
    const eligible = input.userId !== null && input.invited;
    let outcome: Outcome = eligible ? 'offered' : 'none';
    let running: 'accept' | 'decline' | null = eligible && input.seamless ? 'accept' : null;
    const check = () => {
      const s = host.subject.getSnapshot();
      expect(calls.filter((c) => c.open).length).toBe(running === null ? 0 : 1);
      if (running !== null) expect(calls.at(-1)?.call).toBe(running);
      expect(s.hasTag('busy')).toBe(running !== null);
      if (running === null) {
        expect(s.value).toBe(outcome === 'none' ? 'notInvited' : outcome);
      }
      if (!eligible) expect(calls).toEqual([]);
    };
    check();
    for (const step of steps) {
      if ('press' in step) {
        host.subject.send({ type: step.press === 'accept' ? 'invite.accept' : 'invite.decline' });
        if (running === null && outcome === 'offered') running = step.press;
      } else {
        const open = calls.find((c) => c.open);
        if (open) {
          open.open = false;
          if (step.answer) open.answer.resolve();
          else open.answer.reject(apiError(500, 'Server error'));
          await flush();
          if (step.answer) outcome = running === 'accept' ? 'accepted' : 'declined';
          running = null;
        }
      }
      check();
    }
    clock.increment(100);
    const toast = host.toasts.getSnapshot().context.current;
    expect(toast !== null).toBe(outcome === 'accepted');
    host.root.stop();
  });

test('board invite: nothing for a viewer not invited or signed out; seamless accepts at once; one call at a time; only a successful accept makes a collaborator; a failure offers it again', async () => {
  await assertProperty('board-invite', inviteFollowsTheSpec(boardInviteMachine));
});

test('the suite catches a seamless marker that is ignored', async () => {
  const asking = boardInviteMachine.provide({ guards: { seamless: () => false } });
  expect(await propertyFails(inviteFollowsTheSpec(asking))).toBe(true);
});

test('the suite catches an invitation offered to a viewer who is not invited', async () => {
  const open = boardInviteMachine.provide({
    guards: { notInvited: ({ context }) => context.userId === null },
  });
  expect(await propertyFails(inviteFollowsTheSpec(open))).toBe(true);
});
