// Every event type of spec 3 section 7 "Tracking" that the product does the thing for reaches the
// events sink (docs/decisions/060): through the real root, its analytics actor and the viewer's
// cookie choice (Accept all), the product action is done on the machine that owns it and the sink
// (`sendEvents`, the app's POST /v3/events/) receives the event with its type. 12, 13, 103, 108,
// 162, 14577 and 14581 have no meaning in the spec and no product action: they are not sent.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { OffsiteInput, RepinResult } from '../api/api';
import { EXPERIMENTS } from '../domain/experiments';
import type { LogView } from '../domain/log-view';
import type { CookieChoice } from '../domain/cookies';
import type { Experience } from '../domain/types';
import type { CheckAnswer } from './outbound-helpers';
import { analyticsMachine, sentEvent, type AnalyticsRecord } from './analytics.machine';
import { appMachine } from './app.machine';
import { carouselMachine } from './carousel.machine';
import { cookiesMachine } from './cookies.machine';
import { experiencesMachine } from './experiences.machine';
import { followMachine } from './follow.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { outboundMachine } from './outbound.machine';
import { repinCounterMachine } from './repin-counter.machine';
import { sessionMachine } from './session.machine';
import { flush, testUser } from './test-support';

const user = testUser;
const HOME: LogView = { viewType: 'home_feed', viewParameter: 140, component: 'pin_card' };
const CLOSEUP: LogView = { viewType: 'closeup', viewParameter: 140, component: 'closeup' };
const SEARCH: LogView = { viewType: 'search', viewParameter: 144, component: 'pin_card' };
/** The home feed's location upsell (placement 1000541, experience 502722). */
const LOCATION_UPSELL: Experience = {
  id: '1000541:502722',
  placement_id: 1000541,
  experience_id: 502722,
  type: 27,
  status: '',
  display_data: { type: 'upsell', message: 'Hello' },
  triggerable_placed_exps: [],
  metadata: {},
};
const profileSave = (id: string): RepinResult => ({
  id,
  board: null,
  section: null,
  isProfileSave: true,
});

/** The root with fake calls, the viewer signed in and Accept all chosen; `sink` is what was sent. */
async function startProduct() {
  const sink: ReturnType<typeof sentEvent>[] = [];
  const clock = new SimulatedClock();
  const logic = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: { loadUser: fromPromise(() => Promise.resolve(user)) },
      }),
      analytics: analyticsMachine.provide({
        actors: {
          sendEvents: fromPromise(({ input }: { input: { events: AnalyticsRecord[] } }) => {
            sink.push(...input.events.map(sentEvent));
            return Promise.resolve();
          }),
        },
      }),
      cookies: cookiesMachine.provide({
        actors: {
          saveChoice: fromPromise(() => Promise.resolve()),
          loadChoice: fromPromise<CookieChoice | null, void>(() => Promise.resolve(null)),
        },
      }),
      repinCounter: repinCounterMachine.provide({
        actors: {
          readExperiments: fromPromise<readonly string[]>(() =>
            Promise.resolve([EXPERIMENTS.graphqlPinPage]),
          ),
        },
      }),
      oneTapSave: oneTapSaveMachine.provide({
        actors: {
          ensureQuickSaves: fromPromise(() => Promise.resolve({ id: 'b2' })),
          savePin: fromPromise(() => Promise.resolve(profileSave('s-9'))),
        },
      }),
      follow: followMachine.provide({
        actors: { changeFollow: fromPromise(() => Promise.resolve()) },
      }),
      outbound: outboundMachine.provide({
        actors: {
          readConnectivity: fromPromise(() => Promise.resolve(true)),
          checkLink: fromPromise<CheckAnswer, OffsiteInput>(() =>
            Promise.resolve({ redirect_status: 'none', message: '', url: 'https://example.com/' }),
          ),
          openTab: fromPromise(() => Promise.resolve()),
          releaseTab: fromPromise(() => Promise.resolve()),
          sendBeacon: fromPromise(() => Promise.resolve()),
          logClick: fromPromise<CheckAnswer, OffsiteInput>(() => Promise.resolve(null)),
        },
      }),
      carousel: carouselMachine,
      experiences: experiencesMachine.provide({
        actors: {
          fetchExperiences: fromPromise(() => Promise.resolve([LOCATION_UPSELL])),
          sendExperienceCall: fromPromise(() => Promise.resolve()),
        },
      }),
    },
  });
  const app = createActor(logic, { input: {}, clock }).start();
  const get = (id: string) => app.system.get(id) as AnyActorRef;
  get('session').send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  get('cookies').send({ type: 'cookies.acceptAll' });
  await flush();
  /** Lets the analytics actor send what it gathered, and answers what the sink took. */
  const delivered = async () => {
    await flush();
    clock.increment(2000);
    await flush();
    return sink.filter((e) => e.eventType !== null || e.type === 'counter');
  };
  return { app, get, delivered };
}

test('a repin logs 5 and reaches the events sink', async () => {
  const { app, get, delivered } = await startProduct();
  app.send({ type: 'pin.spawn', pinId: 'p1', kind: 'oneTapSave', seed: { view: HOME } });
  get('pin.p1.oneTapSave').send({ type: 'save.toggle' });
  expect(await delivered()).toContainEqual(
    expect.objectContaining({ eventType: 5, objectId: 'p1', ...HOME }),
  );
});

test("a repin on a pin page is counted, and the counter's event reaches the events sink", async () => {
  const { app, get, delivered } = await startProduct();
  app.send({ type: 'pin.spawn', pinId: 'p2', kind: 'oneTapSave', seed: { view: CLOSEUP } });
  get('pin.p2.oneTapSave').send({ type: 'save.toggle' });
  expect(await delivered()).toContainEqual(
    expect.objectContaining({
      source: 'repinCounter',
      type: 'counter',
      objectId: 'p2',
      auxData: { counter: 'graphql_pin_page_repin', count: 1 },
    }),
  );
});

/** Follows then unfollows a board or a topic with its Follow button; answers the events it sent. */
async function followThenUnfollow(kind: 'board' | 'interest', id: string) {
  const { app, get, delivered } = await startProduct();
  const systemId = `${kind}.${id}.follow`;
  const input = { kind, id, following: false };
  app.send({ type: 'page.spawn', systemId, kind: 'follow', input });
  get(systemId).send({ type: 'follow.toggle' });
  await flush();
  get(systemId).send({ type: 'follow.toggle' });
  return (await delivered()).filter((e) => e.objectId === id).map((e) => e.eventType);
}

test('following a board logs 26 and unfollowing it 27, both reaching the events sink', async () => {
  expect(await followThenUnfollow('board', 'b7')).toEqual([26, 27]);
});

test('following a topic logs 601 and unfollowing it 602, both reaching the events sink', async () => {
  expect(await followThenUnfollow('interest', 'i3')).toEqual([601, 602]);
});

test("a click on a guidance banner's button logs 101 and reaches the events sink", async () => {
  const { get, delivered } = await startProduct();
  const placement = { placementId: 1000541, pathname: '/', bot: false };
  get('experiences').send({ type: 'placement.mount', ...placement });
  await flush();
  get('experiences').send({ type: 'experience.displayed', placementId: 1000541 });
  get('experiences').send({
    type: 'experience.click',
    placementId: 1000541,
    component: 14071,
    element: 'dismiss',
  });
  expect(await delivered()).toContainEqual(
    expect.objectContaining({
      eventType: 101,
      objectId: '1000541:502722',
      auxData: { placement_id: 1000541 },
    }),
  );
});

test("a click on a pin's outside link logs 8948 and reaches the events sink", async () => {
  const { app, get, delivered } = await startProduct();
  app.send({ type: 'pin.spawn', pinId: 'p4', kind: 'outbound', seed: {} });
  get('pin.p4.outbound').send({
    type: 'outbound.open',
    click: {
      url: 'https://example.com/',
      pinId: 'p4',
      thirdPartyAd: false,
      knownVerdict: null,
      clickthroughType: 'click',
      slot: {},
      clientTrackingParams: '',
      interstitialExists: false,
      view: SEARCH,
    },
    viewer: { loggedOut: false, isNew: false, eligibleForHomeUpsell: false },
  });
  expect(await delivered()).toContainEqual(
    expect.objectContaining({ eventType: 8948, objectId: 'p4', ...SEARCH }),
  );
});

test("a search ad's swipe forward logs 9315 and backward 9316, both reaching the events sink", async () => {
  const { app, get, delivered } = await startProduct();
  const carousel = { slotCount: 3 };
  app.send({ type: 'pin.spawn', pinId: 'p5', kind: 'carousel', seed: { carousel } });
  const swipe = (dx: number) =>
    get('pin.p5.carousel').send({
      type: 'carousel.swipe',
      dx,
      dy: 5,
      durationMs: 150,
      view: SEARCH,
      searchAd: true,
    });
  swipe(-80);
  swipe(80);
  const sent = (await delivered()).filter((e) => e.objectId === 'p5');
  expect(sent.map((e) => e.eventType)).toEqual([9315, 9316]);
});
