// Where an anchored surface (a popover, a tooltip, a flyout) goes beside its anchor (decision
// 092): on the side where it fits the window, never over its anchor, the page's primary action
// (a closeup's or a card's Save), the page's title or the header's controls. The side the server
// asks for comes first; then the opposite side, then the other two. A pure function of measured
// boxes, so the view only measures.
import type { Direction } from './guidance-anchored';

/** A box on screen, in px from the window's top left (as `getBoundingClientRect` gives it). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Which of the anchor's edges the bubble lines up with: up or down, its start (left), middle or
 * end (right); left or right, its start (top), middle or end (bottom).
 */
export type Align = 'start' | 'middle' | 'end';

const ALIGNS: readonly Align[] = ['start', 'middle', 'end'];

export interface Placement {
  side: Direction;
  align: Align;
  /** Where the bubble lands. */
  box: Box;
  /** How far it was slid along its side to stay inside the window (0 when it fits as lined up). */
  shift: number;
  /**
   * How far it stepped away from its anchor, past what it must not cover, where no side had room
   * beside the anchor (0 when it sits the gap away, as the stylesheet places it).
   */
  step: number;
}

/**
 * How far a bubble on `side` slides along that side to stay inside the window: sideways above or
 * below its anchor, up or down beside it. One wider than the window keeps its start edge on screen.
 */
function shiftInto(box: Box, side: Direction, window: { width: number; height: number }): number {
  const along = side === 'up' || side === 'down';
  const start = along ? box.left : box.top;
  const length = along ? box.width : box.height;
  const room = along ? window.width : window.height;
  if (start + length > room) return Math.max(room - length, 0) - start;
  return start < 0 ? -start : 0;
}

/**
 * What an anchored surface keeps clear of, besides its own anchor: elements marked
 * `data-keep-clear` (the Save buttons) and the header's controls. The view adds the controls
 * beside the anchor (the closeup's action bar).
 */
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear], header a, header button, header input';

/** What it would rather not cover, but covers before a control: text marked `data-prefer-clear`. */
export const PREFER_CLEAR_SELECTOR = '[data-prefer-clear]';

/** How much worse covering a control is than covering text. */
const CONTROL_WEIGHT = 4;

/**
 * How much worse a part past the window's edge is than text covered: more than a control covered,
 * as a bubble partly off screen can be neither read whole nor closed. It slides along its side
 * first (`shiftInto`), so only a side with no room at all leaves the window.
 */
const OUTSIDE_WEIGHT = 2 * CONTROL_WEIGHT;

/** The gap between the anchor and the bubble, in px (the stylesheet's). */
const ANCHORED_GAP = 12;
/** The least room kept between the bubble and the window's edge, in px. */
const WINDOW_MARGIN = 8;

/**
 * The farthest a bubble steps away from its anchor to clear what it must not cover, in px: about
 * a title's two lines, so it still reads as the anchor's.
 */
const MOST_STEPPED = 160;

const OPPOSITE: Record<Direction, Direction> = {
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};

/** The sides to try, the one asked for first, then its opposite, then the other two. */
function sidesToTry(preferred: Direction): Direction[] {
  const across: Direction[] =
    preferred === 'up' || preferred === 'down' ? ['left', 'right'] : ['down', 'up'];
  return [preferred, OPPOSITE[preferred], ...across];
}

/** The bubble's box on one side of the anchor, as the stylesheet places it. */
function boxBeside(
  anchor: Box,
  size: { width: number; height: number },
  side: Direction,
  align: Align,
  gap = ANCHORED_GAP,
): Box {
  const { width, height } = size;
  /** Where a length lines up along an edge from `start` of `span`. */
  const along = (start: number, span: number, length: number) =>
    align === 'start'
      ? start
      : align === 'end'
        ? start + span - length
        : start + (span - length) / 2;
  switch (side) {
    case 'down':
    case 'up':
      return {
        left: along(anchor.left, anchor.width, width),
        top: side === 'down' ? anchor.top + anchor.height + gap : anchor.top - gap - height,
        width,
        height,
      };
    case 'left':
    case 'right':
      return {
        left: side === 'left' ? anchor.left - gap - width : anchor.left + anchor.width + gap,
        top: along(anchor.top, anchor.height, height),
        width,
        height,
      };
  }
}

/** The area two boxes share, in px². */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of the box lies outside the window less its margin, in px². */
function outsideArea(box: Box, window: { width: number; height: number }): number {
  const inside: Box = {
    left: WINDOW_MARGIN,
    top: WINDOW_MARGIN,
    width: Math.max(0, window.width - 2 * WINDOW_MARGIN),
    height: Math.max(0, window.height - 2 * WINDOW_MARGIN),
  };
  return box.width * box.height - overlapArea(box, inside);
}

/** The box moved `by` px further from the anchor on `side`. */
function away(box: Box, side: Direction, by: number): Box {
  switch (side) {
    case 'down':
      return { ...box, top: box.top + by };
    case 'up':
      return { ...box, top: box.top - by };
    case 'right':
      return { ...box, left: box.left + by };
    case 'left':
      return { ...box, left: box.left - by };
  }
}

/**
 * How far the box steps away from its anchor on `side` to clear every box in `clear` it covers,
 * one past another, the gap kept; null if that is more than `MOST_STEPPED`.
 */
function stepPast(box: Box, side: Direction, clear: readonly Box[], gap: number): number | null {
  let step = 0;
  for (;;) {
    const at = away(box, side, step);
    const covered = clear.filter((c) => overlapArea(at, c) > 0);
    if (covered.length === 0) return step;
    const past = covered.map((c) => {
      switch (side) {
        case 'down':
          return c.top + c.height + gap - box.top;
        case 'up':
          return box.top + box.height - (c.top - gap);
        case 'right':
          return c.left + c.width + gap - box.left;
        case 'left':
          return box.left + box.width - (c.left - gap);
      }
    });
    step = Math.max(step, ...past);
    if (step > MOST_STEPPED) return null;
  }
}

/**
 * The side (and the anchor's edge lined up with) where the bubble fits the window and covers
 * neither its anchor, anything kept clear nor text it would rather not cover. The side asked for
 * wins when it fits; failing every side beside the anchor, the first side (in the same order)
 * where a step further away, past what it covered, clears everything (at most `MOST_STEPPED`);
 * failing that, the one that covers and overflows least, a control counting four times text, the
 * side asked for on a tie.
 */
export function chooseSide({
  anchor,
  size,
  window,
  keepClear,
  preferClear = [],
  preferred,
  preferredAlign = 'end',
}: {
  anchor: Box;
  size: { width: number; height: number };
  window: { width: number; height: number };
  keepClear: readonly Box[];
  /** Covered, when no side is free, before a control is. */
  preferClear?: readonly Box[];
  preferred: Direction;
  preferredAlign?: Align;
}): Placement {
  // Up or down the edge asked for first; left or right the top first, as the stylesheet had it.
  const aligns = (side: Direction): Align[] => {
    const first = side === 'up' || side === 'down' ? preferredAlign : 'start';
    return [first, ...ALIGNS.filter((a) => a !== first)];
  };
  let best: (Placement & { cost: number }) | null = null;
  const candidates: Placement[] = [];
  for (const side of sidesToTry(preferred)) {
    for (const align of aligns(side)) {
      const lined = boxBeside(anchor, size, side, align);
      const shift = shiftInto(lined, side, window);
      const box =
        side === 'up' || side === 'down'
          ? { ...lined, left: lined.left + shift }
          : { ...lined, top: lined.top + shift };
      const covered = (boxes: readonly Box[]) =>
        boxes.reduce((sum, clear) => sum + overlapArea(box, clear), 0);
      const cost =
        OUTSIDE_WEIGHT * outsideArea(box, window) +
        CONTROL_WEIGHT * covered([anchor, ...keepClear]) +
        covered(preferClear);
      if (cost === 0) return { side, align, box, shift, step: 0 };
      if (best === null || cost < best.cost) best = { side, align, box, shift, step: 0, cost };
      candidates.push({ side, align, box, shift, step: 0 });
    }
  }
  // No side has room beside the anchor: the first that has it a step further away, past what it
  // must not cover (the closeup's title under its Save), inside the window.
  const clear = [anchor, ...keepClear, ...preferClear];
  for (const candidate of candidates) {
    const step = stepPast(candidate.box, candidate.side, clear, ANCHORED_GAP);
    if (step === null) continue;
    const box = away(candidate.box, candidate.side, step);
    if (outsideArea(box, window) === 0) return { ...candidate, box, step };
  }
  // `sidesToTry` always gives four sides, so a best exists.
  const { side, align, box, shift } = best as Placement & { cost: number };
  return { side, align, box, shift, step: 0 };
}

/** Where a bottom sheet sits on a narrow layout: at the screen's bottom, or just under the header. */
export type SheetEdge = 'bottom' | 'top';

/**
 * Where an anchored surface's sheet goes on a narrow layout (decision 097): at the screen's
 * bottom, as every floating surface there, unless it would cover its anchor or a control kept
 * clear there and just under the header it covers less. A sheet never covers the header.
 */
export function sheetEdge({
  anchor,
  keepClear,
  height,
  window,
  headerBottom,
}: {
  anchor: Box;
  keepClear: readonly Box[];
  /** The sheet's height, in px. */
  height: number;
  window: { width: number; height: number };
  /** Where the header ends, in px from the window's top. */
  headerBottom: number;
}): SheetEdge {
  const covered = (top: number) =>
    [anchor, ...keepClear].reduce(
      (sum, clear) => sum + overlapArea({ left: 0, top, width: window.width, height }, clear),
      0,
    );
  const bottom = covered(window.height - height);
  return bottom > 0 && covered(headerBottom) < bottom ? 'top' : 'bottom';
}
