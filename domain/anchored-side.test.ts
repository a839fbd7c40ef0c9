// Where an anchored surface goes beside its anchor (decision 092): the side asked for when it
// fits, otherwise the side where it fits, never over its anchor or what it keeps clear.
import { expect, test } from 'vitest';
import { chooseSide, overlapArea, sheetEdge, type Align, type Box } from './anchored-side';
import type { Direction } from './guidance-anchored';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const POPOVER = { width: 280, height: 120 };

/** A popover's side beside the anchor, on a desktop and asked to go down unless said. */
const place = (
  anchor: Box,
  keepClear: Box[],
  options: Partial<Parameters<typeof chooseSide>[0]> = {},
) =>
  chooseSide({ anchor, size: POPOVER, window: DESKTOP, keepClear, preferred: 'down', ...options });

/** The closeup's save popover as the browser measures it. */
const MEASURED_POPOVER = { width: 280, height: 123 };
/** The closeup on a desktop: its Save just under the header, and the header's search field. */
const desktopSave: Box = { left: 1033, top: 108, width: 83, height: 40 };
const desktopSearch: Box = { left: 200, top: 8, width: 900, height: 48 };

/** The save popover's place beside `save`, keeping `keepClear` clear and `title` if it can. */
const popoverBeside = (
  save: Box,
  keepClear: Box[],
  title: Box,
  {
    window = DESKTOP,
    preferred = 'down',
  }: { window?: { width: number; height: number }; preferred?: Direction } = {},
) =>
  chooseSide({
    anchor: save,
    size: MEASURED_POPOVER,
    window,
    keepClear,
    preferClear: [title],
    preferred,
  });

/** The closeup's Save at the right of its action bar, the title just under it (desktop). */
const closeupSave: Box = { left: 1100, top: 300, width: 80, height: 48 };
const closeupTitle: Box = { left: 700, top: 370, width: 480, height: 40 };

test('the side asked for is taken when it fits and covers nothing', () => {
  const placed = place(closeupSave, [], { size: POPOVER });
  expect(placed).toMatchObject({ side: 'down', align: 'end' });
});

test("below the closeup's Save the popover would cover the title: it goes to the side where it fits", () => {
  const placed = place(closeupSave, [closeupTitle], { size: POPOVER });
  expect(placed.side).toBe('up');
  expect(overlapArea(placed.box, closeupTitle)).toBe(0);
  expect(overlapArea(placed.box, closeupSave)).toBe(0);
});

test('an anchor at the top of the window, under the header, takes neither up (off the window, over the header) nor down over a card Save: it goes to the left', () => {
  const header: Box = { left: 0, top: 0, width: 1280, height: 80 };
  const save: Box = { left: 1100, top: 90, width: 80, height: 48 };
  const cardSave: Box = { left: 1090, top: 160, width: 60, height: 40 };
  const placed = place(save, [header, cardSave], { size: POPOVER });
  expect(placed.side).toBe('left');
  expect(placed.box.left + placed.box.width).toBeLessThanOrEqual(save.left);
});

test('at a phone width the bubble is lined up with the edge that keeps it on the window', () => {
  const avatar: Box = { left: 20, top: 10, width: 40, height: 40 };
  const placed = place(avatar, [], { size: POPOVER, window: PHONE });
  expect(placed).toMatchObject({ side: 'down', align: 'start' });
  expect(placed.box.left).toBe(20);
});

test('a card Save kept clear is not covered when another side fits', () => {
  const anchor: Box = { left: 200, top: 300, width: 100, height: 40 };
  const cardSave: Box = { left: 220, top: 360, width: 60, height: 40 };
  const placed = chooseSide({
    anchor,
    size: POPOVER,
    window: DESKTOP,
    keepClear: [cardSave],
    preferred: 'down',
  });
  expect(placed.side).toBe('up');
});

test('where no side fits, the one that covers and overflows least is taken', () => {
  const anchor: Box = { left: 100, top: 100, width: 190, height: 600 };
  const placed = chooseSide({
    anchor,
    size: POPOVER,
    window: PHONE,
    keepClear: [],
    preferred: 'left',
  });
  // Left and right both leave the window; down leaves the least of it.
  expect(placed.side).toBe('down');
});

test('the sides are tried in order: the one asked for, its opposite, then the two across', () => {
  const roomy = { width: 10_000, height: 2000 };
  const at = (left: number, top: number): Box => ({ left, top, width: 50, height: 20 });
  const side = (anchor: Box, preferred: Direction) =>
    chooseSide({ anchor, size: POPOVER, window: roomy, keepClear: [], preferred }).side;
  expect(side(at(1000, 1950), 'down')).toBe('up');
  expect(side(at(10, 1000), 'left')).toBe('right');
});

test('the boxes are where the stylesheet puts the bubble: 12 px from the anchor', () => {
  const anchor: Box = { left: 1000, top: 1000, width: 50, height: 20 };
  const box = (preferred: Direction, preferredAlign: Align) =>
    chooseSide({
      anchor,
      size: POPOVER,
      window: { width: 10_000, height: 10_000 },
      keepClear: [],
      preferred,
      preferredAlign,
    }).box;
  expect(box('down', 'end')).toEqual({ left: 770, top: 1032, ...POPOVER });
  expect(box('up', 'start')).toEqual({ left: 1000, top: 868, ...POPOVER });
  expect(box('left', 'start')).toEqual({ left: 708, top: 1000, ...POPOVER });
  expect(box('right', 'start')).toEqual({ left: 1062, top: 1000, ...POPOVER });
  expect(box('down', 'middle')).toEqual({ left: 885, top: 1032, ...POPOVER });
});

test("the closeup on a desktop: the Save sits under the header, its action bar's controls to its left, the title under it; no side is free beside the Save, so the popover steps down past the title, covering neither it nor a control", () => {
  const [save, search] = [desktopSave, desktopSearch];
  const share: Box = { left: 760, top: 108, width: 40, height: 40 };
  const visit: Box = { left: 900, top: 108, width: 110, height: 40 };
  const title: Box = { left: 672, top: 202, width: 444, height: 34 };
  const placed = popoverBeside(save, [save, share, visit, search], title);
  // Below the Save, lined up with its right edge, the gap kept under the title.
  expect(placed).toMatchObject({ side: 'down', align: 'end' });
  expect(placed.box.top).toBe(title.top + title.height + 12);
  expect(placed.step).toBe(title.top + title.height - (save.top + save.height));
  expect(placed.box.left + placed.box.width).toBe(save.left + save.width);
  for (const clear of [save, share, visit, search, title]) {
    expect(overlapArea(placed.box, clear)).toBe(0);
  }
});

test('a bubble steps away from its anchor at most 160 px: past a taller block it covers least instead', () => {
  const visit: Box = { left: 700, top: 108, width: 320, height: 40 };
  // A title of many lines: stepping past it would part the popover from its Save.
  const title: Box = { left: 400, top: 160, width: 716, height: 400 };
  const placed = popoverBeside(desktopSave, [desktopSave, visit, desktopSearch], title);
  expect(placed.step).toBe(0);
  expect(placed.step).toBeLessThanOrEqual(160);
  expect(placed.side).toBe('down');
  expect(overlapArea(placed.box, visit)).toBe(0);
});

test('a side with room beside the anchor is taken before any step away from it', () => {
  const anchor: Box = { left: 600, top: 300, width: 80, height: 40 };
  const text: Box = { left: 400, top: 352, width: 400, height: 40 };
  const placed = chooseSide({
    anchor,
    size: POPOVER,
    window: DESKTOP,
    keepClear: [],
    preferClear: [text],
    preferred: 'down',
  });
  expect(placed).toMatchObject({ side: 'up', step: 0 });
});

test('a bubble that would pass the window edge as lined up slides along its side to stay inside', () => {
  const anchor: Box = { left: 300, top: 300, width: 80, height: 40 };
  const placed = chooseSide({
    anchor,
    size: { width: 200, height: 100 },
    window: { width: 390, height: 844 },
    keepClear: [],
    preferred: 'down',
    preferredAlign: 'start',
  });
  expect(placed.box.left + placed.box.width).toBeLessThanOrEqual(390);
  expect(placed.box.left).toBeGreaterThanOrEqual(0);
  expect(overlapArea(placed.box, anchor)).toBe(0);
});

test('text it would rather not cover is kept clear when a side is free of it', () => {
  const anchor: Box = { left: 600, top: 300, width: 80, height: 40 };
  const text: Box = { left: 400, top: 360, width: 300, height: 40 };
  expect(
    chooseSide({
      anchor,
      size: POPOVER,
      window: DESKTOP,
      keepClear: [],
      preferClear: [text],
      preferred: 'down',
    }).side,
  ).toBe('up');
});

test('on a phone, where the Save has wrapped to the left under its row, the popover goes below rather than past the right edge', () => {
  const save: Box = { left: 32, top: 649, width: 83, height: 40 };
  const share: Box = { left: 132, top: 593, width: 48, height: 48 };
  const visit: Box = { left: 256, top: 593, width: 102, height: 48 };
  const title: Box = { left: 16, top: 705, width: 358, height: 34 };
  const placed = popoverBeside(save, [save, share, visit], title, {
    window: PHONE,
    preferred: 'right',
  });
  expect(placed.box.left).toBeGreaterThanOrEqual(0);
  expect(placed.box.left + placed.box.width).toBeLessThanOrEqual(390);
  for (const control of [save, share, visit]) expect(overlapArea(placed.box, control)).toBe(0);
});

test("a sheet on a narrow layout sits at the screen's bottom when that leaves its anchor clear", () => {
  const save: Box = { left: 32, top: 300, width: 83, height: 40 };
  expect(
    sheetEdge({ anchor: save, keepClear: [], height: 110, window: PHONE, headerBottom: 64 }),
  ).toBe('bottom');
});

test("a sheet on a narrow layout whose anchor is at the screen's bottom goes under the header instead, not over its anchor", () => {
  const small = { width: 320, height: 568 };
  const save: Box = { left: 32, top: 428, width: 83, height: 40 };
  expect(
    sheetEdge({ anchor: save, keepClear: [save], height: 120, window: small, headerBottom: 64 }),
  ).toBe('top');
});

test('a sheet stays at the bottom when under the header it would cover more', () => {
  const small = { width: 320, height: 568 };
  const anchor: Box = { left: 32, top: 460, width: 83, height: 40 };
  const controls: Box = { left: 0, top: 70, width: 320, height: 100 };
  expect(
    sheetEdge({ anchor, keepClear: [controls], height: 120, window: small, headerBottom: 64 }),
  ).toBe('bottom');
});
