// The scenario player's controller: the player machine (machines/player.machine.ts) provided with
// a run over one driver, created once per scenario outside React. The page reads its state with
// useSyncExternalStore and sends the buttons' events. Speed scales the pauses between steps and
// the real time a `wait` step takes; machine time moves by the wait's length at any speed
// (docs/decisions/012).

import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  PLAYER_SPEEDS,
  playerMachine,
  selectPlayerStatus,
  type PlayerSnapshot,
  type PlayerStatus,
  type PlayerStepOutcome,
} from '../../machines/player.machine';
import type { Scenario, Step } from '../../scenarios/format';
import {
  runOneStep,
  type Driver,
  type ScenarioResult,
  type StepResult,
} from '../../scenarios/runner';

export type { PlayerStatus };

export interface PlayerState {
  status: PlayerStatus;
  /** The step running or about to run. */
  current: number | null;
  steps: readonly StepResult[];
  /** Playback speed: 0.5, 1, 2, 4, or 0 for no pause between steps. */
  speed: number;
  /** Bumped on every run. */
  run: number;
  /** The live app's path and mount number (a new mount on each start or visit). */
  appPath: string;
  appMount: number;
  /** Why the run could not go on, in plain words (also on the failed step). */
  problem: string | null;
  /** What the run's start is doing, while it sets up (null once the first step can run). */
  setup: string | null;
}

/** The speeds the menu offers besides "no pauses". */
export const SPEEDS = PLAYER_SPEEDS.filter((s) => s > 0);

export interface Player {
  readonly scenario: Scenario;
  readonly actor: ActorRefFrom<typeof playerMachine>;
  getState: (this: void) => PlayerState;
  subscribe: (this: void, listener: () => void) => () => void;
  play: (this: void) => void;
  pause: (this: void) => void;
  step: (this: void) => void;
  restart: (this: void) => void;
  setSpeed: (this: void, speed: number) => void;
  /** Shows the live app at a path (drivers call it for `start` and `visit`). */
  showApp: (this: void, path: string) => void;
  /** What the run's start is doing (drivers call it as they set up), or null once done. */
  setSetup: (this: void, doing: string | null) => void;
  /** The last finished run's result, or null. */
  lastResult: (this: void) => ScenarioResult | null;
}

function stepResults(scenario: Scenario, outcomes: readonly PlayerStepOutcome[]): StepResult[] {
  return scenario.steps.map((step: Step, index) => ({
    index,
    kind: step.kind,
    say: step.say,
    status: outcomes[index]?.status ?? 'not-run',
    ...(outcomes[index]?.detail ? { detail: outcomes[index].detail } : {}),
  }));
}

/** The page's view of a snapshot. */
export function playerState(scenario: Scenario, snapshot: PlayerSnapshot): PlayerState {
  const { context } = snapshot;
  const status = selectPlayerStatus(snapshot);
  const failed = context.outcomes.findIndex((o) => o.status === 'failed');
  return {
    status,
    current: status === 'passed' ? null : status === 'failed' ? Math.max(failed, 0) : context.next,
    steps: stepResults(scenario, context.outcomes),
    speed: context.speed,
    run: context.run,
    appPath: context.appPath,
    appMount: context.appMount,
    problem: context.problem,
    setup: context.setup,
  };
}

export function createPlayer(
  scenario: Scenario,
  makeDriver: (player: Player) => Driver,
  options: { speed?: number; timeScale?: number } = {},
): Player {
  let driver: Driver | null = null;
  /** The driver's work in progress; a new run waits for it, so two runs never overlap. */
  let busy: Promise<unknown> = Promise.resolve();
  let result: ScenarioResult | null = null;
  const track = <T>(work: Promise<T>): Promise<T> => {
    busy = work.catch(() => undefined);
    return work;
  };

  const logic = playerMachine.provide({
    actors: {
      startRun: fromPromise(async () => {
        await busy;
        result = null;
        driver = makeDriver(player);
        await track(driver.start(scenario));
      }),
      runStep: fromPromise<PlayerStepOutcome, { index: number; run: number }>(({ input }) => {
        const step = scenario.steps[input.index];
        if (!driver || !step) return Promise.resolve({ status: 'failed', detail: 'No run.' });
        return track(runOneStep(driver, step));
      }),
      stopRun: fromPromise(async () => {
        await busy;
        await track(driver?.stop() ?? Promise.resolve());
      }),
    },
  });

  const actor = createActor(logic, {
    input: {
      stepCount: scenario.steps.length,
      speed: options.speed ?? 1,
      timeScale: options.timeScale ?? 1,
      path: scenario.start.path ?? '/',
    },
  });

  let snapshot = actor.getSnapshot();
  let state = playerState(scenario, snapshot);
  const read = (): PlayerState => {
    const now = actor.getSnapshot();
    if (now !== snapshot) {
      snapshot = now;
      state = playerState(scenario, now);
      if (state.status === 'passed' || state.status === 'failed') {
        result = {
          id: scenario.id,
          title: scenario.title,
          driver: driver?.kind ?? 'browser',
          passed: state.status === 'passed',
          steps: [...state.steps],
        };
      }
    }
    return state;
  };
  actor.start();

  const player: Player = {
    scenario,
    actor,
    getState: read,
    subscribe: (listener) => {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    play: () => actor.send({ type: 'player.play' }),
    pause: () => actor.send({ type: 'player.pause' }),
    step: () => actor.send({ type: 'player.step' }),
    restart: () => actor.send({ type: 'player.restart' }),
    setSpeed: (speed) => actor.send({ type: 'player.setSpeed', speed }),
    showApp: (path) => actor.send({ type: 'app.show', path }),
    setSetup: (doing) => actor.send({ type: 'run.setup', doing }),
    lastResult: () => (read(), result),
  };
  return player;
}
