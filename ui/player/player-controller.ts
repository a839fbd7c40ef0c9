// The scenario player's controller (issue 5): play, pause, step, restart and speed over one
// runner. It lives outside React; the page reads its state with useSyncExternalStore. Speed sets
// the pause between steps; `wait` steps keep their real length, since the live app's own timers
// run on the real clock.

import type { Scenario, Step } from '../../scenarios/format';
import {
  runScenario,
  type Driver,
  type ScenarioResult,
  type StepResult,
} from '../../scenarios/runner';

export type PlayerStatus = 'ready' | 'playing' | 'paused' | 'passed' | 'failed';

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
}

/** Pause between steps at speed 1. */
export const STEP_GAP_MS = 700;

export const SPEEDS = [0.5, 1, 2, 4] as const;

export interface Player {
  readonly scenario: Scenario;
  getState: (this: void) => PlayerState;
  subscribe: (this: void, listener: () => void) => () => void;
  play: (this: void) => void;
  pause: (this: void) => void;
  step: (this: void) => void;
  restart: (this: void) => void;
  setSpeed: (this: void, speed: number) => void;
  /** Shows the live app at a path (drivers call it for `start` and `visit`). */
  showApp: (this: void, path: string) => void;
  /** The last finished run's result, or null. */
  lastResult: (this: void) => ScenarioResult | null;
}

function initialSteps(scenario: Scenario): StepResult[] {
  return scenario.steps.map((step: Step, index) => ({
    index,
    kind: step.kind,
    say: step.say,
    status: 'not-run',
  }));
}

export function createPlayer(
  scenario: Scenario,
  makeDriver: (player: Player) => Driver,
  options: { speed?: number } = {},
): Player {
  let state: PlayerState = {
    status: 'ready',
    current: null,
    steps: initialSteps(scenario),
    speed: options.speed ?? 1,
    run: 0,
    appPath: scenario.start.path ?? '/',
    appMount: 0,
    problem: null,
  };
  const listeners = new Set<() => void>();
  let mode: 'play' | 'pause' = 'play';
  let credits = 0;
  let release: (() => void) | null = null;
  let abort: AbortController | null = null;
  let running: Promise<unknown> | null = null;
  let result: ScenarioResult | null = null;

  const set = (patch: Partial<PlayerState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const wake = (): void => {
    const r = release;
    release = null;
    r?.();
  };

  async function beforeStep(index: number, signal: AbortSignal): Promise<void> {
    set({ current: index });
    if (index > 0 && mode === 'play' && state.speed > 0) {
      await new Promise((resolve) => setTimeout(resolve, STEP_GAP_MS / state.speed));
    }
    while (mode === 'pause' && credits === 0 && !signal.aborted) {
      if (state.status !== 'paused') set({ status: 'paused' });
      await new Promise<void>((resolve) => (release = resolve));
    }
    if (credits > 0) credits -= 1;
    if (!signal.aborted && state.status !== 'playing') set({ status: 'playing' });
  }

  function start(): void {
    const controller = new AbortController();
    abort = controller;
    result = null;
    set({
      status: 'playing',
      current: 0,
      steps: initialSteps(scenario),
      run: state.run + 1,
      problem: null,
    });
    const driver = makeDriver(player);
    running = runScenario(scenario, driver, {
      signal: controller.signal,
      beforeStep: (index) => beforeStep(index, controller.signal),
      onStep: (stepResult) => {
        if (controller.signal.aborted) return;
        const steps = [...state.steps];
        steps[stepResult.index] = stepResult;
        set({
          steps,
          ...(stepResult.status === 'failed'
            ? { problem: stepResult.detail ?? 'This step failed.' }
            : {}),
        });
      },
    }).then((finished) => {
      if (controller.signal.aborted) return;
      result = finished;
      const failed = finished.steps.find((s) => s.status === 'failed');
      set({
        status: finished.passed ? 'passed' : 'failed',
        current: failed ? failed.index : null,
        steps: finished.steps,
        problem: failed?.detail ?? null,
      });
    });
  }

  function isRunning(): boolean {
    return state.status === 'playing' || state.status === 'paused';
  }

  const player: Player = {
    scenario,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play: () => {
      mode = 'play';
      if (isRunning()) wake();
      else start();
    },
    pause: () => {
      mode = 'pause';
    },
    step: () => {
      mode = 'pause';
      credits += 1;
      if (isRunning()) wake();
      else start();
    },
    restart: () => {
      abort?.abort();
      wake();
      const previous = running ?? Promise.resolve();
      mode = 'play';
      credits = 0;
      void previous.then(() => start());
    },
    setSpeed: (speed) => set({ speed }),
    showApp: (path) => set({ appPath: path, appMount: state.appMount + 1 }),
    lastResult: () => result,
  };
  return player;
}
