// Root actor (machines/README.md: per-pin actors spawned on demand from one registry, addressed
// as pin.<id>.<kind>, dropped when their card scrolls away): over random spawns and releases, the
// live per-pin actors are exactly those a small model holds, each reachable by its system id, and
// a card that asks again for a live actor gets the same one.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, enqueueActions } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { PinActorKind } from '../machines/app.machine';
import { appMachine, pinActorId, pinActorIds } from '../machines/app.machine';
import { assertProperty, propertyFails } from './property-support';

type Step =
  { type: 'pin.spawn'; pinId: string; kind: PinActorKind } | { type: 'pin.release'; pinId: string };

const pinId = fc.constantFrom('p1', 'p2', 'p3');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('pin.spawn' as const),
    pinId,
    kind: fc.constantFrom<PinActorKind>('favorite', 'savedIndicator', 'feedback'),
  }),
  fc.record({ type: fc.constant('pin.release' as const), pinId }),
);

const rootFollowsTheDesign = (machine: typeof appMachine) =>
  fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
    const app = createActor(machine, { input: {} }).start();
    /** The live per-pin actors by system id, with the ref a card was given. */
    const live = new Map<string, AnyActorRef>();
    for (const s of steps) {
      if (s.type === 'pin.spawn') {
        const seed = { pin: { id: s.pinId, favoritedByMe: false, favoriteUserCount: 0 } };
        app.send({ ...s, seed });
        const id = pinActorId(s.pinId, s.kind);
        const ref = app.system.get(id) as AnyActorRef | undefined;
        expect(ref).toBeDefined();
        // Asking again for a live actor gives the same one.
        if (live.has(id)) expect(ref).toBe(live.get(id));
        else if (ref) live.set(id, ref);
      } else {
        app.send(s);
        // Nothing was sent to the actors, so none is busy: every actor of the pin goes.
        for (const id of [...live.keys()]) if (id.startsWith(`pin.${s.pinId}.`)) live.delete(id);
      }
      expect([...pinActorIds(app)].sort()).toEqual([...live.keys()].sort());
      for (const [id, ref] of live) expect(app.system.get(id)).toBe(ref);
    }
    app.stop();
  });

test('per-pin actors live from the first spawn to the release of their pin, one per pin and kind', async () => {
  await assertProperty('app root', rootFollowsTheDesign(appMachine));
});

test('the suite catches a root that keeps per-pin actors after their pin is released', async () => {
  const hoarding = appMachine.provide({ actions: { releasePin: enqueueActions(() => undefined) } });
  expect(await propertyFails(rootFollowsTheDesign(hoarding))).toBe(true);
});
