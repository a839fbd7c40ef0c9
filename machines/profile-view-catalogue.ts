// The profile view preferences in the catalogue (spec 3 section 3 "Profile view preferences"),
// listed by `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { profileViewMachine, type ProfileViewContext } from './profile-view.machine';
import { DEFAULT_PROFILE_VIEW_PREFERENCES } from '../domain/board-list';

export const profileViewEntry: CatalogueEntry = {
  id: 'profile-view',
  title: 'Profile view: board sort order, board type and pin filters, kept across reloads',
  specSection: "spec 3 section 3 'Profile view preferences', 'Board sort orders', filter enums",
  machine: profileViewMachine,
  sampleInput: undefined,
  events: [
    { event: { type: 'view.sort', order: 'alphabetical' }, label: 'Sort boards A to Z' },
    { event: { type: 'view.sort', order: 'by_colour' }, label: 'A sort the spec does not list' },
    { event: { type: 'view.boardFilter', filter: 'GROUP' }, label: 'Show group boards' },
    { event: { type: 'view.pinFilter', filter: 'FAVORITED' }, label: 'Show favorited pins' },
    { event: { type: 'view.pinFilter', filter: null }, label: 'Show every pin' },
    { event: { type: 'view.reread' }, label: 'Read storage again (a reload in the player)' },
  ],
  coverageEvents: [
    {
      type: 'xstate.done.actor.readPreferences',
      output: { ...DEFAULT_PROFILE_VIEW_PREFERENCES, boardSortOrder: 'newest' },
    },
    { type: 'xstate.error.actor.readPreferences', error: new Error('Storage refused') },
  ],
  serializeState: (s) => {
    const c = s.context as ProfileViewContext;
    return JSON.stringify([
      s.value,
      c.boardSortOrder,
      c.selfProfileBoardFilter,
      c.selfProfilePinFilter,
    ]);
  },
};
