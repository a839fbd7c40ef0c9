// Tells the logged-out local state what the visitor does on the page (spec 3 section 4): each page
// seen (a recent view, with its time) and each search page with a term (ADD completed search).
// Nothing is sent before the stored state is read; a signed-in viewer's local state ignores it.
// It also shows the recent searches under the search field (docs/decisions/050).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { completedSearchOf } from '../../domain/local-state-store';
import { RECENT_SEARCHES_SLOT } from './recent-searches-slot';
import { selectLocalStateReady, type LocalStateSnapshot } from '../../machines/local-state.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appClock } from '../../runtime/app-clock';
import { useLateActor, useLateActorSelector } from '../app/late-actor';
import { RecentSearches } from './recent-searches';

export function LocalStateWatch() {
  const { pathname, search } = useLocation();
  const actor = useLateActor(SYSTEM_IDS.localState);
  const ready = useLateActorSelector<LocalStateSnapshot, boolean>(
    SYSTEM_IDS.localState,
    selectLocalStateReady,
    false,
  );
  useEffect(() => {
    if (!actor || !ready) return;
    actor.send({ type: 'localState.view', path: `${pathname}${search}`, ts: appClock.now() });
    const completed = completedSearchOf(pathname, search);
    if (completed) actor.send({ type: 'localState.search.add', search: completed });
  }, [actor, ready, pathname, search]);
  // The recent searches go under the search field, in the place this shell's top bar keeps for
  // them (the scenario player's page holds a second shell, the live app's, inside its own).
  const [marker, setMarker] = useState<HTMLElement | null>(null);
  const slot = marker
    ?.closest('[data-device]')
    ?.querySelector<HTMLElement>(`[data-slot="${RECENT_SEARCHES_SLOT}"]`);
  return (
    <>
      <span ref={setMarker} hidden />
      {slot ? createPortal(<RecentSearches />, slot) : null}
    </>
  );
}
