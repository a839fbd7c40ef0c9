// The user state resource (docs/requirements.md, part 2 "The calls it makes"): small named values
// the server keeps for a signed-in account. The one the product names is QUICK_SAVES_BOARD_ID,
// the board a save to the profile lands on; it is asked for only when the viewer is signed in and
// its experiment is on (docs/decisions/103).
import { EXPERIMENTS } from './experiments';

export const USER_STATE_NAMES = ['QUICK_SAVES_BOARD_ID'] as const;
export type UserStateName = (typeof USER_STATE_NAMES)[number];

/** The Quick Saves board's user state. */
export const QUICK_SAVES_BOARD_ID: UserStateName = 'QUICK_SAVES_BOARD_ID';

/** What the resource answers: the state and its value (null: never set, or its board is gone). */
export interface UserStateAnswer {
  state: UserStateName;
  value: string | null;
}

/** One kept value: the fake API's record, keyed `${userId}|${state}`. */
export interface UserStateRecord {
  id: string;
  userId: string;
  state: UserStateName;
  value: string;
}

/** A state name the resource knows, or null. */
export function parseUserStateName(value: unknown): UserStateName | null {
  return USER_STATE_NAMES.find((name) => name === value) ?? null;
}

/** The Quick Saves board id is read from the user state only signed in and with its experiment on. */
export function quickSavesFromUserState(
  userId: string | null,
  experiments: readonly string[],
): boolean {
  return userId !== null && userId !== '' && experiments.includes(EXPERIMENTS.quickSavesUserState);
}
