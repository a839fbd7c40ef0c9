// Bulk delete on a board (spec 3 section 7, BulkEditResource delete with pin_ids and
// orbac_subject_id; section 4: owner actions may carry orbac_subject_id).
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { expect, test } from 'vitest';
import { DELETE_ERROR } from '../domain/save';
import { bulkDeleteMachine, selectIsSelected, type BulkDeleteCall } from './bulk-delete.machine';
import { createHost, flush } from './test-support';

function start(fail = false) {
  const calls: BulkDeleteCall[] = [];
  const logic = bulkDeleteMachine.provide({
    actors: {
      deletePins: fromPromise<void, BulkDeleteCall>(({ input }) => {
        calls.push(input);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, { input: { boardId: 'b1' }, clock: new SimulatedClock() });
  actor.start();
  return { actor, calls };
}

test('choosing a pin twice unchooses it; Delete with nothing chosen does nothing', () => {
  const { actor } = start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  expect(selectIsSelected(actor.getSnapshot(), 'p1')).toBe(true);
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  expect(actor.getSnapshot().value).toBe('selecting');
});

test('Delete asks to confirm; cancelling keeps the selection', () => {
  const { actor, calls } = start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  expect(actor.getSnapshot().value).toBe('confirming');
  actor.send({ type: 'bulk.cancel' });
  expect(actor.getSnapshot().value).toBe('selecting');
  expect(actor.getSnapshot().context.selected).toEqual(['p1']);
  expect(calls).toEqual([]);
});

test('confirming deletes the chosen pins in one call', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.toggle', pinId: 'p2' });
  actor.send({ type: 'bulk.delete' });
  actor.send({ type: 'bulk.confirm' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await flush();
  expect(calls).toEqual([{ boardId: 'b1', pinIds: ['p1', 'p2'] }]);
  expect(actor.getSnapshot().value).toBe('done');
  expect(actor.getSnapshot().context.deleted).toEqual(['p1', 'p2']);
  expect(actor.getSnapshot().context.selected).toEqual([]);
});

test('owner actions carry orbac_subject_id when acting as another business profile', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  actor.send({ type: 'bulk.confirm', orbacSubjectId: 'u7' });
  await flush();
  expect(calls).toEqual([{ boardId: 'b1', pinIds: ['p1'], orbacSubjectId: 'u7' }]);
});

test('a failed delete says why, keeps the selection, and can be tried again', async () => {
  const { actor, calls } = start(true);
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  actor.send({ type: 'bulk.confirm' });
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  expect(actor.getSnapshot().context.error).toBe(DELETE_ERROR);
  expect(actor.getSnapshot().context.selected).toEqual(['p1']);
  actor.send({ type: 'bulk.retry' });
  await flush();
  expect(calls).toHaveLength(2);
  actor.send({ type: 'bulk.cancel' });
  expect(actor.getSnapshot().value).toBe('selecting');
});

test('after a delete, choosing a pin starts a new selection', async () => {
  const { actor } = start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  actor.send({ type: 'bulk.confirm' });
  await flush();
  actor.send({ type: 'bulk.toggle', pinId: 'p3' });
  expect(actor.getSnapshot().value).toBe('selecting');
  expect(actor.getSnapshot().context.selected).toEqual(['p3']);
});

function startHosted(fail = false) {
  const logic = bulkDeleteMachine.provide({
    actors: {
      deletePins: fromPromise<void, BulkDeleteCall>(() =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
      ),
    },
  });
  const host = createHost({
    subject: logic,
    input: { boardId: 'b1' },
    clock: new SimulatedClock(),
  });
  const choose = (...ids: string[]) => {
    for (const pinId of ids) host.subject.send({ type: 'bulk.toggle', pinId });
    host.subject.send({ type: 'bulk.delete' });
    host.subject.send({ type: 'bulk.confirm' });
  };
  return { ...host, choose };
}

test('local state pin delete: the deleted pins leave the board feed and its pin count', async () => {
  const t = startHosted();
  t.choose('p1', 'p2');
  await flush();
  const entities = t.entities.getSnapshot().context;
  expect(entities.feedRemovals['board:b1']).toEqual(['p1', 'p2']);
  expect(entities.boards.b1?.pinCountDelta).toBe(-2);
});

test('a failed delete removes nothing locally', async () => {
  const t = startHosted(true);
  t.choose('p1');
  await flush();
  expect(t.entities.getSnapshot().context.feedRemovals).toEqual({});
  expect(t.entities.getSnapshot().context.boards.b1?.pinCountDelta ?? 0).toBe(0);
});

test("Delete fails: the text is the spec's, whatever the server said", async () => {
  const logic = bulkDeleteMachine.provide({
    actors: {
      deletePins: fromPromise<void, BulkDeleteCall>(() =>
        Promise.reject(Object.assign(new Error('boom'), { status: 500, serverMessage: 'boom' })),
      ),
    },
  });
  const actor = createActor(logic, { input: { boardId: 'b1' }, clock: new SimulatedClock() });
  actor.start();
  actor.send({ type: 'bulk.toggle', pinId: 'p1' });
  actor.send({ type: 'bulk.delete' });
  actor.send({ type: 'bulk.confirm' });
  await flush();
  expect(actor.getSnapshot().context.error).toBe(DELETE_ERROR);
});
