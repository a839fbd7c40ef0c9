// Properties of the viewer URL form (spec 1 section 6) and the price rules (spec 1 section 5).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { priceDisplay } from '../domain/price';
import { makePin } from '../domain/test-pin';
import { DEVICES, parseViewerQuery, VIEWER_KINDS } from '../domain/viewer';

test('any query string gives only valid viewer fields', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc
          .record({ viewer: fc.string(), device: fc.string(), country: fc.string() })
          .map((q) => `?${new URLSearchParams(q).toString()}`),
      ),
      (search) => {
        const preference = parseViewerQuery(search);
        if (preference.kind !== undefined) expect(VIEWER_KINDS).toContain(preference.kind);
        if (preference.device !== undefined) expect(DEVICES).toContain(preference.device);
        if (preference.country !== undefined) expect(preference.country).toMatch(/^[A-Z]{2}$/u);
      },
    ),
  );
});

const money = fc.integer({ min: 1, max: 100_000 }).map((cents) => `$${(cents / 100).toFixed(2)}`);

test('the struck original price never equals the current price', () => {
  fc.assert(
    fc.property(
      fc.option(money, { nil: undefined }),
      fc.option(money, { nil: undefined }),
      fc.option(money, { nil: undefined }),
      fc.option(money, { nil: undefined }),
      (min, max, price, original) => {
        const offerSummary = { minPrice: min, maxPrice: max, price, standardPrice: original };
        const richSummary = {
          typeName: 'product' as const,
          displayName: 'Oak chair',
          siteName: 'Oak & Ash',
          url: 'https://oak.example/chair',
          products: [{ itemId: 'i1', itemSetId: 's1', offerSummary }],
        };
        const shown = priceDisplay({ pin: makePin({ richSummary }) });
        const current = shown.kind === 'price' ? shown.current : null;
        if (shown.kind === 'price' && shown.original !== null)
          expect(shown.original).not.toBe(shown.current);
        if (current !== null && min && max && min !== max) expect(current).toBe(`${min}–${max}`);
      },
    ),
  );
});
