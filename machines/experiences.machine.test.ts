// The experiences root actor (spec 2 sections 3, 4, 6 and 7), with fake calls and a simulated clock.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { Experience } from '../domain/types';
import {
  experiencesMachine,
  selectPlacementExperience,
  type ExperienceCallRequest,
  type FetchInput,
} from './experiences.machine';
import { flush } from './test-support';

function experience(placementId: number, experienceId: number, extra: Partial<Experience> = {}) {
  return {
    id: `${placementId}:${experienceId}`,
    placement_id: placementId,
    experience_id: experienceId,
    type: 27,
    status: '',
    display_data: { type: 'info-callout', message: 'Hello' },
    triggerable_placed_exps: [],
    metadata: {},
    ...extra,
  } satisfies Experience;
}

function start({
  answer = () => [experience(11, 1)],
  refreshHomePlacement = false,
  callAnswer = () => Promise.resolve(),
}: {
  answer?: (input: FetchInput) => Experience[] | Promise<Experience[]>;
  refreshHomePlacement?: boolean;
  /** How each viewed, completed or dismissed call answers (the n-th, from 0). */
  callAnswer?: (request: ExperienceCallRequest, n: number) => Promise<void>;
} = {}) {
  const clock = new SimulatedClock();
  const fetches: FetchInput[] = [];
  const calls: ExperienceCallRequest[] = [];
  const emitted: AnyEventObject[] = [];
  const actor = createActor(
    experiencesMachine.provide({
      actors: {
        fetchExperiences: fromPromise<Experience[], FetchInput>(({ input }) => {
          fetches.push(input);
          return Promise.resolve(answer(input));
        }),
        sendExperienceCall: fromPromise<void, ExperienceCallRequest>(({ input }) => {
          calls.push(input);
          return callAnswer(input, calls.length - 1);
        }),
      },
    }),
    { clock, input: { refreshHomePlacement } },
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const chosen = (placementId: number) =>
    selectPlacementExperience(placementId)(actor.getSnapshot());
  return { actor, clock, fetches, calls, emitted, chosen };
}

const mount = (placementId: number, pathname = '/') => ({
  type: 'placement.mount' as const,
  placementId,
  pathname,
  bot: false,
});

test('bots get nothing: no placement is selected and no fetch is made', async () => {
  const t = start();
  t.actor.send({ ...mount(11), bot: true });
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  await flush();
  expect(t.actor.getSnapshot().value).toBe('off');
  expect(t.fetches).toEqual([]);
  expect(t.chosen(11)).toBeNull();
});

test("the viewer's experiences are fetched when the first placement registers", async () => {
  const t = start();
  await flush();
  expect(t.fetches).toEqual([]);
  t.actor.send(mount(11));
  await flush();
  expect(t.fetches).toEqual([{ viewer: 'init', placementIds: [], extraContext: {} }]);
  expect(t.chosen(11)?.id).toBe('11:1');
});

test('a placement mounted after the first answer is fetched by placement', async () => {
  const t = start({
    answer: (i) => (i.placementIds.includes(1000541) ? [experience(1000541, 2)] : []),
  });
  t.actor.send(mount(11));
  await flush();
  t.actor.send(mount(1000541));
  await flush();
  expect(t.fetches[1]).toEqual({ viewer: null, placementIds: [1000541], extraContext: {} });
  expect(t.chosen(1000541)?.id).toBe('1000541:2');
});

test('search routes add search_query to the extra context', async () => {
  const t = start({ answer: () => [] });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ ...mount(1000540, '/search/pins/'), searchQuery: 'cats' });
  await flush();
  expect(t.fetches[1]?.extraContext).toEqual({ search_query: 'cats' });
});

test('an experience displayed is viewed: local state first, then the call, with event 4503', async () => {
  const t = start();
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  await flush();
  expect(t.chosen(11)?.status).toBe('viewed');
  expect(t.calls).toEqual([{ action: 'viewed', placedExperienceId: '11:1', extraContext: {} }]);
  expect(t.emitted).toContainEqual({ type: 'log', eventType: 4503, objectId: '11:1' });
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  await flush();
  expect(t.calls).toHaveLength(1);
});

test('NoAction fires 4000 ms after a placement is shown', async () => {
  const t = start();
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  t.clock.increment(4000 - 1);
  expect(t.emitted.filter((e) => e.type === 'experience.noAction')).toEqual([]);
  t.clock.increment(1);
  expect(t.emitted).toContainEqual({
    type: 'experience.noAction',
    placementId: 11,
    experienceId: 1,
  });
});

test('NoAction does not fire when aborted', async () => {
  const t = start();
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  t.actor.send({ type: 'placement.abortNoAction', placementId: 11 });
  t.clock.increment(4000);
  expect(t.emitted.filter((e) => e.type === 'experience.noAction')).toEqual([]);
});

test('completing calls completed, emits 6567 and refreshes the experiences', async () => {
  const t = start({ answer: () => [experience(11, 1), experience(1000503, 3)] });
  t.actor.send(mount(1000503));
  await flush();
  t.actor.send({ type: 'experience.complete', placementId: 1000503 });
  await flush();
  expect(t.calls).toEqual([
    { action: 'completed', placedExperienceId: '1000503:3', extraContext: {} },
  ]);
  expect(t.emitted).toContainEqual({ type: 'log', eventType: 6567, objectId: '1000503:3' });
  expect(t.fetches.map((f) => f.viewer)).toEqual(['init', 'refresh']);
  expect(t.chosen(1000503)).toBeNull();
});

test('dismissing calls dismissed, emits 6568, and only once per mounted instance', async () => {
  const t = start({ answer: () => [experience(1000503, 3)] });
  t.actor.send(mount(1000503));
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  t.actor.send({ type: 'experience.complete', placementId: 1000503 });
  await flush();
  expect(t.calls.map((c) => c.action)).toEqual(['dismissed']);
  expect(t.emitted).toContainEqual({ type: 'log', eventType: 6568, objectId: '1000503:3' });
});

test('a complete that prevents removal still completes once per mounted instance', async () => {
  const t = start({ answer: () => [experience(1000503, 3)] });
  t.actor.send(mount(1000503));
  await flush();
  const complete = {
    type: 'experience.complete' as const,
    placementId: 1000503,
    completionLevel: 0,
    preventRemoval: true,
  };
  t.actor.send(complete);
  t.actor.send(complete);
  await flush();
  expect(t.calls.map((c) => c.action)).toEqual(['completed']);
  t.actor.send({ type: 'placement.unmount', placementId: 1000503 });
  t.actor.send(mount(1000503));
  t.actor.send(complete);
  await flush();
  expect(t.calls.map((c) => c.action)).toEqual(['completed', 'completed']);
});

test('completing is skipped when the completion level is neither 1 nor 2', async () => {
  const t = start({ answer: () => [experience(1000503, 3)] });
  t.actor.send(mount(1000503));
  await flush();
  t.actor.send({ type: 'experience.complete', placementId: 1000503, completionLevel: 3 });
  await flush();
  expect(t.calls).toEqual([]);
  t.actor.send({ type: 'experience.complete', placementId: 1000503, completionLevel: 2 });
  await flush();
  expect(t.calls.map((c) => c.action)).toEqual(['completed']);
});

test('a skip flag keeps a complete or dismiss from refreshing', async () => {
  const t = start({ answer: () => [experience(1000503, 3)] });
  t.actor.send(mount(1000503));
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503, skipRefresh: true });
  await flush();
  expect(t.fetches.map((f) => f.viewer)).toEqual(['init']);
});

test('a refresh leaves a placement mounted on the current route as it is', async () => {
  let round = 0;
  const t = start({
    answer: () => {
      round += 1;
      return [experience(1000503, 3), experience(1000541, round === 1 ? 4 : 5)];
    },
  });
  t.actor.send(mount(1000541));
  await flush();
  t.actor.send(mount(1000503));
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  await flush();
  expect(t.chosen(1000541)?.id).toBe('1000541:4');
});

test('a refresh leaves a placement registered after an action on the current route as it is', async () => {
  let round = 0;
  const t = start({
    answer: () => {
      round += 1;
      return [experience(1000503, 3), experience(1000564, 10 + round)];
    },
  });
  t.actor.send(mount(1000503));
  t.actor.send({ type: 'placement.registerAfterAction', placementId: 1000564, pathname: '/' });
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  await flush();
  expect(t.chosen(1000564)?.id).toBe('1000564:11');
});

test('a refresh replaces a placement unmounted or on another route', async () => {
  let round = 0;
  const t = start({
    answer: () => {
      round += 1;
      return [experience(1000503, 3), experience(1000541, 20 + round)];
    },
  });
  t.actor.send(mount(1000541, '/search/pins/'));
  t.actor.send(mount(1000503, '/'));
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  await flush();
  expect(t.chosen(1000541)?.id).toBe('1000541:22');
});

test('the home-feed init fetch keeps placement 11 unless a flag says otherwise', async () => {
  for (const [flag, expected] of [
    [false, '11:1'],
    [true, '11:2'],
  ] as const) {
    let round = 0;
    const t = start({
      refreshHomePlacement: flag,
      answer: () => {
        round += 1;
        return [experience(11, round), experience(1000503, 3)];
      },
    });
    t.actor.send(mount(1000503));
    await flush();
    t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
    await flush();
    expect(t.chosen(11)?.id).toBe(expected);
  }
});

test('experience 500500 is viewed on mount', async () => {
  const t = start({ answer: () => [experience(11, 500500)] });
  await flush();
  t.actor.send(mount(11));
  await flush();
  expect(t.calls).toEqual([
    { action: 'viewed', placedExperienceId: '11:500500', extraContext: {} },
  ]);
});

test('experience 1000075 is viewed when it appears', async () => {
  const t = start({ answer: () => [experience(1000541, 1000075)] });
  t.actor.send(mount(11));
  await flush();
  expect(t.calls.map((c) => c.placedExperienceId)).toEqual(['1000541:1000075']);
});

test('viewing placement 1000162 triggers a refresh', async () => {
  const t = start({ answer: () => [experience(1000162, 7)] });
  t.actor.send(mount(1000162));
  await flush();
  t.actor.send({ type: 'experience.displayed', placementId: 1000162 });
  await flush();
  expect(t.fetches.map((f) => f.viewer)).toEqual(['init', 'refresh']);
});

test('completing 507054 disables navigation', async () => {
  const t = start({ answer: () => [experience(11, 507054)] });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.complete', placementId: 11 });
  expect(t.actor.getSnapshot().context.navigationDisabled).toBe(true);
  expect(t.emitted).toContainEqual({ type: 'navigation.disable' });
});

test('experiences 502312, 502320, 502321 and 502322 complete automatically', async () => {
  for (const id of [502312, 502320, 502321, 502322]) {
    const t = start({ answer: () => [experience(11, id)] });
    t.actor.send(mount(11));
    await flush();
    t.actor.send({ type: 'experience.displayed', placementId: 11 });
    await flush();
    expect(t.calls.map((c) => c.action)).toEqual(['viewed', 'completed']);
  }
});

test('a trigger sends the extra context merged with the experience metadata', async () => {
  const t = start({ answer: () => [experience(11, 1, { metadata: { origin: 'feed' } })] });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.trigger', placementId: 11, extraContext: { pin: '7' } });
  await flush();
  expect(t.calls).toEqual([
    { action: 'triggered', placedExperienceId: '11:1', extraContext: { pin: '7', origin: 'feed' } },
  ]);
});

test('clicks on banner elements are logged as event 101 with component and element', async () => {
  const t = start();
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.click', placementId: 11, component: 14071, element: 'dismiss' });
  t.actor.send({ type: 'experience.click', placementId: 11, component: 14075, element: 'primary' });
  t.actor.send({
    type: 'experience.click',
    placementId: 11,
    component: 14071,
    element: 'secondary',
  });
  const click = { type: 'log', eventType: 101, objectId: '11:1' };
  const where = { viewType: 'other', viewParameter: null, auxData: { placement_id: 11 } };
  expect(t.emitted.filter((e) => e.type === 'log')).toEqual([
    { ...click, component: 14071, element: 11925, ...where },
    { ...click, component: 14075, element: 13004, ...where },
    { ...click, component: 14071, element: 13005, ...where },
  ]);
});

test('a banner click logs 101 with the view type of the page it is shown on and no pin view parameter', async () => {
  const t = start();
  t.actor.send(mount(11));
  await flush();
  t.actor.send({
    type: 'experience.click',
    placementId: 11,
    component: 14071,
    element: 'primary',
    viewType: 'home_feed',
  });
  expect(t.emitted.find((e) => e.type === 'log' && e.eventType === 101)).toMatchObject({
    viewType: 'home_feed',
    viewParameter: null,
    component: 14071,
    element: 13004,
    objectId: '11:1',
    auxData: { placement_id: 11 },
  });
});

test('a failed fetch shows nothing and stays quiet', async () => {
  const clock = new SimulatedClock();
  const actor = createActor(
    experiencesMachine.provide({
      actors: { fetchExperiences: fromPromise(() => Promise.reject(new Error('down'))) },
    }),
    { clock, input: { refreshHomePlacement: false } },
  ).start();
  actor.send(mount(11));
  await flush();
  expect(actor.getSnapshot().value).toEqual({ active: 'idle' });
  expect(selectPlacementExperience(11)(actor.getSnapshot())).toBeNull();
});

test("the NoAction timer's state is kept per placement: pending, then fired or aborted", async () => {
  const t = start({ answer: () => [experience(11, 1), experience(1000503, 3)] });
  t.actor.send(mount(11));
  t.actor.send(mount(1000503));
  await flush();
  t.actor.send({ type: 'experience.displayed', placementId: 11 });
  t.actor.send({ type: 'experience.displayed', placementId: 1000503 });
  expect(t.actor.getSnapshot().context.noAction).toEqual({ 11: 'pending', 1000503: 'pending' });
  t.actor.send({ type: 'experience.dismiss', placementId: 1000503 });
  t.clock.increment(4000);
  expect(t.actor.getSnapshot().context.noAction).toEqual({ 11: 'fired', 1000503: 'aborted' });
});

const failure = (status: number) => Object.assign(new Error('call failed'), { status });

test('a dismissal the server did not get is sent again after 5000 ms, until it gets there', async () => {
  const t = start({
    callAnswer: (_, n) => (n < 2 ? Promise.reject(failure(n === 0 ? 0 : 503)) : Promise.resolve()),
  });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 11 });
  await flush();
  expect(t.calls.map((c) => c.action)).toEqual(['dismissed']);
  t.clock.increment(4999);
  await flush();
  expect(t.calls).toHaveLength(1);
  t.clock.increment(1);
  await flush();
  expect(t.calls).toHaveLength(2);
  t.clock.increment(5000);
  await flush();
  expect(t.calls.map((c) => [c.action, c.placedExperienceId])).toEqual([
    ['dismissed', '11:1'],
    ['dismissed', '11:1'],
    ['dismissed', '11:1'],
  ]);
  t.clock.increment(20_000);
  await flush();
  expect(t.calls).toHaveLength(3);
  expect(t.actor.getSnapshot().context.unsent).toEqual([]);
});

test('a call the server refused (4xx) is not sent again', async () => {
  const t = start({ callAnswer: () => Promise.reject(failure(404)) });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'experience.dismiss', placementId: 11 });
  await flush();
  t.clock.increment(20_000);
  await flush();
  expect(t.calls).toHaveLength(1);
});

test('an answer that left before the server heard of a dismissal does not bring it back', async () => {
  let answerRefresh: (list: Experience[]) => void = () => undefined;
  let dismissed: () => void = () => undefined;
  const t = start({
    answer: (input) =>
      input.viewer === 'init'
        ? [experience(11, 1)]
        : new Promise<Experience[]>((resolve) => (answerRefresh = resolve)),
    callAnswer: () => new Promise<void>((resolve) => (dismissed = resolve)),
    refreshHomePlacement: true,
  });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'placement.unmount', placementId: 11 });
  t.actor.send({ type: 'experience.dismiss', placementId: 11 });
  await flush();
  expect(t.fetches.map((f) => f.viewer)).toEqual(['init', 'refresh']);
  // The refresh answers while the dismissal is still on its way: the server still had it.
  answerRefresh([experience(11, 1)]);
  await flush();
  expect(t.chosen(11)).toBeNull();
  dismissed();
  await flush();
  expect(t.chosen(11)).toBeNull();
});

test('an answer asked before a dismissal and answered after the server heard of it does not bring it back; a later one is trusted', async () => {
  let answerRefresh: (list: Experience[]) => void = () => undefined;
  const t = start({
    answer: (input) =>
      input.viewer === 'init'
        ? [experience(11, 1)]
        : new Promise<Experience[]>((resolve) => (answerRefresh = resolve)),
    callAnswer: () => Promise.resolve(),
    refreshHomePlacement: true,
  });
  t.actor.send(mount(11));
  await flush();
  t.actor.send({ type: 'placement.unmount', placementId: 11 });
  t.actor.send({ type: 'experience.dismiss', placementId: 11 });
  await flush();
  expect(t.fetches.map((f) => f.viewer)).toEqual(['init', 'refresh']);
  // The dismissal's answer comes first; the refresh, asked before it, comes after.
  expect(t.actor.getSnapshot().context.callsOut).toEqual({});
  answerRefresh([experience(11, 1)]);
  await flush();
  expect(t.chosen(11)).toBeNull();
  // A fetch started after the server answered the dismissal says what the server holds now.
  t.actor.send({ type: 'experiences.refresh' });
  await flush();
  answerRefresh([experience(11, 2)]);
  await flush();
  expect(t.chosen(11)?.experience_id).toBe(2);
});
