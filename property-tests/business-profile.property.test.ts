// Business-profile switching (spec 3 sections 4 and 6) over random profiles, page views, switches
// and header toggles, against a model written from the spec's sentences: the active profile is
// the viewer's own until a matching page or a switch names another; it takes effect only with
// OWNER or the multi-factor requirement met; owner actions carry its id only when it takes effect.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BusinessAccessProfile } from '../domain/types';
import {
  businessProfileMachine,
  selectEffectiveProfileId,
  selectOrbacSubjectId,
  type BusinessStorageEvent,
  type StoredBusinessProfile,
} from '../machines/business-profile.machine';
import { flush } from '../machines/test-support';

const IDS = ['b1', 'b2', 'b3', 'b4'] as const;

const profilesArb = fc.subarray([...IDS], { minLength: 0 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc
        .record({
          owner: fc.boolean(),
          mfa: fc.boolean(),
        })
        .map(({ owner, mfa }): BusinessAccessProfile => ({
          id,
          permissions: owner ? ['OWNER'] : ['ANALYST'],
          user: { username: `user-${id}`, businessName: id, imgUrl: '' },
          viewerMeetsMfaRequirement: mfa,
        })),
    ),
  ),
);

type Step =
  | { kind: 'view'; id: string | null; byUsername: boolean }
  | { kind: 'switch'; id: string }
  | { kind: 'toggle' }
  | { kind: 'toggleAccess' };

const anyId = fc.constantFrom('me', 'stranger', ...IDS);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('view' as const), id: fc.option(anyId), byUsername: fc.boolean() }),
  fc.record({ kind: fc.constant('switch' as const), id: anyId }),
  fc.constant<Step>({ kind: 'toggle' }),
  fc.constant<Step>({ kind: 'toggleAccess' }),
);

const property = (logic: typeof businessProfileMachine) =>
  fc.asyncProperty(profilesArb, fc.array(stepArb, { maxLength: 20 }), async (list, steps) => {
    const saved: StoredBusinessProfile[] = [];
    const actor = createActor(
      logic.provide({
        actors: {
          loadProfiles: fromPromise(() =>
            Promise.resolve(Object.fromEntries(list.map((p) => [p.id, p]))),
          ),
          storage: fromCallback<BusinessStorageEvent>(({ receive }) => {
            receive((event) => saved.push(event.value));
          }),
        },
      }),
      {
        input: {
          viewer: { id: 'me', username: 'me', businessName: 'Me', imgUrl: '', canSwitch: true },
          stored: null,
        },
      },
    ).start();
    await flush();
    const byId = new Map(list.map((p) => [p.id, p]));
    let active = 'me';
    let headerVisible = true;
    // While the access control shows, the profile changer is disabled.
    let accessControlVisible = false;
    for (const step of steps) {
      if (step.kind === 'view') {
        const viewed =
          step.id === null
            ? null
            : step.byUsername
              ? { username: `user-${step.id}` }
              : { id: step.id };
        actor.send({ type: 'profile.viewing', viewed });
        active = step.id !== null && byId.has(step.id) ? step.id : 'me';
      } else if (step.kind === 'switch') {
        actor.send({ type: 'profile.switch', profileId: step.id });
        if (!accessControlVisible && (step.id === 'me' || byId.has(step.id))) active = step.id;
      } else if (step.kind === 'toggleAccess') {
        actor.send({ type: 'profile.toggleAccessControl' });
        accessControlVisible = !accessControlVisible;
      } else {
        actor.send({ type: 'profile.toggleHeader' });
        headerVisible = !headerVisible;
      }
      const snapshot = actor.getSnapshot();
      const profile = byId.get(active);
      const takesEffect =
        active === 'me' ||
        (profile !== undefined &&
          (profile.permissions.includes('OWNER') || profile.viewerMeetsMfaRequirement));
      const effective = takesEffect ? active : 'me';
      expect(snapshot.context.activeId).toBe(active);
      // The profile acted as has OWNER or meets multi-factor, or is the viewer's own.
      expect(selectEffectiveProfileId(snapshot)).toBe(effective);
      expect(selectOrbacSubjectId(snapshot)).toBe(effective === 'me' ? undefined : effective);
      // What storage holds is what is shown.
      expect(saved.at(-1)).toEqual({
        activeProfileId: active,
        headerVisible,
        accessControlVisible,
      });
    }
  });

test('business-profile switching agrees with the spec model over random views and switches', async () => {
  await fc.assert(property(businessProfileMachine), { numRuns: 200 });
});

test('the suite catches a machine that lets a switch name any profile', async () => {
  const mutant = businessProfileMachine.provide({ guards: { isKnownProfile: () => true } });
  const result = await fc.check(property(mutant), { numRuns: 300, seed: 5 });
  expect(result.failed).toBe(true);
});

test('the suite catches a profile changer that stays enabled while the access control shows', async () => {
  const mutant = businessProfileMachine.provide({ guards: { changerEnabled: () => true } });
  const result = await fc.check(property(mutant), { numRuns: 300, seed: 5 });
  expect(result.failed).toBe(true);
});
