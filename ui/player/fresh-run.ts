// Every run of the player starts on an app of its own, as on a page load but without one: what
// the app kept in this browser is set aside again (ui/index.html set the person's own aside when
// the player's page loaded, docs/decisions/065), the page is painted light, and the running
// system is stopped and a fresh one started, under which ui/main.tsx draws the app afresh. The
// fake API's copy of the data is reset by the run's start itself (docs/decisions/085).
import type { ExperimentName } from '../../domain/experiments';
import { startAppSystem, type AppSystem } from '../../runtime/system';
import { notingTabs } from '../../scenarios/drivers/noted-tabs';
import { paintTheme } from '../../scenarios/drivers/player-theme';
import { DEVTOOLS_KEY } from '../shell/devtools-switch';

/** The app's keys in browser storage: every `pinstate.` key but the devtools switch. */
function isAppKey(key: string): boolean {
  return key.startsWith('pinstate.') && key !== DEVTOOLS_KEY;
}

/** Forgets what the app kept in this browser (what a run before this one left there). */
export function forgetAppStorage(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isAppKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Stops the running system and starts a fresh one over a browser that kept nothing, in the
 * scenario's experiments (none when it names none).
 */
export function startFreshSystem(experiments: readonly ExperimentName[] = []): AppSystem {
  try {
    forgetAppStorage(window.localStorage);
  } catch {
    // No storage: nothing was kept.
  }
  paintTheme();
  const system = startAppSystem({ experiments, tabs: notingTabs });
  void system.loadPinLogic();
  return system;
}
