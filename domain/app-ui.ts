// App UI state (spec 3 section 4 "App UI state"): app focus, the viewport's size, and which videos
// play. One organic video plays at a time; promoted videos are tracked apart; pausing marks the
// entry paused with its time and clears the current organic video.
import { NARROW_LAYOUT_MAX_WIDTH } from './constants';

/** The viewport's size class: `sm` at the narrow layout's width or less (spec 2 section 4), else `lg`. */
export type ViewportSize = 'sm' | 'lg';

/** The viewport size before any is measured (spec 3 section 4: default lg). */
export const DEFAULT_VIEWPORT_SIZE: ViewportSize = 'lg';

export function viewportSize(width: number): ViewportSize {
  return width > 0 && width <= NARROW_LAYOUT_MAX_WIDTH ? 'sm' : 'lg';
}

/** A video play entry (spec 3 section 6): pinId, currentTime, paused. */
export interface VideoPlayEntry {
  pinId: string;
  currentTime: number;
  paused: boolean;
}
