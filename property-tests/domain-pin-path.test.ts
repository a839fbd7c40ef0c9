// Properties of pin paths (spec 1 section 2, spec 3 section 2): the parser finds the id of any
// generated path, the canonical path round-trips, reserved words are never profiles.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  isProfileSegment,
  pinIdFromPath,
  parsePinPath,
  pinPath,
  pinSeoPath,
} from '../domain/pin-path';

const idChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split(''),
);
/** Ids of the pattern that a text--id path can carry: no double dash, not starting with a dash. */
const pinId = fc
  .string({ unit: idChar, minLength: 1, maxLength: 24 })
  .filter((id) => !id.includes('--') && !id.startsWith('-'));
const slug = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')),
  maxLength: 40,
});

test('the pin path parser finds the id of any generated path', () => {
  fc.assert(
    fc.property(pinId, slug, fc.boolean(), fc.boolean(), (id, text, withText, trailingSlash) => {
      const segment = withText && text !== '' ? `${text}--${id}` : id;
      const path = `/pin/${segment}${trailingSlash ? '/' : ''}`;
      expect(pinIdFromPath(path)).toBe(id);
    }),
  );
});

test('the parser finds the id behind sub-paths, queries and hashes', () => {
  fc.assert(
    fc.property(
      pinId,
      fc.constantFrom('', 'repin', 'edit', 'analytics', 'comments', 'visual-search/products'),
      fc.constantFrom('', '?isEditingPin=true', '?invite_code=X#imgViewer'),
      (id, rest, tail) => {
        const path = `/pin/${id}/${rest}${rest ? '/' : ''}${tail}`;
        expect(parsePinPath(path)).toEqual({ id, rest });
      },
    ),
  );
});

test('the canonical and descriptive paths round-trip', () => {
  fc.assert(
    fc.property(pinId, fc.string({ maxLength: 80 }), (id, title) => {
      expect(pinIdFromPath(pinPath(id))).toBe(id);
      expect(pinIdFromPath(pinSeoPath({ id, text: title }))).toBe(id);
    }),
  );
});

test('the parser only ever returns ids of the id pattern', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 60 }), (anything) => {
      const id = pinIdFromPath(`/pin/${anything}`);
      if (id !== null) expect(id).toMatch(/^[A-Za-z0-9_-]+$/u);
    }),
  );
});

/** The reserved words spec 3 section 2 names. */
test('reserved words are never profiles, in any letter case', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('about', 'ads', 'settings', 'search', 'today', 'topics', 'login'),
      fc.boolean(),
      (word, upper) => {
        expect(isProfileSegment(upper ? word.toUpperCase() : word)).toBe(false);
      },
    ),
  );
});
