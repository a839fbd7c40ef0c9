// The tooltip and pulsar (spec 2 section 4 "Tooltip and pulsar"; section 3's tooltip display
// data: has_pulsar, has_tooltip, scroll_to_dismiss, scroll_to_dismiss_delay_in_seconds,
// disappearTime; complete_on_hover and skipComplete from the experience's options).
import { emit, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { tooltipCompletesImmediately, type TooltipBehaviour } from '../domain/guidance-anchored';

/** The experience it shows and how it behaves (domain/guidance-anchored.ts reads the display data). */
export interface TooltipPulsarInput extends TooltipBehaviour {
  placementId: number;
  experienceId: number;
}

export type TooltipPulsarContext = TooltipPulsarInput;

export type TooltipPulsarEvent =
  | { type: 'pulsar.click' }
  | { type: 'tooltip.hover' }
  | { type: 'tooltip.complete' }
  | { type: 'tooltip.dismiss' }
  | { type: 'page.scroll' };

export type TooltipPulsarEmitted =
  | { type: 'experience.completed'; placementId: number; experienceId: number }
  | { type: 'experience.dismissed'; placementId: number; experienceId: number };

/**
 * A tooltip experience. With neither pulsar nor tooltip it completes at once. Otherwise the
 * pulsar shows first (`pulsing`, tag `pulsar`); a click pauses it and shows the tooltip
 * (`tooltip`, tags `tooltip` and `paused`); a tooltip without a pulsar shows at once. The
 * tooltip's complete button completes (no call with skipComplete), hovering completes with
 * complete_on_hover, and it is dismissed by its close button, by a scroll once the scroll delay
 * has passed, or by `disappearTime`.
 */
export const tooltipPulsarMachine = setup({
  types: {
    context: {} as TooltipPulsarContext,
    events: {} as TooltipPulsarEvent,
    emitted: {} as TooltipPulsarEmitted,
    input: {} as TooltipPulsarInput,
  },
  delays: {
    scrollDismissDelay: ({ context }) => context.scrollToDismissMs ?? 0,
    disappearTime: ({ context }) => context.disappearMs ?? 0,
  },
  guards: {
    showsNothing: ({ context }) => tooltipCompletesImmediately(context),
    hasNoPulsar: ({ context }) => !context.hasPulsar,
    hasTooltip: ({ context }) => context.hasTooltip,
    scrollDismisses: ({ context }) => context.scrollToDismissMs !== null,
    disappears: ({ context }) => context.disappearMs !== null,
    completesOnHover: ({ context }) => context.completeOnHover,
  },
  actions: {
    // With skipComplete, going away makes no complete call.
    complete: enqueueActions(({ context, enqueue }) => {
      if (context.skipComplete) return;
      enqueue.emit({
        type: 'experience.completed',
        placementId: context.placementId,
        experienceId: context.experienceId,
      });
    }),
    dismiss: emit(({ context }) => ({
      type: 'experience.dismissed' as const,
      placementId: context.placementId,
      experienceId: context.experienceId,
    })),
  },
}).createMachine({
  id: 'tooltipPulsar',
  context: ({ input }) => input,
  initial: 'pulsing',
  states: {
    pulsing: {
      tags: ['pulsar'],
      always: [
        { guard: 'showsNothing', target: 'completed', actions: 'complete' },
        { guard: 'hasNoPulsar', target: 'tooltip' },
      ],
      initial: 'steady',
      states: {
        steady: { on: { 'page.scroll': { guard: 'scrollDismisses', target: 'scrolled' } } },
        // A scroll came: the pulsar stays until the scroll delay has passed, then goes.
        scrolled: {
          after: { scrollDismissDelay: { target: '#tooltipPulsar.dismissed', actions: 'dismiss' } },
        },
      },
      on: {
        'pulsar.click': [
          { guard: 'hasTooltip', target: 'tooltip' },
          { target: 'completed', actions: 'complete' },
        ],
        'tooltip.hover': { guard: 'completesOnHover', target: 'completed', actions: 'complete' },
      },
    },
    tooltip: {
      tags: ['tooltip'],
      initial: 'steady',
      states: {
        steady: { on: { 'page.scroll': { guard: 'scrollDismisses', target: 'scrolled' } } },
        scrolled: {
          after: { scrollDismissDelay: { target: '#tooltipPulsar.dismissed', actions: 'dismiss' } },
        },
      },
      after: { disappearTime: { guard: 'disappears', target: 'dismissed', actions: 'dismiss' } },
      on: {
        'tooltip.complete': { target: 'completed', actions: 'complete' },
        'tooltip.dismiss': { target: 'dismissed', actions: 'dismiss' },
        'tooltip.hover': { guard: 'completesOnHover', target: 'completed', actions: 'complete' },
      },
    },
    // Ends, but not `final`: an actor already done as it starts (neither part) would leave the
    // system before the root could hear its `experience.completed` (docs/decisions/040).
    completed: { tags: ['ended'] },
    dismissed: { tags: ['ended'] },
  },
});

export type TooltipPulsarSnapshot = SnapshotFrom<typeof tooltipPulsarMachine>;

/** What shows: the pulsar, the tooltip (the pulsar paused beside it when it had one), or nothing. */
export function selectTooltipView(s: TooltipPulsarSnapshot): {
  pulsar: 'pulsing' | 'paused' | null;
  tooltip: boolean;
} {
  if (s.hasTag('pulsar')) return { pulsar: 'pulsing', tooltip: false };
  if (s.hasTag('tooltip')) return { pulsar: s.context.hasPulsar ? 'paused' : null, tooltip: true };
  return { pulsar: null, tooltip: false };
}
