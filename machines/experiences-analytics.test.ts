// Spec 2 section 7 "Analytics events": the experiences actor's clicks (101), viewed (4503),
// completed (6567) and dismissed (6568) reach the root's `analytics` actor, as every emitted event
// of a root actor does.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { Experience } from '../domain/types';
import type { AnalyticsSnapshot } from './analytics.machine';
import { analyticsMachine } from './analytics.machine';
import { createAppMachine } from './app-root';
import { experiencesMachine } from './experiences.machine';
import { lateRootActorEvents } from './late-actors';
import { flush } from './test-support';

const experience = (placementId: number, experienceId: number): Experience => ({
  id: `${placementId}:${experienceId}`,
  placement_id: placementId,
  experience_id: experienceId,
  type: 27,
  status: '',
  display_data: { type: 'upsell', message: 'Hello' },
  triggerable_placed_exps: [],
  metadata: {},
});

test('viewed, clicked, completed and dismissed events reach the analytics actor', async () => {
  // As the app starts: the root first, its late actors once their code has loaded.
  const provided: Record<string, AnyActorLogic> = {
    analytics: analyticsMachine,
    experiences: experiencesMachine.provide({
      actors: {
        fetchExperiences: fromPromise(() =>
          Promise.resolve([experience(1000541, 502722), experience(1000503, 503755)]),
        ),
        sendExperienceCall: fromPromise(() => Promise.resolve()),
      },
    }),
  };
  const app = createActor(createAppMachine({ pinKinds: [], pageLogic: {} }), {
    input: { logic: { pinKind: () => undefined, pageLogic: (kind) => provided[kind] } },
  }).start();
  for (const event of lateRootActorEvents()) app.send(event);
  const experiences = app.system.get('experiences') as AnyActorRef;
  for (const placementId of [1000541, 1000503])
    experiences.send({ type: 'placement.mount', placementId, pathname: '/', bot: false });
  await flush();
  experiences.send({ type: 'experience.displayed', placementId: 1000541 });
  experiences.send({
    type: 'experience.click',
    placementId: 1000541,
    component: 14071,
    element: 'dismiss',
  });
  experiences.send({ type: 'experience.dismiss', placementId: 1000541 });
  experiences.send({ type: 'experience.complete', placementId: 1000503 });
  await flush();
  const recent = (app.system.get('analytics') as AnyActorRef).getSnapshot() as AnalyticsSnapshot;
  const fromExperiences = recent.context.recent.filter((r) => r.source === 'experiences');
  expect(fromExperiences.map((r) => r.eventType)).toEqual([4503, 101, 6568, 6567]);
  expect(fromExperiences[1]?.event).toEqual({
    type: 'log',
    eventType: 101,
    objectId: '1000541:502722',
    component: 14071,
    element: 11925,
    viewType: 'other',
    viewParameter: null,
    auxData: { placement_id: 1000541 },
  });
  app.stop();
});
