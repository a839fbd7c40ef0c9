// The guidance layer's framework (spec 2 section 4 "Experience actions", section 3 "Placement
// lifecycle", section 6 "Bots receive no experiences", section 7 calls and analytics events).
// Its states; the guards and actions they name are in experiences-setup.ts.
import { not } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { Experience } from '../domain/types';
import { extraContextOf, key, none } from './experiences-helpers';
import { experiencesSetup } from './experiences-setup';

export type {
  ExperiencesInput,
  PlacementEntry,
  FetchRequest,
  FetchInput,
  ExperienceCallAction,
  ExperienceCallRequest,
  ExperiencesContext,
  ExperiencesEvent,
  ExperiencesEmitted,
} from './experiences-types';

/**
 * The `experiences` root actor. Placements register (`placement.mount`, `.registerAfterAction`,
 * `.unmount`); on the first registration it fetches the viewer's experiences, then by placement
 * for those that mount later, and chooses one per placement (a bot viewer: `off`, nothing at all). A shown experience is viewed
 * (local status first, then the call), completed or dismissed once per mounted instance, each
 * with its analytics event emitted; completing or dismissing refreshes unless skipped. NoAction is
 * emitted 4000 ms after a placement shows unless aborted.
 */
export const experiencesMachine = experiencesSetup.createMachine({
  id: 'experiences',
  context: ({ input }) => ({
    refreshHomePlacement: input.refreshHomePlacement,
    pathname: '/',
    searchQuery: null,
    placements: {},
    chosen: {},
    handled: [],
    wanted: none(),
    inFlight: null,
    initDone: false,
    navigationDisabled: false,
    calls: 0,
    fetches: 0,
    noAction: {},
  }),
  initial: 'waiting',
  states: {
    /** Nothing is fetched before a placement registers and says who is looking. */
    waiting: {
      on: {
        'placement.mount': [
          { guard: 'isBotMount', target: 'off' },
          { target: 'active', actions: ['wantInit', 'register'] },
        ],
      },
    },
    /** Bots: nothing is selected and nothing is fetched (spec 2 section 6). */
    off: {
      on: {
        'placement.mount': {
          guard: not('isBotMount'),
          target: 'active',
          actions: ['wantInit', 'register'],
        },
      },
    },
    active: {
      initial: 'idle',
      on: {
        'placement.mount': [
          { guard: 'isBotMount', target: 'off', actions: 'forget' },
          { actions: ['register', 'viewOnMount'] },
        ],
        'placement.registerAfterAction': { actions: 'register' },
        'placement.unmount': { actions: ['unregister', 'cancelNoAction'] },
        'experiences.route': { actions: 'assignRoute' },
        'experience.displayed': [
          { guard: 'canView', actions: ['scheduleNoAction', 'raiseView'] },
          { guard: 'isShowing', actions: 'scheduleNoAction' },
        ],
        'experience.view': { guard: 'canView', actions: 'view' },
        'experience.complete': { guard: 'canComplete', actions: 'finish' },
        'experience.dismiss': { guard: 'canDismiss', actions: 'finish' },
        'experience.click': { actions: 'logClick' },
        'experience.trigger': { actions: 'trigger' },
        'placement.abortNoAction': { actions: 'cancelNoAction' },
        'placement.noAction': { guard: 'isShowing', actions: ['noteNoAction', 'emitNoAction'] },
        'experiences.refresh': { actions: 'wantRefresh' },
      },
      states: {
        idle: { always: { guard: 'wantsFetch', target: 'fetching' } },
        fetching: {
          tags: ['busy'],
          entry: 'startFetch',
          invoke: {
            id: 'fetchExperiences',
            src: 'fetchExperiences',
            input: ({ context }) => ({
              ...(context.inFlight ?? none()),
              extraContext: extraContextOf(context),
            }),
            onDone: { target: 'idle', actions: 'acceptAnswer' },
            // No user-facing error for these calls (spec 2 section 8).
            onError: { target: 'idle', actions: 'dropFetch' },
          },
        },
      },
    },
  },
});

export type ExperiencesSnapshot = SnapshotFrom<typeof experiencesMachine>;

/** What the root chose for a placement (null: nothing shows). */
export const selectPlacementExperience =
  (placementId: number) =>
  (s: ExperiencesSnapshot): Experience | null =>
    s.context.chosen[key(placementId)] ?? null;
