// The guidance layer's framework (spec 2 section 4 "Experience actions", section 3 "Placement
// lifecycle", section 6 "Bots receive no experiences", section 7 calls and analytics events): the
// calls it invokes, the NoAction delay, its guards and actions, and its states.
import { VIEW_TYPE } from '../domain/log-view';
import { assign, cancel, emit, enqueueActions, fromPromise, not, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { EXPERIENCE_CALL_RETRY_MS, LOG_EVENT_TYPE, NO_ACTION_DELAY_MS } from '../domain/constants';
import {
  BANNER_ELEMENTS,
  EXPERIENCE_ACTION_EVENT_TYPE,
  REFRESH_ON_VIEW_PLACEMENT,
  SPECIAL_EXPERIENCES,
  shouldComplete,
} from '../domain/experiences';
import type { Experience } from '../domain/types';
import {
  abortNoAction,
  callRequest,
  chosenFor,
  extraContextOf,
  handledKey,
  key,
  mergeAnswer,
  noActionId,
  none,
  placedIdOf,
  withRefresh,
  registered,
  unregistered,
} from './experiences-helpers';

import {
  type ExperiencesInput,
  type PlacementRef,
  type FetchInput,
  type ExperienceCallRequest,
  type ExperiencesContext,
  type ExperiencesEvent,
  type ExperiencesEmitted,
} from './experiences-types';

export { isProtectedPlacement, mergeAnswer } from './experiences-helpers';

/** Stub: the root provides the real calls (runtime/pin-logic.ts). */
const fetchExperiences = fromPromise<Experience[], FetchInput>(() => Promise.resolve([]));
const sendExperienceCall = fromPromise<void, ExperienceCallRequest>(() => Promise.resolve());

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
export const experiencesMachine = setup({
  types: {
    context: {} as ExperiencesContext,
    events: {} as ExperiencesEvent,
    emitted: {} as ExperiencesEmitted,
    input: {} as ExperiencesInput,
  },
  actors: { fetchExperiences, sendExperienceCall },
  delays: { noActionDelay: NO_ACTION_DELAY_MS, experienceCallRetry: EXPERIENCE_CALL_RETRY_MS },
  guards: {
    isBotMount: ({ event }) => event.type === 'placement.mount' && event.bot,
    wantsFetch: ({ context }) =>
      context.wanted.viewer !== null || context.wanted.placementIds.length > 0,
    canView: ({ context, event }) => {
      if (!('placementId' in event)) return false;
      const chosen = chosenFor(context, event.placementId);
      return chosen !== null && chosen.status !== 'viewed';
    },
    isShowing: ({ context, event }) =>
      'placementId' in event && chosenFor(context, event.placementId) !== null,
    canComplete: ({ context, event }) => {
      if (event.type !== 'experience.complete') return false;
      const chosen = chosenFor(context, event.placementId);
      return (
        chosen !== null &&
        !context.handled.includes(handledKey(context, chosen)) &&
        shouldComplete({
          completionLevel: event.completionLevel ?? 1,
          preventRemoval: event.preventRemoval,
        })
      );
    },
    // No answer or a server error may pass; a refusal (4xx) would be refused again.
    callMayPass: ({ event }) => {
      const status = (event as { error?: { status?: unknown } }).error?.status;
      return typeof status !== 'number' || status === 0 || status >= 500;
    },
    canDismiss: ({ context, event }) => {
      if (event.type !== 'experience.dismiss') return false;
      const chosen = chosenFor(context, event.placementId);
      return chosen !== null && !context.handled.includes(handledKey(context, chosen));
    },
  },
  actions: {
    register: assign(({ context, event }) => registered(context, event)),
    viewOnMount: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'placement.mount') return;
      const chosen = chosenFor(context, event.placementId);
      if (chosen?.experience_id === SPECIAL_EXPERIENCES.viewedOnMount)
        enqueue.raise({ type: 'experience.view', placementId: event.placementId });
    }),
    unregister: assign(({ context, event }) => unregistered(context, event)),
    cancelNoAction: enqueueActions(({ context, event, enqueue }) => {
      if (!('placementId' in event)) return;
      enqueue(cancel(noActionId(event.placementId)));
      enqueue.assign({ noAction: abortNoAction(context.noAction, event.placementId) });
    }),
    assignRoute: assign(({ event }) =>
      event.type === 'experiences.route'
        ? { pathname: event.pathname, searchQuery: event.searchQuery ?? null }
        : {},
    ),
    wantInit: assign({ wanted: () => ({ viewer: 'init' as const, placementIds: [] }) }),
    wantRefresh: assign(({ context }) => ({ wanted: withRefresh(context.wanted) })),
    startFetch: assign(({ context }) => ({
      inFlight: context.wanted,
      wanted: none(),
      fetches: context.fetches + 1,
    })),
    noteNoAction: assign(({ context, event }) => ({
      noAction: {
        ...context.noAction,
        [key((event as PlacementRef).placementId)]: 'fired' as const,
      },
    })),
    acceptAnswer: enqueueActions(({ context, event, enqueue }) => {
      const request = context.inFlight ?? none();
      // An answer that left before the server heard of a completion or dismissal still holds
      // that experience: it does not come back while its call is on its way or waiting.
      const finishing = new Set(
        [...Object.values(context.callsOut), ...context.unsent]
          .filter((c) => c.action === 'completed' || c.action === 'dismissed')
          .map((c) => c.placedExperienceId),
      );
      // Nor once its call has been answered, if this answer's fetch (the latest started) had
      // started by then: the two answers may come back in either order.
      const finishedBefore = (id: string) => (context.finishedAt[id] ?? 0) >= context.fetches;
      const answer = (event as unknown as { output: Experience[] }).output.filter(
        (e) => !finishing.has(placedIdOf(e)) && !finishedBefore(placedIdOf(e)),
      );
      const chosen = mergeAnswer(context, request, answer);
      enqueue.assign({
        chosen,
        inFlight: null,
        initDone: context.initDone || request.viewer === 'init',
      });
      for (const [id, experience] of Object.entries(chosen)) {
        if (experience === null || experience === context.chosen[id]) continue;
        const mounted = context.placements[id]?.status === 'mounted';
        const special =
          experience.experience_id === SPECIAL_EXPERIENCES.viewedOnAppear ||
          (mounted && experience.experience_id === SPECIAL_EXPERIENCES.viewedOnMount);
        if (special) enqueue.raise({ type: 'experience.view', placementId: Number(id) });
      }
    }),
    forget: assign({ chosen: {}, wanted: none(), inFlight: null, initDone: false }),
    dropFetch: assign({ inFlight: null, initDone: true }),
    scheduleNoAction: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'experience.displayed') return;
      enqueue(cancel(noActionId(event.placementId)));
      enqueue.assign({
        noAction: { ...context.noAction, [key(event.placementId)]: 'pending' as const },
      });
      enqueue(
        raise(
          { type: 'placement.noAction', placementId: event.placementId },
          { delay: 'noActionDelay', id: noActionId(event.placementId) },
        ),
      );
    }),
    raiseView: raise(({ event }) => ({
      type: 'experience.view' as const,
      placementId: (event as PlacementRef).placementId,
    })),
    view: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'experience.view') return;
      const chosen = chosenFor(context, event.placementId);
      if (!chosen) return;
      // The local state first, then the call (spec 2 section 4).
      enqueue.assign({
        chosen: { ...context.chosen, [key(event.placementId)]: { ...chosen, status: 'viewed' } },
      });
      const request = callRequest(context, 'viewed', chosen);
      enqueue.spawnChild('sendExperienceCall', { id: `call.${context.calls}`, input: request });
      enqueue.assign({
        calls: context.calls + 1,
        callsOut: { ...context.callsOut, [`call.${context.calls}`]: request },
      });
      enqueue.emit({
        type: 'log',
        eventType: EXPERIENCE_ACTION_EVENT_TYPE.viewed,
        objectId: placedIdOf(chosen),
      });
      if (event.placementId === REFRESH_ON_VIEW_PLACEMENT)
        enqueue.assign({ wanted: withRefresh(context.wanted) });
      if ((SPECIAL_EXPERIENCES.autoComplete as readonly number[]).includes(chosen.experience_id))
        enqueue.raise({ type: 'experience.complete', placementId: event.placementId });
    }),
    finish: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'experience.complete' && event.type !== 'experience.dismiss') return;
      const chosen = chosenFor(context, event.placementId);
      if (!chosen) return;
      const completing = event.type === 'experience.complete';
      const action = completing ? 'completed' : 'dismissed';
      const request = callRequest(context, action, chosen);
      const keep = completing && event.preventRemoval === true;
      enqueue(cancel(noActionId(event.placementId)));
      enqueue.assign({
        noAction: abortNoAction(context.noAction, event.placementId),
        handled: [...context.handled, handledKey(context, chosen)],
        chosen: keep ? context.chosen : { ...context.chosen, [key(event.placementId)]: null },
        calls: context.calls + 1,
        callsOut: { ...context.callsOut, [`call.${context.calls}`]: request },
      });
      enqueue.spawnChild('sendExperienceCall', { id: `call.${context.calls}`, input: request });
      enqueue.emit({
        type: 'log',
        eventType: EXPERIENCE_ACTION_EVENT_TYPE[action],
        objectId: placedIdOf(chosen),
      });
      if (completing && chosen.experience_id === SPECIAL_EXPERIENCES.disablesNavigationOnComplete) {
        enqueue.assign({ navigationDisabled: true });
        enqueue.emit({ type: 'navigation.disable' });
      }
      if (event.skipRefresh !== true) enqueue.assign({ wanted: withRefresh(context.wanted) });
    }),
    logClick: emit(({ context, event }) => {
      const ref = event as Extract<ExperiencesEvent, { type: 'experience.click' }>;
      const chosen = chosenFor(context, ref.placementId);
      return {
        type: 'log' as const,
        eventType: LOG_EVENT_TYPE.click,
        objectId: chosen ? placedIdOf(chosen) : String(ref.placementId),
        component: ref.component,
        element: BANNER_ELEMENTS[ref.element],
        viewType: ref.viewType ?? VIEW_TYPE.other,
        viewParameter: null,
        auxData: { placement_id: ref.placementId },
      };
    }),
    trigger: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'experience.trigger') return;
      const chosen = chosenFor(context, event.placementId);
      if (!chosen) return;
      enqueue.spawnChild('sendExperienceCall', {
        id: `call.${context.calls}`,
        input: {
          action: 'triggered',
          placedExperienceId: placedIdOf(chosen),
          extraContext: { ...extraContextOf(context), ...event.extraContext, ...chosen.metadata },
        },
      });
      enqueue.assign({ calls: context.calls + 1 });
    }),
    noteFinished: assign(({ context, event }) => {
      const request = context.callsOut[event.type.replace(/^xstate\.done\.actor\./, '')];
      if (!request || (request.action !== 'completed' && request.action !== 'dismissed')) return {};
      return {
        finishedAt: { ...context.finishedAt, [request.placedExperienceId]: context.fetches },
      };
    }),
    forgetCall: assign(({ context, event }) => {
      const { [event.type.replace(/^xstate\.(done|error)\.actor\./, '')]: _answered, ...callsOut } =
        context.callsOut;
      return { callsOut };
    }),
    keepUnsent: assign(({ context, event }) => {
      const request = context.callsOut[event.type.replace(/^xstate\.error\.actor\./, '')];
      return request ? { unsent: [...context.unsent, request] } : {};
    }),
    // One timer for every call waiting: a later failure moves it on.
    scheduleResend: enqueueActions(({ enqueue }) => {
      enqueue(cancel('resendCalls'));
      enqueue(
        raise(
          { type: 'experiences.resendCalls' },
          { delay: 'experienceCallRetry', id: 'resendCalls' },
        ),
      );
    }),
    resendCalls: enqueueActions(({ context, enqueue }) => {
      let calls = context.calls;
      const callsOut = { ...context.callsOut };
      for (const request of context.unsent) {
        enqueue.spawnChild('sendExperienceCall', { id: `call.${calls}`, input: request });
        callsOut[`call.${calls}`] = request;
        calls += 1;
      }
      enqueue.assign({ calls, callsOut, unsent: [] });
    }),
    emitNoAction: emit(({ context, event }) => {
      const { placementId } = event as PlacementRef;
      return {
        type: 'experience.noAction' as const,
        placementId,
        experienceId: chosenFor(context, placementId)?.experience_id ?? 0,
      };
    }),
  },
}).createMachine({
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
    callsOut: {},
    unsent: [],
    finishedAt: {},
  }),
  // A viewed, completed or dismissed call that did not reach the server goes again until it does:
  // no error is shown for them (spec 2 section 8), so a dismissal the server never heard would
  // come back on the next page (docs/decisions/098).
  on: {
    'xstate.done.actor.call.*': { actions: ['noteFinished', 'forgetCall'] },
    'xstate.error.actor.call.*': [
      { guard: 'callMayPass', actions: ['keepUnsent', 'forgetCall', 'scheduleResend'] },
      { actions: 'forgetCall' },
    ],
    'experiences.resendCalls': { actions: 'resendCalls' },
  },
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
