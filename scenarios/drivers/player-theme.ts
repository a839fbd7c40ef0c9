// Dark mode in the scenario player (decision scenario-reload): reloading the window would end the
// player, so the live app's reload is a fresh mount painted in the stored theme, with the `theme`
// actor reading storage again; every scenario starts with no theme kept. The logged-out local
// state reads storage at the start too: it is forgotten and read again the same way.
import type { AnyActorRef } from 'xstate';
import { THEME_STORAGE_KEY } from '../../domain/theme';
import { LOCAL_STATE_STORAGE_KEY } from '../../domain/local-state-store';
import { lateRootActorEvents } from '../../machines/late-actors';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { paintStoredTheme, themeEffects } from '../../runtime/theme';

/** The window's own reload, given back to dark mode when a run ends. */
const windowReload = themeEffects.reload;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** While a run lasts, dark mode's reload is `remount`; afterwards the window's own again. */
export function reloadBy(remount: (() => void) | null): void {
  themeEffects.reload = remount ?? windowReload;
}

/** The page painted in the stored theme, as ui/index.html's inline script paints it at a load. */
export function paintTheme(): void {
  paintStoredTheme(browserStorage());
}

const STORED_ACTORS: readonly string[] = [SYSTEM_IDS.theme, SYSTEM_IDS.localState];

/** The actors that read storage at the start (the theme, the local state) start again. */
export function restartStoredActors(root: AnyActorRef): void {
  for (const event of lateRootActorEvents()) {
    if (!STORED_ACTORS.includes(event.systemId)) continue;
    if (event.type === 'page.spawn') {
      root.send({ type: 'page.release', systemId: event.systemId });
      root.send({ type: 'page.drop', systemId: event.systemId });
    }
    root.send(event);
  }
}

/** No theme and no local state kept: the page light, as for a first visit. */
export function forgetTheme(root: AnyActorRef): void {
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    window.localStorage.removeItem(LOCAL_STATE_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
  paintTheme();
  restartStoredActors(root);
}
