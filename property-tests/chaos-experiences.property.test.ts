// The guidance layer under chaos (docs/decisions/098): placements mount and unmount, their
// experiences are displayed, dismissed and completed, and the layer refreshes, at random, while
// 30 % of the writes fail, calls drop and wait, and the network goes down and comes back. Once the
// faults clear and everything has settled, nothing is being fetched, no placement shows an
// experience the server has let go, and every experience the person dismissed or completed is
// gone from the server too: with no error shown for these calls (spec: none), a dismissal the
// server never heard would come back on the next page.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { createControl } from '../api/control';
import { EXPERIENCE_ACTION_EVENT_TYPE } from '../domain/experiences';
import { KNOWN } from '../fixtures/known';
import { experiencesMachine } from '../machines/experiences.machine';
import { createPageActors } from '../runtime/page-actors';
import {
  chaosServer,
  chaosNetwork,
  isNetworkStep,
  cleanApi,
  networkStepArb,
  playNetwork,
  settled,
  taggedBusy,
  weatherArb,
  type NetworkStep,
} from './chaos-support';
import { assertProperty, propertyFails } from './property-support';

const server = chaosServer();

/** Home placements with experiences for the default viewer, and one of their own profile. */
const PLACEMENTS = [1000541, 1000503, 1000558] as const;

type Step =
  | { kind: 'mount' | 'unmount' | 'displayed' | 'dismiss' | 'complete'; placement: number }
  | { kind: 'refresh' }
  | NetworkStep;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'mount' as const,
        'unmount' as const,
        'displayed' as const,
        'dismiss' as const,
        'complete' as const,
      ),
      placement: fc.constantFrom(...PLACEMENTS),
    }),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'refresh' }) },
  { weight: 5, arbitrary: networkStepArb },
);

type Logic = typeof experiencesMachine;

const guidanceSurvivesChaos = (logic: Logic) =>
  fc.asyncProperty(
    // The placements the page mounts as it opens: most runs then have guidance to dismiss early.
    fc.subarray([...PLACEMENTS]),
    fc.array(stepArb, { minLength: 4, maxLength: 24 }),
    fc.infiniteStream(weatherArb),
    async (onLoad, steps, weather) => {
      await createControl({ baseUrl: server.url }).resetData();
      const viewer = KNOWN.users.default;
      const clean = cleanApi(server.url, viewer);
      const net = chaosNetwork({ baseUrl: server.url, viewerId: viewer, weather });
      // A call that did not reach the server goes again 15 ms later here, not 5000, in real time.
      const actor = createActor(
        logic.provide({
          actors: createPageActors(net.api).experiences,
          delays: { experienceCallRetry: 15 },
        }),
        { input: { refreshHomePlacement: false } },
      ).start();
      // Every experience the person dismissed or completed, by its placed id.
      const finished = new Set<string>();
      const logged = actor.on('log', (event) => {
        const { completed, dismissed } = EXPERIENCE_ACTION_EVENT_TYPE;
        if (event.eventType === completed || event.eventType === dismissed)
          finished.add(event.objectId);
      });
      const mount = (placementId: number) =>
        actor.send({ type: 'placement.mount', placementId, pathname: '/', bot: false });
      try {
        onLoad.forEach(mount);
        for (const step of steps) {
          if (step.kind === 'mount') mount(step.placement);
          else if (step.kind === 'unmount')
            actor.send({ type: 'placement.unmount', placementId: step.placement });
          else if (step.kind === 'displayed')
            actor.send({ type: 'experience.displayed', placementId: step.placement });
          else if (step.kind === 'dismiss')
            actor.send({ type: 'experience.dismiss', placementId: step.placement });
          else if (step.kind === 'complete')
            actor.send({ type: 'experience.complete', placementId: step.placement });
          else if (step.kind === 'refresh') actor.send({ type: 'experiences.refresh' });
          else if (isNetworkStep(step)) await playNetwork(net, step);
        }
        net.calm();
        // Settled: nothing fetching, and no call waiting to go again.
        await settled(
          net,
          [actor],
          (a) => taggedBusy(a) || actor.getSnapshot().context.unsent.length > 0,
        );
        const held = new Set(
          (await clean.getExperiences()).map((e) => `${e.placement_id}:${e.experience_id}`),
        );
        for (const id of finished)
          expect(held.has(id), `${id}, dismissed or completed, is gone from the server`).toBe(
            false,
          );
        for (const [placement, shown] of Object.entries(actor.getSnapshot().context.chosen)) {
          if (!shown) continue;
          const id = `${shown.placement_id}:${shown.experience_id}`;
          expect(held.has(id), `placement ${placement} shows ${id}, which the server holds`).toBe(
            true,
          );
        }
      } finally {
        logged.unsubscribe();
        actor.stop();
      }
    },
  );

test('the guidance layer under chaos shows only what the server holds, nothing fetching, no dismissal lost', async () => {
  await assertProperty('guidance under chaos', guidanceSurvivesChaos(experiencesMachine), 20);
});

test('the guidance chaos catches a dismissal that is not sent again after it failed', async () => {
  const forgetsFailedCalls = experiencesMachine.provide({
    actions: { keepUnsent: () => undefined },
  });
  // Caught at run 19 on average over 20 seeds (at its 56th at worst; 32 before the page opened with
  // placements mounted): 300 keep 15 times that (docs/decisions/121).
  expect(await propertyFails(guidanceSurvivesChaos(forgetsFailedCalls), 300)).toBe(true);
});
