// Pin feedback from a card's overflow menu (spec 1 section 4 "Pin feedback status", section 8
// "Report confirmed"): none, reporting, reported (the 'Reported' overlay). One actor per pin
// reported, kept here so the overlay survives the card scrolling away and back.
import { useSyncExternalStore } from 'react';
import { assign, createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { api } from '../app/system';

export const REPORTED_TITLE = 'Reported';
export const REPORTED_TEXT = "Thanks! Your feedback helps us keep the product's community safe.";

/** none → reporting → reported; a failed report returns to none with the server's message. */
export const pinFeedbackMachine = setup({
  types: {
    input: {} as { pinId: string },
    context: {} as { pinId: string; error: string | null },
    events: {} as { type: 'feedback.report' },
  },
  actors: {
    sendFeedback: fromPromise<void, { pinId: string }>(() =>
      Promise.reject(new Error('sendFeedback is provided by the card')),
    ),
  },
}).createMachine({
  id: 'pinFeedback',
  context: ({ input }) => ({ pinId: input.pinId, error: null }),
  initial: 'none',
  states: {
    none: { on: { 'feedback.report': 'reporting' } },
    reporting: {
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({ pinId: context.pinId }),
        onDone: { target: 'reported', actions: assign({ error: null }) },
        onError: {
          target: 'none',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error
                ? event.error.message
                : 'Sorry! Something went wrong on our end.',
          }),
        },
      },
    },
    reported: { tags: ['reported'] },
  },
});

const liveMachine = pinFeedbackMachine.provide({
  actors: {
    sendFeedback: fromPromise<void, { pinId: string }>(({ input, signal }) =>
      api.pinFeedback({ pinId: input.pinId, feedbackType: 'report' }, { signal }),
    ),
  },
});

export type PinFeedbackRef = ActorRefFrom<typeof liveMachine>;

const actors = new Map<string, PinFeedbackRef>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports a pin: starts its feedback actor (once) and sends the report. */
export function reportPin(pinId: string): void {
  let actor = actors.get(pinId);
  if (!actor) {
    actor = createActor(liveMachine, { input: { pinId } }).start();
    actors.set(pinId, actor);
    listeners.forEach((l) => l());
  }
  actor.send({ type: 'feedback.report' });
}

/** The pin's feedback actor, once the pin has been reported. */
export function usePinFeedback(pinId: string): PinFeedbackRef | undefined {
  return useSyncExternalStore(
    subscribe,
    () => actors.get(pinId),
    () => undefined,
  );
}
