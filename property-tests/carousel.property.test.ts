// Carousel (spec 1 section 4, spec 3 section 4) over random presses, dot jumps, swipes and time:
// the index follows a small model of the spec (press, dot, swipe rules), the arrows agree with it,
// the secondary content shows for 4000 ms after each change, and every logged swipe names its slot.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { CarouselEmitted, CarouselEvent } from '../machines/carousel.machine';
import { carouselMachine, selectIndex, selectShowsSecondary } from '../machines/carousel.machine';
import { assertProperty, propertyFails } from './property-support';

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

/** Spec 1 section 4: swipes under 500 ms, beyond squared distance 100; secondary content 4000 ms. */
const SWIPE_MS = 500;
const TAP_SQUARED = 100;
const SECONDARY_MS = 4000;

/** Where the spec says an event leaves the carousel. */
function modelTarget(index: number, event: CarouselEvent, slots: number, step: number): number {
  const within = (i: number) => (i < 0 ? 0 : i > slots - 1 ? slots - 1 : i);
  switch (event.type) {
    case 'carousel.previous':
      return within(index - step);
    case 'carousel.next':
      return within(index + step);
    case 'carousel.goTo':
      return within(event.index);
    case 'carousel.swipe': {
      const { dx, dy, durationMs } = event;
      const counts =
        durationMs < SWIPE_MS && Math.abs(dx) > Math.abs(dy) && dx * dx + dy * dy > TAP_SQUARED;
      if (!counts) return index;
      return within(dx < 0 ? index + step : index - step);
    }
  }
}

const carouselFollowsTheSpec = (machine: typeof carouselMachine) =>
  fc.property(setupArb, fc.array(step, { maxLength: 40 }), (input, steps) => {
    const clock = new SimulatedClock();
    const slotIds = Array.from({ length: input.slotCount }, (_, i) => `slot-${i}`);
    const actor = createActor(machine, {
      clock,
      input: { ...input, carouselDataId: 'c-1', slotIds },
    }).start();
    const swipes: CarouselEmitted[] = [];
    actor.on('carousel.swiped', (e) => swipes.push(e));
    let index = Math.min(Math.max(input.startIndex, 0), input.slotCount - 1);
    let now = 0;
    let secondaryUntil = 0;
    for (const s of steps) {
      const before = index;
      if (s.kind === 'send') {
        actor.send(s.event);
        index = modelTarget(index, s.event, input.slotCount, input.itemsPerPage);
        if (index !== before) secondaryUntil = now + SECONDARY_MS;
      } else {
        clock.increment(s.ms);
        now += s.ms;
      }
      const snapshot = actor.getSnapshot();
      expect(selectIndex(snapshot)).toBe(index);
      expect(snapshot.can({ type: 'carousel.previous' })).toBe(index > 0);
      expect(snapshot.can({ type: 'carousel.next' })).toBe(index < input.slotCount - 1);
      expect(selectShowsSecondary(snapshot)).toBe(now < secondaryUntil);
      if (s.kind === 'send' && s.event.type === 'carousel.swipe' && index !== before) {
        expect(swipes.at(-1)).toMatchObject({
          carouselSlotId: `slot-${before}`,
          carouselDataId: 'c-1',
          slotIndex: before,
          targetIndex: index,
        });
      }
    }
    actor.stop();
  });

test('a press moves one step of items per page within the slots, a dot jumps, a swipe counts under 500 ms and mostly horizontal, the secondary content shows 4000 ms after a change', async () => {
  await assertProperty('carousel', carouselFollowsTheSpec(carouselMachine));
});

test('the suite catches secondary content that hides too soon', async () => {
  const brief = carouselMachine.provide({ delays: { secondaryContent: SECONDARY_MS / 2 } });
  expect(await propertyFails(carouselFollowsTheSpec(brief))).toBe(true);
});
