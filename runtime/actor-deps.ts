// What the real invoked actors use besides the API: browser storage, the clock, and how the
// closeup's code is fetched ahead. Each falls back to a harmless default.
import type { ExperimentName } from '../domain/experiments';
import type { BeaconService } from './beacons';
import type { TabService } from './tabs';

/** Resolves once the frame after now has been painted (runtime/after-paint.ts). */
export type AfterPaint = () => Promise<void>;

/** Browser effects the actors use besides the API; each falls back to a harmless default. */
export interface ActorDeps {
  /** localStorage in the browser; null where there is none (tests, private mode). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The clock in ms (Date.now in the browser; the held app clock headless). */
  now?: () => number;
  /** Fetches the closeup's code ahead, beside its data (the app's routes say how). */
  prefetchCloseupCode?: () => void;
  /** Fetches the app-icon upsell's code, a view's chunk (the share controls say how). */
  fetchUpsellIcon?: () => Promise<unknown>;
  /** Where outside links open (runtime/tabs.ts); recorded only where there is no browser. */
  tabs?: TabService;
  /** Where the outbound beacon goes (runtime/beacons.ts); recorded only where there is no browser. */
  beacons?: BeaconService;
  /** Whether the product can reach the network now (the outbound click reads it). */
  online?: () => Promise<boolean>;
  /** Reloads the page (dark mode's toggle); the browser's own reload where there is a window. */
  reload?: () => void;
  /** Where a shared link is copied: the browser's clipboard; recorded where there is none. */
  clipboard?: { writeText(text: string): Promise<void> };
  /**
   * The experiments this system runs in: a scenario's own (the player, the headless driver). By
   * default the browser's, from the URL form it remembered (runtime/experiments.ts).
   */
  experiments?: readonly ExperimentName[];
  /**
   * True for the browser's own system (ui/main.tsx), which paints frames: the calls a press
   * starts wait for the frame that shows the press (`afterNextPaint`, docs/decisions/117).
   */
  drawsFrames?: boolean;
  /** How a press's calls wait for its frame, when given (a test's); else as `drawsFrames` says. */
  afterPaint?: AfterPaint;
}

/** The browser's localStorage, or null where there is none or it is refused. */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The storage the actors use: the given one, or the browser's localStorage where there is one. */
export function storageOf(deps: ActorDeps): ActorDeps['storage'] {
  return deps.storage === undefined ? browserStorage() : deps.storage;
}
