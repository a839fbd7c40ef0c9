// Bulk delete (spec 3 section 7, BulkEditResource delete; section 4, orbac_subject_id): over random
// choices, presses, confirmations, answers and failures, the machine follows a small model: one
// call per confirmation carrying exactly the chosen pins (and the profile acted for), nothing
// deleted without a confirmation, and a failure keeps the selection.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, initialTransition, transition, type AnyEventObject } from 'xstate';
import {
  bulkDeleteMachine,
  type BulkDeleteCall,
  type BulkDeleteEvent,
} from '../machines/bulk-delete.machine';
import { assertProperty, propertyFails } from './property-support';

const event: fc.Arbitrary<AnyEventObject> = fc.oneof(
  fc.constantFrom('p1', 'p2', 'p3').map((pinId) => ({ type: 'bulk.toggle', pinId })),
  fc.constant({ type: 'bulk.delete' }),
  fc.constant({ type: 'bulk.confirm' }),
  fc.constant({ type: 'xstate.error.actor.deletePins', error: new Error('offline') }),
  fc.constant({ type: 'bulk.clear' }),
  fc.constant({ type: 'bulk.delete' }),
  fc
    .option(fc.constant('u7'), { nil: undefined })
    .map((orbacSubjectId) =>
      orbacSubjectId ? { type: 'bulk.confirm', orbacSubjectId } : { type: 'bulk.confirm' },
    ),
  fc.constant({ type: 'bulk.cancel' }),
  fc.constant({ type: 'bulk.retry' }),
  fc.constant({ type: 'xstate.done.actor.deletePins', output: undefined }),
  fc.constant({ type: 'xstate.error.actor.deletePins', error: new Error('offline') }),
);

interface Model {
  phase: 'selecting' | 'confirming' | 'deleting' | 'done' | 'failed';
  selected: string[];
  subject: string | undefined;
  calls: BulkDeleteCall[];
}

function call(model: Model): void {
  model.calls.push({
    boardId: 'b1',
    pinIds: [...model.selected],
    ...(model.subject ? { orbacSubjectId: model.subject } : {}),
  });
}

function step(m: Model, e: AnyEventObject): void {
  const toggle = (pinId: string) => {
    m.selected = m.selected.includes(pinId)
      ? m.selected.filter((id) => id !== pinId)
      : [...m.selected, pinId];
  };
  switch (m.phase) {
    case 'selecting':
      if (e.type === 'bulk.toggle') toggle(e.pinId as string);
      else if (e.type === 'bulk.clear') m.selected = [];
      else if (e.type === 'bulk.delete' && m.selected.length > 0) m.phase = 'confirming';
      return;
    case 'confirming':
      if (e.type === 'bulk.confirm') {
        m.subject = e.orbacSubjectId as string | undefined;
        m.phase = 'deleting';
        call(m);
      } else if (e.type === 'bulk.cancel') m.phase = 'selecting';
      return;
    case 'deleting':
      if (e.type === 'xstate.done.actor.deletePins') {
        m.phase = 'done';
        m.selected = [];
      } else if (e.type === 'xstate.error.actor.deletePins') m.phase = 'failed';
      return;
    case 'done':
      if (e.type === 'bulk.toggle') {
        toggle(e.pinId as string);
        m.phase = 'selecting';
      }
      return;
    case 'failed':
      if (e.type === 'bulk.retry') {
        m.phase = 'deleting';
        call(m);
      } else if (e.type === 'bulk.cancel') m.phase = 'selecting';
  }
}

const followsTheModel = (logic: typeof bulkDeleteMachine) =>
  fc.property(fc.array(event, { minLength: 8, maxLength: 40 }), (events) => {
    let [snapshot] = initialTransition(logic, { boardId: 'b1' });
    const model: Model = { phase: 'selecting', selected: [], subject: undefined, calls: [] };
    const calls: unknown[] = [];
    for (const e of events) {
      const [next, actions] = transition(logic, snapshot, e as BulkDeleteEvent);
      snapshot = next;
      step(model, e);
      for (const action of actions) {
        const a = action as { type: string; params?: { src?: unknown; input?: unknown } };
        if (a.type === 'xstate.spawnChild' && a.params?.src === 'deletePins')
          calls.push(a.params.input);
      }
      expect(snapshot.value).toBe(model.phase);
      expect(snapshot.context.selected).toEqual(model.selected);
    }
    expect(calls).toEqual(model.calls);
  });

test('one call per confirmation with exactly the chosen pins and the profile acted for', async () => {
  await assertProperty('bulk delete', followsTheModel(bulkDeleteMachine), 200);
});

test('the suite catches a delete that forgets the selection when it fails', async () => {
  const forgetful = bulkDeleteMachine.provide({
    actions: { assignError: assign({ selected: [] }) },
  });
  expect(await propertyFails(followsTheModel(forgetful))).toBe(true);
});
