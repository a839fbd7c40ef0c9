// The speed each headless replay runs at (docs/decisions/064): the player's speeds, rotated over
// the scenarios from a seed, so every run covers each speed and a failing run can be replayed.
import { PLAYER_SPEEDS } from '../machines/player.machine';

/** The player's speeds, "no pauses" first: 0, 0.5, 1, 2, 4. */
export const SPEEDS: readonly number[] = [...PLAYER_SPEEDS].sort((a, b) => a - b);

/** The seed given in `SCENARIO_SPEED_SEED`, or a fresh one. */
export function speedSeed(given: string | undefined, fresh = Math.random): number {
  const seed = Number(given);
  return given && Number.isSafeInteger(seed) && seed >= 0
    ? seed
    : Math.floor(fresh() * SPEEDS.length * 1000);
}

/** The speed scenario `index` runs at: `SPEEDS[(seed + index) % 5]`. */
export function replaySpeed(seed: number, index: number): number {
  return SPEEDS[(seed + index) % SPEEDS.length] ?? 0;
}
