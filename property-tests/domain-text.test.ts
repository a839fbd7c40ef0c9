// Properties of the text rules (spec 1 section 5): truncations never exceed their limits and
// keep a prefix of the text; trimming is bounded and idempotent.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  savedIndicatorName,
  statsLabel,
  storyTitle,
  textLength,
  trimTitle,
  truncate,
} from '../domain/text';
import { displayDescription } from '../domain/description';
import { sharedPinHeader } from '../domain/invite';

const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
const fullUnicodeText = fc.string({ unit: 'binary', maxLength: 300 });

/** A description as a pin shows it under any other title ('' when it is not shown). */
const trimDescription = (text: string) =>
  displayDescription({ description: text, displayName: '' }) ?? '';

/**
 * The spec's truncations, read one way (decision 094): text of at most N characters is kept whole;
 * of longer text, the first N characters (code points) and an ellipsis.
 */
function truncatedModel(text: string, n: number): string {
  const points = Array.from(text);
  return points.length <= n ? text : `${points.slice(0, n).join('')}\u2026`;
}

const keepsNCharacters = (cut: typeof truncate) =>
  fc.property(fc.oneof(anyText, fullUnicodeText), fc.integer({ min: 0, max: 300 }), (text, max) => {
    expect(cut({ text, max })).toBe(truncatedModel(text, max));
  });

test('truncated to N keeps N characters of the text, plus an ellipsis when it cut', () => {
  fc.assert(keepsNCharacters(truncate));
});

test('a truncation keeps text within the limit unchanged and otherwise a prefix plus an ellipsis', () => {
  fc.assert(
    fc.property(
      fc.oneof(anyText, fullUnicodeText),
      fc.integer({ min: 1, max: 300 }),
      (text, max) => {
        const out = truncate({ text, max });
        if (textLength(text) <= max) {
          expect(out).toBe(text);
        } else {
          expect(out.endsWith('…')).toBe(true);
          expect(text.startsWith(out.slice(0, -'…'.length))).toBe(true);
        }
      },
    ),
  );
});

test('the property catches a truncation that gives one of its N characters to the ellipsis', () => {
  const oneShort: typeof truncate = ({ text, max }) =>
    Array.from(text).length <= max
      ? text
      : `${Array.from(text)
          .slice(0, max - 1)
          .join('')}…`;
  expect(() => fc.assert(keepsNCharacters(oneShort))).toThrow();
});

test('named truncations keep 20 and 30 characters of the name (saved indicator, sender)', () => {
  fc.assert(
    fc.property(fc.oneof(anyText, fullUnicodeText), (text) => {
      expect(savedIndicatorName(text)).toBe(truncatedModel(text.trim(), 20));
      const header = sharedPinHeader(text);
      if (header !== null)
        expect(header).toBe(`${truncatedModel(text.trim(), 30)} shared this idea with you`);
    }),
  );
});

test('titles never exceed 200 characters and descriptions 496 with no whitespace runs', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        anyText,
        fullUnicodeText,
        fc.string({ unit: fc.constantFrom(' ', '\n', '\t', 'a', 'é'), maxLength: 1200 }),
      ),
      (text) => {
        expect(textLength(trimTitle(text))).toBeLessThanOrEqual(200);
        const description = trimDescription(text);
        expect(textLength(description)).toBeLessThanOrEqual(496);
        expect(description).not.toMatch(/\s\s/u);
        expect(description).toBe(description.trim());
      },
    ),
  );
});

test('trimming is idempotent', () => {
  fc.assert(
    fc.property(fc.oneof(anyText, fullUnicodeText), (text) => {
      expect(trimTitle(trimTitle(text))).toBe(trimTitle(text));
      expect(trimDescription(trimDescription(text))).toBe(trimDescription(text));
    }),
  );
});

test('a story title is whole under 32 characters and never longer than 32 plus an ellipsis', () => {
  fc.assert(
    fc.property(anyText, (text) => {
      const out = storyTitle(text);
      expect(textLength(out)).toBeLessThanOrEqual(32 + 1);
      if (textLength(text.trim()) < 32) expect(out).toBe(text.trim());
    }),
  );
});

test('the stats label never exceeds 14 characters', () => {
  fc.assert(
    fc.property(fc.oneof(anyText, fullUnicodeText), (text) => {
      expect(textLength(statsLabel(text))).toBeLessThanOrEqual(14);
    }),
  );
});
