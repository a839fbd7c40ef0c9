// While a scenario replays in the player, the links it opens outside are written down instead of
// opening tabs or leaving the page (docs/decisions/012): the person watching stays on the player,
// and the run does not depend on the pop-up blocker's mood. The player's page shows the list.
import type { TabRequest } from '../../machines/outbound-types';
import { replaceTabs, type TabService } from '../../runtime/tabs';

let opened: readonly TabRequest[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly TabRequest[]): void {
  opened = next;
  for (const listener of listeners) listener();
}

const noted: TabService = {
  reserve: () => undefined,
  open: (request) => changed([...opened, request]),
  release: () => undefined,
};

/** From a run's start: links are noted, the list starting empty. */
export function noteTabs(): void {
  changed([]);
  replaceTabs(noted);
}

/** At a run's end: the browser opens tabs again; the list stays on show. */
export function openTabsAgain(): void {
  replaceTabs(null);
}

/** Calls `listener` whenever the list changes; returns a function that stops it. */
export function subscribeToNotedTabs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The links the run opened outside, in order. */
export const notedTabs = (): readonly TabRequest[] => opened;
