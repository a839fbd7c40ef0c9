// Bulk delete on a board (spec 3 section 7, BulkEditResource delete: board_id, section_id, pin_ids,
// orbac_subject_id; section 6: owners can do everything on the board; section 4: owner actions may
// carry an orbac_subject_id to act on someone else's behalf). The owner selects pins, presses
// Delete, confirms; the pins go in one call and leave the board's feed. A failure shows spec 1
// section 8 'Delete fails' text and keeps the selection.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DELETE_ERROR } from '../domain/save';
import { feedKey } from './entity-store-select';
import { SYSTEM_IDS, systemActor } from './system-ids';

export interface BulkDeleteInput {
  boardId: string;
}

export interface BulkDeleteCall {
  boardId: string;
  pinIds: string[];
  orbacSubjectId?: string;
}

export interface BulkDeleteContext {
  boardId: string;
  /** The chosen pins, in the order they were chosen. */
  selected: string[];
  /** The profile the delete acts for, when the viewer acts as another business profile. */
  orbacSubjectId: string | undefined;
  /** The pins the last delete removed. */
  deleted: string[];
  error: string | null;
}

export type BulkDeleteEvent =
  | { type: 'bulk.toggle'; pinId: string }
  | { type: 'bulk.clear' }
  | { type: 'bulk.delete' }
  | { type: 'bulk.confirm'; orbacSubjectId?: string }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.retry' };

export const bulkDeleteMachine = setup({
  types: {
    context: {} as BulkDeleteContext,
    events: {} as BulkDeleteEvent,
    input: {} as BulkDeleteInput,
  },
  actors: {
    /** BulkEditResource delete (the app: `api.bulkDeletePins`). */
    deletePins: fromPromise<void, BulkDeleteCall>(() => Promise.resolve()),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    toggle: assign({
      selected: ({ context }, params: { pinId: string }) =>
        context.selected.includes(params.pinId)
          ? context.selected.filter((id) => id !== params.pinId)
          : [...context.selected, params.pinId],
    }),
    clear: assign({ selected: [] }),
    assignSubject: assign({
      orbacSubjectId: (_, params: { orbacSubjectId: string | undefined }) => params.orbacSubjectId,
    }),
    /** Spec 3 section 4 local state: the pins leave the board's feed and its pin count, for
     * every page that shows them. */
    recordDeleted: enqueueActions(({ context, system, enqueue }) => {
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (!entities) return;
      const key = feedKey({ kind: 'board', id: context.boardId });
      for (const pinId of context.selected) {
        enqueue.sendTo(entities, { type: 'feed.itemRemoved', feedKey: key, pinId });
      }
      enqueue.sendTo(entities, {
        type: 'board.pinCountChanged',
        boardId: context.boardId,
        delta: -context.selected.length,
      });
    }),
    assignDeleted: assign({
      deleted: ({ context }) => context.selected,
      selected: [],
      error: null,
    }),
    /** Spec 1 section 8 'Delete fails': the spec's text, whatever the server said. */
    assignError: assign({ error: DELETE_ERROR }),
  },
}).createMachine({
  id: 'bulkDelete',
  context: ({ input }) => ({
    boardId: input.boardId,
    selected: [],
    orbacSubjectId: undefined,
    deleted: [],
    error: null,
  }),
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'bulk.toggle': {
          actions: { type: 'toggle', params: ({ event }) => ({ pinId: event.pinId }) },
        },
        'bulk.clear': { actions: 'clear' },
        'bulk.delete': { guard: 'hasSelection', target: 'confirming' },
      },
    },
    confirming: {
      on: {
        'bulk.confirm': {
          target: 'deleting',
          actions: {
            type: 'assignSubject',
            params: ({ event }) => ({ orbacSubjectId: event.orbacSubjectId }),
          },
        },
        'bulk.cancel': 'selecting',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deletePins',
        src: 'deletePins',
        input: ({ context }) => ({
          boardId: context.boardId,
          pinIds: context.selected,
          ...(context.orbacSubjectId ? { orbacSubjectId: context.orbacSubjectId } : {}),
        }),
        onDone: { target: 'done', actions: ['recordDeleted', 'assignDeleted'] },
        onError: {
          target: 'failed',
          actions: 'assignError',
        },
      },
    },
    done: {
      on: {
        'bulk.toggle': {
          target: 'selecting',
          actions: { type: 'toggle', params: ({ event }) => ({ pinId: event.pinId }) },
        },
      },
    },
    failed: {
      on: {
        'bulk.retry': 'deleting',
        'bulk.cancel': 'selecting',
      },
    },
  },
});

export type BulkDeleteSnapshot = SnapshotFrom<typeof bulkDeleteMachine>;

/** Whether a pin is chosen. */
export const selectIsSelected = (s: BulkDeleteSnapshot, pinId: string): boolean =>
  s.context.selected.includes(pinId);
