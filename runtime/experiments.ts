// The experiments this browser is in (domain/experiments.ts, docs/decisions/041): read from the
// URL form `?experiments=a,b` once at start and remembered (`?experiments=` clears them). A system
// started with experiments of its own (a scenario's, in the player and headless) runs in those
// instead (`experimentsOf`; docs/decisions/089).
import { EXPERIMENTS_STORAGE_KEY, type ExperimentName } from '../domain/experiments';
import { browserStorage } from './actor-deps';
import { readKey, readStored } from './stored-keys';

let current: ExperimentName[] | null = null;

function stored(): ExperimentName[] {
  return readKey(browserStorage(), EXPERIMENTS_STORAGE_KEY);
}

/**
 * The experiments on in this browser. A first read before the start has remembered the URL's
 * form (a late actor may start first) takes the URL's form itself, so no actor of the page runs
 * without the experiments its URL asked for.
 */
export function experimentsOn(): readonly ExperimentName[] {
  if (current === null && typeof window !== 'undefined' && window.location)
    rememberExperiments(window.location.search);
  current ??= stored();
  return current;
}

/** Remembers `?experiments=` from the URL (called once at start). */
export function rememberExperiments(search: string): void {
  const value = new URLSearchParams(search).get('experiments');
  if (value === null) return;
  // The URL's list is read as the kept list is: unknown names are left out.
  current = readStored(EXPERIMENTS_STORAGE_KEY, value);
  try {
    if (current.length === 0) window.localStorage.removeItem(EXPERIMENTS_STORAGE_KEY);
    else window.localStorage.setItem(EXPERIMENTS_STORAGE_KEY, current.join(','));
  } catch {
    // Storage may be unavailable (private mode); the URL form still holds for this page.
  }
}

/**
 * The experiments a system runs in (`useAppSystem()` in a view): its own, else the browser's. It
 * takes the system as an argument, so this module needs nothing of runtime/system.ts.
 */
export function experimentsOf(system: {
  readonly experiments?: readonly ExperimentName[];
}): readonly ExperimentName[] {
  return system.experiments ?? experimentsOn();
}
