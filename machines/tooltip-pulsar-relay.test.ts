// Spec 2 section 4 "Tooltip and pulsar": a tooltip with neither pulsar nor tooltip is completed
// immediately; its page actor `placement.<id>` completes as it starts, and the root must still hear
// it and complete the placement's experience (docs/decisions/040: the root forwards outcomes).
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { Experience } from '../domain/types';
import { createAppMachine } from './app-root';
import { experiencesMachine, type ExperienceCallRequest } from './experiences.machine';
import { lateRootActorEvents } from './late-actors';
import { flush } from './test-support';
import { tooltipPulsarMachine } from './tooltip-pulsar.machine';

const empty: Experience = {
  id: '1000543:510012',
  placement_id: 1000543,
  experience_id: 510012,
  type: 8,
  status: '',
  display_data: { has_pulsar: false, has_tooltip: false },
  triggerable_placed_exps: [],
  metadata: {},
};

test('a tooltip with neither pulsar nor tooltip completes its experience as its actor starts', async () => {
  const calls: string[] = [];
  const provided: Record<string, AnyActorLogic> = {
    tooltipPulsar: tooltipPulsarMachine,
    experiences: experiencesMachine.provide({
      actors: {
        fetchExperiences: fromPromise(() => Promise.resolve([empty])),
        sendExperienceCall: fromPromise<void, ExperienceCallRequest>(({ input }) => {
          calls.push(input.action);
          return Promise.resolve();
        }),
      },
    }),
  };
  const app = createActor(createAppMachine({ pinKinds: [], pageLogic: {} }), {
    input: { logic: { pinKind: () => undefined, pageLogic: (kind) => provided[kind] } },
  }).start();
  for (const event of lateRootActorEvents()) app.send(event);
  const experiences = app.system.get('experiences') as AnyActorRef;
  experiences.send({ type: 'placement.mount', placementId: 1000543, pathname: '/', bot: false });
  await flush();
  app.send({
    type: 'page.spawn',
    systemId: 'placement.1000543',
    kind: 'tooltipPulsar',
    input: {
      placementId: 1000543,
      experienceId: 510012,
      hasPulsar: false,
      hasTooltip: false,
      scrollToDismissMs: null,
      disappearMs: null,
      completeOnHover: false,
      skipComplete: false,
    },
  });
  await flush();
  expect(calls).toEqual(['completed']);
  app.stop();
});
