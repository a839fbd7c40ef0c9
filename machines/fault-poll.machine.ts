// The scenario recorder's fault poll (docs/decisions/012): while a session
// is recorded, the fake API's faults in force are read every `faultPoll` ms, so each recorded
// event is stamped with the faults it met. Reading them is the invoked `readFaults`, provided by
// the recorder; a failed read is ignored and the poll goes on.
import { setup, fromPromise } from 'xstate';

/** How often the recorder reads the faults in force, in ms (a pace for the tool, not a spec timing). */
export const FAULT_POLL_MS = 300;

export interface FaultPollInput {
  /** ms between reads (FAULT_POLL_MS in the player); 0 reads only when asked with `faults.read`. */
  everyMs: number;
}

export type FaultPollEvent = { type: 'faults.read' };

/**
 * Polls the faults: `waiting` for `faultPoll` (or a `faults.read`), then `reading` (invoked
 * `readFaults`), then waiting again. With `everyMs` 0 it reads only when asked.
 */
export const faultPollMachine = setup({
  types: {
    context: {} as { everyMs: number },
    input: {} as FaultPollInput,
    events: {} as FaultPollEvent,
  },
  actors: {
    readFaults: fromPromise<void>(() => Promise.resolve()),
  },
  guards: {
    polls: ({ context }) => context.everyMs > 0,
  },
  delays: {
    faultPoll: ({ context }) => context.everyMs,
  },
}).createMachine({
  id: 'faultPoll',
  context: ({ input }) => ({ everyMs: input.everyMs }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { faultPoll: { guard: 'polls', target: 'reading' } },
      on: { 'faults.read': 'reading' },
    },
    reading: {
      invoke: {
        id: 'readFaults',
        src: 'readFaults',
        onDone: 'waiting',
        onError: 'waiting',
      },
    },
  },
});
