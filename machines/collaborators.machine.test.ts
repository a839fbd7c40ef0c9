// Board collaborators (spec 3 section 4 "Board management", section 8 error rows).
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { UserRef } from '../domain/types';
import {
  collaboratorsMachine,
  selectCollaborators,
  selectInvited,
  selectInviting,
  selectMemberFailure,
  type MemberCallInput,
} from './collaborators.machine';
import { apiError, deferred, flush, type Deferred } from './test-support';

const person = (id: string): UserRef => ({ id, username: id, fullName: `Person ${id}` });
const ann = person('ann');
const bob = person('bob');
const cat = person('cat');
const dan = person('dan');

function setupBoard() {
  const calls: { input: MemberCallInput; answer: Deferred<unknown> }[] = [];
  const logic = collaboratorsMachine.provide({
    actors: {
      changeMember: fromPromise(({ input }: { input: MemberCallInput }) => {
        const answer = deferred<unknown>();
        calls.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(logic, {
    input: { boardId: 'b1', ownerId: 'own', collaborators: [ann, bob], invited: [cat] },
  });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.start();
  const ids = (list: UserRef[]) => list.map((u) => u.id);
  return {
    actor,
    calls,
    emitted,
    collaborators: () => ids(selectCollaborators(actor.getSnapshot())),
    invited: () => ids(selectInvited(actor.getSnapshot())),
    failure: () => selectMemberFailure(actor.getSnapshot()),
  };
}

test('collaborator removal is applied locally first, then sent', () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  expect(t.collaborators()).toEqual(['bob']);
  expect(t.calls[0]?.input).toEqual({ boardId: 'b1', change: 'removeCollaborator', userId: 'ann' });
});

test('collaborator removal throws: the collaborator is restored locally, in place', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.calls[0]?.answer.reject(apiError(500, 'Only the owner of Kitchen can remove people from it.'));
  await flush();
  expect(t.collaborators()).toEqual(['ann', 'bob']);
  expect(t.failure()).toBe('Only the owner of Kitchen can remove people from it.');
});

test('collaborator removal fails with no message: a plain retry text names the person', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'bob' });
  t.calls[0]?.answer.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(t.collaborators()).toEqual(['ann', 'bob']);
  expect(t.failure()).toBe('Person bob could not be removed. Try again.');
});

test('invite removal is applied locally first and stays applied when the call fails', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'cat' });
  expect(t.invited()).toEqual([]);
  expect(t.calls[0]?.input).toEqual({ boardId: 'b1', change: 'removeInvite', userId: 'cat' });
  t.calls[0]?.answer.reject(apiError(500, 'Server error'));
  await flush();
  expect(t.invited()).toEqual([]);
  expect(t.failure()).toBeNull();
});

test('invite or collaborator delete returns an error: no success event is logged', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'cat' });
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.calls[0]?.answer.reject(apiError(500, null));
  await flush();
  t.calls[1]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.emitted.filter((e) => e.type === 'member.changed')).toEqual([]);
});

test('a removal that succeeds logs its success event', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.calls[0]?.answer.resolve({ removed: true });
  await flush();
  expect(t.emitted).toEqual([
    { type: 'member.changed', change: 'removeCollaborator', boardId: 'b1', userId: 'ann' },
  ]);
  expect(t.collaborators()).toEqual(['bob']);
});

test('calls go one at a time, in the order they were asked for', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.actor.send({ type: 'member.remove', userId: 'bob' });
  expect(t.collaborators()).toEqual([]);
  expect(t.calls).toHaveLength(1);
  t.calls[0]?.answer.resolve({});
  await flush();
  expect(t.calls).toHaveLength(2);
  expect(t.calls[1]?.input.userId).toBe('bob');
});

test('an invitation shows as inviting, then adds the person to the invited list', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.invite', user: dan });
  expect(selectInviting(t.actor.getSnapshot())).toEqual(['dan']);
  expect(t.calls[0]?.input).toEqual({ boardId: 'b1', change: 'invite', userId: 'dan' });
  t.calls[0]?.answer.resolve(dan);
  await flush();
  expect(t.invited()).toEqual(['cat', 'dan']);
  expect(selectInviting(t.actor.getSnapshot())).toEqual([]);
  expect(t.emitted).toContainEqual({
    type: 'member.changed',
    change: 'invite',
    boardId: 'b1',
    userId: 'dan',
  });
});

test('a failed invitation shows the server message and adds no one', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.invite', user: dan });
  t.calls[0]?.answer.reject(apiError(409, 'Person dan is already invited.'));
  await flush();
  expect(t.invited()).toEqual(['cat']);
  expect(t.failure()).toBe('Person dan is already invited.');
});

test('the owner, a collaborator, an invited person or one being invited cannot be invited again', () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.invite', user: person('own') });
  t.actor.send({ type: 'member.invite', user: ann });
  t.actor.send({ type: 'member.invite', user: cat });
  t.actor.send({ type: 'member.invite', user: dan });
  t.actor.send({ type: 'member.invite', user: dan });
  expect(t.calls).toHaveLength(1);
});

test('removing someone not on the list does nothing', () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'zed' });
  expect(t.calls).toHaveLength(0);
});

test('a collaborator whose removal is on its way cannot be invited: a failed removal would list them twice', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.actor.send({ type: 'member.invite', user: ann });
  expect(t.calls).toHaveLength(1);
  t.calls[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.collaborators()).toEqual(['ann', 'bob']);
  expect(t.invited()).toEqual(['cat']);
  expect(t.calls).toHaveLength(1);
});

test('two collaborators whose removals both fail return in the board order', async () => {
  const t = setupBoard();
  t.actor.send({ type: 'member.remove', userId: 'bob' });
  t.actor.send({ type: 'member.remove', userId: 'ann' });
  t.calls[0]?.answer.reject(apiError(500, null));
  await flush();
  t.calls[1]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.collaborators()).toEqual(['ann', 'bob']);
});
