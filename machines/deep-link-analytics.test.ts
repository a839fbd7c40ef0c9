// Spec 3 section 8 "Play store redirect failure (Android) | Metric only": the deep-link actor's
// metric reaches the root's `analytics` actor, as every emitted event of a root actor does, and
// nothing else happens.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { PLAY_STORE_REDIRECT_FAILED_METRIC } from '../domain/deep-link';
import type { AnalyticsSnapshot } from './analytics.machine';
import { analyticsMachine } from './analytics.machine';
import { createAppMachine } from './app-root';
import { deepLinkMachine, type DeepLinkSnapshot } from './deep-link.machine';
import { lateRootActorEvents } from './late-actors';
import { SYSTEM_IDS } from './system-ids';
import { flush } from './test-support';

const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile';

test('a failed Play store redirect is a metric on the analytics actor, and only that', async () => {
  const provided: Record<string, AnyActorLogic> = {
    analytics: analyticsMachine,
    deepLink: deepLinkMachine.provide({
      actors: {
        readStart: fromPromise(() => Promise.resolve({ userAgent: android, snoozeLeftMs: 0 })),
        openStore: fromPromise(() => Promise.reject(new Error('No Play store'))),
      },
    }),
  };
  const app = createActor(createAppMachine({ pinKinds: [], pageLogic: {} }), {
    input: { logic: { pinKind: () => undefined, pageLogic: (kind) => provided[kind] } },
  }).start();
  const navigations: unknown[] = [];
  app.on('navigate', (event) => navigations.push(event));
  for (const event of lateRootActorEvents()) app.send(event);
  await flush();
  const deepLink = app.system.get(SYSTEM_IDS.deepLink) as AnyActorRef;
  deepLink.send({
    type: 'deepLink.tap',
    path: '/pin/1/',
    address: 'https://pinstate.example/pin/1/?access_token=t',
    signedIn: false,
    device: 'mobile',
  });
  await flush();
  const analytics = app.system.get(SYSTEM_IDS.analytics) as AnyActorRef;
  const recent = (analytics.getSnapshot() as AnalyticsSnapshot).context.recent;
  expect(recent.map((r) => [r.source, r.event])).toEqual([
    [SYSTEM_IDS.deepLink, { type: 'metric', name: PLAY_STORE_REDIRECT_FAILED_METRIC, value: 1 }],
  ]);
  expect(navigations).toEqual([]);
  const state = deepLink.getSnapshot() as DeepLinkSnapshot;
  expect(state.matches({ ready: { link: 'idle' } })).toBe(true);
  expect(state.context.playStoreFailures).toBe(1);
});
