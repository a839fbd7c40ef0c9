import { expect, test } from 'vitest';
import { formatMoney, priceDisplay } from './price';
import { makePin } from './test-pin';
import type { RichSummary } from './types';

type Offer = RichSummary['products'][number]['offerSummary'];

const summary = (offerSummary: RichSummary['products'][number]['offerSummary']): RichSummary => ({
  typeName: 'product',
  displayName: 'Oak chair',
  siteName: 'Oak & Ash',
  url: 'https://oak.example/chair',
  products: [{ itemId: 'i1', itemSetId: 's1', offerSummary }],
});

/** What a card whose rich summary has this offer shows as its price, and struck through. */
const shown = (offer: Offer) => priceDisplay({ pin: makePin({ richSummary: summary(offer) }) });
const priceRange = (offer: Offer) => {
  const price = shown(offer);
  return price.kind === 'price' ? price.current : null;
};
const struckOriginalPrice = (offer: Offer) => {
  const price = shown(offer);
  return price.kind === 'price' ? price.original : null;
};

test('price shows a range min-max when both exist', () => {
  expect(priceRange({ minPrice: '$10.00', maxPrice: '$25.00', price: '$12.00' })).toBe(
    '$10.00–$25.00',
  );
});

test('price shows the single price when the range is incomplete', () => {
  expect(priceRange({ minPrice: '$10.00', price: '$12.00' })).toBe('$12.00');
  expect(priceRange({ price: '$12.00' })).toBe('$12.00');
  expect(priceRange({ minPrice: '$10.00' })).toBe('$10.00');
  expect(priceRange({ minPrice: '$10.00', maxPrice: '$10.00' })).toBe('$10.00');
  expect(priceRange({})).toBe(null);
});

test('original price is struck through only when different from the current price', () => {
  expect(struckOriginalPrice({ price: '$12.00', standardPrice: '$20.00' })).toBe('$20.00');
  expect(struckOriginalPrice({ price: '$12.00', standardPrice: '$12.00' })).toBe(null);
  expect(struckOriginalPrice({ price: '$12.00' })).toBe(null);
});

test('money is formatted in its currency', () => {
  expect(formatMoney({ amount: 12 })).toBe('$12.00');
  expect(formatMoney({ amount: 1234.5, currency: 'EUR', locale: 'en-US' })).toBe('€1,234.50');
  expect(formatMoney({ amount: 5, currency: 'not-a-currency' })).toBe('5.00 not-a-currency');
});

test('the card price comes from the rich summary offer', () => {
  const pin = makePin({
    richSummary: summary({ minPrice: '$10.00', maxPrice: '$25.00', standardPrice: '$30.00' }),
  });
  expect(priceDisplay({ pin })).toEqual({
    kind: 'price',
    current: '$10.00–$25.00',
    original: '$30.00',
  });
});

test('the card price falls back to the product numbers', () => {
  const pin = makePin({
    product: { productId: 'p', currentPrice: 40, originalPrice: 55, currency: 'USD' },
  });
  expect(priceDisplay({ pin })).toEqual({ kind: 'price', current: '$40.00', original: '$55.00' });
  expect(
    priceDisplay({ pin: makePin({ product: { productId: 'p', price: 40, originalPrice: 40 } }) }),
  ).toEqual({ kind: 'price', current: '$40.00', original: null });
  expect(priceDisplay({ pin: makePin() })).toEqual({ kind: 'none' });
});

test('sold-out and stale products show labels instead of price', () => {
  const offer = summary({ price: '$12.00' });
  expect(priceDisplay({ pin: makePin({ richSummary: offer, isOosProduct: true }) })).toEqual({
    kind: 'label',
    text: 'Sold out',
  });
  expect(priceDisplay({ pin: makePin({ richSummary: offer, isStaleProduct: true }) })).toEqual({
    kind: 'label',
    text: 'See price on site',
  });
});
