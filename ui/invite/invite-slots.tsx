// Where the invite landing goes: nothing at all unless the url carries invite_code (spec 3
// section 4); then its views are fetched on demand, with the page logic they need.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { inviteCodeFromQuery } from '../../domain/invite';
import { loadPinLogic } from '../../runtime/system';

const loadViews = () => Promise.all([import('./invite-landing'), loadPinLogic()]);
const InviteLanding = lazy(() => loadViews().then(([m]) => ({ default: m.InviteLanding })));
const SharedPinHeader = lazy(() => loadViews().then(([m]) => ({ default: m.SharedPinHeader })));

/** The invite landing (popover; the toast goes through the toasts actor), after the first paint. */
export function InviteLandingSlot() {
  const code = inviteCodeFromQuery(useLocation().search);
  if (code === null) return null;
  return (
    <Suspense fallback={null}>
      <InviteLanding code={code} />
    </Suspense>
  );
}

/** The shared pin header above a closeup's pin, for an invited viewer. */
export function SharedPinHeaderSlot({ pinId }: { pinId: string }) {
  const code = inviteCodeFromQuery(useLocation().search);
  if (code === null) return null;
  return (
    <Suspense fallback={null}>
      <SharedPinHeader code={code} pinId={pinId} />
    </Suspense>
  );
}
