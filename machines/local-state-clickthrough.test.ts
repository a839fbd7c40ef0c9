// Spec 3 section 4 "Logged-out local state": ADD clickthrough pin. When a logged-out visitor's
// outside link is followed, the outbound actor tells the root-held local state (by system id) the
// pin, link, image signature and domain; a signed-in viewer's click is not kept.
import { expect, test } from 'vitest';
import type { OffsiteInput } from '../api/api';
import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { localStateMachine, type LocalStateSnapshot } from './local-state.machine';
import { loggedOutClickthrough, type CheckAnswer } from './outbound-helpers';
import { outboundMachine, type OutboundClick, type OutboundViewer } from './outbound.machine';
import { SYSTEM_IDS } from './system-ids';

const click: OutboundClick = {
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
};
const viewer = (loggedOut: boolean): OutboundViewer => ({
  loggedOut,
  isNew: false,
  eligibleForHomeUpsell: false,
});

const outbound = outboundMachine.provide({
  actors: {
    readConnectivity: fromPromise(() => Promise.resolve(true)),
    checkLink: fromPromise<CheckAnswer, OffsiteInput>(() => Promise.resolve<CheckAnswer>(null)),
    openTab: fromPromise(() => Promise.resolve()),
    releaseTab: fromPromise(() => Promise.resolve()),
    sendBeacon: fromPromise(() => Promise.resolve()),
    logClick: fromPromise<CheckAnswer, OffsiteInput>(() => Promise.resolve<CheckAnswer>(null)),
    attributeAd: fromPromise(() => Promise.resolve()),
  },
});

/** The outbound actor beside a local state, both in one system, as the root holds them. */
function system() {
  const host = setup({ actors: { outbound, localState: localStateMachine } }).createMachine({
    entry: [],
    invoke: [
      { src: 'localState', systemId: SYSTEM_IDS.localState },
      {
        src: 'outbound',
        systemId: 'pin.42.outbound',
        input: { owner: 'pin.42.outbound', origin: 'http://localhost' },
      },
    ],
  });
  const actor = createActor(host, { clock: new SimulatedClock() }).start();
  const get = (id: string) => actor.system.get(id) as AnyActorRef;
  return { actor, get };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('ADD clickthrough pin: a logged-out visitor’s followed link reaches the local state', async () => {
  const { get } = system();
  await settled();
  get('pin.42.outbound').send({ type: 'outbound.open', click, viewer: viewer(true) });
  for (let i = 0; i < 5; i += 1) await settled();
  const snapshot = get(SYSTEM_IDS.localState).getSnapshot() as LocalStateSnapshot;
  expect(snapshot.context.data.clickthroughPins).toEqual([
    {
      pinId: '42',
      link: 'https://www.kitchen.example/soup',
      imageSignature: 'abc123',
      domain: 'kitchen.example',
    },
  ]);
});

test("a signed-in viewer's followed link is not kept locally", async () => {
  const { get } = system();
  await settled();
  get('pin.42.outbound').send({ type: 'outbound.open', click, viewer: viewer(false) });
  for (let i = 0; i < 5; i += 1) await settled();
  const snapshot = get(SYSTEM_IDS.localState).getSnapshot() as LocalStateSnapshot;
  expect(snapshot.context.data.clickthroughPins).toEqual([]);
});

test('a clickthrough without its domain keeps the link’s host', () => {
  const context = {
    owner: 'o',
    origin: 'http://localhost',
    click: { ...click, domain: undefined },
    viewer: viewer(true),
    warning: null,
    checkErrors: 0,
    opened: null,
  };
  expect(loggedOutClickthrough(context)?.domain).toBe('www.kitchen.example');
  expect(loggedOutClickthrough({ ...context, viewer: viewer(false) })).toBeNull();
});
