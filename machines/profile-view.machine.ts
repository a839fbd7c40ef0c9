// A profile's view preferences (spec 3 section 3 "Profile view preferences": boardSortOrder,
// selfProfileBoardFilter, selfProfilePinFilter; values from "Board sort orders", "Board type
// filter enum" and "Profile pin filter enum"). Read from storage at the start; each change is
// shown at once and stored, so it survives a reload. A value outside the spec's lists is ignored.
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  DEFAULT_PROFILE_VIEW_PREFERENCES,
  isBoardSortOrder,
  isBoardTypeFilter,
  isProfilePinFilter,
  type ProfileViewPreferences,
} from '../domain/board-list';

export type ProfileViewContext = ProfileViewPreferences;

export type ProfileViewEvent =
  | { type: 'view.sort'; order: string }
  | { type: 'view.boardFilter'; filter: string }
  | { type: 'view.pinFilter'; filter: string | null }
  /** Read storage again, as a page load does (the scenario player's reload and fresh start). */
  | { type: 'view.reread' };

export const profileViewMachine = setup({
  types: {
    context: {} as ProfileViewContext,
    events: {} as ProfileViewEvent,
  },
  actors: {
    /** The stored preferences (the app: browser storage, read by `parseProfileViewPreferences`). */
    readPreferences: fromPromise<ProfileViewPreferences>(() =>
      Promise.resolve(DEFAULT_PROFILE_VIEW_PREFERENCES),
    ),
  },
  guards: {
    knownSort: (_, params: { value: unknown }) => isBoardSortOrder(params.value),
    knownBoardFilter: (_, params: { value: unknown }) => isBoardTypeFilter(params.value),
    knownPinFilter: (_, params: { value: unknown }) =>
      params.value === null || isProfilePinFilter(params.value),
  },
  actions: {
    assignStored: assign((_, params: { stored: ProfileViewPreferences }) => params.stored),
    assignSort: assign({ boardSortOrder: (_, p: { value: string }) => p.value as never }),
    assignBoardFilter: assign({
      selfProfileBoardFilter: (_, p: { value: string }) => p.value as never,
    }),
    assignPinFilter: assign({
      selfProfilePinFilter: (_, p: { value: string | null }) => p.value as never,
    }),
    /** Keeps the preferences (the app: browser storage); nothing where there is none. */
    store: () => {},
  },
}).createMachine({
  id: 'profileView',
  context: DEFAULT_PROFILE_VIEW_PREFERENCES,
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readPreferences',
        src: 'readPreferences',
        onDone: {
          target: 'ready',
          actions: { type: 'assignStored', params: ({ event }) => ({ stored: event.output }) },
        },
        // Unreadable storage reads as the defaults.
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'view.reread': 'reading',
        'view.sort': {
          guard: { type: 'knownSort', params: ({ event }) => ({ value: event.order }) },
          actions: [
            { type: 'assignSort', params: ({ event }) => ({ value: event.order }) },
            'store',
          ],
        },
        'view.boardFilter': {
          guard: { type: 'knownBoardFilter', params: ({ event }) => ({ value: event.filter }) },
          actions: [
            { type: 'assignBoardFilter', params: ({ event }) => ({ value: event.filter }) },
            'store',
          ],
        },
        'view.pinFilter': {
          guard: { type: 'knownPinFilter', params: ({ event }) => ({ value: event.filter }) },
          actions: [
            { type: 'assignPinFilter', params: ({ event }) => ({ value: event.filter }) },
            'store',
          ],
        },
      },
    },
  },
});

export type ProfileViewSnapshot = SnapshotFrom<typeof profileViewMachine>;

/** Whether the stored preferences have been read (until then the defaults show). */
export const selectPreferencesRead = (s: ProfileViewSnapshot): boolean => s.matches('ready');
