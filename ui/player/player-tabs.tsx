// While a scenario replays in the player, the links it opens outside are written down and shown
// beside the steps instead of opening tabs or leaving the page (docs/decisions/012): the person
// watching stays on the player, and the run does not depend on the pop-up blocker's mood.
import { useSyncExternalStore } from 'react';
import type { TabRequest } from '../../machines/outbound-types';
import { replaceTabs, type TabService } from '../app/tabs';

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The links the run opened outside, in order. */
function useOpenedLinks(): readonly TabRequest[] {
  return useSyncExternalStore(subscribe, () => opened);
}

/** Beside the steps: each link the run opened outside, where a new tab would have shown it. */
export function OpenedLinks({ className }: { className?: string }) {
  const links = useOpenedLinks();
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label="Links the run opened">
      {links.map((link, index) => (
        <li key={index}>
          {link.inPlace ? 'The page went to ' : 'A new tab opened at '}
          <code>{link.url}</code> (the player keeps you here).
        </li>
      ))}
    </ul>
  );
}
