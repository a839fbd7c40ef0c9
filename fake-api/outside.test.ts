// Outside sites the fake API stands in for (docs/decisions/095): a fixture link written
// `/outside/{host}/{page}` is answered absolute on the API's own origin, the link check finds its
// verdict by that address, and the outbound beacon (spec 1 section 4: a GET to the outside link
// with pin and client_tracking_params) that reaches it is recorded in `beacons`.
import { expect, test } from 'vitest';
import type { Pin } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { storedOutsideLink, withOutsideOrigin } from './outside';
import { withTestServer } from './testing';

const LINK = '/outside/gardenclub.example/raised-bed-kit';

test('a stand-in outside link is made absolute on the origin the request reached; others stay', () => {
  expect(withOutsideOrigin(LINK, 'http://127.0.0.1:3001')).toBe(`http://127.0.0.1:3001${LINK}`);
  expect(withOutsideOrigin(LINK, 'http://127.0.0.1:3001/_player')).toBe(
    `http://127.0.0.1:3001/_player${LINK}`,
  );
  expect(withOutsideOrigin('https://a.example/x', 'http://127.0.0.1:3001')).toBe(
    'https://a.example/x',
  );
  expect(withOutsideOrigin(LINK, undefined)).toBe(LINK);
});

test('an answered stand-in link reads back as the stored link; other links as they are', () => {
  const own = 'http://127.0.0.1:3001';
  expect(storedOutsideLink(`${own}${LINK}`, own)).toBe(LINK);
  expect(storedOutsideLink(`${own}/_player${LINK}?a=1`, own)).toBe(`${LINK}?a=1`);
  // Another site's /outside/ page is that site's.
  expect(storedOutsideLink(`https://gardenclub.example${LINK}`, own)).toBe(
    `https://gardenclub.example${LINK}`,
  );
  expect(storedOutsideLink(`${own}/v3${LINK}`, own)).toBe(`${own}/v3${LINK}`);
  expect(storedOutsideLink('https://a.example/x', own)).toBe('https://a.example/x');
  expect(storedOutsideLink('not a url', own)).toBe('not a url');
});

test("the followed fixture link is on the API's own origin, in the closeup and in the feeds", () =>
  withTestServer(async (s) => {
    const origin = new URL(s.url).origin;
    const closeup = await s.call('GET', `/v3/pins/${KNOWN.pins.outsideSite}/`);
    const pin = closeup.data as Pin;
    expect(pin.link).toBe(`${origin}${LINK}`);
    // The domain the card shows is still the outside site's.
    expect(pin.domain).toBe('gardenclub.example');
    const found1 = await s.call('GET', `/v3/search/pins/?q=raised%20bed&page_size=100`);
    const found = (found1.data as Pin[]).find((p) => p.id === KNOWN.pins.outsideSite);
    expect(found?.link).toBe(`${origin}${LINK}`);
  }));

test("the link check finds the stand-in link's verdict by the address it was answered at", () =>
  withTestServer(async (s) => {
    const url = `${new URL(s.url).origin}${LINK}`;
    const check = await s.call('POST', '/v3/offsite/', {
      body: { check_only: true, pin_id: KNOWN.pins.outsideSite, url },
    });
    expect(check.data).toMatchObject({ redirect_status: 'none', url });
  }));

test('a GET to the outside link with pin and client_tracking_params is recorded as the beacon, with the link it reached', () =>
  withTestServer(async (s) => {
    const url = `${new URL(s.url).origin}${LINK}?pin=${KNOWN.pins.outsideSite}&client_tracking_params=${encodeURIComponent('a=1&b 2')}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('gardenclub.example');
    expect(s.server.store.all('beacons')).toEqual([
      expect.objectContaining({
        url: LINK,
        pin: KNOWN.pins.outsideSite,
        client_tracking_params: 'a=1&b 2',
      }),
    ]);
    // The recorded beacons are readable as the raw collection, through the control routes.
    expect(((await s.call('GET', '/_control/rest/beacons')).body as unknown[]).length).toBe(1);
  }));

test('a visit to the outside site without pin (the opened tab) records no beacon', () =>
  withTestServer(async (s) => {
    const page = await fetch(`${s.url}${LINK}`);
    expect(page.status).toBe(200);
    expect(s.server.store.all('beacons')).toEqual([]);
    expect((await fetch(`${s.url}/outside/gardenclub.example/`)).status).toBe(200);
  }));

test('an outside site whose host is not a host name is a 404', () =>
  withTestServer(async (s) => {
    expect((await fetch(`${s.url}/outside/..%2Fetc/x`)).status).toBe(404);
    expect((await fetch(`${s.url}/outside/localhost/x`)).status).toBe(404);
    expect(s.server.store.all('beacons')).toEqual([]);
  }));
