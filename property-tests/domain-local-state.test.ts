// Properties of logged-out local state (spec 1 section 4, spec 3 section 5): never more than 2
// held saves; no duplicate at the head of a recent list; revisitation data always numeric.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { addSignedOutSave, pushRecent, validRevisitation } from '../domain/local-state';

test('never more than 2 signed-out saves are held, whatever the sequence', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'), { maxLength: 30 }),
      (pins) => {
        let held: string[] = [];
        for (const pinId of pins) {
          const before = held;
          const result = addSignedOutSave({ held, pinId });
          held = result.held;
          expect(held.length).toBeLessThanOrEqual(2);
          expect(new Set(held).size).toBe(held.length);
          if (!result.accepted) expect(held).toEqual(before);
        }
      },
    ),
  );
});

test('a recent list never gets a duplicate at its head', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 30 }),
      fc.integer({ min: 1, max: 10 }),
      (items, max) => {
        let list: string[] = [];
        for (const item of items) {
          list = pushRecent({ list, item, max });
          expect(list[0]).toBe(item);
          expect(list.length).toBeLessThanOrEqual(max);
          for (let i = 1; i < list.length; i += 1) expect(list[i]).not.toBe(list[i - 1]);
        }
      },
    ),
  );
});

test('revisitation data is always numeric after validation', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.anything(), fc.json()),
      fc.integer({ min: 0, max: 2 ** 42 }),
      (stored, now) => {
        const r = validRevisitation({ stored, now });
        for (const v of [r.count, r.time, r.ts]) expect(Number.isFinite(v)).toBe(true);
      },
    ),
  );
});
