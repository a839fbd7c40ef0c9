// While a scenario replays in the player, the links it opens outside are written down instead of
// opening tabs or leaving the page (docs/decisions/012): the person watching stays on the player,
// and the run does not depend on the pop-up blocker's mood. The player starts each run's system
// with `notingTabs` as its tabs (ui/player/fresh-run.ts); what they noted is that system's own
// (`perSystem`), so a new run's list starts empty. The player's page shows the list.
import type { TabRequest } from '../../machines/outbound-types';
import { perSystem } from '../../runtime/system';
import { browserTabs, type TabService } from '../../runtime/tabs';

const notes = perSystem(() => ({
  noting: false,
  opened: [] as readonly TabRequest[],
  listeners: new Set<() => void>(),
}));

/** The tabs of a player's system: noted while its run lasts, the browser's after. */
export const notingTabs: TabService = {
  reserve: (owner) => (notes().noting ? undefined : browserTabs.reserve(owner)),
  open(request) {
    const noted = notes();
    if (!noted.noting) return browserTabs.open(request);
    noted.opened = [...noted.opened, request];
    for (const listener of noted.listeners) listener();
  },
  release: (owner) => (notes().noting ? undefined : browserTabs.release(owner)),
};

/** From a run's start: links are noted. */
export function noteTabs(): void {
  notes().noting = true;
}

/** At a run's end: the browser opens tabs again; the list stays on show. */
export function openTabsAgain(): void {
  notes().noting = false;
}

/** Calls `listener` whenever the list changes; returns a function that stops it. */
export function subscribeToNotedTabs(listener: () => void): () => void {
  const { listeners } = notes();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The links the run opened outside, in order. */
export const notedTabs = (): readonly TabRequest[] => notes().opened;
