// Properties of time and rating rules (spec 1 sections 5 and 9, spec 3 section 9).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ratingStars } from '../domain/rating';
import { relativeTime } from '../domain/relative-time';
import { storyPinDurationText } from '../domain/time';

const ORDER = ['Just now', 'm', 'h', 'd', 'w', 'mo', 'y'];
const unitRank = (text: string) =>
  ORDER.indexOf(text === 'Just now' ? text : text.replace(/^\d+/u, ''));

test('relative time never moves to a smaller unit as time passes', () => {
  fc.assert(
    fc.property(fc.nat(2 ** 40), fc.nat(2 ** 40), (a, b) => {
      const now = 2 ** 41;
      const [older, newer] = a <= b ? [a, b] : [b, a];
      expect(unitRank(relativeTime({ time: now - newer, now }))).toBeGreaterThanOrEqual(
        unitRank(relativeTime({ time: now - older, now })),
      );
    }),
  );
});

test('a duration reads back as its whole seconds', () => {
  fc.assert(
    fc.property(fc.nat(10 ** 9), (ms) => {
      const [minutes, seconds] = storyPinDurationText({
        totalVideoDuration: ms,
        staticPageCount: 0,
      })
        .split(':')
        .map(Number);
      expect(seconds).toBeLessThan(60);
      expect((minutes ?? 0) * 60 + (seconds ?? 0)).toBe(Math.floor(ms / 1000));
    }),
  );
});

test('story pin duration is video duration plus 5000 ms per static page', () => {
  fc.assert(
    fc.property(fc.nat(10 ** 7), fc.nat(30), (totalVideoDuration, staticPageCount) => {
      const seconds = Math.floor((totalVideoDuration + 5000 * staticPageCount) / 1000);
      expect(storyPinDurationText({ totalVideoDuration, staticPageCount })).toBe(
        `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      );
    }),
  );
});

test('stars stay within a quarter star of the rating', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (value) => {
      const stars = ratingStars({ value });
      expect(stars).toHaveLength(5);
      const shown = stars.reduce((sum, s) => sum + (s === 'full' ? 1 : s === 'half' ? 0.5 : 0), 0);
      expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.25 + 1e-9);
      const firstNotFull = stars.findIndex((s) => s !== 'full');
      if (firstNotFull >= 0)
        expect(stars.slice(firstNotFull + 1).every((s) => s === 'empty')).toBe(true);
    }),
  );
});
