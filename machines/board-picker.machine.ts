// The inline board picker of a save flow (spec 3 sections 3 and 4, save_behavior 1; spec 3 section
// 5 "Board title 50"): the viewer's boards loaded, a failed list retried, and a new board named
// and created. The save flow (save-flow.machine.ts) invokes it while its picker is open and
// forwards the picker's events to it, and reads the board it created from its state, so the save
// toast can show the new board's badge. The view renders this machine's state: the list, the form while
// `naming`, the title typed, whether it may be sent, and the server's answer.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isValidBoardTitle } from '../domain/board';
import type { Board } from '../domain/types';
import { errorMessage } from '../domain/save';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { providedAtRoot } from './provided-at-root';

/** A board as the picker lists it. */
export type BoardOption = Pick<Board, 'id' | 'name' | 'url' | 'privacy'> & {
  coverUrl?: string | null;
};

export interface BoardPickerInput {
  username: string;
  /** A board created from this flow's picker before: listed first, marked new. */
  createdBoard?: BoardOption | null;
}

export interface BoardPickerContext {
  username: string;
  boards: BoardOption[];
  boardsError: string | null;
  createdBoard: BoardOption | null;
  /** The new board's title as typed. */
  draft: string;
  createError: string | null;
}

export type BoardPickerEvent =
  | { type: 'picker.retry' }
  | { type: 'naming.start' }
  | { type: 'naming.change'; title: string }
  | { type: 'naming.cancel' }
  /** Creates a board with the title given, or else the one typed. */
  | { type: 'board.create'; title?: string };

const titleOf = (context: BoardPickerContext, event: BoardPickerEvent): string =>
  event.type === 'board.create' && event.title !== undefined ? event.title : context.draft;

/**
 * `loading` the boards (`loadBoards`), then `ready` or `failed` (`picker.retry`); `naming` while a
 * new board's title is typed (`naming.start`, `naming.change`, `naming.cancel`); `board.create`
 * with a title of 1 to 50 characters goes `creating` (`createBoard`), then loads the list again
 * with the new board first. A failed create goes back to `naming` with the title kept and the
 * server's message.
 */
export const boardPickerMachine = setup({
  types: {
    context: {} as BoardPickerContext,
    events: {} as BoardPickerEvent,
    input: {} as BoardPickerInput,
  },
  actors: {
    loadBoards: fromPromise<BoardOption[], { username: string }>(() => Promise.resolve([])),
    createBoard: providedAtRoot<BoardOption, { name: string; username: string }>('createBoard'),
  },
  guards: {
    isValidTitle: ({ context, event }) => isValidBoardTitle(titleOf(context, event)),
  },
  actions: {
    listBoards: assign({
      boards: ({ context }, params: { loaded: BoardOption[] }) => {
        const created = context.createdBoard;
        if (!created) return params.loaded;
        const fresh = params.loaded.find((b) => b.id === created.id) ?? created;
        return [fresh, ...params.loaded.filter((b) => b.id !== created.id)];
      },
      boardsError: null,
    }),
    recordCreated: enqueueActions(({ system, enqueue }, params: { board: BoardOption }) => {
      enqueue.assign({
        createdBoard: params.board,
        createError: null,
        draft: '',
      });
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) enqueue.sendTo(entities, { type: 'board.created', board: params.board });
    }),
  },
}).createMachine({
  id: 'boardPicker',
  context: ({ input }) => ({
    username: input.username,
    boards: [],
    boardsError: null,
    createdBoard: input.createdBoard ?? null,
    draft: '',
    createError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBoards',
        src: 'loadBoards',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: 'ready',
          actions: { type: 'listBoards', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: assign({ boardsError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'naming.start': {
          target: 'naming',
          actions: assign({ draft: '', createError: null }),
        },
        'board.create': { guard: 'isValidTitle', target: 'creating' },
      },
    },
    naming: {
      on: {
        'naming.change': { actions: assign({ draft: ({ event }) => event.title }) },
        'naming.cancel': { target: 'ready', actions: assign({ draft: '', createError: null }) },
        'board.create': { guard: 'isValidTitle', target: 'creating' },
      },
    },
    failed: {
      on: { 'picker.retry': 'loading' },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createBoard',
        src: 'createBoard',
        input: ({ context, event }) => ({
          name: titleOf(context, event).trim(),
          username: context.username,
        }),
        onDone: {
          target: 'loading',
          actions: { type: 'recordCreated', params: ({ event }) => ({ board: event.output }) },
        },
        onError: {
          target: 'naming',
          actions: assign({ createError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});

export type BoardPickerSnapshot = SnapshotFrom<typeof boardPickerMachine>;

export const selectBoards = (s: BoardPickerSnapshot): BoardOption[] => s.context.boards;
export const selectBoardsLoading = (s: BoardPickerSnapshot): boolean => s.matches('loading');
export const selectBoardsError = (s: BoardPickerSnapshot): string | null =>
  s.matches('failed') ? s.context.boardsError : null;
export const selectCreatingBoard = (s: BoardPickerSnapshot): boolean => s.matches('creating');
/** The new-board form is open: while a title is typed, and while it is sent. */
export const selectNaming = (s: BoardPickerSnapshot): boolean =>
  s.matches('naming') || s.matches('creating');
export const selectDraftTitle = (s: BoardPickerSnapshot): string => s.context.draft;
/** The typed title may be sent (1 to 50 characters once trimmed). */
export const selectCanCreate = (s: BoardPickerSnapshot): boolean => s.can({ type: 'board.create' });
export const selectCreateError = (s: BoardPickerSnapshot): string | null => s.context.createError;
export const selectCreatedBoardId = (s: BoardPickerSnapshot): string | null =>
  s.context.createdBoard?.id ?? null;
