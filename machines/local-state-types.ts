// The logged-out local state's shapes (machines/local-state.machine.ts): what it keeps, accepts,
// emits, and what its storage actor reads and is told.
import type {
  ClickthroughPin,
  CompletedSearch,
  LocalStateData,
  LocalStateUpdate,
} from '../domain/local-state-store';

export interface LocalStateContext {
  /** The logged-out local state (spec 3 section 3); empty while a viewer is signed in. */
  data: LocalStateData;
  /** A signed-in viewer never writes the local state. */
  signedIn: boolean;
  /** How many times stored data was read back corrupt and reset to fresh. */
  resets: number;
}

/** What the page starts with: the stored text, the time, whether signed in and the path shown. */
export interface LocalStateRead {
  stored: string | null;
  now: number;
  signedIn: boolean;
  /** The page the visit lands on (its landing page type and first recent view), if known. */
  path: string | null;
}

export type LocalStateEvent =
  | { type: 'localState.search.add'; search: CompletedSearch }
  | { type: 'localState.search.remove'; search: CompletedSearch }
  | { type: 'localState.clickthrough'; pin: ClickthroughPin }
  | { type: 'localState.view'; path: string; ts: number }
  | { type: 'localState.download' }
  | { type: 'localState.inviteRedeemed'; code: string }
  | { type: 'localState.update'; update: LocalStateUpdate }
  /**
   * The stored data changed under the page (another tab wrote it, or it was damaged), at `now`
   * (when not given: the last time the local state knows, its last revisit or view).
   */
  | { type: 'localState.stored'; stored: string | null; now?: number }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' };

/** What the storage actor is told: keep this state, or forget it. */
export type LocalStorageEvent =
  { type: 'localState.persist'; data: LocalStateData } | { type: 'localState.clear' };

export type LocalStateEmitted = { type: 'localState.reset'; reason: 'corrupt' };
