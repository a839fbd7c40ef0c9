// What the player's status line says, and what a run resets.
import type { PlayerState } from './player-controller';

export function statusText(state: PlayerState, total: number): string {
  switch (state.status) {
    case 'ready':
      return 'Ready';
    case 'playing':
      if (state.setup !== null) return `Setting up the run: ${state.setup}`;
      // Past the last step, the run is being wound up.
      return (state.current ?? 0) < total
        ? `Playing step ${(state.current ?? 0) + 1} of ${total}`
        : 'Finishing the run';
    case 'paused':
      return `Paused before step ${(state.current ?? 0) + 1} of ${total}`;
    case 'passed':
      return 'Passed: every expectation held';
    case 'failed':
      return `Failed at step ${(state.current ?? 0) + 1}`;
  }
}

/** What a run resets, said on the player's pages (docs/decisions/085). */
export const WHAT_A_RUN_RESETS =
  "Each run resets the player's own copy of the data, kept in memory, to the fixtures: your boards, saves and settings are never touched, and what this browser remembers is set aside and comes back when you leave the player.";
