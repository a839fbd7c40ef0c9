// Closeup prefetch of a hovered or focused card (spec 3 section 9 prefetch delay groups) over
// random pointer entries, leaves, time and fetch outcomes, against a small independent model: a
// fetch starts only once the pointer has stayed past the delay since it last came in, never after
// it left, and a pin fetched once is not fetched again (a failed fetch may be tried on the next
// hover). The same property catches a machine that prefetches on the wrong delay.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { makePin } from '../domain/test-pin';
import type { Pin } from '../domain/types';
import { cardHoverMachine } from '../machines/card-hover.machine';
import { flush } from '../machines/test-support';
import { assertProperty } from './property-support';

type Step = { kind: 'enter' } | { kind: 'leave' } | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'enter' }),
  fc.constant<Step>({ kind: 'leave' }),
  fc.integer({ min: 1, max: 2 * 200 }).map((ms): Step => ({ kind: 'wait', ms })),
);

/**
 * The model: the steps (by index) during which a fetch must start. The pointer is in from an `enter` while out
 * (a leave followed by an enter within the fade counts as a new entry) to the next `leave`; a
 * fetch starts `delay` ms after the entry when the pointer is still in and nothing was fetched.
 */
function expectedFetches(steps: readonly Step[], failing: boolean, delay: number): number[] {
  let now = 0;
  let inSince: number | null = null;
  let fetched = false;
  const starts: number[] = [];
  let triedSince: number | null = null;
  steps.forEach((s, index) => {
    if (s.kind === 'enter' && inSince === null) inSince = now;
    else if (s.kind === 'leave') inSince = null;
    else if (s.kind === 'wait') {
      now += s.ms;
      if (inSince !== null && !fetched && triedSince !== inSince && now >= inSince + delay) {
        starts.push(index);
        triedSince = inSince;
        if (!failing) fetched = true;
      }
    }
  });
  return starts;
}

/** The steps (by index) during which the machine started a fetch. */
async function runMachine(
  logic: typeof cardHoverMachine,
  steps: readonly Step[],
  failing: boolean,
): Promise<number[]> {
  const clock = new SimulatedClock();
  const starts: number[] = [];
  let at = 0;
  const actor = createActor(
    logic.provide({
      actors: {
        prefetchPin: fromPromise<Pin | null, { pinId: string }>(({ input }) => {
          starts.push(at);
          return failing
            ? Promise.reject(new Error('offline'))
            : Promise.resolve(makePin({ id: input.pinId }));
        }),
      },
    }),
    { clock, input: { canEdit: false, contextMenuAllowed: false, prefetchPinId: 'p1' } },
  ).start();
  for (const [index, s] of steps.entries()) {
    at = index;
    if (s.kind === 'enter') actor.send({ type: 'hover.start' });
    else if (s.kind === 'leave') actor.send({ type: 'hover.end' });
    else clock.increment(s.ms);
    await flush();
  }
  actor.stop();
  return starts;
}

const scenario = fc.record({
  steps: fc.array(step, { maxLength: 30 }),
  failing: fc.boolean(),
});

const prefetchesAsModelled = (logic: typeof cardHoverMachine) =>
  fc.asyncProperty(scenario, async ({ steps, failing }) => {
    const starts = await runMachine(logic, steps, failing);
    expect(starts).toEqual(expectedFetches(steps, failing, 200));
  });

test('card prefetch: a fetch starts only after the pointer stayed past the delay, never after it left, once', async () => {
  await assertProperty('card-hover-prefetch', prefetchesAsModelled(cardHoverMachine), 200);
});

test('the prefetch property catches a machine that prefetches on the 100 ms group', async () => {
  const broken = cardHoverMachine.provide({ delays: { prefetchDelay: 100 } });
  const result = await fc.check(prefetchesAsModelled(broken), { numRuns: 200, seed: 1 });
  expect(result.failed).toBe(true);
});
