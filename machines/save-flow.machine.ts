// Save (repin) flow (spec 1 section 4 "Save (repin) flow", spec 3 section 4 "Save flow",
// "Save-behaviour" and "Board management"; spec 1 section 8 "Save fails"; spec 3 section 5
// board title at most 50): the repin request and what follows it, and the inline board picker of
// save_behavior 1, a machine of its own (board-picker.machine.ts) run while it is open.
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import { repinLog } from './repin-log';
import {
  targetOf,
  UNKNOWN_VIEW,
  viewOf,
  type SaveFlowContext,
  type SaveFlowEmitted,
  type SaveFlowEvent,
  type SaveFlowInput,
  type SaveTarget,
} from './save-flow-types';
import { isValidBoardTitle } from '../domain/board';
import { errorMessage, savedInfoFromRepin } from '../domain/save';
import { errorToast, savedMessages, toastAfterSave } from './save-messages';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { providedAtRoot } from './provided-at-root';
import { boardPickerMachine } from './board-picker.machine';

export type { BoardOption } from './board-picker.machine';

export type {
  SaveFlowContext,
  SaveFlowEmitted,
  SaveFlowEvent,
  SaveFlowInput,
  SaveTarget,
} from './save-flow-types';
export { REPIN_EVENT_TYPE } from './save-flow-types';

/** A board title is 1 to 50 characters once trimmed (spec 3 section 5): the domain's rule. */
export { isValidBoardTitle };

/**
 * The save (repin) flow of one pin. `pin.save` (with a board and section, or none for a profile
 * save) goes `saving`; on success the caller's callback (`pin.saved`), the entity store update,
 * the saved pin id remembered (and the original pin id if different), the save toast ('Saved to
 * Profile' with 'Change', 'Saved to {board}', 'Saved to {section} in {board}', 'Organize' for new
 * users; 5000 ms) and the log event (`log`, type 5, with `is_profile_save`). A failure shows the
 * server's message or the fallback and returns. `picker.open` opens the inline board picker of
 * save_behavior 1 (`picking`, which runs board-picker.machine.ts and forwards its events to it).
 * A logged-out viewer gets the login prompt instead.
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
    boardPicker: boardPickerMachine,
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
    assignView: assign({ view: ({ context, event }) => viewOf(context, event) }),
    recordSave: enqueueActions(({ context, system, enqueue }, params: { result: RepinResult }) => {
      const saved = savedInfoFromRepin(params.result);
      const { toast, boardName } = toastAfterSave(context, params.result, saved);
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
      enqueue.emit(repinLog({ view: context.view, pinId: context.pinId, saved }));
    }),
    showError: enqueueActions(({ context, system, enqueue }, params: { message: string }) => {
      enqueue.assign({ error: params.message });
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts) enqueue.sendTo(toasts, { type: 'toast.show', toast: errorToast(params.message) });
      enqueue.emit({ type: 'pin.saveFailed', pinId: context.pinId, message: params.message });
    }),
    forwardToPicker: sendTo('boardPicker', ({ event }) => event),
  },
  guards: {
    isSignedOut: ({ context }) => context.viewerId === null,
    wasSaved: ({ context }) => context.saved !== null,
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
    createdBoard: null,
    error: null,
    view: input.view ?? UNKNOWN_VIEW,
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
            actions: [
              'assignView',
              { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
            ],
          },
        ],
        'picker.open': [
          { guard: 'isSignedOut', actions: 'openLoginPrompt' },
          { target: 'picking', actions: 'assignView' },
        ],
      },
    },
    picking: {
      invoke: {
        id: 'boardPicker',
        src: 'boardPicker',
        input: ({ context }) => ({
          username: context.username ?? '',
          createdBoard: context.createdBoard,
        }),
        // A board created there is remembered here, for the toast and the next opening.
        onSnapshot: {
          actions: assign({
            createdBoard: ({ context, event }) =>
              event.snapshot.context.createdBoard ?? context.createdBoard,
          }),
        },
      },
      on: {
        'picker.close': [{ guard: 'wasSaved', target: 'saved' }, { target: 'idle' }],
        'pin.save': {
          target: 'saving',
          actions: [
            'assignView',
            { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
          ],
        },
        'picker.retry': { actions: 'forwardToPicker' },
        'naming.start': { actions: 'forwardToPicker' },
        'naming.change': { actions: 'forwardToPicker' },
        'naming.cancel': { actions: 'forwardToPicker' },
        'board.create': { actions: 'forwardToPicker' },
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
          ...(context.view ? { eventContext: context.view } : {}),
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
          actions: [
            'assignView',
            { type: 'assignTarget', params: ({ event }) => ({ target: targetOf(event) }) },
          ],
        },
        'picker.open': { target: 'picking', actions: 'assignView' },
      },
    },
  },
});

export type SaveFlowSnapshot = SnapshotFrom<typeof saveFlowMachine>;
export {
  selectIsSaving,
  selectIsSaved,
  selectPickerOpen,
  selectBoardPicker,
  selectCreatedBoardId,
  selectSavedPinId,
  selectSaveFlowLabel,
} from './save-flow-select';
