// Carousel (spec 1 section 4, spec 3 section 4) over random presses, dot jumps, swipes and time:
// the index follows a small model of the spec (press, dot, swipe rules), the arrows agree with it,
// the secondary content shows for 4000 ms after each change, and every logged swipe names its slot,
// its view and, for a search ad, 9315 forward or 9316 backward (spec 3 section 7).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, emit, SimulatedClock } from 'xstate';
import type { CarouselEmitted, CarouselEvent } from '../machines/carousel.machine';
import { carouselMachine, selectIndex, selectShowsSecondary } from '../machines/carousel.machine';
import { stepSlot, swipeDirection } from '../domain/carousel';
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
      searchAd: fc.boolean(),
      view: fc.record({
        viewType: fc.constantFrom('home_feed', 'closeup', 'search', 'board', 'profile', 'other'),
        viewParameter: fc.constantFrom(139, 140, 141, 144, 145),
        component: fc.constantFrom('pin_card', 'closeup'),
      }),
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
/** Spec 3 section 7: a search ad's swipe forward, backward (which is which: ours). */
const SEARCH_AD_FORWARD = 9315;
const SEARCH_AD_BACKWARD = 9316;
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
      input: { ...input, pinId: 'p-1', carouselDataId: 'c-1', slotIds },
    }).start();
    const swipes: CarouselEmitted[] = [];
    actor.on('*', (e) => swipes.push(e));
    let index = Math.min(Math.max(input.startIndex, 0), input.slotCount - 1);
    let now = 0;
    let secondaryUntil = 0;
    let loggedSwipes = 0;
    for (const s of steps) {
      const before = index;
      if (s.kind === 'send') {
        actor.send(s.event);
        index = modelTarget(index, s.event, input.slotCount, input.itemsPerPage);
        if (s.event.type === 'carousel.swipe' && index !== before) loggedSwipes += 1;
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
        const move = {
          carouselSlotId: `slot-${before}`,
          carouselDataId: 'c-1',
          slotIndex: before,
          targetIndex: index,
        };
        const logged = s.event.searchAd
          ? { type: 'log', eventType: index > before ? SEARCH_AD_FORWARD : SEARCH_AD_BACKWARD }
          : { type: 'carousel.swiped' };
        expect(swipes.at(-1)).toEqual({
          ...logged,
          ...move,
          ...s.event.view,
          element: 'carousel',
          objectId: 'p-1',
          auxData: move,
        });
      }
      expect(swipes).toHaveLength(loggedSwipes);
    }
    actor.stop();
  });

test('a press moves one step of items per page within the slots, a dot jumps, a swipe counts under 500 ms and mostly horizontal, the secondary content shows 4000 ms after a change', async () => {
  await assertProperty('carousel', carouselFollowsTheSpec(carouselMachine));
});

test('the suite catches search-ad swipes logged the wrong way round', async () => {
  // The mutant logs a search ad's swipe forward as 9316 and backward as 9315.
  const swapped = carouselMachine.provide({
    actions: {
      logSwipe: emit(({ context, event }) => {
        const e = event as Extract<CarouselEvent, { type: 'carousel.swipe' }>;
        const direction = swipeDirection(e) ?? 'next';
        const move = {
          carouselSlotId: context.slotIds[context.index] ?? '',
          carouselDataId: context.carouselDataId,
          slotIndex: context.index,
          targetIndex: stepSlot({ ...context, direction }),
        };
        const fields = {
          ...move,
          ...(e.view ?? { viewType: 'other', viewParameter: 140, component: 'pin_card' }),
          element: 'carousel',
          objectId: context.pinId,
          auxData: move,
        };
        const eventType = direction === 'next' ? SEARCH_AD_BACKWARD : SEARCH_AD_FORWARD;
        return (
          e.searchAd
            ? { type: 'log', eventType, ...fields }
            : { type: 'carousel.swiped', ...fields }
        ) as CarouselEmitted;
      }),
    },
  });
  expect(await propertyFails(carouselFollowsTheSpec(swapped))).toBe(true);
});

test('the suite catches secondary content that hides too soon', async () => {
  const brief = carouselMachine.provide({ delays: { secondaryContent: SECONDARY_MS / 2 } });
  expect(await propertyFails(carouselFollowsTheSpec(brief))).toBe(true);
});
