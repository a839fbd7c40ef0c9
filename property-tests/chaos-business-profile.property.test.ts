// Business-profile switching under chaos (docs/decisions/098): a partner views profile pages,
// switches profiles and folds the header, at random, while the profiles call waits, drops and the
// network goes down and comes back. Once the faults clear and the partner opens one more page,
// nothing is loading, the profiles offered are the ones the server grants (a load that failed is
// asked again, not left at the partner's own profile for the rest of the visit), and what shows
// is what browser storage keeps: the active profile, one the partner has, and the header's state.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { KNOWN } from '../fixtures/known';
import {
  businessProfileMachine,
  type BusinessStorageEvent,
  type StoredBusinessProfile,
} from '../machines/business-profile.machine';
import { createPageActors } from '../runtime/page-actors';
import {
  chaosServer,
  chaosNetwork,
  cleanApi,
  isNetworkStep,
  networkStepArb,
  playNetwork,
  settled,
  weatherArb,
  type NetworkStep,
} from './chaos-support';
import { assertProperty, propertyFails } from './property-support';

const server = chaosServer();

const PARTNER = KNOWN.users.partnerOwner;
const PROFILES = [PARTNER, KNOWN.businessProfiles.owned, KNOWN.businessProfiles.shared];

type Step =
  | { kind: 'view'; profile: number | null }
  | { kind: 'switch'; profile: number }
  | { kind: 'toggleHeader' }
  | { kind: 'toggleAccess' }
  | NetworkStep;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .option(fc.integer({ min: 0, max: 2 }), { nil: null })
      .map((profile): Step => ({ kind: 'view', profile })),
  },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: 2 }).map((profile): Step => ({ kind: 'switch', profile })),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'toggleHeader' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'toggleAccess' }) },
  { weight: 4, arbitrary: networkStepArb },
);

type Logic = typeof businessProfileMachine;
let key = 0;

const switchingSurvivesChaos = (logic: Logic) =>
  fc.asyncProperty(
    fc.array(stepArb, { minLength: 4, maxLength: 24 }),
    fc.infiniteStream(weatherArb),
    async (steps, weather) => {
      const net = chaosNetwork({ baseUrl: server.url, viewerId: PARTNER, weather });
      const stored: StoredBusinessProfile[] = [];
      const storage = fromCallback<BusinessStorageEvent>(({ receive }) => {
        receive((event) => void stored.push(event.value));
      });
      const actor = createActor(
        logic.provide({
          actors: { loadProfiles: createPageActors(net.api).businessProfile.loadProfiles, storage },
        }),
        {
          input: {
            viewer: {
              id: PARTNER,
              username: 'partner',
              businessName: 'Partner',
              imgUrl: '',
              canSwitch: true,
            },
            stored: null,
          },
        },
      ).start();
      const view = (profile: number | null) => {
        const id = profile === null ? null : (PROFILES[profile] ?? null);
        actor.send({ type: 'profile.viewing', viewed: id === null ? null : { id, key: ++key } });
      };
      const loading = () => actor.getSnapshot().matches('loading');
      try {
        for (const step of steps) {
          if (step.kind === 'view') view(step.profile);
          else if (step.kind === 'switch')
            actor.send({ type: 'profile.switch', profileId: PROFILES[step.profile] ?? PARTNER });
          else if (step.kind === 'toggleHeader') actor.send({ type: 'profile.toggleHeader' });
          else if (step.kind === 'toggleAccess')
            actor.send({ type: 'profile.toggleAccessControl' });
          else if (isNetworkStep(step)) await playNetwork(net, step);
        }
        net.calm();
        await settled(net, [actor], loading);
        // The partner goes on: one more page.
        view(null);
        await settled(net, [actor], loading);
        const { context } = actor.getSnapshot();
        const granted = await cleanApi(server.url, PARTNER).getBusinessProfiles();
        expect(Object.keys(context.profiles).sort(), 'the profiles are the server grants').toEqual(
          [...new Set([...Object.keys(granted), PARTNER])].sort(),
        );
        expect(context.activeId in context.profiles, 'the active profile is one they have').toBe(
          true,
        );
        expect(stored.at(-1), 'what shows is what storage keeps').toEqual({
          activeProfileId: context.activeId,
          headerVisible: context.headerVisible,
          accessControlVisible: context.accessControlVisible,
        });
      } finally {
        actor.stop();
      }
    },
  );

test('business profiles under chaos: the server grants, nothing loading, storage keeps what shows', async () => {
  await assertProperty(
    'business switching under chaos',
    switchingSurvivesChaos(businessProfileMachine),
    25,
  );
});

test('the business chaos catches a switch that is not kept in storage', async () => {
  const forgets = businessProfileMachine.provide({
    actions: { persist: () => undefined },
  });
  expect(await propertyFails(switchingSurvivesChaos(forgets), 60)).toBe(true);
});
