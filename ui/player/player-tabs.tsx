// Beside the steps of a replay in the player: the links the run opened outside, which the
// browser driver notes instead of opening (scenarios/drivers/noted-tabs.ts).
import { useSyncExternalStore } from 'react';
import type { TabRequest } from '../../machines/outbound-types';
import { notedTabs, subscribeToNotedTabs } from '../../scenarios/drivers/noted-tabs';

/** The links the run opened outside, in order. */
function useOpenedLinks(): readonly TabRequest[] {
  return useSyncExternalStore(subscribeToNotedTabs, notedTabs);
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
