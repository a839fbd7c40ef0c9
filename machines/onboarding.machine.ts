// Onboarding of a new account (spec 3 section 2 "Onboarding step names", section 9 "Other";
// docs/decisions/105): the progress is loaded from the server, the first step opens 250 ms later,
// each Next saves the progress (given up after 5000 ms), the LoadingStep lasts 2500 ms, AppInstall
// is a phone's last step, and Skip ends it at any step. A reload resumes where the server says.
import { assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  ONBOARDING_LOADING_MS,
  ONBOARDING_OPEN_DELAY_MS,
  ONBOARDING_SAVE_TIMEOUT_MS,
} from '../domain/constants';
import {
  isOnboardingGender,
  isOnboardingUseCase,
  NO_ANSWERS,
  ONBOARDING_TEXT,
  onboardingFlow,
  stepAnswered,
  togglePick,
  type OnboardingAnswers,
  type OnboardingFinish,
  type OnboardingGender,
  type OnboardingOption,
  type OnboardingProgress,
  type OnboardingState,
  type OnboardingStep,
  type OnboardingUseCase,
} from '../domain/onboarding';
import { errorMessage } from '../domain/save';
import type { Device } from '../domain/types';
import { providedAtRoot } from './provided-at-root';

export interface OnboardingInput {
  userId: string;
  device: Device;
  locale: string;
  country: string;
}

export interface OnboardingContext extends OnboardingInput {
  /** The steps this person goes through (known once the progress has loaded). */
  flow: OnboardingStep[];
  /** The step on screen. */
  step: OnboardingStep;
  answers: OnboardingAnswers;
  interests: OnboardingOption[];
  pins: OnboardingOption[];
  /** The progress being saved, until the server has it. */
  pending: OnboardingProgress | null;
  finished: OnboardingFinish | null;
  /** The last failure's message, until the next try. */
  error: string | null;
}

export type OnboardingEvent =
  | { type: 'onboarding.gender'; gender: OnboardingGender }
  | { type: 'onboarding.toggleInterest'; id: string }
  | { type: 'onboarding.useCase'; useCase: OnboardingUseCase }
  | { type: 'onboarding.togglePin'; id: string }
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.skip' }
  | { type: 'onboarding.retry' };

export type OnboardingEmitted =
  | { type: 'onboarding.step'; userId: string; step: OnboardingStep }
  | { type: 'onboarding.finished'; userId: string; how: OnboardingFinish };

/** What the load and save calls are given. */
export interface OnboardingLoadInput {
  userId: string;
}

const nextOf = (c: OnboardingContext): OnboardingStep | null =>
  c.flow[c.flow.indexOf(c.step) + 1] ?? null;
/** The step Back shows: the one before, past the LoadingStep (it has nothing to go back to). */
const previousOf = (c: OnboardingContext): OnboardingStep | null =>
  c.flow
    .slice(0, Math.max(0, c.flow.indexOf(c.step)))
    .filter((s) => s !== 'LoadingStep')
    .at(-1) ?? null;

function progressOf(
  c: OnboardingContext,
  step: OnboardingStep,
  finished: OnboardingFinish | null,
): OnboardingProgress {
  return { ...c.answers, step, finished, locale: c.locale, country: c.country };
}

/**
 * One account's onboarding. `loading` reads the progress: a finished one goes to `finished`, else
 * `opening` waits 250 ms and the kept step shows (`asking`). A question step takes its answer
 * (`onboarding.gender`, `.toggleInterest`, `.useCase`, `.togglePin`); `onboarding.next`, once the
 * step is answered, saves the progress at the next step (`saving`, tag `busy`, given up after
 * 5000 ms); the LoadingStep (`building`) moves on after 2500 ms; the last step's Next saves it
 * completed; `onboarding.skip` saves it skipped. A failed load waits in `loadFailed`, a failed or
 * timed-out save in `saveFailed`, each for `onboarding.retry`.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    emitted: {} as OnboardingEmitted,
    input: {} as OnboardingInput,
  },
  actors: {
    loadOnboarding: providedAtRoot<OnboardingState, OnboardingLoadInput>('loadOnboarding'),
    saveOnboarding: providedAtRoot<OnboardingProgress, OnboardingProgress>('saveOnboarding'),
  },
  delays: {
    openDelay: ONBOARDING_OPEN_DELAY_MS,
    loadingStep: ONBOARDING_LOADING_MS,
    saveTimeout: ONBOARDING_SAVE_TIMEOUT_MS,
  },
  actions: {
    keepLoaded: assign(({ context }, params: { state: OnboardingState }) => {
      const flow = onboardingFlow({
        genderKnown: params.state.genderKnown,
        device: context.device,
      });
      const kept = params.state.progress;
      const first = flow[0] ?? 'LoadingStep';
      return {
        flow,
        step: kept && flow.includes(kept.step) ? kept.step : first,
        answers: kept
          ? {
              gender: kept.gender,
              interestIds: kept.interestIds,
              useCase: kept.useCase,
              pinIds: kept.pinIds,
            }
          : NO_ANSWERS,
        finished: kept?.finished ?? null,
        interests: params.state.interests,
        pins: params.state.pins,
        error: null,
      };
    }),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: errorMessage(params.error, params.fallback),
    })),
    keepTimeout: assign({ error: `${ONBOARDING_TEXT.saveFailed} ${ONBOARDING_TEXT.saveTimedOut}` }),
    setGender: assign(({ context, event }) =>
      event.type === 'onboarding.gender'
        ? { answers: { ...context.answers, gender: event.gender } }
        : {},
    ),
    toggleInterest: assign(({ context, event }) =>
      event.type === 'onboarding.toggleInterest'
        ? {
            answers: {
              ...context.answers,
              interestIds: togglePick(context.answers.interestIds, event.id),
            },
          }
        : {},
    ),
    setUseCase: assign(({ context, event }) =>
      event.type === 'onboarding.useCase'
        ? { answers: { ...context.answers, useCase: event.useCase } }
        : {},
    ),
    togglePin: assign(({ context, event }) =>
      event.type === 'onboarding.togglePin'
        ? { answers: { ...context.answers, pinIds: togglePick(context.answers.pinIds, event.id) } }
        : {},
    ),
    pendNext: assign(({ context }) => {
      const next = nextOf(context);
      return {
        pending: next
          ? progressOf(context, next, null)
          : progressOf(context, context.step, 'completed'),
        error: null,
      };
    }),
    pendSkip: assign(({ context }) => ({
      pending: progressOf(context, context.step, 'skipped'),
      error: null,
    })),
    goBack: assign(({ context }) => ({ step: previousOf(context) ?? context.step, error: null })),
    keepSaved: assign(({ context }) => {
      const saved = context.pending;
      if (!saved) return {};
      return { step: saved.step, finished: saved.finished, pending: null };
    }),
    announceStep: emit(({ context }) => ({
      type: 'onboarding.step' as const,
      userId: context.userId,
      step: context.step,
    })),
    announceFinished: emit(({ context }) => ({
      type: 'onboarding.finished' as const,
      userId: context.userId,
      how: context.finished ?? 'completed',
    })),
  },
  guards: {
    savingFinish: ({ context }) => (context.pending?.finished ?? null) !== null,
    savingLoadingStep: ({ context }) => context.pending?.step === 'LoadingStep',
    atLoadingStep: ({ context }) => context.step === 'LoadingStep',
    onGender: ({ context, event }) =>
      context.step === 'Gender' &&
      event.type === 'onboarding.gender' &&
      isOnboardingGender(event.gender),
    onInterestPicker: ({ context, event }) =>
      context.step === 'InterestPicker' &&
      event.type === 'onboarding.toggleInterest' &&
      context.interests.some((i) => i.id === event.id),
    onUseCase: ({ context, event }) =>
      context.step === 'UseCase' &&
      event.type === 'onboarding.useCase' &&
      isOnboardingUseCase(event.useCase),
    onPinPicker: ({ context, event }) =>
      context.step === 'PinPicker' &&
      event.type === 'onboarding.togglePin' &&
      context.pins.some((p) => p.id === event.id),
    answered: ({ context }) => stepAnswered(context.step, context.answers),
    hasPrevious: ({ context }) => previousOf(context) !== null,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    ...input,
    flow: [],
    step: 'Gender',
    answers: NO_ANSWERS,
    interests: [],
    pins: [],
    pending: null,
    finished: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOnboarding',
        src: 'loadOnboarding',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            target: 'finished',
            guard: ({ event }) => (event.output.progress?.finished ?? null) !== null,
            actions: { type: 'keepLoaded', params: ({ event }) => ({ state: event.output }) },
          },
          {
            target: 'opening',
            actions: { type: 'keepLoaded', params: ({ event }) => ({ state: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'keepError',
            params: ({ event }) => ({ error: event.error, fallback: ONBOARDING_TEXT.loadFailed }),
          },
        },
      },
    },
    loadFailed: {
      tags: ['shown'],
      on: {
        'onboarding.retry': { target: 'loading', actions: 'clearError' },
        // Not now: gone for this visit; the server has heard nothing, so a reload asks again.
        'onboarding.skip': {
          target: 'finished',
          actions: assign({ finished: 'skipped', error: null }),
        },
      },
    },
    opening: {
      after: {
        openDelay: [
          { guard: 'atLoadingStep', target: 'building' },
          { target: 'asking', actions: 'announceStep' },
        ],
      },
    },
    asking: {
      tags: ['shown'],
      on: {
        'onboarding.gender': { guard: 'onGender', actions: 'setGender' },
        'onboarding.toggleInterest': { guard: 'onInterestPicker', actions: 'toggleInterest' },
        'onboarding.useCase': { guard: 'onUseCase', actions: 'setUseCase' },
        'onboarding.togglePin': { guard: 'onPinPicker', actions: 'togglePin' },
        'onboarding.next': { guard: 'answered', target: 'saving', actions: 'pendNext' },
        'onboarding.back': {
          guard: 'hasPrevious',
          target: 'asking',
          reenter: true,
          actions: ['goBack', 'announceStep'],
        },
        'onboarding.skip': { target: 'saving', actions: 'pendSkip' },
      },
    },
    building: {
      tags: ['shown'],
      entry: 'announceStep',
      after: { loadingStep: { target: 'saving', actions: 'pendNext' } },
      on: { 'onboarding.skip': { target: 'saving', actions: 'pendSkip' } },
    },
    saving: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'saveOnboarding',
        src: 'saveOnboarding',
        input: ({ context }) => context.pending ?? progressOf(context, context.step, null),
        onDone: [
          { guard: 'savingFinish', target: 'finished', actions: 'keepSaved' },
          { guard: 'savingLoadingStep', target: 'building', actions: 'keepSaved' },
          { target: 'asking', actions: ['keepSaved', 'announceStep'] },
        ],
        onError: {
          target: 'saveFailed',
          actions: {
            type: 'keepError',
            params: ({ event }) => ({ error: event.error, fallback: ONBOARDING_TEXT.saveFailed }),
          },
        },
      },
      after: { saveTimeout: { target: 'saveFailed', actions: 'keepTimeout' } },
    },
    saveFailed: {
      tags: ['shown'],
      on: {
        'onboarding.retry': { target: 'saving', actions: 'clearError' },
      },
    },
    finished: {
      tags: ['finished'],
      entry: 'announceFinished',
    },
  },
});

export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The onboarding is on screen (a step, its saving or a failure). */
export const selectOnboardingShown = (s: OnboardingSnapshot): boolean => s.hasTag('shown');
/** A save runs: the buttons wait. */
export const selectOnboardingBusy = (s: OnboardingSnapshot): boolean => s.hasTag('busy');
/** The progress is being read. */
export const selectOnboardingLoading = (s: OnboardingSnapshot): boolean => s.hasTag('loading');
/** The last failure's message. */
export const selectOnboardingError = (s: OnboardingSnapshot): string | null => s.context.error;
