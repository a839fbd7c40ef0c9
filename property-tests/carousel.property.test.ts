// Carousel (spec 1 section 4, spec 3 section 4) over random presses, dot jumps, swipes and time:
// the index always stays within the slots, the arrows the machine allows agree with the index,
// and every logged swipe moved from its slot index to its target index.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { CarouselEmitted, CarouselEvent } from '../machines/carousel.machine';
import { carouselMachine } from '../machines/carousel.machine';
import { assertProperty } from './property-support';

type Step = { kind: 'send'; event: CarouselEvent } | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom<CarouselEvent>({ type: 'carousel.previous' }, { type: 'carousel.next' })
    .map((event): Step => ({ kind: 'send', event })),
  fc
    .integer({ min: -5, max: 12 })
    .map((index): Step => ({ kind: 'send', event: { type: 'carousel.goTo', index } })),
  fc
    .record({
      dx: fc.integer({ min: -400, max: 400 }),
      dy: fc.integer({ min: -400, max: 400 }),
      durationMs: fc.integer({ min: 0, max: 1200 }),
    })
    .map((swipe): Step => ({ kind: 'send', event: { type: 'carousel.swipe', ...swipe } })),
  fc.integer({ min: 1, max: 6000 }).map((ms): Step => ({ kind: 'wait', ms })),
);

const setupArb = fc.record({
  slotCount: fc.integer({ min: 1, max: 8 }),
  itemsPerPage: fc.integer({ min: 1, max: 3 }),
  startIndex: fc.integer({ min: -2, max: 10 }),
});

test('carousel: the index is always within the slots over any sequence of events', async () => {
  await assertProperty(
    'carousel',
    fc.asyncProperty(setupArb, fc.array(step, { maxLength: 40 }), (input, steps) => {
      const clock = new SimulatedClock();
      const slotIds = Array.from({ length: input.slotCount }, (_, i) => `slot-${i}`);
      const actor = createActor(carouselMachine, {
        clock,
        input: { ...input, carouselDataId: 'c-1', slotIds },
      }).start();
      const swipes: CarouselEmitted[] = [];
      actor.on('carousel.swiped', (e) => swipes.push(e));
      for (const s of steps) {
        const before = actor.getSnapshot().context.index;
        if (s.kind === 'send') actor.send(s.event);
        else clock.increment(s.ms);
        const snapshot = actor.getSnapshot();
        const { index } = snapshot.context;
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThanOrEqual(input.slotCount - 1);
        expect(snapshot.can({ type: 'carousel.previous' })).toBe(index > 0);
        expect(snapshot.can({ type: 'carousel.next' })).toBe(index < input.slotCount - 1);
        const last = swipes.at(-1);
        if (s.kind === 'send' && s.event.type === 'carousel.swipe' && index !== before) {
          expect(last).toMatchObject({ slotIndex: before, targetIndex: index });
          expect(last?.carouselSlotId).toBe(`slot-${before}`);
        }
      }
      actor.stop();
      return Promise.resolve();
    }),
  );
});
