// Properties of the carousel rules (spec 1 section 4): any sequence of presses, swipes and dot
// jumps keeps the index in bounds, and the arrows agree with the index.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  clampSlot,
  showsNextArrow,
  showsPreviousArrow,
  stepSlot,
  swipeDirection,
} from '../domain/carousel';
import { collageChips } from '../domain/collage-chips';

const move = fc.oneof(
  fc.record({
    kind: fc.constant('step' as const),
    direction: fc.constantFrom('previous' as const, 'next' as const),
  }),
  fc.record({ kind: fc.constant('dot' as const), index: fc.integer({ min: -3, max: 12 }) }),
  fc.record({
    kind: fc.constant('swipe' as const),
    dx: fc.integer({ min: -300, max: 300 }),
    dy: fc.integer({ min: -300, max: 300 }),
    durationMs: fc.integer({ min: 0, max: 1200 }),
  }),
);

test('the index stays within the slots for any sequence of moves', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 8 }),
      fc.array(move, { maxLength: 40 }),
      (slotCount, moves) => {
        let index = 0;
        for (const m of moves) {
          if (m.kind === 'step') index = stepSlot({ index, slotCount, direction: m.direction });
          else if (m.kind === 'dot') index = clampSlot({ index: m.index, slotCount });
          else {
            const direction = swipeDirection(m);
            if (direction) index = stepSlot({ index, slotCount, direction });
          }
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(slotCount);
          expect(showsPreviousArrow(index)).toBe(index > 0);
          expect(showsNextArrow({ index, slotCount })).toBe(index < slotCount - 1);
        }
      },
    ),
  );
});

test('a swipe of 500 ms or more, or mostly vertical, never counts', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -300, max: 300 }),
      fc.integer({ min: -300, max: 300 }),
      fc.integer({ min: 0, max: 2000 }),
      (dx, dy, durationMs) => {
        if (durationMs >= 500 || Math.abs(dy) >= Math.abs(dx)) {
          expect(swipeDirection({ dx, dy, durationMs })).toBe(null);
        }
      },
    ),
  );
});

test('collage chips are none or exactly the first 3', () => {
  fc.assert(
    fc.property(fc.array(fc.integer(), { maxLength: 10 }), (items) => {
      const chips = collageChips(items);
      expect(chips).toEqual(items.length >= 3 ? items.slice(0, 3) : []);
    }),
  );
});
