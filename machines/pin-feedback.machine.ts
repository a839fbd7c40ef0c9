// Pin feedback from a card's overflow menu (spec 1 section 4 "Pin feedback status": none,
// reported; spec 1 section 8 "Report confirmed": the 'Reported' overlay with 'Thanks! Your
// feedback helps us keep the product's community safe.'; spec 3 section 7 PinFeedbackResource
// update with feedback_type and pin_id).
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { providedAtRoot } from './provided-at-root';
import { errorMessage } from '../domain/save';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { serverError } from './catalogue-entry';
import { definePinKind, localPin } from './pin-kind';

export interface PinFeedbackInput {
  pinId: string;
  /** Already reported (the entity store remembers it across cards and scrolls). */
  reported?: boolean;
}

export interface PinFeedbackContext {
  pinId: string;
  /** Reported before this actor started. */
  reportedAtStart: boolean;
  /** The last failed report's message, or null. */
  error: string | null;
}

export type PinFeedbackEvent = { type: 'feedback.report' };

export type PinFeedbackEmitted = { type: 'pin.reported'; pinId: string };

/**
 * A pin's feedback status. `feedback.report` sends the report (`reporting`, tag `busy`: taps
 * ignored); success is `reported` (tag `reported`: the card shows the 'Reported' overlay), is
 * recorded in the entity store and emitted; a failure returns to `none` with the server's message
 * or the fallback SAVE_ERROR_FALLBACK.
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
  },
  guards: {
    wasReported: ({ context }) => context.reportedAtStart,
  },
  actions: {
    recordReported: enqueueActions(({ context, system, enqueue }) => {
      enqueue.assign({ error: null });
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) enqueue.sendTo(entities, { type: 'pin.reported', pinId: context.pinId });
      enqueue.emit({ type: 'pin.reported', pinId: context.pinId });
    }),
  },
}).createMachine({
  id: 'pinFeedback',
  context: ({ input }) => ({
    pinId: input.pinId,
    reportedAtStart: input.reported ?? false,
    error: null,
  }),
  initial: 'none',
  states: {
    none: {
      // A pin reported before this actor started begins as reported.
      always: { guard: 'wasReported', target: 'reported' },
      on: { 'feedback.report': 'reporting' },
    },
    reporting: {
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({ pinId: context.pinId, feedbackType: 'report' }),
        onDone: { target: 'reported', actions: 'recordReported' },
        onError: {
          target: 'none',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    reported: { tags: ['reported'] },
  },
});

export type PinFeedbackSnapshot = SnapshotFrom<typeof pinFeedbackMachine>;

export const selectReported = (s: PinFeedbackSnapshot): boolean => s.hasTag('reported');
export const selectReporting = (s: PinFeedbackSnapshot): boolean => s.hasTag('busy');
export const selectFeedbackError = (s: PinFeedbackSnapshot): string | null => s.context.error;

/** The per-pin kind `feedback` (`pin.<id>.feedback`): a report the store remembers stays. */
export const pinFeedbackPinKind = definePinKind({
  kind: 'feedback',
  logic: pinFeedbackMachine,
  inputFrom: (seed, entities) => ({
    pinId: seed.pinId,
    reported: localPin(entities, seed.pinId)?.reported ?? false,
  }),
  catalogue: {
    id: 'pin-feedback',
    title: 'Reporting a pin',
    specSection: "spec 1 section 4 (pin feedback status), section 8 ('Report confirmed')",
    machine: pinFeedbackMachine,
    sampleInput: { pinId: '100001' },
    coverageInputs: [{ pinId: '100001' }, { pinId: '100001', reported: true }],
    events: [{ event: { type: 'feedback.report' }, label: 'Choose Report in the overflow menu' }],
    coverageEvents: [
      { type: 'xstate.done.actor.sendFeedback', output: undefined },
      { type: 'xstate.error.actor.sendFeedback', error: serverError },
    ],
  },
});
