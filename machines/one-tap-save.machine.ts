// One-tap save button (spec 1 section 4 "One-tap save button", section 8 error rows; spec 1
// section 2 for the repin route a tap takes on the explore-local tab; spec 1 section 1 for the
// signed-out one-tap save that is held until sign-in).
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import { pinSubpagePath } from '../domain/pin-path';
import { DELETE_ERROR, errorMessage, PIN_DELETED, savedInfoFromRepin } from '../domain/save';
import { UNKNOWN_VIEW } from '../domain/log-view';
import { repinLog } from './repin-log';
import { errorToast, saveToast, savedMessages } from './save-messages';
import { pinActorId, SYSTEM_IDS, systemActor } from './system-ids';
import { providedAtRoot } from './provided-at-root';
import {
  EXPLORE_LOCAL_SURFACE,
  tapSurface,
  type DeleteSaveInput,
  type OneTapSaveContext,
  type OneTapSaveEmitted,
  type OneTapSaveEvent,
  type OneTapSaveInput,
  type QuickSavesBoard,
  type QuickSavesInput,
} from './one-tap-save-types';

export { EXPLORE_LOCAL_SURFACE } from './one-tap-save-types';
export type {
  OneTapSaveContext,
  OneTapSaveEmitted,
  OneTapSaveEvent,
  OneTapSaveInput,
} from './one-tap-save-types';

/**
 * The one-tap save button of a pin: `none` → `saving` → `saved`; a failure goes back to `none`
 * with the error toast (server message or the fallback SAVE_ERROR_FALLBACK). From
 * `saved` a tap goes `deleting` → `none` with 'Pin deleted!'; a failed delete returns to `saved`
 * with 'Sorry! There was an error deleting your Pin.'. Taps (`save.toggle`) are ignored while
 * `saving` or `deleting`. On the explore-local tab a tap on an unsaved pin asks to navigate to
 * `/pin/{id}/repin/` with state marking a one-tap save and its origin. A signed-out tap is handed
 * to the signed-out saves (held until sign-in). A save goes to the profile: with the viewer's
 * username known, `saving` first gets the Quick Saves board (`ensureQuickSaves`: layout
 * quick_saves, return_existing) unless its id is already known, then repins to it (spec 3
 * sections 3 and 7). Spec 1 sections 4 and 8.
 */
/** A failed save (the board or the repin): back to `none` with the error toast. */
const saveFailed = {
  type: 'showError',
  params: ({ event }: { event: { error: unknown } }) => ({
    message: errorMessage(event.error),
    deleting: false,
  }),
} as const;

export const oneTapSaveMachine = setup({
  types: {
    context: {} as OneTapSaveContext,
    events: {} as OneTapSaveEvent,
    emitted: {} as OneTapSaveEmitted,
    input: {} as OneTapSaveInput,
  },
  actors: {
    ensureQuickSaves: providedAtRoot<QuickSavesBoard, QuickSavesInput>('ensureQuickSaves'),
    savePin: providedAtRoot<RepinResult, RepinInput>('savePin'),
    deleteSave: providedAtRoot<void, DeleteSaveInput>('deleteSave'),
  },
  actions: {
    holdSignedOutSave: enqueueActions(({ context, system, enqueue }) => {
      const held = systemActor(system, SYSTEM_IDS.signedOutSaves);
      if (held) enqueue.sendTo(held, { type: 'signedOut.save', pinId: context.pinId });
    }),
    requestRepinRoute: emit(({ context, event }): OneTapSaveEmitted => ({
      type: 'navigate',
      to: pinSubpagePath({ id: context.pinId, page: 'repin' }),
      state: { isOneTapSave: true, origin: tapSurface(context, event) ?? EXPLORE_LOCAL_SURFACE },
    })),
    assignSaved: assign({
      saved: (_, params: { result: RepinResult }) => savedInfoFromRepin(params.result),
      error: null,
    }),
    recordSaved: enqueueActions(({ context, system, enqueue }) => {
      const saved = context.saved;
      if (!saved) return;
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities)
        enqueue.sendTo(entities, { type: 'pin.oneTapSaved', pinId: context.pinId, saved });
      const boardName = saved.type === 'profile' ? null : saved.title;
      const toast = saveToast({
        pinId: context.pinId,
        saved,
        boardName,
        sectionName: null,
        isNewUser: false,
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
        type: 'pin.oneTapSaved',
        pinId: context.pinId,
        savedPinId: saved.localPinId,
        isProfileSave: saved.type === 'profile',
      });
      enqueue.emit(repinLog({ view: context.view, pinId: context.pinId, saved }));
    }),
    noteView: assign({
      view: ({ context, event }) => (event as Partial<OneTapSaveEvent>).view ?? context.view,
    }),
    recordUnsaved: enqueueActions(({ context, system, enqueue }) => {
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) enqueue.sendTo(entities, { type: 'pin.oneTapUnsaved', pinId: context.pinId });
      const indicator = systemActor(system, pinActorId(context.pinId, 'savedIndicator'));
      if (indicator) enqueue.sendTo(indicator, { type: 'pin.unsaved' });
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts) enqueue.sendTo(toasts, { type: 'toast.show', toast: { headline: PIN_DELETED } });
      enqueue.assign({ saved: null, error: null });
      enqueue.emit({ type: 'pin.oneTapUnsaved', pinId: context.pinId });
    }),
    showError: enqueueActions(
      ({ context, system, enqueue }, params: { message: string; deleting: boolean }) => {
        enqueue.assign({ error: params.message });
        const toasts = systemActor(system, SYSTEM_IDS.toasts);
        if (toasts)
          enqueue.sendTo(toasts, { type: 'toast.show', toast: errorToast(params.message) });
        enqueue.emit(
          params.deleting
            ? { type: 'pin.deleteFailed', pinId: context.pinId }
            : { type: 'pin.saveFailed', pinId: context.pinId, message: params.message },
        );
      },
    ),
  },
  guards: {
    isSignedOut: ({ context }) => context.viewerId === null,
    isExploreLocal: ({ context, event }) => tapSurface(context, event) === EXPLORE_LOCAL_SURFACE,
    needsQuickSaves: ({ context }) => context.username !== null && context.profileBoardId === null,
    wasSaved: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: 'oneTapSave',
  context: ({ input }) => ({
    pinId: input.pinId,
    saved: input.saved,
    viewerId: input.viewerId,
    username: input.username ?? null,
    profileBoardId: input.profileBoardId ?? null,
    surface: input.surface ?? null,
    clientTrackingParams: input.clientTrackingParams ?? null,
    view: input.view ?? UNKNOWN_VIEW,
    error: null,
  }),
  initial: 'none',
  states: {
    none: {
      // A pin already saved when its actor starts begins as saved.
      always: { guard: 'wasSaved', target: 'saved' },
      on: {
        'save.toggle': [
          { guard: 'isSignedOut', actions: 'holdSignedOutSave' },
          { guard: 'isExploreLocal', actions: 'requestRepinRoute' },
          { guard: 'needsQuickSaves', target: 'saving.quickSaves', actions: 'noteView' },
          { target: 'saving.repin', actions: 'noteView' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'repin',
      states: {
        quickSaves: {
          invoke: {
            id: 'ensureQuickSaves',
            src: 'ensureQuickSaves',
            input: ({ context }) => ({ userId: context.viewerId ?? '' }),
            onDone: {
              target: 'repin',
              actions: assign({ profileBoardId: ({ event }) => event.output.id }),
            },
            onError: { target: '#oneTapSave.none', actions: saveFailed },
          },
        },
        repin: {
          invoke: {
            id: 'savePin',
            src: 'savePin',
            input: ({ context }) => ({
              pinId: context.pinId,
              boardId: context.profileBoardId,
              userId: context.viewerId ?? '',
              ...(context.clientTrackingParams
                ? { clientTrackingParams: context.clientTrackingParams }
                : {}),
              ...(context.view ? { eventContext: context.view } : {}),
            }),
            onDone: {
              target: '#oneTapSave.saved',
              actions: [
                { type: 'assignSaved', params: ({ event }) => ({ result: event.output }) },
                'recordSaved',
              ],
            },
            onError: { target: '#oneTapSave.none', actions: saveFailed },
          },
        },
      },
    },
    saved: {
      on: { 'save.toggle': 'deleting' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteSave',
        src: 'deleteSave',
        input: ({ context }) => ({
          id: context.saved?.localPinId ?? context.pinId,
          boardId: context.saved?.boardId ?? null,
          pinId: context.pinId,
          // Pin delete: id, board_id, client_tracking_params (spec 1 section 7).
          ...(context.clientTrackingParams
            ? { clientTrackingParams: context.clientTrackingParams }
            : {}),
        }),
        onDone: { target: 'none', actions: 'recordUnsaved' },
        onError: {
          target: 'saved',
          actions: {
            type: 'showError',
            params: () => ({ message: DELETE_ERROR, deleting: true }),
          },
        },
      },
    },
  },
});

export type OneTapSaveSnapshot = SnapshotFrom<typeof oneTapSaveMachine>;

export const selectIsSaved = (s: OneTapSaveSnapshot): boolean =>
  s.matches('saved') || s.matches('deleting');
export const selectIsBusy = (s: OneTapSaveSnapshot): boolean => s.hasTag('busy');
/** The button label: 'Saved' once saved (and while deleting), else 'Save'. */
export const selectSaveLabel = (s: OneTapSaveSnapshot): 'Save' | 'Saved' =>
  selectIsSaved(s) ? 'Saved' : 'Save';
export const selectSaveError = (s: OneTapSaveSnapshot): string | null => s.context.error;
