// Outside links under chaos (docs/decisions/098): a logged-out visitor clicks the outside links of
// a safe pin and of blocked and suspicious ones, and dismisses the blocked-link modal, at random,
// while 30 % of the writes fail, calls drop and wait, and the network goes down and comes back.
// Once the faults clear and everything has settled, nothing is busy; every click ended one way:
// the blocked-link modal only for a link the server blocks, with the server's own message; a tab
// only for a link the server lets through, or (the spec's reading) when the check failed and was
// counted as an error; nothing when the network was down.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { LinkSafety, Pin } from '../domain/types';
import { OFFSITE_MESSAGES } from '../fake-api/routes-outbound';
import { startTestServer, type TestServer } from '../fake-api/testing';
import { KNOWN } from '../fixtures/known';
import { outboundMachine, type OutboundClick } from '../machines/outbound.machine';
import { provideOutbound } from '../runtime/outbound-actors';
import { recordingTabs } from '../runtime/tabs';
import {
  chaosNetwork,
  cleanApi,
  isNetworkStep,
  networkStepArb,
  playNetwork,
  settled,
  taggedBusy,
  weatherArb,
  type NetworkStep,
} from './chaos-support';
import { assertProperty, propertyFails } from './property-support';

let server: TestServer;
let pins: Pin[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const clean = cleanApi(server.url, null);
  pins = await Promise.all(
    [KNOWN.pins.image, KNOWN.pins.linkBlocked, KNOWN.pins.linkSuspicious].map((id) =>
      clean.getPin(id),
    ),
  );
});

afterAll(async () => {
  await server.close();
});

type Step = { kind: 'click'; pin: number } | { kind: 'dismiss' } | NetworkStep;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: 2 }).map((pin): Step => ({ kind: 'click', pin })),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ kind: 'dismiss' }) },
  { weight: 5, arbitrary: networkStepArb },
);

const blocking = (v: LinkSafety) => v === 'blocked' || v === 'suspicious' || v === 'porn';

function clickOf(pin: Pin): OutboundClick {
  return {
    url: pin.link,
    pinId: pin.id,
    thirdPartyAd: false,
    knownVerdict: null,
    clickthroughType: 'closeup',
    slot: {},
    clientTrackingParams: '',
    interstitialExists: false,
  };
}

interface Ending {
  pin: Pin;
  way: 'modal' | 'tab' | 'nothing';
  counted: boolean;
  message: string | null;
}

type Logic = typeof outboundMachine;

const clicksSurviveChaos = (logic: Logic) =>
  fc.asyncProperty(
    fc.array(stepArb, { minLength: 4, maxLength: 24 }),
    fc.infiniteStream(weatherArb),
    async (steps, weather) => {
      const net = chaosNetwork({ baseUrl: server.url, viewerId: null, weather });
      const tabs = recordingTabs();
      const actor = createActor(
        provideOutbound(logic, net.api, {
          tabs,
          online: () => Promise.resolve(net.isOnline()),
        }),
        { input: { owner: 'chaos', origin: 'http://127.0.0.1' } },
      ).start();
      const endings: Ending[] = [];
      let open: { pin: Pin; tabs: number; errors: number } | null = null;
      const watch = actor.subscribe((s) => {
        if (!open || s.hasTag('busy') || s.matches('releasing') || s.matches('attributing')) return;
        endings.push({
          pin: open.pin,
          way: s.matches('blocked') ? 'modal' : tabs.opened.length > open.tabs ? 'tab' : 'nothing',
          counted: s.context.checkErrors > open.errors,
          message: s.context.warning?.message ?? null,
        });
        open = null;
      });
      try {
        for (const step of steps) {
          if (step.kind === 'click') {
            const pin = pins[step.pin];
            if (!pin || !actor.getSnapshot().matches('idle')) continue;
            const { checkErrors } = actor.getSnapshot().context;
            open = { pin, tabs: tabs.opened.length, errors: checkErrors };
            actor.send({
              type: 'outbound.open',
              click: clickOf(pin),
              viewer: { loggedOut: true, isNew: false, eligibleForHomeUpsell: false },
            });
          } else if (step.kind === 'dismiss') actor.send({ type: 'outbound.dismiss' });
          else if (isNetworkStep(step)) await playNetwork(net, step);
        }
        net.calm();
        await settled(net, [actor], taggedBusy);
        for (const end of endings) {
          const verdict = end.pin.linkSafety;
          if (end.way === 'modal') {
            expect(blocking(verdict), `${end.pin.link} is blocked by the server`).toBe(true);
            expect(end.message, "the modal shows the server's message").toBe(
              OFFSITE_MESSAGES[verdict],
            );
          }
          if (end.way === 'tab' && blocking(verdict))
            expect(end.counted, 'a blocked link opens only when its check failed').toBe(true);
        }
      } finally {
        watch.unsubscribe();
        actor.stop();
      }
    },
  );

test('outside links under chaos: the modal only for what the server blocks, a tab only past a passed or failed check, none busy', async () => {
  await assertProperty('outbound under chaos', clicksSurviveChaos(outboundMachine), 25);
});

test('the outbound chaos catches a failed check that takes the last verdict as blocking', async () => {
  const failedCheckBlocks = outboundMachine.provide({ guards: { knownToBlock: () => true } });
  expect(await propertyFails(clicksSurviveChaos(failedCheckBlocks), 60)).toBe(true);
});
