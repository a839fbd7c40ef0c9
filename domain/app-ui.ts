// App UI state (spec 3 section 4 "App UI state"): app focus and the viewport's size; which videos
// play is domain/video.ts.
import { NARROW_LAYOUT_MAX_WIDTH } from './constants';

/** The viewport's size class: `sm` at the narrow layout's width or less (spec 2 section 4), else `lg`. */
export type ViewportSize = 'sm' | 'lg';

/** The viewport size before any is measured (spec 3 section 4: default lg). */
export const DEFAULT_VIEWPORT_SIZE: ViewportSize = 'lg';

export function viewportSize(width: number): ViewportSize {
  return width > 0 && width <= NARROW_LAYOUT_MAX_WIDTH ? 'sm' : 'lg';
}
