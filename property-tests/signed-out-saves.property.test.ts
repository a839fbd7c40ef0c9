// Signed-out saves (spec 1 section 4) over random sequences of saves, dismissals, sign-ins and
// merge answers: never more than 2 held, no pin held twice, each held pin merged once, and the
// list empty after a merge whatever its outcome (a failure only counts the error metric).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, fromPromise } from 'xstate';
import { signedOutSavesMachine } from '../machines/signed-out-saves.machine';
import type { MergeResult } from '../machines/signed-out-saves.machine';
import { createHost, deferred, flush, recorder } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

interface Merge {
  pinIds: string[];
  answer: Deferred<MergeResult>;
  open: boolean;
}

function createWorld(machine: typeof signedOutSavesMachine) {
  const merges: Merge[] = [];
  const prompts: unknown[] = [];
  const logic = machine.provide({
    actors: {
      mergeSignedOutSaves: fromPromise(
        ({ input }: { input: { pinIds: string[]; userId: string } }) => {
          const answer = deferred<MergeResult>();
          merges.push({ pinIds: input.pinIds, answer, open: true });
          return answer.promise;
        },
      ),
    },
  });
  const host = createHost({ subject: logic, extra: { session: recorder(prompts as never[]) } });
  return { ...host, merges, prompts, metric: 0 };
}

type World = ReturnType<typeof createWorld>;
/**
 * The spec's list (spec 1 section 4): at most 2 pins held while logged out, a third save asks
 * the person to log in instead; signing in merges what is held, once, and empties the list.
 */
interface Model {
  held: string[];
  merging: boolean;
  prompts: number;
}

function checkInvariants(world: World) {
  const { held, mergeErrors } = world.subject.getSnapshot().context;
  expect(held.length).toBeLessThanOrEqual(2);
  expect(new Set(held).size).toBe(held.length);
  expect(mergeErrors).toBe(world.metric);
  expect(world.merges.filter((m) => m.open).length).toBeLessThanOrEqual(1);
}

class Save implements fc.AsyncCommand<Model, World> {
  constructor(readonly pinId: string) {}
  check = () => true;
  async run(model: Model, world: World) {
    world.subject.send({ type: 'signedOut.save', pinId: this.pinId });
    await flush();
    if (!model.merging && !model.held.includes(this.pinId)) {
      if (model.held.length >= 2) model.prompts += 1;
      else model.held = [...model.held, this.pinId];
    }
    expect(world.subject.getSnapshot().context.held).toEqual(model.held);
    expect(world.prompts.length).toBe(model.prompts);
    checkInvariants(world);
  }
  toString = () => `save ${this.pinId}`;
}

class Dismiss implements fc.AsyncCommand<Model, World> {
  constructor(readonly pinId: string) {}
  check = () => true;
  async run(model: Model, world: World) {
    world.subject.send({ type: 'signedOut.dismiss', pinId: this.pinId });
    await flush();
    if (!model.merging) model.held = model.held.filter((id) => id !== this.pinId);
    expect(world.subject.getSnapshot().context.held).toEqual(model.held);
    checkInvariants(world);
  }
  toString = () => `dismiss ${this.pinId}`;
}

class SignIn implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(model: Model, world: World) {
    const merges = world.merges.length;
    world.subject.send({ type: 'session.signedIn', userId: 'u1' });
    await flush();
    if (!model.merging && model.held.length > 0) {
      model.merging = true;
      expect(world.merges.length).toBe(merges + 1);
      expect(world.merges.at(-1)?.pinIds).toEqual(model.held);
    } else {
      expect(world.merges.length).toBe(merges);
    }
    checkInvariants(world);
  }
  toString = () => 'sign in';
}

class MergeAnswer implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly failures: number,
    readonly throws: boolean,
  ) {}
  check = () => true;
  async run(model: Model, world: World) {
    const merge = world.merges.find((m) => m.open);
    if (!merge) return;
    Object.assign(model, { held: [], merging: false });
    merge.open = false;
    if (this.throws) {
      world.metric += merge.pinIds.length;
      merge.answer.reject(new Error('offline'));
    } else {
      const failed = Math.min(this.failures, merge.pinIds.length);
      world.metric += failed;
      merge.answer.resolve({
        saved: merge.pinIds.slice(failed).map((pinId) => ({
          pinId,
          result: { id: `s-${pinId}`, board: null, section: null, isProfileSave: true },
        })),
        failed,
      });
    }
    await flush();
    expect(world.subject.getSnapshot().context.held).toEqual([]);
    checkInvariants(world);
  }
  toString = () => (this.throws ? 'merge throws' : `merge answers with ${this.failures} failed`);
}

const pinIds = fc.constantFrom('p1', 'p2', 'p3', 'p4');
const commands = fc.commands(
  [
    pinIds.map((id) => new Save(id)),
    pinIds.map((id) => new Dismiss(id)),
    fc.constant(new SignIn()),
    fc.tuple(fc.nat({ max: 2 }), fc.boolean()).map(([f, t]) => new MergeAnswer(f, t)),
  ],
  { maxCommands: 40 },
);

const savesFollowTheSpec = (machine: typeof signedOutSavesMachine) =>
  fc.asyncProperty(commands, async (cmds) => {
    const world = createWorld(machine);
    await flush();
    await fc.asyncModelRun(
      () => ({ model: { held: [], merging: false, prompts: 0 }, real: world }),
      cmds,
    );
    world.root.stop();
  });

test('signed-out saves: never more than 2 held, a third asks to log in, each merged once, the list cleared after a merge', async () => {
  await assertProperty('signed-out saves', savesFollowTheSpec(signedOutSavesMachine));
});

test('the suite catches a list that holds a third pin', async () => {
  const greedy = signedOutSavesMachine.provide({
    actions: {
      hold: assign(({ context }, params: { pinId: string }) => ({
        held: context.held.includes(params.pinId) ? context.held : [...context.held, params.pinId],
      })),
    },
  });
  // Caught at run 20 on average over 21 seeds: 300 keep 15 times that (docs/decisions/121).
  expect(await propertyFails(savesFollowTheSpec(greedy), 300)).toBe(true);
});
