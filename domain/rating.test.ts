import { expect, test } from 'vitest';
import {
  ratingAccessibleText,
  ratingCountText,
  ratingStars,
  ratingValueText,
  visibleRating,
} from './rating';

test('a single rating shows one decimal', () => {
  expect(ratingValueText(4)).toBe('4.0');
  expect(ratingValueText(4.56)).toBe('4.6');
  expect(ratingAccessibleText({ value: 4.5 })).toBe('4.5 out of 5 stars');
});

test('rating count shows as {count} review(s) or {count} rating(s)', () => {
  expect(ratingCountText({ count: 1 })).toBe('1 review');
  expect(ratingCountText({ count: 12 })).toBe('12 reviews');
  expect(ratingCountText({ count: 1, noun: 'rating' })).toBe('1 rating');
  expect(ratingCountText({ count: 0, noun: 'rating' })).toBe('0 ratings');
  expect(ratingCountText({ count: 2500, noun: 'rating' })).toBe('2.5k ratings');
});

test('rating count in short form', () => {
  expect(ratingCountText({ count: 1234, form: 'short' })).toBe('1.23k');
  expect(ratingCountText({ count: 7, form: 'short' })).toBe('7');
});

test('a remainder of at least 0.75 gives a full star', () => {
  expect(ratingStars({ value: 3.75 })).toEqual(['full', 'full', 'full', 'full', 'empty']);
  expect(ratingStars({ value: 4.9 })).toEqual(['full', 'full', 'full', 'full', 'full']);
});

test('a remainder of at least 0.25 gives a half star', () => {
  expect(ratingStars({ value: 3.25 })).toEqual(['full', 'full', 'full', 'half', 'empty']);
  expect(ratingStars({ value: 3.74 })).toEqual(['full', 'full', 'full', 'half', 'empty']);
  expect(ratingStars({ value: 3.2 })).toEqual(['full', 'full', 'full', 'empty', 'empty']);
});

test('rating max defaults to 5', () => {
  expect(ratingStars({ value: 0 })).toHaveLength(5);
  expect(ratingStars({ value: 9, max: 10 })).toHaveLength(10);
  expect(ratingStars({ value: 7 })).toEqual(['full', 'full', 'full', 'full', 'full']);
});

test('rating is shown only if it exists, is not None, and the count is a finite number', () => {
  expect(visibleRating({ ratingValue: 4.6, ratingCount: 120 })).toEqual({ value: 4.6, count: 120 });
  expect(visibleRating(undefined)).toBeNull();
  expect(visibleRating({ ratingValue: null, ratingCount: 3 })).toBeNull();
  expect(visibleRating({ ratingValue: 'None', ratingCount: 3 })).toBeNull();
  expect(visibleRating({ ratingValue: 4.2 })).toBeNull();
  expect(visibleRating({ ratingValue: 4.2, ratingCount: null })).toBeNull();
  expect(visibleRating({ ratingValue: 4.2, ratingCount: Number.POSITIVE_INFINITY })).toBeNull();
  expect(visibleRating({ ratingValue: 4.2, ratingCount: 0 })).not.toBeNull();
});
