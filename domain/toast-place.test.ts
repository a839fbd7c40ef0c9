// Where the toasts sit (decision 097): bottom centre, above the floating surfaces at the bottom.
import { expect, test } from 'vitest';
import { overlapArea, type Box } from './anchored-side';
import { toastBottom } from './toast-place';

/** The toast's own distance from the window's bottom, and its gap above a surface there (px). */
const TOAST_BOTTOM = 24;
const TOAST_GAP = 8;

const PHONE = { height: 844 };
/** A toast centred on a 390 px screen, as the host lays it out. */
const toast: Box = { left: 16, top: 0, width: 358, height: 64 };

test('with nothing floating at the bottom a toast sits 24 px above the bottom', () => {
  expect(toastBottom({ toast, surfaces: [], window: PHONE })).toBe(TOAST_BOTTOM);
});

test('a toast keeps above a bottom sheet it would overlap', () => {
  const sheet: Box = { left: 0, top: 700, width: 390, height: 144 };
  const bottom = toastBottom({ toast, surfaces: [sheet], window: PHONE });
  expect(bottom).toBe(144 + TOAST_GAP);
  const at = { ...toast, top: PHONE.height - bottom - toast.height };
  expect(overlapArea(at, sheet)).toBe(0);
});

test('a toast keeps above a surface it would overlap once lifted over another', () => {
  const upsell: Box = { left: 16, top: 780, width: 358, height: 40 };
  const survey: Box = { left: 0, top: 600, width: 390, height: 170 };
  const bottom = toastBottom({ toast, surfaces: [upsell, survey], window: PHONE });
  expect(bottom).toBe(PHONE.height - 600 + TOAST_GAP);
});

test('a surface beside the toast, not under it, leaves it where it is', () => {
  const wide: Box = { left: 400, top: 0, width: 480, height: 64 };
  const survey: Box = { left: 904, top: 630, width: 360, height: 146 };
  expect(toastBottom({ toast: wide, surfaces: [survey], window: { height: 800 } })).toBe(
    TOAST_BOTTOM,
  );
});

test('a surface as tall as the screen leaves the toast where it is, not above the window', () => {
  const tall: Box = { left: 0, top: 10, width: 390, height: 834 };
  expect(toastBottom({ toast, surfaces: [tall], window: PHONE })).toBe(TOAST_BOTTOM);
});
