// One-tap save (spec 1 section 4) over random sequences of taps, answers, failures and time:
// never two requests in flight, taps ignored while busy, and once settled the button, the entity
// store and the (fake) server agree on whether the pin is saved. A save lands on the viewer's Quick
// Saves board (spec 3 sections 3 and 7), asked for (return_existing) until it is known, then never.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { enqueueActions, fromPromise, SimulatedClock } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import type { SavedInfo } from '../domain/types';
import { oneTapSaveMachine } from '../machines/one-tap-save.machine';
import { apiError, createHost, deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

interface Call {
  kind: 'board' | 'save' | 'delete';
  /** The saved pin a delete removes. */
  id?: string;
  /** The board a save is sent to. */
  boardId?: string | null;
  answer: Deferred<unknown>;
  open: boolean;
  answeredOk?: boolean;
}

/** The (fake) server's view of the pin, and the calls in flight. */
function createWorld(machine: typeof oneTapSaveMachine, initiallySaved: boolean) {
  const calls: Call[] = [];
  const server = {
    saved: initiallySaved ? 'saved-0' : (null as string | null),
    next: 1,
    /** The viewer's Quick Saves board, once created; and how many boards were made. */
    quickSaves: null as string | null,
    boardsMade: 0,
  };
  const clock = new SimulatedClock();
  const start: SavedInfo | null = initiallySaved
    ? { title: 'Profile', type: 'profile', url: '/me/', localPinId: 'saved-0', boardId: 'b2' }
    : null;
  const logic = machine.provide({
    actors: {
      ensureQuickSaves: fromPromise(() => {
        const answer = deferred<unknown>();
        calls.push({ kind: 'board', answer, open: true });
        return answer.promise as Promise<{ id: string }>;
      }),
      savePin: fromPromise(({ input }: { input: RepinInput }) => {
        const answer = deferred<unknown>();
        calls.push({ kind: 'save', boardId: input.boardId, answer, open: true });
        return answer.promise as Promise<RepinResult>;
      }),
      deleteSave: fromPromise(
        ({ input }: { input: { id: string; boardId: string | null; pinId: string } }) => {
          const answer = deferred<unknown>();
          calls.push({ kind: 'delete', id: input.id, answer, open: true });
          return answer.promise as Promise<void>;
        },
      ),
    },
  });
  const host = createHost({
    subject: logic,
    clock,
    input: { pinId: 'p1', saved: start, viewerId: 'u1', username: 'pinstate' },
  });
  return { ...host, calls, server, clock, open: () => calls.filter((c) => c.open) };
}

type World = ReturnType<typeof createWorld>;
type Model = Record<string, never>;

function checkInvariants(world: World) {
  const open = world.open();
  expect(open.length).toBeLessThanOrEqual(1);
  // The board is made once; a save is only ever sent to it, and it is not asked for once known.
  expect(world.server.boardsMade).toBeLessThanOrEqual(1);
  for (const call of world.calls.filter((c) => c.kind === 'save')) {
    expect(call.boardId).not.toBeNull();
  }
  const asked = world.calls.filter((c) => c.kind === 'board');
  const answered = asked.findIndex((c) => !c.open && c.answeredOk === true);
  if (answered >= 0) expect(asked.length).toBe(answered + 1);
  const snapshot = world.subject.getSnapshot();
  expect(snapshot.hasTag('busy')).toBe(open.length === 1);
  if (open.length === 0) {
    const shownSaved = snapshot.matches('saved');
    expect(shownSaved).toBe(world.server.saved !== null);
    const local = world.entities.getSnapshot().context.pins.p1;
    if (local && local.saved !== undefined) expect(local.saved !== null).toBe(shownSaved);
  }
}

class Tap implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(_: Model, world: World) {
    const busy = world.subject.getSnapshot().hasTag('busy');
    const before = world.calls.length;
    world.subject.send({ type: 'save.toggle' });
    await flush();
    if (busy) expect(world.calls.length).toBe(before);
    checkInvariants(world);
  }
  toString = () => 'tap';
}

class Answer implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly ok: boolean,
    readonly message: string | null,
  ) {}
  check = () => true;
  async run(_: Model, world: World) {
    const call = world.open()[0];
    if (!call) return;
    call.open = false;
    call.answeredOk = this.ok;
    if (this.ok && call.kind === 'board') {
      // return_existing: the board is made the first time, then the same one comes back.
      if (world.server.quickSaves === null) world.server.boardsMade += 1;
      world.server.quickSaves ??= 'b-quick';
      call.answer.resolve({ id: world.server.quickSaves });
    } else if (this.ok && call.kind === 'save') {
      expect(call.boardId).toBe(world.server.quickSaves);
      const id = `saved-${world.server.next++}`;
      world.server.saved = id;
      call.answer.resolve({
        id,
        board: null,
        section: null,
        isProfileSave: true,
      } satisfies RepinResult);
    } else if (this.ok) {
      // The delete removes the saved pin the server made, not the pin itself.
      expect(call.id).toBe(world.server.saved);
      world.server.saved = null;
      call.answer.resolve(undefined);
    } else {
      call.answer.reject(apiError(500, this.message));
    }
    await flush();
    checkInvariants(world);
  }
  toString = () => (this.ok ? 'answer ok' : `answer fails (${this.message ?? 'no message'})`);
}

class Wait implements fc.AsyncCommand<Model, World> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_: Model, world: World) {
    world.clock.increment(this.ms);
    await flush();
    checkInvariants(world);
  }
  toString = () => `wait ${this.ms} ms`;
}

const commands = fc.commands(
  [
    fc.constant(new Tap()),
    fc.constant(new Answer(true, null)),
    fc
      .option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null })
      .map((m) => new Answer(false, m)),
    fc.integer({ min: 1, max: 6000 }).map((ms) => new Wait(ms)),
  ],
  { maxCommands: 40 },
);

const oneTapSaveFollowsTheServer = (machine: typeof oneTapSaveMachine) =>
  fc.asyncProperty(fc.boolean(), commands, async (initiallySaved, cmds) => {
    const world = createWorld(machine, initiallySaved);
    checkInvariants(world);
    await fc.asyncModelRun(() => ({ model: {}, real: world }), cmds);
    // Settle whatever is still in flight, then check once more.
    for (const call of world.open()) {
      call.open = false;
      if (call.kind === 'board') {
        // Settled as failed: the button goes back to `none`, nothing was saved.
        call.answer.reject(apiError(500, null));
      } else if (call.kind === 'save') {
        world.server.saved = 'saved-last';
        call.answer.resolve({ id: 'saved-last', board: null, section: null, isProfileSave: true });
      } else {
        world.server.saved = null;
        call.answer.resolve(undefined);
      }
    }
    await flush();
    checkInvariants(world);
    world.root.stop();
  });

test('one-tap save: never two requests in flight, taps ignored while busy, settled state agrees with the server', async () => {
  await assertProperty('one-tap save', oneTapSaveFollowsTheServer(oneTapSaveMachine));
});

test('the suite catches a one-tap unsave that is never recorded in the entity store', async () => {
  const unrecorded = oneTapSaveMachine.provide({
    actions: { recordUnsaved: enqueueActions(() => undefined) },
  });
  expect(await propertyFails(oneTapSaveFollowsTheServer(unrecorded))).toBe(true);
});

test('the suite catches a one-tap save that does not land on the Quick Saves board', async () => {
  const boardless = oneTapSaveMachine.provide({
    guards: { needsQuickSaves: () => false },
  });
  expect(await propertyFails(oneTapSaveFollowsTheServer(boardless))).toBe(true);
});
