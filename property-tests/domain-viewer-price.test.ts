// Properties of the viewer URL form (spec 1 section 6) and the price rules (spec 1 section 5).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { priceRange, struckOriginalPrice } from '../domain/price';
import { DEVICES, VIEWER_KINDS, viewerPreferenceFromQuery, viewerQuery } from '../domain/viewer';

test('any query string gives a valid viewer preference', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc
          .record({ viewer: fc.string(), device: fc.string(), country: fc.string() })
          .map((q) => `?${new URLSearchParams(q).toString()}`),
      ),
      (search) => {
        const preference = viewerPreferenceFromQuery({ search });
        expect(VIEWER_KINDS).toContain(preference.kind);
        expect(DEVICES).toContain(preference.device);
        expect(preference.country).toMatch(/^[A-Z]{2}$/u);
      },
    ),
  );
});

test('every preference round-trips through its query string', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...VIEWER_KINDS),
      fc.constantFrom(...DEVICES),
      fc.stringMatching(/^[A-Z]{2}$/u),
      (kind, device, country) => {
        const preference = { kind, device, country };
        expect(viewerPreferenceFromQuery({ search: viewerQuery(preference) })).toEqual(preference);
      },
    ),
  );
});

const money = fc.integer({ min: 1, max: 100_000 }).map((cents) => `$${(cents / 100).toFixed(2)}`);

test('the struck original price never equals the current price', () => {
  fc.assert(
    fc.property(
      fc.option(money),
      fc.option(money),
      fc.option(money),
      fc.option(money),
      (min, max, price, original) => {
        const current = priceRange({ min, max, price });
        const struck = struckOriginalPrice({ current, original });
        if (struck !== null) expect(struck).not.toBe(current);
        if (current !== null && min && max && min !== max) expect(current).toBe(`${min}–${max}`);
      },
    ),
  );
});
