// The "Open in app" tap as the views send it to the deep-link actor (spec 3 section 4 "Mobile
// deep link"): the deep-link path is the page's route, the address the page's full address (its
// sensitive parameters are stripped by the machine), with who is looking and on which device.
import { useLocation } from 'react-router';
import type { DeepLinkEvent } from '../../machines/deep-link.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActor } from '../app/late-actor';
import { useViewer } from '../app/viewer';

/** The tap, or null until the deep-link actor has arrived (right after the first paint). */
export function useOpenInApp(): (() => void) | null {
  const actor = useLateActor(SYSTEM_IDS.deepLink);
  const { pathname, search, hash } = useLocation();
  const viewer = useViewer();
  if (!actor) return null;
  return () => {
    const origin = typeof window !== 'undefined' ? window.location.origin : '';
    actor.send({
      type: 'deepLink.tap',
      path: pathname,
      address: `${origin}${pathname}${search}${hash}`,
      signedIn: viewer.id !== null,
      device: viewer.device,
    } satisfies DeepLinkEvent);
  };
}
