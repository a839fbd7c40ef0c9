// The outbound beacon's way out (spec 1 section 4, docs/decisions/095): a GET to the outside link
// itself, with pin and client_tracking_params in its query (machines/outbound-helpers.ts
// `beaconRequest`). It goes to another site, so it carries no cookies and no referrer and reads
// no answer (`no-cors`), and it may outlive the page (`keepalive`): the tab the link opened in may
// be where the person is already. Where there is no browser (the headless driver, node tests) it
// is only written down, as tabs are.
import type { BeaconRequest } from '../machines/outbound-types';
import { appClock } from './app-clock';

/** Where the outbound actors send the beacon. */
export interface BeaconService {
  send(request: BeaconRequest): Promise<void>;
}

/** The request the browser sends: a plain GET that leaves nothing of the page behind. */
export const BEACON_INIT: RequestInit = {
  method: 'GET',
  mode: 'no-cors',
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
  cache: 'no-store',
  keepalive: true,
};

/** The browser's: through the app's fetch, so a held clock (the player) waits for it too. */
export function fetchBeacons(fetchFn: typeof fetch = appClock.fetch): BeaconService {
  return {
    async send({ url }) {
      await fetchFn(url, BEACON_INIT);
    },
  };
}

/** Beacons that are only written down (headless and tests). */
export function recordingBeacons(): BeaconService & { sent: BeaconRequest[] } {
  const sent: BeaconRequest[] = [];
  return {
    sent,
    send: (request) => {
      sent.push(request);
      return Promise.resolve();
    },
  };
}
