import { expect, test } from 'vitest';
import fc from 'fast-check';
import { GUTTER, columnsFor, layoutMasonry, visibleItems } from './masonry';

test('cards are 236 wide with 16 px gutters', () => {
  const columns = columnsFor({ containerWidth: 1280, narrow: false });
  expect(columns.width).toBe(236);
  expect(columns.count).toBe(5);
  const layout = layoutMasonry({ heights: [100, 100], columns });
  expect(layout.items[1]?.left).toBe(236 + 16);
});

test('a narrow layout at 480 px or less has two columns', () => {
  expect(columnsFor({ containerWidth: 480, narrow: false }).count).toBe(2);
  expect(columnsFor({ containerWidth: 1200, narrow: true }).count).toBe(2);
  expect(columnsFor({ containerWidth: 481, narrow: false }).width).toBe(236);
});

test('each card goes into the shortest column first', () => {
  const columns = { count: 3, width: 236 };
  const layout = layoutMasonry({ heights: [300, 100, 200, 50, 50], columns });
  // columns after three cards: 316, 116, 216 -> 4th goes to column 1, then 182 -> 5th to column 1
  expect(layout.items[3]).toMatchObject({ left: 252, top: 116 });
  expect(layout.items[4]).toMatchObject({ left: 252, top: 182 });
});

test('no two cards overlap, whatever their heights', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 900 }), { maxLength: 80 }),
      fc.integer({ min: 2, max: 8 }),
      (heights, count) => {
        const layout = layoutMasonry({ heights, columns: { count, width: 236 } });
        for (const a of layout.items) {
          for (const b of layout.items) {
            if (a === b || a.left !== b.left) continue;
            const apart = a.top + a.height + GUTTER <= b.top || b.top + b.height + GUTTER <= a.top;
            expect(apart).toBe(true);
          }
        }
        expect(layout.height).toBeGreaterThanOrEqual(Math.max(0, ...heights));
      },
    ),
  );
});

test('only cards near the window are mounted', () => {
  const layout = layoutMasonry({
    heights: Array.from({ length: 1000 }, () => 300),
    columns: { count: 4, width: 236 },
  });
  const shown = visibleItems({ layout, top: 3000, bottom: 4000 });
  expect(shown.length).toBeLessThanOrEqual(4 * 5);
  expect(shown.length).toBeGreaterThan(0);
});
