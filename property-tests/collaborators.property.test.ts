// Board collaborators (spec 3 section 4 "Board management", section 8 error rows) over random
// sequences of removals, invitations, answers and failures: one call in flight at a time; no one
// listed twice or the owner listed at all; removals applied locally first; a failed collaborator
// removal restored in its place and a failed invite removal not; a success event for each
// successful call only.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UserRef } from '../domain/types';
import {
  collaboratorsMachine,
  type MemberCallInput,
  type MemberChangeKind,
} from '../machines/collaborators.machine';
import { apiError, deferred, flush, type Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

const OWNER = 'own';
const PEOPLE: UserRef[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
  id,
  username: id,
  fullName: `Person ${id}`,
}));
const COLLABORATORS = PEOPLE.slice(0, 3);
const INVITED = PEOPLE.slice(3, 4);

interface Call {
  input: MemberCallInput;
  answer: Deferred<unknown>;
  open: boolean;
}

/** What the page should show, kept by the test from the spec's rules. */
interface Model {
  collaborators: string[];
  invited: string[];
  successes: number;
  pendingInvites: string[];
  /** Collaborators whose removal is on its way (a failure brings them back). */
  pendingRemovals: string[];
}

function createWorld(machine: typeof collaboratorsMachine) {
  const calls: Call[] = [];
  const logic = machine.provide({
    actors: {
      changeMember: fromPromise(({ input }: { input: MemberCallInput }) => {
        const answer = deferred<unknown>();
        calls.push({ input, answer, open: true });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(logic, {
    input: { boardId: 'b1', ownerId: OWNER, collaborators: COLLABORATORS, invited: INVITED },
  });
  const events: { change: MemberChangeKind; userId: string }[] = [];
  actor.on('member.changed', (e) => events.push({ change: e.change, userId: e.userId }));
  actor.start();
  return { actor, calls, events, open: () => calls.filter((c) => c.open) };
}

type World = ReturnType<typeof createWorld>;

const ids = (list: UserRef[]) => list.map((u) => u.id);
const ORDER = ids(PEOPLE);
const inOrder = (list: string[]) => [...list].sort((x, y) => ORDER.indexOf(x) - ORDER.indexOf(y));

function checkInvariants(model: Model, world: World) {
  const snapshot = world.actor.getSnapshot();
  const collaborators = ids(snapshot.context.collaborators);
  const invited = ids(snapshot.context.invited);
  expect(world.open().length).toBeLessThanOrEqual(1);
  expect(snapshot.hasTag('busy')).toBe(world.open().length === 1);
  const everyone = [...collaborators, ...invited];
  expect(new Set(everyone).size).toBe(everyone.length);
  expect(everyone).not.toContain(OWNER);
  // A restored collaborator stands where they stood: the list keeps the board's order.
  expect(collaborators).toEqual(inOrder(collaborators));
  expect(collaborators).toEqual(inOrder(model.collaborators));
  expect([...invited].sort()).toEqual([...model.invited].sort());
  expect(world.events).toHaveLength(model.successes);
}

class Remove implements fc.AsyncCommand<Model, World> {
  constructor(readonly userId: string) {}
  check = () => true;
  async run(model: Model, world: World) {
    if (model.collaborators.includes(this.userId)) {
      model.pendingRemovals.push(this.userId);
      model.collaborators = model.collaborators.filter((id) => id !== this.userId);
    } else if (model.invited.includes(this.userId)) {
      model.invited = model.invited.filter((id) => id !== this.userId);
    }
    world.actor.send({ type: 'member.remove', userId: this.userId });
    await flush();
    checkInvariants(model, world);
  }
  toString = () => `remove ${this.userId}`;
}

class Invite implements fc.AsyncCommand<Model, World> {
  constructor(readonly userId: string) {}
  check = () => true;
  async run(model: Model, world: World) {
    const user = PEOPLE.find((u) => u.id === this.userId) ?? {
      id: OWNER,
      username: OWNER,
      fullName: 'Owner',
    };
    const taken =
      this.userId === OWNER ||
      model.collaborators.includes(this.userId) ||
      model.invited.includes(this.userId) ||
      model.pendingInvites.includes(this.userId) ||
      model.pendingRemovals.includes(this.userId);
    const before = world.calls.length + world.actor.getSnapshot().context.queue.length;
    world.actor.send({ type: 'member.invite', user });
    await flush();
    const after = world.calls.length + world.actor.getSnapshot().context.queue.length;
    if (taken) expect(after).toBe(before);
    else model.pendingInvites.push(this.userId);
    checkInvariants(model, world);
  }
  toString = () => `invite ${this.userId}`;
}

class Answer implements fc.AsyncCommand<Model, World> {
  constructor(readonly ok: boolean) {}
  check = () => true;
  async run(model: Model, world: World) {
    const call = world.open()[0];
    if (!call) return;
    call.open = false;
    const { change, userId } = call.input;
    if (change === 'invite')
      model.pendingInvites = model.pendingInvites.filter((id) => id !== userId);
    if (change === 'removeCollaborator')
      model.pendingRemovals = model.pendingRemovals.filter((id) => id !== userId);
    if (this.ok) {
      model.successes += 1;
      if (change === 'invite') model.invited.push(userId);
      call.answer.resolve({});
    } else {
      // Spec 3 section 4: only a failed collaborator removal is restored locally.
      if (change === 'removeCollaborator') model.collaborators.push(userId);
      call.answer.reject(apiError(500, null));
    }
    await flush();
    const failure = world.actor.getSnapshot().context.failure;
    if (!this.ok && change !== 'removeInvite') expect(failure).toBeTruthy();
    checkInvariants(model, world);
  }
  toString = () => (this.ok ? 'answer ok' : 'answer fails');
}

const person = fc.constantFrom(OWNER, ...ORDER);
const commands = fc.commands(
  [
    person.map((id) => new Remove(id)),
    person.map((id) => new Invite(id)),
    fc.boolean().map((ok) => new Answer(ok)),
    fc.boolean().map((ok) => new Answer(ok)),
  ],
  { maxCommands: 40 },
);

const membersFollowTheSpec = (machine: typeof collaboratorsMachine) =>
  fc.asyncProperty(commands, async (cmds) => {
    const world = createWorld(machine);
    const model: Model = {
      collaborators: ids(COLLABORATORS),
      invited: ids(INVITED),
      successes: 0,
      pendingInvites: [],
      pendingRemovals: [],
    };
    checkInvariants(model, world);
    await fc.asyncModelRun(() => ({ model, real: world }), cmds);
    world.actor.stop();
  });

test('collaborators: one call at a time, no one twice, removals local first, only collaborator removals restored, success events only on success', async () => {
  await assertProperty('collaborators', membersFollowTheSpec(collaboratorsMachine));
});

test('the suite catches an invitation of someone already on the board', async () => {
  const careless = collaboratorsMachine.provide({
    guards: { invitable: ({ event }) => event.type === 'member.invite' && event.user.id !== OWNER },
  });
  expect(await propertyFails(membersFollowTheSpec(careless))).toBe(true);
});
