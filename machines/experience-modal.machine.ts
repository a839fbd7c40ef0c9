// The experience-driven modal (spec 2 section 4 "Modal": hidden until delay_in_millis elapses;
// shown; hidden again when complete or dismiss is invoked).
import { emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { outcome, type ExperienceOutcome } from './experience-outcome';

export interface ExperienceModalInput {
  placementId: number;
  experienceId: number;
  /** The display data's `delay_in_millis`. */
  delayMs: number;
}

export type ExperienceModalContext = ExperienceModalInput;

export type ExperienceModalEvent = { type: 'modal.complete' } | { type: 'modal.dismiss' };

export type ExperienceModalEmitted = ExperienceOutcome;

/**
 * A modal experience of a placement, the page actor `placement.<id>`. It waits `delay_in_millis`
 * (`waiting`, nothing shows), then shows (`shown`, tag `shown`); `modal.complete` or
 * `modal.dismiss` (its buttons, its close button, Escape) hides it for good and emits
 * `experience.completed` or `experience.dismissed`, which the root forwards to `experiences`.
 * Completing or dismissing before it shows changes nothing.
 */
export const experienceModalMachine = setup({
  types: {
    context: {} as ExperienceModalContext,
    events: {} as ExperienceModalEvent,
    emitted: {} as ExperienceModalEmitted,
    input: {} as ExperienceModalInput,
  },
  delays: {
    modalDelay: ({ context }) => context.delayMs,
  },
  actions: {
    emitCompleted: emit(({ context }) => outcome('experience.completed', context)),
    emitDismissed: emit(({ context }) => outcome('experience.dismissed', context)),
  },
}).createMachine({
  id: 'experience-modal',
  context: ({ input }) => ({ ...input, delayMs: Math.max(0, input.delayMs) }),
  initial: 'waiting',
  states: {
    waiting: {
      // No delay: shown at once, with no timer to wait for.
      always: { guard: ({ context }) => context.delayMs === 0, target: 'shown' },
      after: { modalDelay: 'shown' },
    },
    shown: {
      tags: ['shown'],
      on: {
        'modal.complete': { target: 'completed', actions: 'emitCompleted' },
        'modal.dismiss': { target: 'dismissed', actions: 'emitDismissed' },
      },
    },
    completed: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

export type ExperienceModalSnapshot = SnapshotFrom<typeof experienceModalMachine>;

/** Whether the modal shows. */
export const selectModalShown = (s: ExperienceModalSnapshot): boolean => s.hasTag('shown');
