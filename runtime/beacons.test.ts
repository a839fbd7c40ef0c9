// The outbound beacon as it leaves the product (spec 1 section 4: "A beacon GET to the outside
// link with pin and client_tracking_params is sent"; docs/decisions/095): the real outbound
// actors follow a fixture pin's outside link, and the outside site (the fake API standing in for
// it) hears the GET, with the pin and the tracking params, at the link itself.
import { expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApi } from '../api/client';
import { KNOWN } from '../fixtures/known';
import { withTestServer } from '../fake-api/testing';
import { outboundMachine, type OutboundClick } from '../machines/outbound.machine';
import { BEACON_INIT, fetchBeacons, recordingBeacons } from './beacons';
import { provideOutbound } from './outbound-actors';
import { recordingTabs } from './tabs';

test('following an outside link sends the beacon to that link, which hears pin and client_tracking_params', () =>
  withTestServer(async (s) => {
    const api = createApi({ baseUrl: s.url, getViewerId: () => KNOWN.users.default });
    const pin = await api.getPin(KNOWN.pins.outsideSite);
    const tabs = recordingTabs();
    const logic = provideOutbound(outboundMachine, api, {
      tabs,
      online: () => Promise.resolve(true),
      beacons: fetchBeacons(fetch),
    });
    const actor = createActor(logic, {
      input: { owner: `pin.${pin.id}.outbound`, origin: 'http://127.0.0.1:5173' },
    }).start();
    const click: OutboundClick = {
      url: pin.link,
      pinId: pin.id,
      thirdPartyAd: false,
      knownVerdict: pin.linkSafety,
      clickthroughType: 'click',
      slot: {},
      clientTrackingParams: 'ctp 1&x=2',
      interstitialExists: true,
    };
    actor.send({
      type: 'outbound.open',
      click,
      viewer: { loggedOut: false, isNew: false, eligibleForHomeUpsell: false },
    });
    await waitFor(
      actor,
      (snap) => snap.matches('idle') && s.server.store.count('offsiteEvents') > 0,
    );
    expect(tabs.opened.map((t) => t.url)).toEqual([pin.link]);
    // The outside site itself heard the beacon: its own page, with the pin and the params.
    expect(s.server.store.all('beacons')).toEqual([
      expect.objectContaining({
        url: new URL(pin.link).pathname,
        pin: KNOWN.pins.outsideSite,
        client_tracking_params: 'ctp 1&x=2',
      }),
    ]);
    actor.stop();
  }));

test('the beacon is a plain GET that sends no cookies or referrer, reads no answer and may outlive the page', async () => {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchFn = ((url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return Promise.resolve(new Response(null, { status: 200 }));
  }) as typeof fetch;
  await fetchBeacons(fetchFn).send({ url: 'https://a.example/x?pin=1&client_tracking_params=c' });
  expect(calls).toEqual([['https://a.example/x?pin=1&client_tracking_params=c', BEACON_INIT]]);
  expect(BEACON_INIT).toMatchObject({
    method: 'GET',
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive: true,
  });
});

test('where there is no browser the beacon is only written down', async () => {
  const beacons = recordingBeacons();
  await beacons.send({ url: 'https://a.example/x?pin=1&client_tracking_params=' });
  expect(beacons.sent).toEqual([{ url: 'https://a.example/x?pin=1&client_tracking_params=' }]);
});
