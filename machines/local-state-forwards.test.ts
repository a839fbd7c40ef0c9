// Spec 3 section 4 "Logged-out local state": ADD clickthrough pin when a logged-out visitor's
// outside link is followed; the root forwards it, and the viewer's sign-in and sign-out, to the
// local state.
import { expect, test } from 'vitest';
import { forwardsOf } from './app-root-helpers';
import { outcomeEvent } from './outbound-helpers';
import type { OutboundContext } from './outbound-types';

const context = (loggedOut: boolean): OutboundContext => ({
  owner: 'pin.42.outbound',
  origin: 'http://localhost',
  click: {
    url: 'https://www.kitchen.example/soup',
    pinId: '42',
    thirdPartyAd: false,
    knownVerdict: null,
    clickthroughType: 'click',
    slot: {},
    clientTrackingParams: '',
    interstitialExists: false,
    imageSignature: 'abc123',
    domain: 'kitchen.example',
  },
  viewer: { loggedOut, isNew: false, eligibleForHomeUpsell: false },
  warning: null,
  checkErrors: 0,
  opened: null,
});

test('ADD clickthrough pin: a logged-out followed link reaches the local state', () => {
  const followed = outcomeEvent('outbound.followed', context(true));
  expect(forwardsOf('pin.42.outbound', followed)).toEqual([
    [
      'localState',
      {
        type: 'localState.clickthrough',
        pin: {
          pinId: '42',
          link: 'https://www.kitchen.example/soup',
          imageSignature: 'abc123',
          domain: 'kitchen.example',
        },
      },
    ],
  ]);
});

test("a signed-in viewer's followed link is not kept locally", () => {
  const followed = outcomeEvent('outbound.followed', context(false));
  expect(followed).not.toHaveProperty('clickthrough');
  expect(forwardsOf('pin.42.outbound', followed)).toEqual([]);
});

test('sign-in and sign-out reach the local state', () => {
  expect(forwardsOf('session', { type: 'session.signedIn', userId: 'u1' })).toContainEqual([
    'localState',
    { type: 'session.signedIn' },
  ]);
  expect(forwardsOf('session', { type: 'session.signedOut' })).toEqual([
    ['localState', { type: 'session.signedOut' }],
  ]);
});
