// Masonry layout for pin grids (docs/decisions/017): fixed-width columns, 16 px gutters,
// each card goes into the shortest column first. Pure: positions come from card heights only,
// so a card's box is known before its image loads and nothing shifts.
import { CARD_IMAGE_WIDTH } from '../../domain/constants';

export const GUTTER = 16;
/** At or below this width the layout is narrow (two flexible columns). */
export const NARROW_MAX_WIDTH = 480;

export interface Columns {
  count: number;
  width: number;
}

/** Column count and width for a container: 236 px columns, or two flexible ones when narrow. */
export function columnsFor({
  containerWidth,
  narrow,
}: {
  containerWidth: number;
  narrow: boolean;
}): Columns {
  if (narrow || containerWidth <= NARROW_MAX_WIDTH) {
    const count = 2;
    const width = Math.max(120, Math.floor((containerWidth - GUTTER * (count - 1)) / count));
    return { count, width };
  }
  const count = Math.max(2, Math.floor((containerWidth + GUTTER) / (CARD_IMAGE_WIDTH + GUTTER)));
  return { count, width: CARD_IMAGE_WIDTH };
}

export interface Placed {
  index: number;
  top: number;
  left: number;
  height: number;
}

export interface Layout {
  items: Placed[];
  height: number;
  /** Total width the columns use (to centre the grid). */
  width: number;
  /** The columns laid out, and the top each offers the next card (to extend the layout). */
  columns: Columns;
  tops: number[];
  /** The tallest card (how far above a window a card meeting it can start). */
  tallest: number;
}

/**
 * Places cards of the given heights into the shortest column first (leftmost on a tie). Given the
 * `previous` layout of the same columns whose cards are the first of `heights` (a page appended to
 * a feed), only the new cards are placed: a feed 10,000 pins deep costs a page its own cards
 * (docs/decisions/111).
 */
export function layoutMasonry({
  heights,
  columns,
  previous = null,
}: {
  heights: readonly number[];
  columns: Columns;
  previous?: Layout | null;
}): Layout {
  const extend =
    previous !== null &&
    previous.columns.count === columns.count &&
    previous.columns.width === columns.width &&
    previous.items.length <= heights.length &&
    previous.items.every((item, i) => item.height === heights[i]);
  const tops = extend ? [...previous.tops] : new Array<number>(columns.count).fill(0);
  const items: Placed[] = extend ? previous.items.slice() : [];
  let tallest = extend ? previous.tallest : 0;
  for (let index = items.length; index < heights.length; index += 1) {
    const height = heights[index] ?? 0;
    let column = 0;
    for (let c = 1; c < tops.length; c += 1) {
      if ((tops[c] ?? 0) < (tops[column] ?? 0)) column = c;
    }
    const top = tops[column] ?? 0;
    tops[column] = top + height + GUTTER;
    if (height > tallest) tallest = height;
    items.push({ index, top, left: column * (columns.width + GUTTER), height });
  }
  const height = Math.max(0, ...tops.map((t) => t - GUTTER));
  return {
    items,
    height,
    width: columns.count * columns.width + (columns.count - 1) * GUTTER,
    columns,
    tops,
    tallest,
  };
}

/** The first index of `items` at or after which every card starts at `y` or below. */
function firstStartingAt(items: readonly Placed[], y: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((items[mid]?.top ?? 0) < y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Items whose box meets the window [top, bottom] (only these are mounted). Each card goes where
 * the columns are lowest, so the cards' tops never decrease in feed order: the window's cards are
 * found by a binary search, between those starting a tallest card above it and those starting
 * below it, not by going through the whole feed.
 */
export function visibleItems({
  layout,
  top,
  bottom,
}: {
  layout: Layout;
  top: number;
  bottom: number;
}): Placed[] {
  const { items } = layout;
  const from = firstStartingAt(items, top - layout.tallest);
  const shown: Placed[] = [];
  for (let i = from; i < items.length; i += 1) {
    const item = items[i];
    if (!item || item.top > bottom) break;
    if (item.top + item.height >= top) shown.push(item);
  }
  return shown;
}
