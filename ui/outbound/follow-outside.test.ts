// @vitest-environment jsdom
// The click handler reserves a blank tab for exactly the clicks the outbound machine checks before
// following them in a new tab (docs/decisions/018): its reason is the machine's own guard.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OffsiteInput } from '../../api/api';
import type { LinkSafety } from '../../domain/types';
import type { CheckAnswer } from '../../machines/outbound-helpers';
import {
  outboundMachine,
  type BeaconRequest,
  type OutboundClick,
  type TabRequest,
} from '../../machines/outbound.machine';
import { flush } from '../../machines/test-support';
import { reservesTab } from './follow-outside';

/** An answer that never comes: the test only asks where the click went first. */
function pending<Output, Input>() {
  return fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));
}

/** Whether the machine, given this click, goes on to check it before following. */
async function machineChecks(click: OutboundClick, loggedOut: boolean): Promise<boolean> {
  const actor = createActor(
    outboundMachine.provide({
      actors: {
        readConnectivity: fromPromise(() => Promise.resolve(true)),
        checkLink: pending<CheckAnswer, OffsiteInput>(),
        openTab: pending<void, TabRequest>(),
        releaseTab: fromPromise(() => Promise.resolve()),
        sendBeacon: pending<void, BeaconRequest>(),
        logClick: pending<CheckAnswer, OffsiteInput>(),
        attributeAd: pending<void, { query: string }>(),
      },
    }),
    { input: { owner: 'pin.42.outbound', origin: 'http://127.0.0.1:4173' } },
  ).start();
  actor.send({
    type: 'outbound.open',
    click,
    viewer: { loggedOut, isNew: false, eligibleForHomeUpsell: false },
  });
  await flush();
  const checking = actor.getSnapshot().matches('checking');
  actor.stop();
  return checking;
}

const verdicts: (LinkSafety | null)[] = [null, 'none', 'blocked', 'suspicious', 'porn'];

test('a click reserves a tab exactly when the outbound machine will check it before a new tab', async () => {
  for (const url of ['https://example.com/soup', '#top'])
    for (const loggedOut of [false, true])
      for (const checkFirst of [false, true])
        for (const knownVerdict of verdicts) {
          const click: OutboundClick = {
            url,
            pinId: '42',
            thirdPartyAd: false,
            knownVerdict,
            clickthroughType: 'click',
            slot: {},
            clientTrackingParams: '',
            interstitialExists: false,
            checkFirst,
          };
          const viewer = { loggedOut, isNew: false, eligibleForHomeUpsell: false };
          expect(
            reservesTab(click, viewer),
            JSON.stringify({ url, loggedOut, checkFirst, knownVerdict }),
          ).toBe(await machineChecks(click, loggedOut));
        }
});

test('a click followed in place (the /offsite/ page) reserves no tab, checked or not', () => {
  const click: OutboundClick = {
    url: 'https://example.com/soup',
    pinId: '42',
    thirdPartyAd: false,
    knownVerdict: 'blocked',
    clickthroughType: 'click',
    slot: {},
    clientTrackingParams: '',
    interstitialExists: false,
    inPlace: true,
    checkFirst: true,
  };
  expect(reservesTab(click, { loggedOut: true, isNew: false, eligibleForHomeUpsell: false })).toBe(
    false,
  );
});
