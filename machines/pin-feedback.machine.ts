// Pin feedback from a card's overflow menu (spec 1 section 4 "Pin feedback status": none,
// reported, unfollowed; hiding shows 'Pin hidden' with an optional unfollow offer and an undo;
// spec 1 section 8 "Report confirmed"; spec 3 section 4 "Follow and hide actions": hide is routed
// by context; spec 3 section 7 PinFeedbackResource update with feedback_type and pin_id).
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { HideSurface } from '../api/api';
import { errorMessage } from '../domain/save';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';
import type {
  PinFeedbackContext,
  PinFeedbackEmitted,
  PinFeedbackEvent,
  PinFeedbackInput,
  UnfollowTarget,
} from './pin-feedback-types';

export type {
  PinFeedbackContext,
  PinFeedbackEvent,
  PinFeedbackInput,
  UnfollowTarget,
} from './pin-feedback-types';

/**
 * A pin's feedback status. `feedback.report` sends the report (`reporting`); success is
 * `reported` (the 'Reported' overlay). `feedback.hide` hides the pin where the card sits
 * (`hiding`); success is `hidden` ('Pin hidden' in place of the card), which `feedback.undo`
 * reverses on the server. From either overlay, `feedback.unfollow` unfollows the board or pinner
 * the pin came from, once. Both lasting states are recorded in the entity store and emitted; a
 * failure keeps the state it left, with the server's message.
 */
export const pinFeedbackMachine = setup({
  types: {
    context: {} as PinFeedbackContext,
    events: {} as PinFeedbackEvent,
    emitted: {} as PinFeedbackEmitted,
    input: {} as PinFeedbackInput,
  },
  actors: {
    sendFeedback: providedAtRoot<void, { pinId: string; feedbackType: string }>('sendFeedback'),
    hidePin: providedAtRoot<void, { pinId: string; where: HideSurface; hide: boolean }>('hidePin'),
    unfollow: providedAtRoot<void, UnfollowTarget>('unfollow'),
  },
  guards: {
    wasReported: ({ context }) => context.reportedAtStart,
    wasHidden: ({ context }) => context.hiddenAtStart,
    canHide: ({ context }) => context.canHide,
    canUnfollow: ({ context }) => context.unfollow !== null && !context.unfollowed,
  },
  actions: {
    keepError: assign({
      error: ({ event }) => errorMessage((event as { error?: unknown }).error),
    }),
    recordReported: enqueueActions(({ context, system, enqueue }) => {
      enqueue.assign({ error: null });
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) enqueue.sendTo(entities, { type: 'pin.reported', pinId: context.pinId });
      enqueue.emit({ type: 'pin.reported', pinId: context.pinId });
    }),
    recordHidden: enqueueActions(({ context, system, enqueue }, hidden: boolean) => {
      enqueue.assign({ error: null });
      const entities = systemActor(system, SYSTEM_IDS.entities);
      const event = { type: 'pin.hidden' as const, pinId: context.pinId, hidden };
      if (entities) enqueue.sendTo(entities, event);
      enqueue.emit(event);
    }),
    recordUnfollowed: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ unfollowed: true, error: null });
      if (context.unfollow)
        enqueue.emit({
          type: 'feedback.unfollowed',
          pinId: context.pinId,
          target: context.unfollow,
        });
    }),
  },
}).createMachine({
  id: 'pinFeedback',
  context: ({ input }) => ({
    pinId: input.pinId,
    reportedAtStart: input.reported ?? false,
    hiddenAtStart: input.hidden ?? false,
    canHide: input.canHide ?? false,
    where: input.where ?? { surface: 'feedback', feedbackType: 'default' },
    unfollow: input.unfollow ?? null,
    unfollowed: false,
    error: null,
  }),
  initial: 'none',
  states: {
    none: {
      // A pin reported or hidden before this actor started begins so.
      always: [
        { guard: 'wasReported', target: 'reported' },
        { guard: 'wasHidden', target: 'hidden' },
      ],
      on: {
        'feedback.report': 'reporting',
        'feedback.hide': { guard: 'canHide', target: 'hiding' },
      },
    },
    reporting: {
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({ pinId: context.pinId, feedbackType: 'report' }),
        onDone: { target: 'reported', actions: 'recordReported' },
        onError: { target: 'none', actions: 'keepError' },
      },
    },
    reported: {
      tags: ['reported'],
      initial: 'idle',
      states: {
        idle: { on: { 'feedback.unfollow': { guard: 'canUnfollow', target: 'unfollowing' } } },
        unfollowing: {
          tags: ['busy'],
          invoke: {
            id: 'unfollow',
            src: 'unfollow',
            input: ({ context }) => context.unfollow!,
            onDone: { target: 'idle', actions: 'recordUnfollowed' },
            onError: { target: 'idle', actions: 'keepError' },
          },
        },
      },
    },
    hiding: {
      tags: ['busy'],
      invoke: {
        id: 'hidePin',
        src: 'hidePin',
        input: ({ context }) => ({ pinId: context.pinId, where: context.where, hide: true }),
        onDone: { target: 'hidden', actions: { type: 'recordHidden', params: true } },
        onError: { target: 'none', actions: 'keepError' },
      },
    },
    hidden: {
      tags: ['hidden'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'feedback.undo': 'undoing',
            'feedback.unfollow': { guard: 'canUnfollow', target: 'unfollowing' },
          },
        },
        unfollowing: {
          tags: ['busy'],
          invoke: {
            id: 'unfollow',
            src: 'unfollow',
            input: ({ context }) => context.unfollow!,
            onDone: { target: 'idle', actions: 'recordUnfollowed' },
            onError: { target: 'idle', actions: 'keepError' },
          },
        },
        undoing: {
          tags: ['busy'],
          invoke: {
            id: 'unhidePin',
            src: 'hidePin',
            input: ({ context }) => ({ pinId: context.pinId, where: context.where, hide: false }),
            onDone: {
              target: '#pinFeedback.none',
              actions: [assign({ hiddenAtStart: false }), { type: 'recordHidden', params: false }],
            },
            onError: { target: 'idle', actions: 'keepError' },
          },
        },
      },
    },
  },
});

export type PinFeedbackSnapshot = SnapshotFrom<typeof pinFeedbackMachine>;

export const selectReported = (s: PinFeedbackSnapshot): boolean => s.hasTag('reported');
export const selectHidden = (s: PinFeedbackSnapshot): boolean => s.hasTag('hidden');
export const selectReporting = (s: PinFeedbackSnapshot): boolean => s.hasTag('busy');
export const selectFeedbackError = (s: PinFeedbackSnapshot): string | null => s.context.error;
/** The unfollow offer still open, or null (none, or done: the overlay's text swaps). */
export const selectUnfollowOffer = (s: PinFeedbackSnapshot): UnfollowTarget | null =>
  s.context.unfollowed ? null : s.context.unfollow;
export const selectUnfollowed = (s: PinFeedbackSnapshot): boolean => s.context.unfollowed;
