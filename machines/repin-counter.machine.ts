// The pin-page repin counter (spec 3 section 7 "Tracking": "A counter is sampled for a graphql
// pin-page experiment, which logs only the first 10 repins"; docs/decisions/060): the root's late
// actor `repinCounter`. The root forwards every repin's log (event 5, repin-log.ts) to it; a repin
// made on the pin page (view type closeup) counts. With the experiment on, each of the first
// `limit` counted repins emits a counter event (so the root's analytics actor receives it); after
// that it stays silent. With the experiment off nothing is logged. The experiments are read at the
// first pin-page repin; repins that arrive while they are read are held and logged once the
// experiment is known to be on.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { PIN_PAGE_REPIN_COUNTER } from '../domain/constants';
import { EXPERIMENTS } from '../domain/experiments';
import { VIEW_TYPE } from '../domain/log-view';

export interface RepinCounterInput {
  /** How many repins are logged (PIN_PAGE_REPIN_COUNTER_MAX). */
  limit: number;
}

export interface RepinCounterContext {
  limit: number;
  /** Pin-page repins counted so far, logged or not. */
  counted: number;
  /** Counter events emitted (never more than `limit`). */
  logged: number;
  /** Pin-page repins heard before the experiments were known. */
  held: string[];
}

export type RepinCounterEvent = {
  type: 'repinCounter.repin';
  pinId: string;
  /** The repin's view type (closeup: the pin page). */
  viewType: string | null;
};

export type RepinCounterEmitted = {
  type: 'counter';
  name: typeof PIN_PAGE_REPIN_COUNTER;
  /** The repin's number on the pin page, 1 to `limit`. */
  value: number;
  objectId: string;
  auxData: { counter: typeof PIN_PAGE_REPIN_COUNTER; count: number };
};

const counterEvent = (pinId: string, count: number): RepinCounterEmitted => ({
  type: 'counter',
  name: PIN_PAGE_REPIN_COUNTER,
  value: count,
  objectId: pinId,
  auxData: { counter: PIN_PAGE_REPIN_COUNTER, count },
});

/** Whether another counted repin is logged: only the first `limit` are. */
function underLimit(context: RepinCounterContext): boolean {
  return context.logged < context.limit;
}

export const repinCounterMachine = setup({
  types: {
    context: {} as RepinCounterContext,
    events: {} as RepinCounterEvent,
    emitted: {} as RepinCounterEmitted,
    input: {} as RepinCounterInput,
  },
  actors: {
    /** The experiments this browser is in (the app: `experimentsOn()`); none by default. */
    readExperiments: fromPromise<readonly string[]>(() => Promise.resolve<readonly string[]>([])),
  },
  guards: {
    isPinPageRepin: ({ event }) => event.viewType === VIEW_TYPE.closeup,
    experimentOn: (_, params: { experiments: readonly string[] }) =>
      params.experiments.includes(EXPERIMENTS.graphqlPinPage),
    reachedLimit: ({ context }) => !underLimit(context),
  },
  actions: {
    hold: assign({ held: ({ context, event }) => [...context.held, event.pinId] }),
    /** Counts a pin-page repin and logs it while under the limit. */
    count: enqueueActions(({ context, event, enqueue }) => {
      const counted = context.counted + 1;
      if (underLimit(context)) {
        enqueue.emit(counterEvent(event.pinId, context.logged + 1));
        enqueue.assign({ counted, logged: context.logged + 1 });
      } else enqueue.assign({ counted });
    }),
    /** The repins held while reading, logged as they would have been. */
    logHeld: enqueueActions(({ context, enqueue }) => {
      const logging = context.held.slice(0, Math.max(0, context.limit - context.logged));
      logging.forEach((pinId, i) => enqueue.emit(counterEvent(pinId, context.logged + i + 1)));
      enqueue.assign({
        counted: context.counted + context.held.length,
        logged: context.logged + logging.length,
        held: [],
      });
    }),
    dropHeld: assign({ held: [] }),
  },
}).createMachine({
  id: 'repinCounter',
  context: ({ input }) => ({
    limit: Math.max(0, Math.floor(input.limit)),
    counted: 0,
    logged: 0,
    held: [],
  }),
  initial: 'waiting',
  states: {
    /** No pin-page repin yet: the experiments are read at the first (they may be set late). */
    waiting: {
      on: {
        'repinCounter.repin': { guard: 'isPinPageRepin', target: 'reading', actions: 'hold' },
      },
    },
    reading: {
      on: { 'repinCounter.repin': { guard: 'isPinPageRepin', actions: 'hold' } },
      invoke: {
        id: 'readExperiments',
        src: 'readExperiments',
        onDone: [
          {
            guard: { type: 'experimentOn', params: ({ event }) => ({ experiments: event.output }) },
            target: 'counting',
            actions: 'logHeld',
          },
          { target: 'off', actions: 'dropHeld' },
        ],
        // Experiments that cannot be read are off.
        onError: { target: 'off', actions: 'dropHeld' },
      },
    },
    counting: {
      always: { guard: 'reachedLimit', target: 'silent' },
      on: { 'repinCounter.repin': { guard: 'isPinPageRepin', actions: 'count' } },
    },
    /** The first `limit` repins are logged: later ones are counted and never logged. */
    silent: {
      on: { 'repinCounter.repin': { guard: 'isPinPageRepin', actions: 'count' } },
    },
    /** Not in the experiment: nothing is counted. */
    off: {},
  },
});

export type RepinCounterSnapshot = SnapshotFrom<typeof repinCounterMachine>;

export const selectRepinsLogged = (s: RepinCounterSnapshot): number => s.context.logged;
