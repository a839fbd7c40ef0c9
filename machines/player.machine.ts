// The scenario player's controls (docs/decisions/012): play, pause, step,
// restart and speed over the steps of one scenario. Running a step, starting and stopping a run
// are invoked actors the player page provides (the browser driver on the app's clock); the pause
// between steps is the named delay `stepGap`, shortened by the speed and the time scale.
import { assign, setup, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  STEP_GAP_MS,
  type PlayerStepOutcome,
  type PlayerInput,
  type PlayerContext,
  type PlayerEvent,
} from './player-types';

export { PLAYER_SPEEDS, STEP_GAP_MS } from './player-types';
export type {
  PlayerStepStatus,
  PlayerStepOutcome,
  PlayerInput,
  PlayerContext,
  PlayerEvent,
} from './player-types';

const notRun = (count: number): PlayerStepOutcome[] =>
  Array.from({ length: count }, () => ({ status: 'not-run' }) as const);

/**
 * The scenario player: `ready` until Play or Step; `starting` a run (invoked `startRun`); then
 * per step `running` (invoked `runStep` with the step's index) and, when playing at a speed above
 * 0, a `gap` of `stepGap` before the next (the first step goes at once); `paused` between steps after Pause or Step;
 * `finishing` (invoked `stopRun`) into `passed` or `failed`, from which Play runs again.
 * `player.restart` stops the run and starts afresh; `player.setSpeed` applies from the next pause.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    startRun: fromPromise<void, { run: number }>(() => Promise.resolve()),
    runStep: fromPromise<PlayerStepOutcome, { index: number; run: number }>(() =>
      Promise.resolve({ status: 'passed' }),
    ),
    stopRun: fromPromise<void, { run: number }>(() => Promise.resolve()),
  },
  actions: {
    beginRun: assign(({ context }) => ({
      next: 0,
      outcomes: notRun(context.stepCount),
      run: context.run + 1,
      problem: null,
    })),
    // What the driver says the run's start is doing, shown while it sets up.
    noteSetup: assign({
      setup: ({ context, event }) => (event.type === 'run.setup' ? event.doing : context.setup),
    }),
    endSetup: assign({ setup: null }),
    play: assign({ mode: 'play' as const }),
    pause: assign({ mode: 'pause' as const }),
    step: assign({ mode: 'step' as const }),
    setSpeed: assign({
      speed: ({ context, event }) =>
        event.type === 'player.setSpeed' ? event.speed : context.speed,
    }),
    showApp: assign(({ context, event }) =>
      event.type === 'app.show' ? { appPath: event.path, appMount: context.appMount + 1 } : {},
    ),
    recordOutcome: assign(({ context }, outcome: PlayerStepOutcome) => {
      const outcomes = [...context.outcomes];
      outcomes[context.next] = outcome;
      return {
        outcomes,
        next: outcome.status === 'failed' ? context.next : context.next + 1,
        problem: outcome.status === 'failed' ? (outcome.detail ?? 'This step failed.') : null,
        // A single step is done: hold before the next.
        mode: context.mode === 'step' ? ('pause' as const) : context.mode,
      };
    }),
    failStart: assign(({ context }, message: string) => {
      const outcomes = [...context.outcomes];
      outcomes[0] = { status: 'failed', detail: `The scenario could not start: ${message}` };
      return { outcomes, problem: outcomes[0].detail ?? null };
    }),
  },
  guards: {
    allRun: ({ context }) => context.next >= context.stepCount,
    // Decided on a step's answer, before it is recorded: the step just run is `next`.
    lastOfAll: ({ context }) => context.next + 1 >= context.stepCount,
    holdsAfter: ({ context }) => context.mode !== 'play',
    pausesAfter: ({ context }) => context.speed > 0,
    lastFailed: ({ context }) => context.outcomes.some((o) => o.status === 'failed'),
  },
  delays: {
    stepGap: ({ context }) =>
      context.speed > 0 ? STEP_GAP_MS / (context.speed * context.timeScale) : 0,
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    stepCount: input.stepCount,
    speed: input.speed ?? 1,
    timeScale: input.timeScale ?? 1,
    next: 0,
    outcomes: notRun(input.stepCount),
    mode: 'pause',
    run: 0,
    problem: null,
    appPath: input.path,
    appMount: 0,
    setup: null,
  }),
  initial: 'ready',
  on: {
    'player.setSpeed': { actions: 'setSpeed' },
    'app.show': { actions: 'showApp' },
  },
  states: {
    ready: {
      on: {
        'player.play': { target: 'starting', actions: ['play', 'beginRun'] },
        'player.step': { target: 'starting', actions: ['step', 'beginRun'] },
      },
    },
    starting: {
      exit: 'endSetup',
      on: {
        'player.restart': 'restarting',
        'run.setup': { actions: 'noteSetup' },
      },
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ context }) => ({ run: context.run }),
        onDone: [{ guard: 'allRun', target: 'finishing' }, { target: 'running' }],
        onError: {
          target: 'finishing',
          actions: {
            type: 'failStart',
            params: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          },
        },
      },
    },
    gap: {
      after: { stepGap: 'running' },
      on: {
        'player.pause': { target: 'paused', actions: 'pause' },
        'player.step': { target: 'running', actions: 'step' },
        'player.restart': 'restarting',
      },
    },
    running: {
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: ({ context }) => ({ index: context.next, run: context.run }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'finishing',
            actions: { type: 'recordOutcome', params: ({ event }) => event.output },
          },
          {
            guard: 'lastOfAll',
            target: 'finishing',
            actions: { type: 'recordOutcome', params: ({ event }) => event.output },
          },
          {
            guard: 'holdsAfter',
            target: 'paused',
            actions: { type: 'recordOutcome', params: ({ event }) => event.output },
          },
          {
            guard: 'pausesAfter',
            target: 'gap',
            actions: { type: 'recordOutcome', params: ({ event }) => event.output },
          },
          {
            // The next step at once: the state is entered again, invoking the next step.
            target: 'running',
            reenter: true,
            actions: { type: 'recordOutcome', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'finishing',
          actions: {
            type: 'recordOutcome',
            params: ({ event }) => ({
              status: 'failed' as const,
              detail: event.error instanceof Error ? event.error.message : String(event.error),
            }),
          },
        },
      },
      on: {
        'player.pause': { actions: 'pause' },
        'player.step': { actions: 'step' },
        'player.play': { actions: 'play' },
        'player.restart': 'restarting',
      },
    },
    paused: {
      on: {
        'player.play': { target: 'running', actions: 'play' },
        'player.step': { target: 'running', actions: 'step' },
        'player.restart': 'restarting',
      },
    },
    finishing: {
      invoke: {
        id: 'stopRun',
        src: 'stopRun',
        input: ({ context }) => ({ run: context.run }),
        onDone: [{ guard: 'lastFailed', target: 'failed' }, { target: 'passed' }],
        onError: [{ guard: 'lastFailed', target: 'failed' }, { target: 'passed' }],
      },
    },
    passed: {
      on: {
        'player.play': { target: 'starting', actions: ['play', 'beginRun'] },
        'player.step': { target: 'starting', actions: ['step', 'beginRun'] },
        'player.restart': { target: 'starting', actions: ['play', 'beginRun'] },
      },
    },
    failed: {
      on: {
        'player.play': { target: 'starting', actions: ['play', 'beginRun'] },
        'player.step': { target: 'starting', actions: ['step', 'beginRun'] },
        'player.restart': { target: 'starting', actions: ['play', 'beginRun'] },
      },
    },
    restarting: {
      // The run in progress is stopped before a new one starts.
      invoke: {
        id: 'stopRun',
        src: 'stopRun',
        input: ({ context }) => ({ run: context.run }),
        onDone: { target: 'starting', actions: ['play', 'beginRun'] },
        onError: { target: 'starting', actions: ['play', 'beginRun'] },
      },
    },
  },
});

export type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** What the page shows as the run's status. */
export type PlayerStatus = 'ready' | 'playing' | 'paused' | 'passed' | 'failed';

export function selectPlayerStatus(snapshot: PlayerSnapshot): PlayerStatus {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('paused')) return 'paused';
  if (snapshot.matches('passed')) return 'passed';
  if (snapshot.matches('failed')) return 'failed';
  return 'playing';
}
