// Properties of visual search (decision 059) against a small model written apart: a pin is similar
// when it is another pin of the same category or of a colour at most the near distance away;
// the answer holds exactly those, each once, best rank first; products are a subset.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makePin } from '../domain/test-pin';
import { visuallySimilarPins } from '../domain/visual-search';

const channel = fc.integer({ min: 0, max: 255 });
const colour = fc
  .tuple(channel, channel, channel)
  .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
const pinArb = fc.record({
  category: fc.constantFrom('home_decor', 'travel', 'art'),
  dominantColor: fc.oneof(colour, fc.constant('')),
  isShoppable: fc.boolean(),
});

/** The model: RGB distance from the hex digits, category or near colour, not the pin itself. */
function modelSimilar(a: { category: string; dominantColor: string }, b: typeof a): number {
  const rgb = (hex: string) =>
    /^#[0-9a-f]{6}$/u.test(hex) ? [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) : null;
  const x = rgb(a.dominantColor);
  const y = rgb(b.dominantColor);
  const near =
    x !== null &&
    y !== null &&
    Math.sqrt(x.reduce((sum, v, i) => sum + (v - (y[i] ?? 0)) ** 2, 0)) <= 64;
  return (a.category === b.category ? 2 : 0) + (near ? 1 : 0);
}

type Fields = { category: string; dominantColor: string; isShoppable: boolean };
const build = (fields: Fields[]) => fields.map((f, i) => makePin({ id: `p${i}`, ...f }));

test('the answer is exactly the similar pins of the model, best rank first', () => {
  fc.assert(
    fc.property(pinArb, fc.array(pinArb, { maxLength: 30 }), (sourceFields, fields) => {
      const source = makePin({ id: 'source', ...sourceFields });
      const pins = [source, ...build(fields)];
      const answer = visuallySimilarPins({ source, pins });
      const expected = pins.filter((p) => p.id !== 'source' && modelSimilar(source, p) > 0);
      expect(answer.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
      const ranks = answer.map((p) => modelSimilar(source, p));
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }),
  );
});

test('the products are the similar pins that are for sale, in the same order', () => {
  fc.assert(
    fc.property(pinArb, fc.array(pinArb, { maxLength: 30 }), (sourceFields, fields) => {
      const source = makePin({ id: 'source', ...sourceFields });
      const pins = build(fields);
      const all = visuallySimilarPins({ source, pins });
      const products = visuallySimilarPins({ source, pins, type: 'products' });
      expect(products).toEqual(all.filter((p) => p.isShoppable));
    }),
  );
});
