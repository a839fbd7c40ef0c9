// Follows under chaos (docs/decisions/098): a board, a person and a topic followed and unfollowed
// at random while 30 % of the writes fail, calls drop and wait, and the network goes down and
// comes back. Once the faults clear and everything has settled, no Follow button is busy, each
// shows what the server holds (and a person's follower count is the server's), and the person's
// last tap is what the server ends with, or the button says it failed.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, createActor, type Actor } from 'xstate';
import type { Api } from '../api/api';
import { KNOWN } from '../fixtures/known';
import { followMachine, type FollowInput, type FollowKind } from '../machines/follow.machine';
import { createPageActors } from '../runtime/page-actors';
import {
  chaosServer,
  chaosNetwork,
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

const TARGETS: readonly { kind: FollowKind; id: string }[] = [
  { kind: 'board', id: KNOWN.boards.followed },
  { kind: 'user', id: KNOWN.users.creator },
  { kind: 'interest', id: KNOWN.interests.notFollowed },
];

type Step = { kind: 'tap'; target: number } | NetworkStep;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 0, max: TARGETS.length - 1 })
      .map((target): Step => ({ kind: 'tap', target })),
  },
  { weight: 2, arbitrary: networkStepArb },
);

/** What the server holds for a target: following, and the follower count where there is one. */
async function held(api: Api, target: { kind: FollowKind; id: string }) {
  if (target.kind === 'board') {
    const board = await api.getBoard(target.id);
    return { following: board.followedByMe === true, followerCount: null };
  }
  if (target.kind === 'interest') {
    const interest = await api.getInterest(target.id);
    return { following: interest.followedByMe === true, followerCount: null };
  }
  const user = (await api.getUser(target.id)) as { explicitlyFollowedByMe?: boolean } & {
    followerCount: number;
  };
  return { following: user.explicitlyFollowedByMe === true, followerCount: user.followerCount };
}

type Logic = typeof followMachine;

const followsSurviveChaos = (logic: Logic) =>
  fc.asyncProperty(
    fc.array(stepArb, { minLength: 4, maxLength: 24 }),
    fc.infiniteStream(weatherArb),
    async (steps, weather) => {
      const viewer = KNOWN.users.default;
      const clean = cleanApi(server.url, viewer);
      const net = chaosNetwork({ baseUrl: server.url, viewerId: viewer, weather });
      const changeFollow = createPageActors(net.api).follow.changeFollow;
      const actors: Actor<Logic>[] = [];
      for (const target of TARGETS) {
        const start = await held(clean, target);
        const input: FollowInput = { ...target, ...start };
        actors.push(createActor(logic.provide({ actors: { changeFollow } }), { input }).start());
      }
      // The person's last choice per button: what a tap the button took asked for.
      const chosen: (boolean | null)[] = TARGETS.map(() => null);
      try {
        for (const step of steps) {
          if (step.kind === 'tap') {
            const actor = actors[step.target];
            if (!actor || taggedBusy(actor)) continue; // a busy button is disabled
            actor.send({ type: 'follow.toggle' });
            chosen[step.target] = actor.getSnapshot().context.following;
          } else await playNetwork(net, step);
        }
        net.calm();
        await settled(net, actors, taggedBusy);
        for (const [i, target] of TARGETS.entries()) {
          const actor = actors[i];
          if (!actor) continue;
          const { context } = actor.getSnapshot();
          const server = await held(clean, target);
          expect(context.following, `${target.kind} ${target.id} shows the server`).toBe(
            server.following,
          );
          if (server.followerCount !== null)
            expect(context.followerCount, 'the count is the server').toBe(server.followerCount);
          const choice = chosen[i];
          if (choice !== null && server.following !== choice)
            expect(context.error, 'a lost choice says it failed').not.toBeNull();
        }
      } finally {
        for (const actor of actors) actor.stop();
      }
    },
  );

test('follows under chaos end as the server holds them, none busy, no choice lost', async () => {
  await assertProperty('follows under chaos', followsSurviveChaos(followMachine), 12);
});

test('the follow chaos catches a button that keeps its optimistic state after a failure', async () => {
  const keepsOptimistic = followMachine.provide({
    actions: { rollBack: assign({ error: 'failed' }) },
  });
  expect(await propertyFails(followsSurviveChaos(keepsOptimistic), 60)).toBe(true);
});
