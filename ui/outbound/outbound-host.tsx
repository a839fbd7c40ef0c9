// Where the blocked-link modal shows (spec 1 section 8): the host watches the outbound actor of the
// last outside click and renders the modal while that actor is `blocked`. It sits in the shell, so
// a link inside a menu that closes does not take its modal along. The modal is its own chunk.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { selectWarning } from '../../machines/outbound-select';
import { shownOutbound, type ShownOutbound } from './shown-outbound';

const BlockedLinkModal = lazy(() => import('./blocked-link-modal'));

function Watch({ outbound, returnTo }: ShownOutbound) {
  const warning = useSelector(outbound, selectWarning);
  return warning ? (
    <Suspense fallback={null}>
      <BlockedLinkModal outbound={outbound} returnTo={returnTo} />
    </Suspense>
  ) : null;
}

export function OutboundHost() {
  const shown = useSyncExternalStore(shownOutbound.subscribe, shownOutbound.get, () => null);
  return shown ? <Watch outbound={shown.outbound} returnTo={shown.returnTo} /> : null;
}
