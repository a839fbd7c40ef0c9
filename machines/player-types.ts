// The scenario player's shapes and paces (machines/player.machine.ts): the pause between steps,
// the speeds offered, a step's outcome, and what the machine is started with, keeps and accepts.

/** Pause between steps at speed 1, in real ms (a pace for people, not a spec timing). */
export const STEP_GAP_MS = 700;

/** The speeds the player offers; 0 is "no pauses" (and waits at once). */
export const PLAYER_SPEEDS = [0.5, 1, 2, 4, 0] as const;

export type PlayerStepStatus = 'passed' | 'failed' | 'skipped' | 'not-run';

/** What became of one step. */
export interface PlayerStepOutcome {
  status: PlayerStepStatus;
  /** For a failed step what was expected and found; for a skipped one why. */
  detail?: string;
}

export interface PlayerInput {
  /** How many steps the scenario has. */
  stepCount: number;
  /** Clock ms per real ms for waits and pauses; 0 runs without pauses (default 1). */
  speed?: number;
  /** Divides every real pause and wait further (tests run long scenarios faster; decision 012). */
  timeScale?: number;
  /** Where the live app starts. */
  path: string;
}

export interface PlayerContext {
  stepCount: number;
  speed: number;
  timeScale: number;
  /** The step running or about to run. */
  next: number;
  outcomes: PlayerStepOutcome[];
  /** What a press asked for: run on (`play`), one more step (`step`), or hold (`pause`). */
  mode: 'play' | 'step' | 'pause';
  /** Bumped on every run. */
  run: number;
  /** Why the run could not go on, in plain words. */
  problem: string | null;
  /** The live app's path and mount number (a fresh mount on each start or visit). */
  appPath: string;
  appMount: number;
  /** What the run's start is doing while it sets up (the driver says), null once it is done. */
  setup: string | null;
}

export type PlayerEvent =
  | { type: 'player.play' }
  | { type: 'player.pause' }
  | { type: 'player.step' }
  | { type: 'player.restart' }
  | { type: 'player.setSpeed'; speed: number }
  | { type: 'app.show'; path: string }
  | { type: 'run.setup'; doing: string | null };
