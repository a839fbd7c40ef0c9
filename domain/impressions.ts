// Impression tracking (spec 3 section 7 "Tracking"): a card's viewport entry and exit are
// recorded at visibility above 0, 50, 80 and 100 percent, each once per entry; the tracking
// sample rate is 5 (one pin in five is tracked, chosen by its id: docs/decisions/057); view type
// 107 is for notifications (VIEW_TYPE.notifications, domain/log-view.ts). Spec 3 section 8: impression tracking on a non-element is a console
// error.
import { TRACKING_SAMPLE_RATE } from './constants';

/** The visibility thresholds, in percent (spec 3 section 7). */
const IMPRESSION_THRESHOLDS = [0, 50, 80, 100] as const;
export type ImpressionThreshold = (typeof IMPRESSION_THRESHOLDS)[number];

/** The observer's thresholds as ratios: a callback at each crossing. */
export const IMPRESSION_RATIOS: readonly number[] = IMPRESSION_THRESHOLDS.map((t) => t / 100);

/**
 * A card fully in view may report a hair under 1 (its edges fall between pixels): from this ratio
 * it counts as 100 percent. The other thresholds are exact.
 */
const FULL_VIEW_RATIO = 0.995;

/**
 * The thresholds a visibility ratio has reached: above 0 is the entry itself; 50 and 80 are
 * reached at or above their ratio, 100 from a card fully in view.
 */
export function reachedThresholds(ratio: number): ImpressionThreshold[] {
  if (!(ratio > 0)) return [];
  return IMPRESSION_THRESHOLDS.filter(
    (t) => t === 0 || (t === 100 ? ratio >= FULL_VIEW_RATIO : ratio >= t / 100),
  );
}

/** Whether a pin is among the tracked ones: one in `rate`, the same pins every time. */
export function isTrackedPin(pinId: string, rate: number = TRACKING_SAMPLE_RATE): boolean {
  let hash = 0;
  for (let i = 0; i < pinId.length; i += 1) hash = (hash * 31 + pinId.charCodeAt(i)) >>> 0;
  return hash % rate === 0;
}

/** What tracking a non-element says on the console (spec 3 section 8). */
export const NON_ELEMENT_ERROR = 'Impression tracking needs an element to observe';
