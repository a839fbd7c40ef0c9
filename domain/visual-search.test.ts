import { expect, test } from 'vitest';
import { makePin } from './test-pin';
import type { Pin } from './types';
import { parseVisualSearchType, visualSearchPath, visuallySimilarPins } from './visual-search';

const source = makePin({ id: 's', category: 'home_decor', dominantColor: '#e8dccb' });

test('near colour is at most the near distance apart; an unreadable colour is never near', () => {
  // Green 0x40 = 64 apart is near, 0x41 = 65 is not.
  const isNearColour = ({ a, b }: { a: string; b: string }) =>
    visuallySimilarPins({
      source: makePin({ id: 'a', category: '', dominantColor: a }),
      pins: [makePin({ id: 'b', category: 'travel', dominantColor: b })],
    }).length === 1;
  expect(isNearColour({ a: '#000000', b: '#004000' })).toBe(true);
  expect(isNearColour({ a: '#000000', b: '#004100' })).toBe(false);
  expect(isNearColour({ a: '', b: '' })).toBe(false);
});

test('similar pins share the category or a near colour; both rank above either', () => {
  const both = makePin({ id: 'both', category: 'home_decor', dominantColor: '#e9ddcc' });
  const category = makePin({ id: 'cat', category: 'home_decor', dominantColor: '#111111' });
  const colour = makePin({ id: 'col', category: 'travel', dominantColor: '#e8dccb' });
  const neither = makePin({ id: 'no', category: 'travel', dominantColor: '#111111' });
  expect(
    visuallySimilarPins({ source, pins: [neither, colour, category, both] }).map((p) => p.id),
  ).toEqual(['both', 'cat', 'col']);
});

test('a pin is never similar to itself', () => {
  expect(visuallySimilarPins({ source, pins: [source] })).toEqual([]);
});

test('among equally ranked pins the nearer colour comes first, then the list order', () => {
  const far = makePin({ id: 'far', category: 'home_decor', dominantColor: '#000000' });
  const near = makePin({ id: 'near', category: 'home_decor', dominantColor: '#555555' });
  const again = makePin({ id: 'again', category: 'home_decor', dominantColor: '#000000' });
  expect(visuallySimilarPins({ source, pins: [far, near, again] }).map((p) => p.id)).toEqual([
    'near',
    'far',
    'again',
  ]);
});

test('products keeps only similar pins that are products', () => {
  const product = makePin({ id: 'p', category: 'home_decor', isShoppable: true });
  const plain = makePin({ id: 'q', category: 'home_decor' });
  const unrelated = makePin({ id: 'r', category: 'travel', isShoppable: true });
  expect(
    visuallySimilarPins({ source, pins: [plain, product, unrelated], type: 'products' }).map(
      (p) => p.id,
    ),
  ).toEqual(['p']);
});

test('a product pin is for sale or shows a price or product state', () => {
  const isProductPin = (pin: Pin) =>
    visuallySimilarPins({ source, pins: [{ ...pin, category: 'home_decor' }], type: 'products' })
      .length === 1;
  expect(isProductPin(makePin())).toBe(false);
  expect(isProductPin(makePin({ isShoppable: true }))).toBe(true);
  expect(isProductPin(makePin({ product: { price: 12, currency: 'USD' } as never }))).toBe(true);
  expect(isProductPin(makePin({ isOosProduct: true }))).toBe(true);
});

test('the visual search type is pins when absent, products when asked, else unknown', () => {
  expect(parseVisualSearchType(undefined)).toBe('pins');
  expect(parseVisualSearchType('')).toBe('pins');
  expect(parseVisualSearchType('products')).toBe('products');
  expect(parseVisualSearchType('boards')).toBeNull();
});

test('visual search paths are /pin/{id}/visual-search/ and its products/ page', () => {
  expect(visualSearchPath({ id: '42' })).toBe('/pin/42/visual-search/');
  expect(visualSearchPath({ id: '42', products: true })).toBe('/pin/42/visual-search/products/');
});
