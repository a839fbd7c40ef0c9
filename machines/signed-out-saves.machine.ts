// Signed-out saves (spec 1 section 4 "Signed-out saves", spec 1 section 8 "Merge of signed-out
// saves fails: silent; error metric", spec 3 section 4 "Logged-out local state"): at most 2 pin
// ids held locally, a further save refused with the login prompt, each held pin saved once via
// repin after sign-in and the list cleared.
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { RepinResult } from '../api/api';
import { addSignedOutSave, hidesSaveButtonForHeldSave } from '../domain/local-state';
import { savedInfoFromRepin } from '../domain/save';
import { SYSTEM_IDS, systemActor } from './system-ids';

export interface SignedOutSavesContext {
  /** Pin ids saved while logged out, oldest first (at most 2). */
  held: string[];
  /** The user the held saves are being merged into. */
  mergingFor: string | null;
  /** Held saves that could not be merged (the error metric). */
  mergeErrors: number;
}

export type SignedOutSavesEvent =
  | { type: 'signedOut.save'; pinId: string }
  | { type: 'signedOut.dismiss'; pinId: string }
  | { type: 'session.signedIn'; userId: string };

export type SignedOutSavesEmitted =
  | { type: 'signedOut.held'; pinId: string }
  | { type: 'signedOut.refused'; pinId: string }
  | { type: 'signedOut.merged'; saved: number; failed: number };

/** What the merge answers: the saves made, and how many held pins failed. */
export interface MergeResult {
  saved: { pinId: string; result: RepinResult }[];
  failed: number;
}

export type SignedOutStorageEvent = { type: 'signedOut.persist'; held: string[] };

/** The held list with the stored pins added (the limit and no-duplicate rule still apply). */
function withRestored(held: string[], stored: string[]): string[] {
  return stored.reduce((list, pinId) => addSignedOutSave({ held: list, pinId }).held, held);
}

/**
 * The saves a logged-out visitor makes (`signedOut.save`): at most 2 pin ids are `held`; a third
 * is refused and opens the login prompt (LOGIN_PROMPT_TEXT.save). `signedOut.dismiss` lets a
 * held pin go. On `session.signedIn` with held pins, `merging` saves each held pin once via repin
 * (the invoked `mergeSignedOutSaves`), records the saves in the entity store and clears the list;
 * a failure only increments the error metric `mergeErrors` (spec 1 sections 4 and 8). The held
 * list is restored from and written to local storage through invoked actors.
 */
export const signedOutSavesMachine = setup({
  types: {
    context: {} as SignedOutSavesContext,
    events: {} as SignedOutSavesEvent,
    emitted: {} as SignedOutSavesEmitted,
  },
  actors: {
    restoreSignedOutSaves: fromPromise<string[]>(() => Promise.resolve([])),
    persistSignedOutSaves: fromCallback<SignedOutStorageEvent>(() => undefined),
    mergeSignedOutSaves: fromPromise<MergeResult, { pinIds: string[]; userId: string }>(
      ({ input }) => Promise.resolve({ saved: [], failed: input.pinIds.length }),
    ),
  },
  actions: {
    persist: sendTo('storage', ({ context }): SignedOutStorageEvent => ({
      type: 'signedOut.persist',
      held: context.held,
    })),
    hold: enqueueActions(({ context, enqueue, system }, params: { pinId: string }) => {
      const answer = addSignedOutSave({ held: context.held, pinId: params.pinId });
      if (answer.accepted) {
        if (answer.reason === 'added') {
          enqueue.assign({ held: answer.held });
          enqueue.sendTo('storage', {
            type: 'signedOut.persist',
            held: answer.held,
          } satisfies SignedOutStorageEvent);
          enqueue.emit({ type: 'signedOut.held', pinId: params.pinId });
        }
        return;
      }
      const session = systemActor(system, SYSTEM_IDS.session);
      if (session) enqueue.sendTo(session, { type: 'loginPrompt.open', action: 'save' });
      enqueue.emit({ type: 'signedOut.refused', pinId: params.pinId });
    }),
    recordMerge: enqueueActions(({ context, enqueue, system }, params: { result: MergeResult }) => {
      const entities = systemActor(system, SYSTEM_IDS.entities);
      for (const { pinId, result } of params.result.saved) {
        if (entities)
          enqueue.sendTo(entities, { type: 'pin.saved', pinId, saved: savedInfoFromRepin(result) });
      }
      enqueue.assign({
        held: [],
        mergingFor: null,
        mergeErrors: context.mergeErrors + params.result.failed,
      });
      enqueue.sendTo('storage', {
        type: 'signedOut.persist',
        held: [],
      } satisfies SignedOutStorageEvent);
      enqueue.emit({
        type: 'signedOut.merged',
        saved: params.result.saved.length,
        failed: params.result.failed,
      });
    }),
  },
  guards: {
    hasHeld: ({ context }) => context.held.length > 0,
    hasPendingMerge: ({ context }, params: { held: string[] }) =>
      context.mergingFor !== null && params.held.length > 0,
  },
}).createMachine({
  id: 'signedOutSaves',
  context: { held: [], mergingFor: null, mergeErrors: 0 },
  invoke: { id: 'storage', src: 'persistSignedOutSaves' },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSignedOutSaves',
        src: 'restoreSignedOutSaves',
        onDone: [
          {
            guard: {
              type: 'hasPendingMerge',
              params: ({ context, event }) => ({ held: withRestored(context.held, event.output) }),
            },
            target: 'merging',
            actions: assign({
              held: ({ context, event }) => withRestored(context.held, event.output),
            }),
          },
          {
            target: 'holding',
            actions: assign({
              held: ({ context, event }) => withRestored(context.held, event.output),
              mergingFor: null,
            }),
          },
        ],
        onError: { target: 'holding', actions: assign({ mergingFor: null }) },
      },
      on: {
        'signedOut.save': {
          actions: { type: 'hold', params: ({ event }) => ({ pinId: event.pinId }) },
        },
        // A sign-in that arrives before storage is read is merged once the held pins are known.
        'session.signedIn': { actions: assign({ mergingFor: ({ event }) => event.userId }) },
      },
    },
    holding: {
      on: {
        'signedOut.save': {
          actions: { type: 'hold', params: ({ event }) => ({ pinId: event.pinId }) },
        },
        'signedOut.dismiss': {
          actions: [
            assign({
              held: ({ context, event }) => context.held.filter((id) => id !== event.pinId),
            }),
            'persist',
          ],
        },
        'session.signedIn': {
          guard: 'hasHeld',
          target: 'merging',
          actions: assign({ mergingFor: ({ event }) => event.userId }),
        },
      },
    },
    merging: {
      tags: ['busy'],
      invoke: {
        id: 'mergeSignedOutSaves',
        src: 'mergeSignedOutSaves',
        input: ({ context }) => ({ pinIds: context.held, userId: context.mergingFor ?? '' }),
        onDone: {
          target: 'holding',
          actions: { type: 'recordMerge', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'holding',
          actions: {
            type: 'recordMerge',
            params: ({ context }) => ({ result: { saved: [], failed: context.held.length } }),
          },
        },
      },
    },
  },
});

export type SignedOutSavesSnapshot = SnapshotFrom<typeof signedOutSavesMachine>;

export const selectHeldPinIds = (s: SignedOutSavesSnapshot): string[] => s.context.held;
export const selectIsHeld = (s: SignedOutSavesSnapshot, pinId: string): boolean =>
  s.context.held.includes(pinId);
export const selectMergeErrors = (s: SignedOutSavesSnapshot): number => s.context.mergeErrors;
/** The save button is hidden when a signed-out save is held and the route is not a closeup. */
export const selectSaveButtonHidden = (s: SignedOutSavesSnapshot, isCloseup: boolean): boolean =>
  hidesSaveButtonForHeldSave({ holdsSignedOutSave: s.context.held.length > 0, isCloseup });
