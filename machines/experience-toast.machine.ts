// The experience toast (spec 2 section 2 "Toast: duration, link, text"; section 4 "Other" and
// section 9: education toast default delay 2000 ms), shown through the toasts machine.
import { enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { TOAST_EXIT_MS, TOAST_SHOW_DELAY_MS } from '../domain/constants';
import {
  EXPERIENCE_TOAST_DELAY_MS,
  EXPERIENCE_TOAST_LINK_LABEL,
} from '../domain/experience-display';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { toastDurationMs, type ToastRequest } from './toasts.machine';

export interface ExperienceToastInput {
  placementId: number;
  experienceId: number;
  text: string;
  /** Where the toast's link goes ('' for no link). */
  link: string;
  /** The display data's `duration` in ms, or null for the toast's default. */
  durationMs: number | null;
  /** The experience's completion level (completing is skipped unless it is 1 or 2). */
  completionLevel: number | null;
}

export type ExperienceToastContext = ExperienceToastInput;

export type ExperienceToastEmitted = {
  type: 'experience.completed';
  placementId: number;
  experienceId: number;
  completionLevel?: number;
};

/** The toast the toasts machine is asked to show. */
export function experienceToastRequest(context: ExperienceToastContext): ToastRequest {
  return {
    headline: context.text,
    action: context.link === '' ? null : { label: EXPERIENCE_TOAST_LINK_LABEL, href: context.link },
    durationMs: context.durationMs,
  };
}

/** How long the asked-for toast lives: its show delay, its duration and its exit. */
export const experienceToastLifetimeMs = (context: ExperienceToastContext): number =>
  TOAST_SHOW_DELAY_MS + toastDurationMs({ durationMs: context.durationMs }) + TOAST_EXIT_MS;

/**
 * An experience toast of a placement, the page actor `placement.<id>`. It waits the education
 * toast's 2000 ms (`waiting`), then asks the `toasts` actor to show its text, link and duration
 * (`shown`); once that toast's time is up it completes the experience (`done`: emits
 * `experience.completed` with its completion level, which the root forwards to `experiences`).
 */
export const experienceToastMachine = setup({
  types: {
    context: {} as ExperienceToastContext,
    emitted: {} as ExperienceToastEmitted,
    input: {} as ExperienceToastInput,
  },
  delays: {
    educationToastDelay: EXPERIENCE_TOAST_DELAY_MS,
    toastLifetime: ({ context }) => experienceToastLifetimeMs(context),
  },
  actions: {
    showToast: enqueueActions(({ context, system, enqueue }) => {
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts)
        enqueue.sendTo(toasts, { type: 'toast.show', toast: experienceToastRequest(context) });
    }),
    emitCompleted: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({
        type: 'experience.completed',
        placementId: context.placementId,
        experienceId: context.experienceId,
        ...(context.completionLevel === null ? {} : { completionLevel: context.completionLevel }),
      });
    }),
  },
}).createMachine({
  id: 'experience-toast',
  context: ({ input }) => input,
  initial: 'waiting',
  states: {
    waiting: { after: { educationToastDelay: 'shown' } },
    shown: {
      tags: ['shown'],
      entry: 'showToast',
      after: { toastLifetime: { target: 'done', actions: 'emitCompleted' } },
    },
    done: { type: 'final' },
  },
});

export type ExperienceToastSnapshot = SnapshotFrom<typeof experienceToastMachine>;

/** Whether the toast has been asked for (the experience is displayed). */
export const selectExperienceToastShown = (s: ExperienceToastSnapshot): boolean =>
  s.hasTag('shown');
