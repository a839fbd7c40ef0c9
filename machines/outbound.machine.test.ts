// Outbound click-through: spec 1 section 4 "Outbound click-through", section 8's blocked-link
// row, spec 3 section 4 "Clickthrough and blocked-link check".
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OffsiteInput, OffsiteResult } from '../api/api';
import type { LinkSafety } from '../domain/types';
import {
  outboundMachine,
  type BeaconRequest,
  type OutboundClick,
  type OutboundEmitted,
  type OutboundViewer,
  type TabRequest,
} from './outbound.machine';
import { selectCheckErrors, selectWarning } from './outbound-select';
import { deferred, flush } from './test-support';
import { UNKNOWN_VIEW, type LogView } from '../domain/log-view';

const ORIGIN = 'http://127.0.0.1:4173';

function click(overrides: Partial<OutboundClick> = {}): OutboundClick {
  return {
    url: 'https://example.com/recipes/soup?x=1',
    pinId: '42',
    thirdPartyAd: false,
    knownVerdict: null,
    clickthroughType: 'click',
    slot: { grid_index: 3 },
    clientTrackingParams: 'ctp-1',
    interstitialExists: false,
    ...overrides,
  };
}

const signedIn: OutboundViewer = { loggedOut: false, isNew: false, eligibleForHomeUpsell: false };
const visitor: OutboundViewer = { loggedOut: true, isNew: false, eligibleForHomeUpsell: false };

function verdict(status: LinkSafety, url = 'https://example.com/recipes/soup?x=1'): OffsiteResult {
  return { redirect_status: status, message: `Server says ${status}`, url };
}

/** The machine with recording fakes; `check` answers the quality check. */
function start(
  options: {
    online?: boolean;
    check?: (input: OffsiteInput) => Promise<OffsiteResult | null>;
    openTab?: (input: TabRequest) => Promise<void>;
  } = {},
) {
  const calls = {
    checks: [] as OffsiteInput[],
    clicks: [] as OffsiteInput[],
    tabs: [] as TabRequest[],
    beacons: [] as BeaconRequest[],
    released: 0,
    connectivityReads: 0,
    attributions: [] as string[],
  };
  const emitted: OutboundEmitted[] = [];
  const logic = outboundMachine.provide({
    actors: {
      readConnectivity: fromPromise(() => {
        calls.connectivityReads += 1;
        return Promise.resolve(options.online ?? true);
      }),
      checkLink: fromPromise(({ input }: { input: OffsiteInput }) => {
        calls.checks.push(input);
        return options.check ? options.check(input) : Promise.resolve(verdict('none'));
      }),
      openTab: fromPromise(({ input }: { input: TabRequest }) => {
        calls.tabs.push(input);
        return options.openTab ? options.openTab(input) : Promise.resolve();
      }),
      releaseTab: fromPromise(() => {
        calls.released += 1;
        return Promise.resolve();
      }),
      sendBeacon: fromPromise(({ input }) => {
        calls.beacons.push(input);
        return Promise.resolve();
      }),
      logClick: fromPromise<OffsiteResult | null, OffsiteInput>(({ input }) => {
        calls.clicks.push(input);
        return Promise.resolve(verdict('none'));
      }),
      attributeAd: fromPromise<void, { query: string }>(({ input }) => {
        calls.attributions.push(input.query);
        return Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, { input: { owner: 'pin.42.outbound', origin: ORIGIN } });
  for (const type of [
    'outbound.cancelled',
    'outbound.aborted',
    'outbound.checkFailed',
    'outbound.blocked',
    'outbound.followed',
    'log',
    'ad.attributed',
  ] as const) {
    actor.on(type, (event) => emitted.push(event));
  }
  actor.start();
  return { actor, calls, emitted };
}

test('an empty or hash-only link cancels navigation and records a telemetry event', async () => {
  for (const url of ['', '   ', '#', '#top']) {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'outbound.open', click: click({ url }), viewer: visitor });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toMatchObject({ checks: [], tabs: [], beacons: [], clicks: [] });
    expect(emitted).toEqual([{ type: 'outbound.cancelled', url, reason: 'emptyOrHashLink' }]);
  }
});

test('offline, the click is aborted silently: no call, no tab, no modal', async () => {
  const { actor, calls, emitted } = start({ online: false });
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  expect(actor.getSnapshot().value).toBe('idle');
  expect(selectWarning(actor.getSnapshot())).toBeNull();
  expect(calls).toMatchObject({ checks: [], tabs: [], beacons: [], clicks: [], released: 1 });
  expect(emitted.map((e) => e.type)).toEqual(['outbound.aborted']);
});

test('a logged-out click first sends the quality check with check_only true', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  expect(calls.checks).toEqual([
    {
      checkOnly: true,
      pinId: '42',
      url: 'https://example.com/recipes/soup?x=1',
      clientTrackingParams: 'ctp-1',
      auxData: { grid_index: 3 },
    },
  ]);
});

test("a third-party ad's check names third_party_ad instead of pin_id", async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click({ thirdPartyAd: true }), viewer: visitor });
  await flush();
  expect(calls.checks[0]).toMatchObject({ thirdPartyAd: true });
  expect(calls.checks[0]).not.toHaveProperty('pinId');
});

for (const status of ['blocked', 'suspicious', 'porn'] as const) {
  test(`a ${status} verdict is never followed and shows the modal with the host only`, async () => {
    const { actor, calls, emitted } = start({ check: () => Promise.resolve(verdict(status)) });
    actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
    await flush();
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(selectWarning(actor.getSnapshot())).toEqual({
      status,
      message: `Server says ${status}`,
      host: 'example.com',
    });
    expect(calls).toMatchObject({ tabs: [], beacons: [], clicks: [], released: 1 });
    expect(emitted).toEqual([
      { type: 'outbound.blocked', status, host: 'example.com', pinId: '42' },
    ]);
  });
}

test("'Okay' closes the blocked-link modal and nothing is followed", async () => {
  const { actor, calls } = start({ check: () => Promise.resolve(verdict('blocked')) });
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  actor.send({ type: 'outbound.dismiss' });
  expect(actor.getSnapshot().value).toBe('idle');
  expect(selectWarning(actor.getSnapshot())).toBeNull();
  expect(calls.tabs).toEqual([]);
});

test('a check that errors still navigates and counts status error', async () => {
  const { actor, calls, emitted } = start({ check: () => Promise.reject(new Error('500')) });
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  expect(calls.tabs).toHaveLength(1);
  expect(selectCheckErrors(actor.getSnapshot())).toBe(1);
  expect(emitted.map((e) => e.type)).toEqual(['outbound.checkFailed', 'outbound.followed', 'log']);
});

test('a check that answers nothing still navigates and counts status error', async () => {
  const { actor, calls } = start({ check: () => Promise.resolve(null) });
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  expect(calls.tabs).toHaveLength(1);
  expect(selectCheckErrors(actor.getSnapshot())).toBe(1);
});

test("a signed-in viewer's link opens with no check", async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  expect(calls.checks).toEqual([]);
  expect(calls.tabs).toEqual([
    {
      owner: 'pin.42.outbound',
      url: 'https://example.com/recipes/soup?x=1',
      nofollow: true,
      inPlace: false,
    },
  ]);
});

test("the /offsite/ page's link is checked first whoever clicks, then followed in place", async () => {
  const { actor, calls } = start();
  actor.send({
    type: 'outbound.open',
    click: click({ checkFirst: true, inPlace: true }),
    viewer: signedIn,
  });
  await flush();
  expect(calls.checks).toHaveLength(1);
  expect(calls.tabs).toEqual([expect.objectContaining({ inPlace: true })]);
});

test('a link whose known verdict blocks is checked for a signed-in viewer and never followed', async () => {
  const { actor, calls } = start({ check: () => Promise.resolve(verdict('none')) });
  actor.send({
    type: 'outbound.open',
    click: click({ knownVerdict: 'porn' }),
    viewer: signedIn,
  });
  await flush();
  expect(calls.checks).toHaveLength(1);
  expect(actor.getSnapshot().hasTag('modal')).toBe(true);
  expect(calls.tabs).toEqual([]);
});

test('a link whose known verdict blocks is never followed when the check fails', async () => {
  const { actor, calls } = start({ check: () => Promise.reject(new Error('offline')) });
  actor.send({ type: 'outbound.open', click: click({ knownVerdict: 'blocked' }), viewer: visitor });
  await flush();
  expect(selectWarning(actor.getSnapshot())).toMatchObject({
    status: 'blocked',
    host: 'example.com',
  });
  expect(calls.tabs).toEqual([]);
});

test('a followed click opens the tab, sends one beacon, then the click call and the pin click', async () => {
  const { actor, calls, emitted } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  expect(calls.beacons).toEqual([
    { url: 'https://example.com/recipes/soup?x=1&pin=42&client_tracking_params=ctp-1' },
  ]);
  expect(calls.clicks).toEqual([
    {
      checkOnly: false,
      pinId: '42',
      url: 'https://example.com/recipes/soup?x=1',
      clientTrackingParams: 'ctp-1',
      auxData: { grid_index: 3, clickthrough_type: 'click', objectId: '42' },
    },
  ]);
  expect(emitted).toEqual([
    {
      type: 'outbound.followed',
      url: 'https://example.com/recipes/soup?x=1',
      pinId: '42',
      interstitial: false,
    },
    {
      type: 'log',
      eventType: 8948,
      ...UNKNOWN_VIEW,
      element: 'outbound_link',
      objectId: '42',
      auxData: { clickthrough_type: 'click' },
    },
  ]);
  expect(actor.getSnapshot().value).toBe('idle');
});

test('a pin click logs 8948 with the view type and parameter of where the link was clicked', async () => {
  const { actor, emitted } = start();
  const view: LogView = { viewType: 'search', viewParameter: 144, component: 'pin_card' };
  actor.send({ type: 'outbound.open', click: click({ view }), viewer: signedIn });
  await flush();
  expect(emitted.find((e) => e.type === 'log')).toEqual({
    type: 'log',
    eventType: 8948,
    viewType: 'search',
    viewParameter: 144,
    component: 'pin_card',
    element: 'outbound_link',
    objectId: '42',
    auxData: { clickthrough_type: 'click' },
  });
});

test('a new user with an interstitial experience goes to /pin_redirect in the new tab', async () => {
  const { actor, calls } = start();
  actor.send({
    type: 'outbound.open',
    click: click({ interstitialExists: true, pinImageUrl: '/img/42.png', pinCategory: 'food' }),
    viewer: { ...signedIn, isNew: true },
  });
  await flush();
  const url = new URL(calls.tabs[0]!.url);
  expect(url.pathname).toBe('/pin_redirect');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    domain: 'example.com',
    origin: ORIGIN,
    pinCategory: 'food',
    pinImageUrl: '/img/42.png',
    redirectUrl: 'https://example.com/recipes/soup?x=1',
  });
});

test('without an interstitial experience a new user goes straight to the link', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: { ...signedIn, isNew: true } });
  await flush();
  expect(calls.tabs[0]!.url).toBe('https://example.com/recipes/soup?x=1');
});

test('an internal http link opens without nofollow', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click({ url: `${ORIGIN}/ideas` }), viewer: signedIn });
  await flush();
  expect(calls.tabs[0]!.nofollow).toBe(false);
});

test('a second click while one is under way is ignored: one check, one tab', async () => {
  const answer = deferred<OffsiteResult | null>();
  const { actor, calls } = start({ check: () => answer.promise });
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  await flush();
  actor.send({ type: 'outbound.open', click: click(), viewer: visitor });
  answer.resolve(verdict('none'));
  await flush();
  expect(calls.checks).toHaveLength(1);
  expect(calls.tabs).toHaveLength(1);
  expect(calls.beacons).toHaveLength(1);
});

test('the beacon is a GET to the outside link itself, with query pin and client_tracking_params', async () => {
  const { actor, calls } = start();
  actor.send({
    type: 'outbound.open',
    click: click({ url: 'https://shop.example/p/7#reviews', clientTrackingParams: 'a=1&b 2' }),
    viewer: signedIn,
  });
  await flush();
  expect(calls.beacons).toHaveLength(1);
  const sent = new URL(calls.beacons[0]?.url ?? '');
  // The outside link's own origin and path, never the API's.
  expect(`${sent.origin}${sent.pathname}`).toBe('https://shop.example/p/7');
  expect([...sent.searchParams]).toEqual([
    ['pin', '42'],
    ['client_tracking_params', 'a=1&b 2'],
  ]);
  expect(sent.hash).toBe('#reviews');
});

test('the beacon goes to the outside link even when the redirect interstitial opens', async () => {
  const { actor, calls } = start();
  actor.send({
    type: 'outbound.open',
    click: click({ interstitialExists: true }),
    viewer: { loggedOut: false, isNew: true, eligibleForHomeUpsell: false },
  });
  await flush();
  expect(calls.tabs[0]?.url).toContain('/pin_redirect?');
  expect(calls.beacons).toEqual([
    { url: 'https://example.com/recipes/soup?x=1&pin=42&client_tracking_params=ctp-1' },
  ]);
});

test('a tab the browser refuses sends no beacon and no click call', async () => {
  const { actor, calls } = start({ openTab: () => Promise.reject(new Error('blocked pop-up')) });
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  expect(calls.beacons).toEqual([]);
  expect(calls.clicks).toEqual([]);
  expect(actor.getSnapshot().value).toBe('idle');
});

test('after a click settles the next click is handled', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  expect(calls.tabs).toHaveLength(2);
  expect(calls.beacons).toHaveLength(2);
});

test("an ad's followed click registers its attribution source and emits ad.attributed (marketing)", async () => {
  const { actor, calls, emitted } = start();
  actor.send({
    type: 'outbound.open',
    click: click({ attribution: 'source_event_id=pp-1' }),
    viewer: signedIn,
  });
  await flush();
  expect(calls.attributions).toEqual(['source_event_id=pp-1']);
  expect(emitted).toContainEqual({ type: 'ad.attributed', pinId: '42', marketing: true });
  expect(actor.getSnapshot().value).toBe('idle');
});

test('a click without an attribution query sends none', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'outbound.open', click: click(), viewer: signedIn });
  await flush();
  expect(calls.attributions).toEqual([]);
});
