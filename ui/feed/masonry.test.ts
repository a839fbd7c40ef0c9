import { expect, test } from 'vitest';
import fc from 'fast-check';
import { GUTTER, columnsFor, layoutMasonry, visibleItems, type Layout } from './masonry';

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

/** Card heights as a feed has them: 120 to 900 px, from a seed (the same every run). */
function feedHeights(count: number, seed = 7): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 120 + (x % 781);
  });
}

test('a page appended to a layout 9,000 cards deep places only its own cards', () => {
  const columns = { count: 5, width: 236 };
  const heights = feedHeights(9025);
  const deep = layoutMasonry({ heights: heights.slice(0, 9000), columns });
  const next = layoutMasonry({ heights, columns, previous: deep });
  // The cards already placed are kept as they are, and the page goes where a full layout puts it.
  expect(next.items[8999]).toBe(deep.items[8999]);
  expect(next).toEqual(layoutMasonry({ heights, columns }));
  // Other columns, or other heights, are laid out anew.
  const wider = { count: 6, width: 236 };
  expect(layoutMasonry({ heights, columns: wider, previous: deep })).toEqual(
    layoutMasonry({ heights, columns: wider }),
  );
  const changed = [...heights.slice(0, 10), 5, ...heights.slice(11)];
  expect(layoutMasonry({ heights: changed, columns, previous: deep })).toEqual(
    layoutMasonry({ heights: changed, columns }),
  );
});

/** The layout's items, counting the cards looked at. */
function counted(layout: Layout): { layout: Layout; reads: { count: number } } {
  const reads = { count: 0 };
  const items = new Proxy(layout.items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { layout: { ...layout, items }, reads };
}

test('the cards of a window 9,000 cards deep are found without going through the feed', () => {
  const full = layoutMasonry({ heights: feedHeights(9000), columns: { count: 5, width: 236 } });
  const { layout, reads } = counted(full);
  const at = full.items[8950]?.top ?? 0;
  const shown = visibleItems({ layout, top: at - 900, bottom: at + 1800 });
  expect(shown.length).toBeGreaterThan(0);
  // A look through the window's own cards and a binary search; a filter reads all 9,000.
  expect(reads.count).toBeLessThan(200);
});

/** The small model: every card whose box meets the window, looked for one by one. */
const meetsWindow = (layout: Layout, top: number, bottom: number) =>
  layout.items.filter((item) => item.top + item.height >= top && item.top <= bottom);

/** A window search that forgets a card may start a tallest card above the window. */
function searchFromTheWindowTop(layout: Layout, top: number, bottom: number) {
  return visibleItems({ layout: { ...layout, tallest: 0 }, top, bottom });
}

const windows = fc.record({
  heights: fc.array(fc.integer({ min: 1, max: 900 }), { maxLength: 300 }),
  count: fc.integer({ min: 2, max: 8 }),
  top: fc.integer({ min: -2000, max: 60_000 }),
  span: fc.integer({ min: 0, max: 3000 }),
});

test('the window shows exactly the cards whose box meets it, whatever the heights', () => {
  fc.assert(
    fc.property(windows, ({ heights, count, top, span }) => {
      const layout = layoutMasonry({ heights, columns: { count, width: 236 } });
      expect(visibleItems({ layout, top, bottom: top + span })).toEqual(
        meetsWindow(layout, top, top + span),
      );
    }),
  );
});

test('a window search that misses cards starting above the window is caught', () => {
  expect(() =>
    fc.assert(
      fc.property(windows, ({ heights, count, top, span }) => {
        const layout = layoutMasonry({ heights, columns: { count, width: 236 } });
        expect(searchFromTheWindowTop(layout, top, top + span)).toEqual(
          meetsWindow(layout, top, top + span),
        );
      }),
    ),
  ).toThrow();
});
