// Save (repin) flow (spec 1 section 4 "Save (repin) flow", spec 3 section 4 "Save flow",
// "Save-behaviour" and "Board management"; spec 1 section 8 "Save fails"; spec 3 section 5
// board title at most 50): the repin request and what follows it, and the inline board picker of
// save_behavior 1 with board creation.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import { isValidBoardTitle } from '../domain/board';
import type { Board, SavedInfo } from '../domain/types';
import { errorMessage, savedInfoFromRepin } from '../domain/save';
import { errorToast, saveToast, savedMessages } from './save-messages';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { providedAtRoot } from './provided-at-root';
import { serverError } from './catalogue-entry';
import { effectiveSaved } from './entity-store.machine';
import { definePinKind, localPin, type PinSpawn } from './pin-kind';
import { boardRepin, sampleBoards, sampleSaved } from './save-samples';

/** Tracking event type of a repin (spec 3 section 7, "Tracking"). */
export const REPIN_EVENT_TYPE = 5;

/** A board as the picker lists it. */
export type BoardOption = Pick<Board, 'id' | 'name' | 'url' | 'privacy'> & {
  coverUrl?: string | null;
};

/** Where a save goes; no board id means a profile save. */
export interface SaveTarget {
  boardId: string | null;
  boardName: string | null;
  sectionId: string | null;
  sectionName: string | null;
}

export interface SaveFlowInput {
  pinId: string;
  /** The original pin id when this pin is itself a repin. */
  originalPinId?: string | null;
  saved: SavedInfo | null;
  viewerId: string | null;
  username: string | null;
  /** New users get the 'Organize' button on a board save toast. */
  isNewUser?: boolean;
  /** The pin's thumbnail, shown on the toast of a save to a new board. */
  thumbnailUrl?: string | null;
  clientTrackingParams?: string | null;
}

export interface SaveFlowContext {
  pinId: string;
  originalPinId: string | null;
  saved: SavedInfo | null;
  viewerId: string | null;
  username: string | null;
  isNewUser: boolean;
  thumbnailUrl: string | null;
  clientTrackingParams: string | null;
  target: SaveTarget | null;
  boards: BoardOption[];
  boardsError: string | null;
  /** The board created from the picker, listed first and marked new. */
  createdBoardId: string | null;
  createError: string | null;
  error: string | null;
}

export type SaveFlowEvent =
  | {
      type: 'pin.save';
      boardId?: string | null;
      boardName?: string | null;
      sectionId?: string | null;
      sectionName?: string | null;
    }
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'board.create'; title: string };

export type SaveFlowEmitted =
  | {
      type: 'pin.saved';
      pinId: string;
      savedPinId: string;
      boardId: string | null;
      sectionId: string | null;
      isProfileSave: boolean;
    }
  | {
      type: 'log';
      eventType: typeof REPIN_EVENT_TYPE;
      objectId: string;
      auxData: { is_profile_save: boolean; board_id: string | null };
    }
  | { type: 'pin.saveFailed'; pinId: string; message: string };

/** A board title is 1 to 50 characters once trimmed (spec 3 section 5): the domain's rule. */
export { isValidBoardTitle };

const targetOf = (event: Extract<SaveFlowEvent, { type: 'pin.save' }>): SaveTarget => ({
  boardId: event.boardId ?? null,
  boardName: event.boardName ?? null,
  sectionId: event.sectionId ?? null,
  sectionName: event.sectionName ?? null,
});

/**
 * The save (repin) flow of one pin. `pin.save` (with a board and section, or none for a profile
 * save) goes `saving`; on success the caller's callback (`pin.saved`), the entity store update,
 * the saved pin id remembered (and the original pin id if different), the save toast ('Saved to
 * Profile' with 'Change', 'Saved to {board}', 'Saved to {section} in {board}', 'Organize' for new
 * users; 5000 ms) and the log event (`log`, type 5, with `is_profile_save`). A failure shows the
 * server's message or the fallback and returns. `picker.open` opens the inline board picker of
 * save_behavior 1 (`picking`: `loading`, `ready`, `failed`, `creating`); `board.create` with a
 * title of at most 50 characters creates a board and refreshes the list. A logged-out viewer gets
 * the login prompt instead.
 */
export const saveFlowMachine = setup({
  types: {
    context: {} as SaveFlowContext,
    events: {} as SaveFlowEvent,
    emitted: {} as SaveFlowEmitted,
    input: {} as SaveFlowInput,
  },
  actors: {
    savePin: providedAtRoot<RepinResult, RepinInput>('savePin'),
    loadBoards: fromPromise<BoardOption[], { username: string }>(() => Promise.resolve([])),
    createBoard: providedAtRoot<BoardOption, { name: string; username: string }>('createBoard'),
  },
  actions: {
    openLoginPrompt: enqueueActions(({ system, enqueue }) => {
      const session = systemActor(system, SYSTEM_IDS.session);
      if (session) enqueue.sendTo(session, { type: 'loginPrompt.open', action: 'save' });
    }),
    assignTarget: assign({
      target: (_, params: { target: SaveTarget }) => params.target,
      error: null,
    }),
    recordSave: enqueueActions(({ context, system, enqueue }, params: { result: RepinResult }) => {
      const saved = savedInfoFromRepin(params.result);
      const target = context.target;
      const boardName =
        params.result.board && !params.result.isProfileSave ? params.result.board.name : null;
      const sectionName = params.result.section?.title ?? target?.sectionName ?? null;
      const isNewBoard = saved.boardId !== null && saved.boardId === context.createdBoardId;
      enqueue.assign({ saved, error: null });
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) {
        enqueue.sendTo(entities, {
          type: 'pin.saved',
          pinId: context.pinId,
          saved,
          originalPinId: context.originalPinId,
        });
      }
      const toast = saveToast({
        pinId: context.pinId,
        saved,
        boardName,
        sectionName: boardName ? sectionName : null,
        isNewUser: context.isNewUser,
        thumbnailUrl: isNewBoard ? context.thumbnailUrl : null,
      });
      for (const { to, event } of savedMessages(system, {
        pinId: context.pinId,
        saved,
        boardName,
        toast,
      })) {
        enqueue.sendTo(to, event);
      }
      enqueue.emit({
        type: 'pin.saved',
        pinId: context.pinId,
        savedPinId: saved.localPinId,
        boardId: saved.boardId,
        sectionId: params.result.section?.id ?? null,
        isProfileSave: saved.type === 'profile',
      });
      enqueue.emit({
        type: 'log',
        eventType: REPIN_EVENT_TYPE,
        objectId: context.pinId,
        auxData: { is_profile_save: saved.type === 'profile', board_id: saved.boardId },
      });
    }),
    showError: enqueueActions(({ context, system, enqueue }, params: { message: string }) => {
      enqueue.assign({ error: params.message });
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts) enqueue.sendTo(toasts, { type: 'toast.show', toast: errorToast(params.message) });
      enqueue.emit({ type: 'pin.saveFailed', pinId: context.pinId, message: params.message });
    }),
    recordBoardCreated: enqueueActions(
      ({ context, system, enqueue }, params: { board: BoardOption }) => {
        enqueue.assign({
          createdBoardId: params.board.id,
          createError: null,
          boards: [params.board, ...context.boards.filter((b) => b.id !== params.board.id)],
        });
        const entities = systemActor(system, SYSTEM_IDS.entities);
        if (entities) enqueue.sendTo(entities, { type: 'board.created', board: params.board });
      },
    ),
  },
  guards: {
    isSignedOut: ({ context }) => context.viewerId === null,
    wasSaved: ({ context }) => context.saved !== null,
    isValidTitle: (_, params: { title: string }) => isValidBoardTitle(params.title),
  },
}).createMachine({
  id: 'saveFlow',
  context: ({ input }) => ({
    pinId: input.pinId,
    originalPinId: input.originalPinId ?? null,
    saved: input.saved,
    viewerId: input.viewerId,
    username: input.username,
    isNewUser: input.isNewUser ?? false,
    thumbnailUrl: input.thumbnailUrl ?? null,
    clientTrackingParams: input.clientTrackingParams ?? null,
    target: null,
    boards: [],
    boardsError: null,
    createdBoardId: null,
    createError: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      // A pin already saved when its actor starts begins as saved.
      always: { guard: 'wasSaved', target: 'saved' },
      on: {
        'pin.save': [
          { guard: 'isSignedOut', actions: 'openLoginPrompt' },
          {
            target: 'saving',
            actions: { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
          },
        ],
        'picker.open': [
          { guard: 'isSignedOut', actions: 'openLoginPrompt' },
          { target: 'picking' },
        ],
      },
    },
    picking: {
      initial: 'loading',
      on: {
        'picker.close': [{ guard: 'wasSaved', target: 'saved' }, { target: 'idle' }],
        'pin.save': {
          target: 'saving',
          actions: { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadBoards',
            src: 'loadBoards',
            input: ({ context }) => ({ username: context.username ?? '' }),
            onDone: {
              target: 'ready',
              actions: assign({
                boards: ({ context, event }) => {
                  const created = context.boards.find((b) => b.id === context.createdBoardId);
                  const listed = event.output.filter((b) => b.id !== context.createdBoardId);
                  const fresh =
                    event.output.find((b) => b.id === context.createdBoardId) ?? created;
                  return fresh ? [fresh, ...listed] : listed;
                },
                boardsError: null,
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ boardsError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        ready: {
          on: {
            'board.create': {
              guard: { type: 'isValidTitle', params: ({ event }) => ({ title: event.title }) },
              target: 'creating',
            },
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
              name: event.type === 'board.create' ? event.title.trim() : '',
              username: context.username ?? '',
            }),
            onDone: {
              target: 'loading',
              actions: {
                type: 'recordBoardCreated',
                params: ({ event }) => ({ board: event.output }),
              },
            },
            onError: {
              target: 'ready',
              actions: assign({ createError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePin',
        src: 'savePin',
        input: ({ context }) => ({
          pinId: context.pinId,
          boardId: context.target?.boardId ?? null,
          sectionId: context.target?.sectionId ?? null,
          userId: context.viewerId ?? '',
          ...(context.clientTrackingParams
            ? { clientTrackingParams: context.clientTrackingParams }
            : {}),
          ...(context.originalPinId ? { originalPinId: context.originalPinId } : {}),
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'recordSave', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: 'wasSaved',
            target: 'saved',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: errorMessage(event.error) }),
            },
          },
          {
            target: 'idle',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: errorMessage(event.error) }),
            },
          },
        ],
      },
    },
    saved: {
      on: {
        'pin.save': {
          target: 'saving',
          actions: { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
        },
        'picker.open': 'picking',
      },
    },
  },
});

export type SaveFlowSnapshot = SnapshotFrom<typeof saveFlowMachine>;

export const selectIsSaving = (s: SaveFlowSnapshot): boolean => s.matches('saving');
export const selectIsSaved = (s: SaveFlowSnapshot): boolean => s.context.saved !== null;
export const selectPickerOpen = (s: SaveFlowSnapshot): boolean => s.matches('picking');
export const selectBoards = (s: SaveFlowSnapshot): BoardOption[] => s.context.boards;
export const selectBoardsLoading = (s: SaveFlowSnapshot): boolean =>
  s.matches({ picking: 'loading' });
export const selectBoardsError = (s: SaveFlowSnapshot): string | null =>
  s.matches({ picking: 'failed' }) ? s.context.boardsError : null;
export const selectCreatingBoard = (s: SaveFlowSnapshot): boolean =>
  s.matches({ picking: 'creating' });
export const selectCreateError = (s: SaveFlowSnapshot): string | null => s.context.createError;
export const selectCreatedBoardId = (s: SaveFlowSnapshot): string | null =>
  s.context.createdBoardId;
/** The saved pin id, remembered after a save (spec 3 section 4). */
export const selectSavedPinId = (s: SaveFlowSnapshot): string | null =>
  s.context.saved?.localPinId ?? null;
/** 'Save' or 'Saved' for the pill. */
export const selectSaveFlowLabel = (s: SaveFlowSnapshot): 'Save' | 'Saved' =>
  s.context.saved ? 'Saved' : 'Save';

/** What a card adds for its save flow. */
export interface SaveFlowSeed extends PinSpawn {
  /** The original pin id when this pin is itself a repin (remembered after a save). */
  originalPinId?: string | null;
  /** The viewer is a new user: board save toasts offer 'Organize' (spec 3 section 4). */
  isNewUser?: boolean;
}

/** The per-pin kind `save` (`pin.<id>.save`): the store's save first, else the server's. */
export const saveFlowPinKind = definePinKind({
  kind: 'save',
  logic: saveFlowMachine,
  inputFrom: (seed: SaveFlowSeed, entities, viewer) => ({
    pinId: seed.pinId,
    originalPinId: seed.originalPinId ?? null,
    saved: effectiveSaved(localPin(entities, seed.pinId), seed.pin),
    viewerId: viewer.id,
    username: viewer.username,
    isNewUser: seed.isNewUser ?? false,
    thumbnailUrl: seed.pin?.images?.['236x']?.url ?? null,
    clientTrackingParams: seed.pin?.trackingParams ?? null,
  }),
  catalogue: {
    id: 'save-flow',
    title: 'Save (repin) flow and board picker',
    specSection: 'spec 1 section 4 (save flow), spec 3 section 4 (save flow, save-behaviour)',
    machine: saveFlowMachine,
    sampleInput: { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
    coverageInputs: [
      { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: sampleSaved, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: null, viewerId: null, username: null },
    ],
    events: [
      { event: { type: 'pin.save' }, label: 'Save to profile' },
      {
        event: { type: 'pin.save', boardId: 'b1', boardName: 'Home decor' },
        label: 'Save to a board',
      },
      { event: { type: 'picker.open' }, label: 'Open the board picker' },
      { event: { type: 'picker.close' }, label: 'Close the board picker' },
      { event: { type: 'picker.retry' }, label: 'Retry loading boards' },
      { event: { type: 'board.create', title: 'Patio' }, label: 'Create a board' },
      {
        event: { type: 'board.create', title: 'x'.repeat(51) },
        label: 'Create a board (title too long)',
      },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.savePin', output: boardRepin },
      { type: 'xstate.error.actor.savePin', error: serverError },
      { type: 'xstate.done.actor.loadBoards', output: sampleBoards },
      { type: 'xstate.error.actor.loadBoards', error: serverError },
      {
        type: 'xstate.done.actor.createBoard',
        output: { id: 'b99', name: 'Patio', url: '/pinstate/patio/', privacy: 'public' },
      },
      { type: 'xstate.error.actor.createBoard', error: serverError },
    ],
    serializeState: (s) => {
      const c = s.context as SaveFlowContext;
      return JSON.stringify([
        s.value,
        c.saved !== null,
        c.createdBoardId,
        c.boards.length,
        c.error !== null,
      ]);
    },
  },
});
