// The experiences actor's setup (machines/experiences.machine.ts holds its states): the calls it
// invokes, the NoAction delay, and the guards and actions of spec 2 section 4 "Experience
// actions", section 3 "Placement lifecycle" and section 7 calls and analytics events.
import { VIEW_TYPE } from '../domain/log-view';
import { assign, cancel, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { LOG_EVENT_TYPE, NO_ACTION_DELAY_MS } from '../domain/constants';
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

export { isProtectedPlacement, mergeAnswer } from './experiences-helpers';
import {
  type ExperiencesInput,
  type PlacementRef,
  type FetchInput,
  type ExperienceCallRequest,
  type ExperiencesContext,
  type ExperiencesEvent,
  type ExperiencesEmitted,
} from './experiences-types';

/** Stub: the root provides the real calls (runtime/pin-logic.ts). */
const fetchExperiences = fromPromise<Experience[], FetchInput>(() => Promise.resolve([]));
const sendExperienceCall = fromPromise<void, ExperienceCallRequest>(() => Promise.resolve());

/** The experiences actor's vocabulary: its types, calls, delay, guards and actions. */
export const experiencesSetup = setup({
  types: {
    context: {} as ExperiencesContext,
    events: {} as ExperiencesEvent,
    emitted: {} as ExperiencesEmitted,
    input: {} as ExperiencesInput,
  },
  actors: { fetchExperiences, sendExperienceCall },
  delays: { noActionDelay: NO_ACTION_DELAY_MS },
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
      const answer = (event as unknown as { output: Experience[] }).output;
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
      enqueue.spawnChild('sendExperienceCall', {
        id: `call.${context.calls}`,
        input: callRequest(context, 'viewed', chosen),
      });
      enqueue.assign({ calls: context.calls + 1 });
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
      const keep = completing && event.preventRemoval === true;
      enqueue(cancel(noActionId(event.placementId)));
      enqueue.assign({
        noAction: abortNoAction(context.noAction, event.placementId),
        handled: [...context.handled, handledKey(context, chosen)],
        chosen: keep ? context.chosen : { ...context.chosen, [key(event.placementId)]: null },
        calls: context.calls + 1,
      });
      enqueue.spawnChild('sendExperienceCall', {
        id: `call.${context.calls}`,
        input: callRequest(context, action, chosen),
      });
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
    emitNoAction: emit(({ context, event }) => {
      const { placementId } = event as PlacementRef;
      return {
        type: 'experience.noAction' as const,
        placementId,
        experienceId: chosenFor(context, placementId)?.experience_id ?? 0,
      };
    }),
  },
});
