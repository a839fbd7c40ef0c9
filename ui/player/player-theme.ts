// Dark mode in the scenario player (decision scenario-reload): reloading the window would end the
// player, so the live app's reload is a fresh mount painted in the stored theme, with the `theme`
// actor reading storage again; every scenario starts with no theme kept.
import type { AnyActorRef } from 'xstate';
import { THEME_STORAGE_KEY } from '../../domain/theme';
import { lateRootActorEvents } from '../../machines/late-actors';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { paintStoredTheme, themeEffects } from '../app/theme';

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

/** The actors that read storage at the start (the theme) start again, as at a page load. */
export function restartStoredActors(root: AnyActorRef): void {
  for (const event of lateRootActorEvents()) {
    if (event.systemId !== SYSTEM_IDS.theme) continue;
    if (event.type === 'page.spawn') {
      root.send({ type: 'page.release', systemId: SYSTEM_IDS.theme });
      root.send({ type: 'page.drop', systemId: SYSTEM_IDS.theme });
    }
    root.send(event);
  }
}

/** No theme kept: the page light, as for a first visit. */
export function forgetTheme(root: AnyActorRef): void {
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
  paintTheme();
  restartStoredActors(root);
}
