// Spec 3 section 4 "Mobile deep link" and section 8 "Play store redirect failure (Android) |
// Metric only", on a simulated clock: every transition of the deep-link machine.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { expect, test, vi } from 'vitest';
import { PLAY_STORE_REDIRECT_FAILED_METRIC } from '../domain/deep-link';
import type { AppHandoff } from '../domain/deep-link';
import {
  deepLinkMachine,
  selectAppOpenModal,
  selectOldAndroid,
  selectUpsellShown,
  type DeepLinkStart,
} from './deep-link.machine';
import { deferred, flush, type Deferred } from './test-support';

const android13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile';
const android6 = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) AppleWebKit/537.36 Mobile';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64)';
const address = 'https://pinstate.example/pin/100001/?q=tea&access_token=t&password=p&next=/me#top';

function start(read: DeepLinkStart | Error = { userAgent: android13, snoozeLeftMs: 0 }) {
  const opens: { handoff: AppHandoff; answer: Deferred<void> }[] = [];
  const stored = vi.fn();
  const clock = new SimulatedClock();
  const logic = deepLinkMachine.provide({
    actors: {
      readStart: fromPromise<DeepLinkStart>(() =>
        read instanceof Error ? Promise.reject(read) : Promise.resolve(read),
      ),
      openStore: fromPromise<void, { handoff: AppHandoff }>(({ input }) => {
        const answer = deferred<void>();
        opens.push({ handoff: input.handoff, answer });
        return answer.promise;
      }),
    },
    actions: { storeDismissal: stored },
  });
  const actor = createActor(logic, { clock });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.start();
  const tap = (signedIn: boolean, path = '/pin/100001/', device: 'mobile' | 'desktop' = 'mobile') =>
    actor.send({ type: 'deepLink.tap', path, address, signedIn, device });
  return { actor, clock, opens, emitted, stored, tap, state: () => actor.getSnapshot() };
}

test('the user agent and the upsell dismissal are read at the start', async () => {
  const t = start({ userAgent: iphone, snoozeLeftMs: 0 });
  expect(t.state().value).toBe('reading');
  await flush();
  expect(t.state().context.userAgent).toBe(iphone);
  expect(selectUpsellShown(t.state())).toBe(true);
});

test('nothing readable at the start: no platform is known and the upsell shows', async () => {
  const t = start(new Error('Storage refused'));
  await flush();
  expect(t.state().context.userAgent).toBe('');
  expect(selectUpsellShown(t.state())).toBe(true);
});

test('a signed-in viewer on a supported platform, not exempt, gets the app-open modal', async () => {
  for (const userAgent of [android13, iphone, ipad]) {
    const t = start({ userAgent, snoozeLeftMs: 0 });
    await flush();
    t.tap(true);
    expect(selectAppOpenModal(t.state())).toBe(true);
    expect(t.opens).toEqual([]);
  }
});

test('a logged-out visitor goes to the store with the deep-link path and the stripped address', async () => {
  const t = start();
  await flush();
  t.tap(false);
  expect(selectAppOpenModal(t.state())).toBe(false);
  expect(t.opens[0]?.handoff).toEqual({
    to: 'playStore',
    deepLinkPath: '/pin/100001/',
    address: 'https://pinstate.example/pin/100001/?q=tea#top',
    oldAndroid: false,
  });
  expect(t.state().context.strippedParams).toEqual(['access_token', 'password', 'next']);
  t.opens[0]?.answer.resolve();
  await flush();
  expect(t.state().matches({ ready: { link: 'idle' } })).toBe(true);
  expect(t.emitted.find((e) => e.type === 'deepLink.opened')?.to).toBe(
    '/get-app/?to=playStore&deep_link=%2Fpin%2F100001%2F&url=https%3A%2F%2Fpinstate.example%2Fpin%2F100001%2F%3Fq%3Dtea%23top',
  );
});

test('sensitive parameters are stripped from the address sent: access token, password, new password, confirmation, next', async () => {
  const t = start();
  await flush();
  t.actor.send({
    type: 'deepLink.tap',
    path: '/',
    address: 'https://x.example/?new_password=a&confirmation=b&Access_Token=c&keep=1',
    signedIn: false,
    device: 'mobile',
  });
  expect(t.opens[0]?.handoff.address).toBe('https://x.example/?keep=1');
});

test('iOS and iPad go to the App Store; an unsupported platform to the one-link page', async () => {
  const cases: [string, string][] = [
    [iphone, 'appStore'],
    [ipad, 'appStore'],
    [desktop, 'oneLink'],
  ];
  for (const [userAgent, to] of cases) {
    const t = start({ userAgent, snoozeLeftMs: 0 });
    await flush();
    t.tap(false);
    expect(t.opens[0]?.handoff.to).toBe(to);
  }
});

test('a desktop viewer has no app platform: the one-link page, never the modal', async () => {
  const t = start();
  await flush();
  t.tap(true, '/pin/100001/', 'desktop');
  expect(selectAppOpenModal(t.state())).toBe(false);
  expect(t.opens[0]?.handoff.to).toBe('oneLink');
});

test('the exempt state (an account route) goes to the store, never the modal', async () => {
  const t = start();
  await flush();
  t.tap(true, '/settings');
  expect(selectAppOpenModal(t.state())).toBe(false);
  expect(t.opens[0]?.handoff.to).toBe('playStore');
});

test('Android versions below 7 are flagged', async () => {
  const t = start({ userAgent: android6, snoozeLeftMs: 0 });
  await flush();
  t.tap(true);
  expect(selectOldAndroid(t.state())).toBe(true);
  const modern = start();
  await flush();
  modern.tap(true);
  expect(selectOldAndroid(modern.state())).toBe(false);
});

test('Close modal closes the app-open modal and sends nowhere', async () => {
  const t = start();
  await flush();
  t.tap(true);
  t.actor.send({ type: 'deepLink.close' });
  expect(t.state().matches({ ready: { link: 'idle' } })).toBe(true);
  expect(t.opens).toEqual([]);
});

test('Open the app from the modal opens the app with the deep-link path', async () => {
  const t = start();
  await flush();
  t.tap(true);
  t.actor.send({ type: 'deepLink.openApp' });
  expect(t.opens[0]?.handoff.to).toBe('app');
  t.opens[0]?.answer.resolve();
  await flush();
  expect(t.emitted.find((e) => e.type === 'deepLink.opened')?.to).toContain('/get-app/?to=app');
});

test('a tap while the store opens is ignored', async () => {
  const t = start();
  await flush();
  t.tap(false);
  t.tap(false);
  expect(t.opens).toHaveLength(1);
});

test('Play store redirect failure (Android) is a metric only', async () => {
  const t = start();
  await flush();
  t.tap(false);
  t.opens[0]?.answer.reject(new Error('No Play store'));
  await flush();
  expect(t.state().matches({ ready: { link: 'idle' } })).toBe(true);
  expect(t.state().context.playStoreFailures).toBe(1);
  expect(t.emitted).toEqual([
    { type: 'metric', name: PLAY_STORE_REDIRECT_FAILED_METRIC, value: 1 },
  ]);
});

test('another failed redirect is silent and counts no Play store metric', async () => {
  const t = start({ userAgent: iphone, snoozeLeftMs: 0 });
  await flush();
  t.tap(false);
  t.opens[0]?.answer.reject(new Error('No App Store'));
  await flush();
  expect(t.state().context.playStoreFailures).toBe(0);
  expect(t.emitted).toEqual([]);
});

test('the app upsell re-shows 14 base units after it is dismissed', async () => {
  const t = start();
  await flush();
  t.actor.send({ type: 'upsell.dismiss' });
  expect(selectUpsellShown(t.state())).toBe(false);
  expect(t.stored).toHaveBeenCalledTimes(1);
  t.clock.increment(14 * 86_400_000 - 1);
  expect(selectUpsellShown(t.state())).toBe(false);
  t.clock.increment(1);
  expect(selectUpsellShown(t.state())).toBe(true);
});

test('a dismissal read at the start keeps the upsell away for what is left of the interval', async () => {
  const t = start({ userAgent: android13, snoozeLeftMs: 5000 });
  await flush();
  expect(selectUpsellShown(t.state())).toBe(false);
  t.clock.increment(5000);
  expect(selectUpsellShown(t.state())).toBe(true);
});

test('the browser may report its user agent at any time', async () => {
  const t = start({ userAgent: desktop, snoozeLeftMs: 0 });
  await flush();
  t.actor.send({ type: 'deepLink.userAgent', userAgent: android13 });
  t.tap(true);
  expect(selectAppOpenModal(t.state())).toBe(true);
});
