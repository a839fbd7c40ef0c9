import { expect, test } from 'vitest';
import {
  BLOCKED_LINK_TEXT,
  beaconUrl,
  checkOutcome,
  isBlockingVerdict,
  isNewUser,
  opensInterstitial,
  pinRedirectPath,
  startClickthrough,
} from './outbound';

test('an empty or hash-only link cancels navigation and records a telemetry event', () => {
  expect(startClickthrough({ url: '', online: true, loggedOut: false })).toEqual({
    kind: 'cancel',
    telemetry: 'emptyOrHashLink',
  });
  expect(startClickthrough({ url: '#', online: false, loggedOut: true }).kind).toBe('cancel');
});

test('a click while the browser is offline is silently aborted', () => {
  expect(startClickthrough({ url: 'https://a.example', online: false, loggedOut: false })).toEqual({
    kind: 'abort',
    reason: 'offline',
  });
});

test('for logged-out users a quality check is sent', () => {
  expect(startClickthrough({ url: 'https://a.example', online: true, loggedOut: true })).toEqual({
    kind: 'continue',
    check: true,
  });
  expect(startClickthrough({ url: 'https://a.example', online: true, loggedOut: false })).toEqual({
    kind: 'continue',
    check: false,
  });
});

test('blocked, suspicious or porn means the link is not followed and a warning is shown', () => {
  for (const status of ['blocked', 'suspicious', 'porn']) {
    expect(isBlockingVerdict(status)).toBe(true);
    expect(
      checkOutcome({
        answer: {
          redirect_status: status,
          message: 'This site may be harmful.',
          url: 'https://bad.example/x?y=1',
        },
        url: 'https://bad.example/x?y=1',
      }),
    ).toEqual({ kind: 'warn', status, message: 'This site may be harmful.', host: 'bad.example' });
  }
  expect(BLOCKED_LINK_TEXT).toEqual({
    heading: 'Heads up!',
    accessibilityLabel: 'We have blocked this link',
    learnMore: 'Learn more',
    dismiss: 'Okay',
  });
});

test("a check that errors or returns nothing navigates anyway, counted as 'error'", () => {
  const url = 'https://ok.example';
  const error = { kind: 'navigate', status: 'error', countAsError: true };
  expect(checkOutcome({ answer: null, url })).toEqual(error);
  expect(checkOutcome({ answer: {}, url })).toEqual(error);
  expect(checkOutcome({ answer: { redirect_status: 'error' }, url })).toEqual(error);
  expect(checkOutcome({ answer: { redirect_status: 'none' }, url })).toEqual({
    kind: 'navigate',
    status: 'none',
    countAsError: false,
  });
});

test('a new user was created within 28 days', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');
  expect(isNewUser({ createdAt: '2026-11-01T00:00:00Z', now })).toBe(true);
  expect(isNewUser({ createdAt: '2026-10-24T00:00:00Z', now })).toBe(false);
  expect(isNewUser({ createdAt: undefined, now })).toBe(false);
  expect(isNewUser({ createdAt: 'nope', now })).toBe(false);
});

test('the redirect interstitial opens for new or upsell-eligible users when an interstitial exists', () => {
  expect(
    opensInterstitial({ isNew: true, eligibleForHomeUpsell: false, interstitialExists: true }),
  ).toBe(true);
  expect(
    opensInterstitial({ isNew: false, eligibleForHomeUpsell: true, interstitialExists: true }),
  ).toBe(true);
  expect(
    opensInterstitial({ isNew: true, eligibleForHomeUpsell: true, interstitialExists: false }),
  ).toBe(false);
  expect(
    opensInterstitial({ isNew: false, eligibleForHomeUpsell: false, interstitialExists: true }),
  ).toBe(false);
});

test('the interstitial path carries domain, origin and redirectUrl', () => {
  const path = pinRedirectPath({
    domain: 'shop.example',
    origin: '/pin/1/',
    redirectUrl: 'https://shop.example/a?b=1',
  });
  const query = new URLSearchParams(path.split('?')[1]);
  expect(path.startsWith('/pin_redirect?')).toBe(true);
  expect(query.get('redirectUrl')).toBe('https://shop.example/a?b=1');
  expect(query.get('domain')).toBe('shop.example');
});

test('the beacon is a GET to the outside link with pin and client_tracking_params', () => {
  expect(beaconUrl({ url: 'https://a.example/p', pinId: '7', clientTrackingParams: 'ct' })).toBe(
    'https://a.example/p?pin=7&client_tracking_params=ct',
  );
  expect(
    beaconUrl({ url: 'https://a.example/p?x=1#h', pinId: '7', clientTrackingParams: 'c t' }),
  ).toBe('https://a.example/p?x=1&pin=7&client_tracking_params=c+t#h');
});
