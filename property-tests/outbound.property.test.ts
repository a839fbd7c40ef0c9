// Outbound click-through (spec 1 section 4, spec 3 section 4) over random clicks, verdicts,
// failures, offline toggles and double clicks, checked against a small model written from the
// spec's sentences, not from the machine:
// - a blocked, suspicious or porn verdict never navigates;
// - offline never calls the API;
// - exactly one beacon per followed click, a GET to the outside link itself with query pin and
//   client_tracking_params (the link's own query and fragment kept);
// - a second click while one is in flight never opens two tabs.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OffsiteInput, OffsiteResult } from '../api/api';
import type { LinkSafety } from '../domain/types';
import { outboundMachine, type TabRequest } from '../machines/outbound.machine';
import { deferred, flush, type Deferred } from '../machines/test-support';

type Answer = LinkSafety | 'empty' | 'fails';

interface Click {
  url: string;
  loggedOut: boolean;
  online: boolean;
  known: LinkSafety | null;
  answer: Answer;
  /** Second clicks on the same link while the first is under way (and, if so, being checked). */
  doubleClick: boolean;
  pinId: string;
  clientTrackingParams: string;
}

const clickArb: fc.Arbitrary<Click> = fc.record({
  url: fc.constantFrom(
    'https://shop.example.com/a',
    'http://blog.example.org/p?q=1',
    'https://shop.example.com/b?size=m#reviews',
    '',
    '#',
    '#x',
  ),
  loggedOut: fc.boolean(),
  online: fc.boolean(),
  known: fc.constantFrom<LinkSafety | null>(null, 'none', 'blocked', 'suspicious', 'porn', 'error'),
  answer: fc.constantFrom<Answer>(
    'none',
    'blocked',
    'suspicious',
    'porn',
    'error',
    'empty',
    'fails',
  ),
  doubleClick: fc.boolean(),
  pinId: fc.stringMatching(/^[0-9]{1,6}$/),
  clientTrackingParams: fc.string({ maxLength: 12 }),
});

/**
 * The beacon the spec asks for, as a model: the outside link's origin, path, own query and
 * fragment, with pin and client_tracking_params added to the query.
 */
function expectBeacon(sent: unknown, click: Click): void {
  const url = new URL((sent as { url: string }).url);
  const link = new URL(click.url);
  expect(`${url.origin}${url.pathname}`).toBe(`${link.origin}${link.pathname}`);
  expect(url.hash).toBe(link.hash);
  expect([...url.searchParams]).toEqual([
    ...link.searchParams,
    ['pin', click.pinId],
    ['client_tracking_params', click.clientTrackingParams],
  ]);
}

/** What the spec says one click does, written out plainly. */
function expected(click: Click): { calls: boolean; checked: boolean; followed: boolean } {
  const blocking = (v: string | null) => v === 'blocked' || v === 'suspicious' || v === 'porn';
  const emptyLink = click.url.trim() === '' || click.url.trim().startsWith('#');
  if (emptyLink || !click.online) return { calls: false, checked: false, followed: false };
  const checked = click.loggedOut || blocking(click.known);
  const answerBlocks = checked && blocking(click.answer);
  const followed = !blocking(click.known) && !answerBlocks;
  return { calls: true, checked, followed };
}

interface World {
  checks: OffsiteInput[];
  tabs: TabRequest[];
  beacons: unknown[];
  clicks: OffsiteInput[];
  pending: Deferred<OffsiteResult | null>[];
}

type Logic = typeof outboundMachine;

async function runClicks(logic: Logic, clicks: readonly Click[]): Promise<void> {
  const world: World = { checks: [], tabs: [], beacons: [], clicks: [], pending: [] };
  let online = true;
  const machine = logic.provide({
    actors: {
      readConnectivity: fromPromise(() => Promise.resolve(online)),
      checkLink: fromPromise(({ input }: { input: OffsiteInput }) => {
        world.checks.push(input);
        const answer = deferred<OffsiteResult | null>();
        world.pending.push(answer);
        return answer.promise;
      }),
      openTab: fromPromise(({ input }: { input: TabRequest }) => {
        world.tabs.push(input);
        return Promise.resolve();
      }),
      releaseTab: fromPromise(() => Promise.resolve()),
      sendBeacon: fromPromise(({ input }) => {
        world.beacons.push(input);
        return Promise.resolve();
      }),
      logClick: fromPromise<OffsiteResult | null, OffsiteInput>(({ input }) => {
        world.clicks.push(input);
        return Promise.resolve(null);
      }),
    },
  });
  const actor = createActor(machine, { input: { owner: 'pin.1.outbound', origin: 'http://app' } });
  actor.start();
  for (const click of clicks) {
    online = click.online;
    const before = {
      checks: world.checks.length,
      tabs: world.tabs.length,
      beacons: world.beacons.length,
      clicks: world.clicks.length,
    };
    const event = {
      type: 'outbound.open' as const,
      click: {
        url: click.url,
        pinId: click.pinId,
        thirdPartyAd: false,
        knownVerdict: click.known,
        clickthroughType: 'click',
        slot: {},
        clientTrackingParams: click.clientTrackingParams,
        interstitialExists: false,
      },
      viewer: { loggedOut: click.loggedOut, isNew: false, eligibleForHomeUpsell: false },
    };
    actor.send(event);
    if (click.doubleClick) actor.send(event);
    await flush();
    if (click.doubleClick && world.pending.length > 0) actor.send(event);
    const answer = world.pending.shift();
    if (answer) {
      if (click.answer === 'fails') answer.reject(new Error('check failed'));
      else if (click.answer === 'empty') answer.resolve(null);
      else answer.resolve({ redirect_status: click.answer, message: 'm', url: click.url });
    }
    await flush();
    const want = expected(click);
    const tabs = world.tabs.slice(before.tabs);
    // Offline (and an empty link) never calls the API.
    if (!want.calls)
      expect(world.checks.length + world.clicks.length).toBe(before.checks + before.clicks);
    expect(world.checks.length - before.checks).toBe(want.checked ? 1 : 0);
    // A blocking verdict never navigates; a double click never opens two tabs.
    expect(tabs.length).toBe(want.followed ? 1 : 0);
    // Exactly one beacon (and one click call) per followed click.
    expect(world.beacons.length - before.beacons).toBe(tabs.length);
    for (const sent of world.beacons.slice(before.beacons)) expectBeacon(sent, click);
    expect(world.clicks.length - before.clicks).toBe(tabs.length);
    expect(actor.getSnapshot().hasTag('modal')).toBe(want.calls && !want.followed);
    // 'Okay' closes the modal before the next click (the modal covers the page).
    actor.send({ type: 'outbound.dismiss' });
  }
  actor.stop();
}

const property = (logic: Logic) =>
  fc.asyncProperty(fc.array(clickArb, { minLength: 1, maxLength: 12 }), (clicks) =>
    runClicks(logic, clicks),
  );

test('outbound click-through agrees with the spec model over random clicks', async () => {
  await fc.assert(property(outboundMachine), { numRuns: 150 });
});

test('the suite catches a machine that follows a suspicious or porn verdict', async () => {
  // A plausible slip: only 'blocked' is treated as blocking.
  const mutant = outboundMachine.provide({
    guards: {
      answerBlocks: ({ event }) =>
        (event as { output?: { redirect_status?: string } }).output?.redirect_status === 'blocked',
      knownToBlock: () => false,
      needsCheck: ({ context }) => context.viewer?.loggedOut ?? false,
    },
  });
  const result = await fc.check(property(mutant), { numRuns: 300, seed: 7 });
  expect(result.failed).toBe(true);
});
