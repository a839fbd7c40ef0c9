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
}

/** Places cards of the given heights into the shortest column first (leftmost on a tie). */
export function layoutMasonry({
  heights,
  columns,
}: {
  heights: readonly number[];
  columns: Columns;
}): Layout {
  const tops = new Array<number>(columns.count).fill(0);
  const items: Placed[] = heights.map((height, index) => {
    let column = 0;
    for (let c = 1; c < tops.length; c += 1) {
      if ((tops[c] ?? 0) < (tops[column] ?? 0)) column = c;
    }
    const top = tops[column] ?? 0;
    tops[column] = top + height + GUTTER;
    return { index, top, left: column * (columns.width + GUTTER), height };
  });
  const height = Math.max(0, ...tops.map((t) => t - GUTTER));
  return { items, height, width: columns.count * columns.width + (columns.count - 1) * GUTTER };
}

/** Items whose box meets the window [top, bottom] (only these are mounted). */
export function visibleItems({
  layout,
  top,
  bottom,
}: {
  layout: Layout;
  top: number;
  bottom: number;
}): Placed[] {
  return layout.items.filter((item) => item.top + item.height >= top && item.top <= bottom);
}
