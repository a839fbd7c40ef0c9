// The outbound click-through's real actors (machines/outbound.machine.ts, spec 1 section 4): the
// connectivity read, the link check and the click call (`POST /v3/offsite/`), the beacon to the
// outside link itself (runtime/beacons.ts), and the tab the link opens in (runtime/tabs.ts). Loaded with the rest of the per-pin logic.
import { fromPromise } from 'xstate';
import type { Api, OffsiteInput } from '../api/api';
import { ControlError, createControl } from '../api/control';
import type { CheckAnswer } from '../machines/outbound-helpers';
import type { outboundMachine } from '../machines/outbound.machine';
import type { BeaconRequest, TabRequest } from '../machines/outbound-types';
import type { ActorDeps } from './actor-deps';
import { appClock } from './app-clock';
import { PAGE_API_BASE } from './api-base';
import { attributeAdSource } from './attribution-actors';
import { fetchBeacons, recordingBeacons } from './beacons';
import { browserTabs, recordingTabs } from './tabs';

/**
 * Online unless the browser says it is offline or the API is switched off (the dev toolbar's
 * 'Go offline', the fake API's offline switch). An unreachable switch means no network; a
 * product without the switch is online as far as it can tell (docs/decisions/036). The read goes
 * through the app's clock like every call (docs/decisions/012), so a held clock waits for it.
 */
export async function browserOnline(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    return !(await createControl({ baseUrl: PAGE_API_BASE, fetch: appClock.fetch }).isOffline());
  } catch (error) {
    return !(error instanceof ControlError && error.status === 0);
  }
}

export function provideOutbound(
  logic: typeof outboundMachine,
  api: Api,
  deps: ActorDeps,
): typeof outboundMachine {
  const tabs = deps.tabs ?? (typeof window === 'undefined' ? recordingTabs() : browserTabs);
  const online = deps.online ?? browserOnline;
  const beacons =
    deps.beacons ?? (typeof window === 'undefined' ? recordingBeacons() : fetchBeacons());
  return logic.provide({
    actors: {
      readConnectivity: fromPromise<boolean, void>(() => online()),
      checkLink: fromPromise<CheckAnswer, OffsiteInput>(({ input, signal }) =>
        api.offsite(input, { signal }),
      ),
      openTab: fromPromise<void, TabRequest>(({ input }) => {
        tabs.open(input);
        return Promise.resolve();
      }),
      releaseTab: fromPromise<void, { owner: string }>(({ input }) => {
        tabs.release(input.owner);
        return Promise.resolve();
      }),
      sendBeacon: fromPromise<void, BeaconRequest>(({ input }) => beacons.send(input)),
      // The click call is not cancelled when the page is left: it is what the click recorded.
      logClick: fromPromise<CheckAnswer, OffsiteInput>(({ input }) => api.offsite(input)),
      // The main host's GET or another host's image; not ok is logged at a 10% sample.
      attributeAd: attributeAdSource(api),
    },
  });
}
