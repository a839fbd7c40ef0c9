// Properties of the number rules (spec 1 sections 5 and 9, spec 3 section 9): shortening is
// monotone and within half a step of the value; favorite counts and buckets agree with their
// definitions.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { daysBucket, favoriteCountLabel, shortenNumber } from '../domain/numbers';

test('a count of days falls inside its bucket', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
      const label = daysBucket(n);
      if (label.endsWith('+')) {
        expect(n >= 84 && label === '84+').toBe(true);
        return;
      }
      const [lo, hi] = label.split('-').map(Number);
      expect(lo !== undefined && hi !== undefined && lo <= n && n <= hi).toBe(true);
    }),
  );
});

const UNITS: Record<string, number> = { k: 1e3, M: 1e6, B: 1e9, 万: 1e4, 億: 1e8 };

/** The value a short form stands for ('1.23k' is 1230, '100k+' is 100000). */
function valueOf(short: string): number {
  const match = /^(-?\d+(?:\.\d+)?)(k|M|B|万|億)?\+?$/u.exec(short);
  if (!match) throw new Error(`not a short number: ${short}`);
  return Number(match[1]) * (match[2] ? (UNITS[match[2]] ?? 1) : 1);
}

const count = fc.integer({ min: 0, max: 5_000_000_000_000 });
const locale = fc.constantFrom('en', 'en-GB', 'fr', 'zh', 'zh-TW', 'ja', 'ko-KR');
const digits = fc.constantFrom(1, 2);

test('shortening is monotone', () => {
  fc.assert(
    fc.property(count, count, locale, digits, (a, b, loc, fractionDigits) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const l = valueOf(shortenNumber({ value: lo, locale: loc, fractionDigits }));
      const h = valueOf(shortenNumber({ value: hi, locale: loc, fractionDigits }));
      expect(l).toBeLessThanOrEqual(h);
    }),
  );
});

test('shortening rounds: the number shown is within half a step of its last digit', () => {
  fc.assert(
    fc.property(count, locale, digits, (value, loc, fractionDigits) => {
      const short = shortenNumber({ value, locale: loc, fractionDigits });
      const unit = UNITS[short.replace(/^[-\d.]+/u, '')] ?? 1;
      expect(Math.abs(value - valueOf(short))).toBeLessThanOrEqual(
        unit / 10 ** fractionDigits / 2 + 1e-6,
      );
    }),
  );
});

test('a short number never shows 1000 of a unit when a bigger one exists', () => {
  fc.assert(
    fc.property(count, locale, digits, (value, loc, fractionDigits) => {
      const short = shortenNumber({ value, locale: loc, fractionDigits });
      const match = /^(\d+(?:\.\d+)?)(k|M|万)$/u.exec(short);
      if (match) expect(Number(match[1])).toBeLessThan(match[2] === '万' ? 10_000 : 1000);
    }),
  );
});

test('numbers up to 999 are never shortened', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 999 }), locale, (value, loc) => {
      expect(shortenNumber({ value, locale: loc })).toBe(String(value));
    }),
  );
});

test('a trailing + appears exactly past the upper limit', () => {
  fc.assert(
    fc.property(count, fc.integer({ min: 1, max: 10_000_000 }), (value, upperLimit) => {
      const short = shortenNumber({ value, upperLimit });
      expect(short.endsWith('+')).toBe(value > upperLimit);
      const shown = shortenNumber({ value: Math.min(value, upperLimit) });
      expect(short).toBe(value > upperLimit ? `${shown}+` : shown);
    }),
  );
});

test('the favorite count is hidden at 0 or less, a number under 10, else 9+', () => {
  fc.assert(
    fc.property(fc.integer({ min: -100, max: 100_000 }), (n) => {
      const label = favoriteCountLabel(n);
      if (n <= 0) expect(label).toBe(null);
      else if (n < 10) expect(label).toBe(String(n));
      else expect(label).toBe('9+');
    }),
  );
});
