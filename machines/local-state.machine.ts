// Logged-out local state (spec 3 section 3 "Logged-out local state", section 4 "Logged-out local
// state", section 5 "A duplicate at the head of the recent clickthrough or search lists is not
// added again", section 8 "Corrupt stored revisitation data: reset to fresh state", "Storage
// access failure: logged, default returned", section 9 count buckets and list sizes).
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  addClickthrough,
  addRedeemedInvite,
  addSearch,
  addView,
  freshLocalState,
  LOCAL_STATE_STORAGE_KEY,
  removeSearch,
  revisit,
  type CompletedSearch,
  type LocalStateData,
} from '../domain/local-state-store';
import { readStored } from '../domain/stored-keys';
import type {
  LocalStateContext,
  LocalStateEmitted,
  LocalStateEvent,
  LocalStateRead,
  LocalStorageEvent,
} from './local-state-types';

export type * from './local-state-types';

/** The local state a page starts with: read back, revisited, landed on `path`. */
function started(read: LocalStateRead): { data: LocalStateData; corrupt: boolean } {
  const { data, corrupt, revisited } = readStored(LOCAL_STATE_STORAGE_KEY, read.stored, read.now);
  const visited = revisit({ data, now: read.now, revisited });
  if (read.path === null) return { data: visited, corrupt };
  const landed = addView(visited, read.path, read.now);
  const landing = landed.recentViews[0]?.pageType ?? '';
  return {
    data: { ...landed, landingPageType: landing as LocalStateData['landingPageType'] },
    corrupt,
  };
}

/**
 * The logged-out visitor's local state, kept in browser storage. `reading` reads it once (the
 * invoked `readLocalState`: the stored text, the time, whether a viewer is signed in and the page
 * landed on); data that is not what was stored resets to fresh, revisitation alone when only it is
 * corrupt. `keeping` applies the local state's actions (ADD and REMOVE completed search, ADD
 * clickthrough pin, a page seen, a download, a redeemed invite, UPDATE) and tells the storage actor
 * (`storage`, invoked for the machine's life) to keep the result. A signed-in viewer never writes
 * it: signing in forgets it (held saves are carried over by signed-out saves, spec 3 section 4),
 * and signing out reads it again; the invoked `watchSession` tells of both.
 */
export const localStateMachine = setup({
  types: {
    context: {} as LocalStateContext,
    events: {} as LocalStateEvent,
    emitted: {} as LocalStateEmitted,
  },
  actors: {
    /** The app: browser storage read at once, failures logged and read as nothing stored. */
    readLocalState: fromPromise<LocalStateRead>(() =>
      Promise.resolve({ stored: null, now: 0, signedIn: false, path: null }),
    ),
    /** The app: writes to browser storage, and tells of changes made by another tab. */
    keepLocalState: fromCallback<LocalStorageEvent>(() => undefined),
    /** The app: the session's viewer, told as `session.signedIn` and `session.signedOut`. */
    watchSession: fromCallback(() => undefined),
  },
  guards: {
    startsSignedIn: ({ context }, params: { read: LocalStateRead }) =>
      context.signedIn || params.read.signedIn,
  },
  actions: {
    persist: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('storage', {
        type: 'localState.persist',
        data: context.data,
      } satisfies LocalStorageEvent);
    }),
    clearStored: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('storage', { type: 'localState.clear' } satisfies LocalStorageEvent);
    }),
    /** Applies a read (at the start or a change under the page); corrupt data is counted. */
    applyRead: enqueueActions(
      ({ context, enqueue }, params: { data: LocalStateData; corrupt: boolean }) => {
        enqueue.assign({
          data: params.data,
          resets: context.resets + (params.corrupt ? 1 : 0),
        });
        if (params.corrupt) enqueue(emit({ type: 'localState.reset', reason: 'corrupt' } as const));
      },
    ),
    change: assign(({ context }, params: { to: (data: LocalStateData) => LocalStateData }) => ({
      data: params.to(context.data),
    })),
    forget: assign(({ context }) => ({
      data: freshLocalState(context.data.revisitation.ts),
      signedIn: true,
    })),
  },
}).createMachine({
  id: 'localState',
  context: {
    data: freshLocalState(0),
    signedIn: false,
    resets: 0,
  },
  invoke: [
    { id: 'storage', src: 'keepLocalState' },
    { id: 'session', src: 'watchSession' },
  ],
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readLocalState',
        src: 'readLocalState',
        onDone: [
          {
            guard: { type: 'startsSignedIn', params: ({ event }) => ({ read: event.output }) },
            target: 'signedIn',
            actions: assign({ signedIn: true }),
          },
          {
            target: 'keeping',
            actions: [
              { type: 'applyRead', params: ({ event }) => started(event.output) },
              'persist',
            ],
          },
        ],
        // Storage that cannot be read: the default (an empty local state) is used.
        onError: 'keeping',
      },
      on: {
        'session.signedIn': { actions: assign({ signedIn: true }) },
        'session.signedOut': { actions: assign({ signedIn: false }) },
      },
    },
    keeping: {
      on: {
        'localState.search.add': {
          actions: [
            change(
              ({ event }) =>
                (d) =>
                  addSearch(d, event.search),
            ),
            'persist',
          ],
        },
        'localState.search.remove': {
          actions: [
            change(
              ({ event }) =>
                (d) =>
                  removeSearch(d, event.search),
            ),
            'persist',
          ],
        },
        'localState.clickthrough': {
          actions: [
            change(
              ({ event }) =>
                (d) =>
                  addClickthrough(d, event.pin),
            ),
            'persist',
          ],
        },
        'localState.view': {
          actions: [
            change(
              ({ event }) =>
                (d) =>
                  addView(d, event.path, event.ts),
            ),
            'persist',
          ],
        },
        'localState.download': {
          actions: [
            change(() => (d) => ({ ...d, downloadedPins: d.downloadedPins + 1 })),
            'persist',
          ],
        },
        'localState.inviteRedeemed': {
          actions: [
            change(
              ({ event }) =>
                (d) =>
                  addRedeemedInvite(d, event.code),
            ),
            'persist',
          ],
        },
        'localState.update': {
          actions: [change(({ event }) => (d) => ({ ...d, ...event.update })), 'persist'],
        },
        'localState.stored': {
          actions: [
            {
              type: 'applyRead',
              params: ({ context, event }) =>
                readStored(
                  LOCAL_STATE_STORAGE_KEY,
                  event.stored,
                  event.now ?? lastKnown(context.data),
                ),
            },
            'persist',
          ],
        },
        'session.signedIn': { target: 'signedIn', actions: ['forget', 'clearStored'] },
      },
    },
    signedIn: {
      on: {
        'session.signedOut': { target: 'reading', actions: assign({ signedIn: false }) },
      },
    },
  },
});

/** The last time the local state knows: its last revisit or page seen. */
const lastKnown = (data: LocalStateData): number =>
  Math.max(data.revisitation.ts, data.recentViews[0]?.ts ?? 0);

/** The `change` action with the change worked out from the event. */
function change<E extends LocalStateEvent>(
  to: (args: { event: E }) => (data: LocalStateData) => LocalStateData,
) {
  return {
    type: 'change' as const,
    params: ({ event }: { event: E }) => ({ to: to({ event }) }),
  };
}

export type LocalStateSnapshot = SnapshotFrom<typeof localStateMachine>;

/** The completed searches a logged-out visitor sees under the search field, newest first. */
export const selectRecentSearches = (s: LocalStateSnapshot): CompletedSearch[] =>
  s.context.signedIn ? NO_SEARCHES : s.context.data.completedSearches;

const NO_SEARCHES: CompletedSearch[] = [];

/** Whether the stored local state has been read (changes sent before are not kept). */
export const selectLocalStateReady = (s: LocalStateSnapshot): boolean => !s.matches('reading');
