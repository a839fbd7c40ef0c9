import { expect, test } from 'vitest';
import {
  cancelsTap,
  clampSlot,
  showsNextArrow,
  showsPreviousArrow,
  stepSlot,
  swipeDirection,
} from './carousel';
import { collageChips } from './collage-chips';

test('left arrow shows when index is above 0', () => {
  expect(showsPreviousArrow(0)).toBe(false);
  expect(showsPreviousArrow(1)).toBe(true);
});

test('right arrow shows when index is below slot count minus 1', () => {
  expect(showsNextArrow({ index: 0, slotCount: 5 })).toBe(true);
  expect(showsNextArrow({ index: 3, slotCount: 5 })).toBe(true);
  expect(showsNextArrow({ index: 4, slotCount: 5 })).toBe(false);
  expect(showsNextArrow({ index: 0, slotCount: 1 })).toBe(false);
});

test('a press moves one slot within bounds', () => {
  expect(stepSlot({ index: 0, slotCount: 5, direction: 'next' })).toBe(1);
  expect(stepSlot({ index: 4, slotCount: 5, direction: 'next' })).toBe(4);
  expect(stepSlot({ index: 0, slotCount: 5, direction: 'previous' })).toBe(0);
  expect(stepSlot({ index: 3, slotCount: 5, direction: 'previous' })).toBe(2);
});

test('step equals items per page', () => {
  expect(stepSlot({ index: 0, slotCount: 10, direction: 'next', itemsPerPage: 3 })).toBe(3);
  expect(stepSlot({ index: 8, slotCount: 10, direction: 'next', itemsPerPage: 3 })).toBe(9);
});

test('dots jump to a slot within bounds', () => {
  expect(clampSlot({ index: 3, slotCount: 5 })).toBe(3);
  expect(clampSlot({ index: 9, slotCount: 5 })).toBe(4);
  expect(clampSlot({ index: -2, slotCount: 5 })).toBe(0);
  expect(clampSlot({ index: 2, slotCount: 0 })).toBe(0);
});

test('movement beyond 10 px (squared distance 100) cancels a tap', () => {
  expect(cancelsTap({ dx: 6, dy: 8 })).toBe(false);
  expect(cancelsTap({ dx: 10, dy: 0 })).toBe(false);
  expect(cancelsTap({ dx: 10, dy: 1 })).toBe(true);
});

test('a swipe counts only if under 500 ms and mostly horizontal', () => {
  expect(swipeDirection({ dx: -80, dy: 10, durationMs: 200 })).toBe('next');
  expect(swipeDirection({ dx: 80, dy: 10, durationMs: 200 })).toBe('previous');
  expect(swipeDirection({ dx: -80, dy: 10, durationMs: 500 })).toBe(null);
  expect(swipeDirection({ dx: -40, dy: 60, durationMs: 100 })).toBe(null);
  expect(swipeDirection({ dx: -5, dy: 0, durationMs: 100 })).toBe(null);
});

test('collage chips render only with at least 3 items and show the first 3', () => {
  expect(collageChips([1, 2])).toEqual([]);
  expect(collageChips([1, 2, 3])).toEqual([1, 2, 3]);
  expect(collageChips([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
  expect(collageChips(undefined)).toEqual([]);
});
