// Tells the logged-out local state what the visitor does on the page (spec 3 section 4): each page
// seen (a recent view, with its time) and each search page with a term (ADD completed search).
// Nothing is sent before the stored state is read; a signed-in viewer's local state ignores it.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { completedSearchOf } from '../../domain/local-state-store';
import { selectLocalStateReady, type LocalStateSnapshot } from '../../machines/local-state.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appClock } from '../app/app-clock';
import { useLateActor, useLateActorSelector } from '../app/late-actor';

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
  return null;
}
