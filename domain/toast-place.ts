// Where the toasts sit: bottom centre, 24 px up, and above any floating surface at the screen's
// bottom they would otherwise overlap (a cookie sheet, the survey prompt, the floating app upsell,
// a guidance sheet on a phone; decision 097). A toast is read in passing and leaves by itself;
// what it would have covered is what a person is answering. A pure function of measured boxes.
import type { Box } from './anchored-side';
import { overlapArea } from './anchored-side';

/** What marks a floating surface at the screen's bottom, which the toasts keep above. */
export const FLOATING_BOTTOM_SELECTOR = '[data-floating-bottom]';

/** The toasts' distance from the window's bottom when nothing floats there, in px. */
const TOAST_BOTTOM = 24;
/** The room kept between a toast and the surface under it, in px. */
const TOAST_GAP = 8;

/**
 * How far above the window's bottom the toast host goes (its `bottom`, in px): `TOAST_BOTTOM`, or
 * just above each bottom surface the toast would overlap there, one past another.
 */
export function toastBottom({
  toast,
  surfaces,
  window,
}: {
  /** The toast's box as the host places it now (only its left, width and height are read). */
  toast: Box;
  surfaces: readonly Box[];
  window: { height: number };
}): number {
  let bottom = TOAST_BOTTOM;
  for (;;) {
    const at: Box = { ...toast, top: window.height - bottom - toast.height };
    const under = surfaces.filter((s) => overlapArea(at, s) > 0);
    if (under.length === 0) return bottom;
    const next = Math.max(...under.map((s) => window.height - s.top + TOAST_GAP));
    // A surface reaching the window's top leaves no room above it: stay where it ends.
    if (next <= bottom || next + toast.height > window.height) return bottom;
    bottom = next;
  }
}
