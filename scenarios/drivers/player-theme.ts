// Dark mode in the scenario player (decision scenario-reload): reloading the window would end the
// player, so the live app's reload is a fresh mount painted in the stored theme, with the `theme`
// actor and the logged-out local state reading storage again. A run starts with no theme kept, on
// a fresh system (ui/player/fresh-run.ts, docs/decisions/089).
import type { AnyActorRef } from 'xstate';
import { lateRootActorEvents } from '../../machines/late-actors';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { browserStorage } from '../../runtime/actor-deps';
import { paintStoredTheme, themeEffects } from '../../runtime/theme';

/** The window's own reload, given back to dark mode when a run ends. */
const windowReload = themeEffects.reload;

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
