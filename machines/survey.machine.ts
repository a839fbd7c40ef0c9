// The survey prompt (spec 2 section 4 "Survey prompt"; section 9: default delay 5000 ms, frame
// load failure 15000 ms, re-check 3000 ms; section 2: the on-close action trigger).
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  SURVEY_DEFAULT_DELAY_MS,
  SURVEY_FRAME_TIMEOUT_MS,
  SURVEY_RECHECK_MS,
} from '../domain/constants';
import { isSurveyHeldBack, isSurveyMessageOrigin } from '../domain/guidance';
import { outcome, type ExperienceOutcome } from './experience-outcome';

export interface SurveyInput {
  placementId: number;
  experienceId: number;
  /** The survey frame's link; its origin is the only one whose messages count. */
  surveyUrl: string;
  appOrigin: string;
  /** The display data's `delay`, in ms (default 5000). */
  delayMs?: number | null;
  /** On-close mode: action_trigger 2 with its experiment on. */
  onClose: boolean;
  /** The route the survey's placement is on. */
  pathname: string;
}

export interface SurveyContext extends Required<Omit<SurveyInput, 'delayMs'>> {
  delayMs: number;
}

export type SurveyEvent =
  /** A message posted by a frame: `origin` is the browser's, never the message's own claim. */
  | { type: 'survey.message'; origin: string; data: unknown }
  | { type: 'survey.accept' }
  | { type: 'survey.decline' }
  /** On-close mode: the person tried to leave the page (the router's blocker caught it). */
  | { type: 'survey.leaving' }
  | { type: 'survey.route'; pathname: string };

export type SurveyEmitted =
  | ExperienceOutcome
  | { type: 'survey.abandoned'; placementId: number; experienceId: number }
  /** On-close mode: the blocked navigation may go on. */
  | { type: 'survey.resumeNavigation' };

const messageIs = (data: unknown, name: string): boolean =>
  data === name ||
  (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === name);

/**
 * A survey experience. Held back on the builder paths (placement 1000421, re-checked every
 * 3000 ms); otherwise it waits its delay (or, in on-close mode, for the person to leave the
 * page), then loads its frame (`loading`, hidden). `surveyLoaded` from the survey link's origin
 * shows the prompt (`prompting`, tag `shown`) with accept and decline; accepting expands the
 * frame (`expanded`); `surveyFinished` completes the experience. No `surveyLoaded` within
 * 15000 ms abandons it silently. Messages from any other origin change nothing.
 */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    emitted: {} as SurveyEmitted,
    input: {} as SurveyInput,
  },
  delays: {
    surveyDelay: ({ context }) => context.delayMs,
    frameLoadTimeout: SURVEY_FRAME_TIMEOUT_MS,
    holdBackRecheck: SURVEY_RECHECK_MS,
  },
  guards: {
    isHeldBack: ({ context }) => isSurveyHeldBack(context),
    isOnClose: ({ context }) => context.onClose,
    isLoaded: ({ context, event }) =>
      event.type === 'survey.message' &&
      isSurveyMessageOrigin({ ...context, origin: event.origin }) &&
      messageIs(event.data, 'surveyLoaded'),
    isFinished: ({ context, event }) =>
      event.type === 'survey.message' &&
      isSurveyMessageOrigin({ ...context, origin: event.origin }) &&
      messageIs(event.data, 'surveyFinished'),
  },
  actions: {
    assignRoute: assign(({ event }) =>
      event.type === 'survey.route' ? { pathname: event.pathname } : {},
    ),
    emitCompleted: emit(({ context }) => outcome('experience.completed', context)),
    emitDismissed: emit(({ context }) => outcome('experience.dismissed', context)),
    emitAbandoned: emit(({ context }) => ({
      type: 'survey.abandoned' as const,
      placementId: context.placementId,
      experienceId: context.experienceId,
    })),
    resumeIfOnClose: enqueueActions(({ context, enqueue }) => {
      if (context.onClose) enqueue.emit({ type: 'survey.resumeNavigation' });
    }),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    ...input,
    delayMs: input.delayMs ?? SURVEY_DEFAULT_DELAY_MS,
  }),
  initial: 'waiting',
  on: { 'survey.route': { actions: 'assignRoute' } },
  states: {
    waiting: {
      always: [
        { guard: 'isHeldBack', target: 'heldBack' },
        { guard: 'isOnClose', target: 'armed' },
      ],
      after: { surveyDelay: 'loading' },
    },
    heldBack: {
      after: { holdBackRecheck: { target: 'waiting', reenter: true } },
    },
    armed: {
      on: { 'survey.leaving': 'loading' },
    },
    loading: {
      tags: ['frame'],
      after: { frameLoadTimeout: { target: 'abandoned', actions: 'emitAbandoned' } },
      on: { 'survey.message': { guard: 'isLoaded', target: 'prompting' } },
    },
    prompting: {
      tags: ['frame', 'shown'],
      on: {
        'survey.accept': 'expanded',
        'survey.decline': { target: 'declined', actions: 'emitDismissed' },
        'survey.message': { guard: 'isFinished', target: 'finished', actions: 'emitCompleted' },
      },
    },
    expanded: {
      tags: ['frame', 'shown', 'expanded'],
      on: {
        'survey.message': { guard: 'isFinished', target: 'finished', actions: 'emitCompleted' },
        'survey.decline': { target: 'declined', actions: 'emitDismissed' },
      },
    },
    finished: { type: 'final', entry: 'resumeIfOnClose' },
    declined: { type: 'final', entry: 'resumeIfOnClose' },
    abandoned: { type: 'final', entry: 'resumeIfOnClose' },
  },
});

export type SurveySnapshot = SnapshotFrom<typeof surveyMachine>;

/** Whether the survey's frame is in the page (hidden while it loads). */
export const selectFrameMounted = (s: SurveySnapshot): boolean => s.hasTag('frame');
/** Whether the prompt shows. */
export const selectSurveyShown = (s: SurveySnapshot): boolean => s.hasTag('shown');
export const selectSurveyExpanded = (s: SurveySnapshot): boolean => s.hasTag('expanded');
/**
 * Whether leaving the page is held for the survey (on-close mode): from arming until the survey
 * is finished, declined or abandoned, when the held navigation resumes.
 */
export const selectHoldsLeaving = (s: SurveySnapshot): boolean =>
  s.context.onClose && s.status === 'active';
