// What the anchored guidance kinds show and how they go away (spec 2 sections 2 to 5 and 9): the
// tooltip and pulsar, the educational popover and the anchored flyout read from their display
// data, the page anchors they point at, and their accessibility labels (section 8). Loaded only by
// their lazy renderers, never by the first paint.
import {
  POPOVER_SCROLL_DISMISS_MS,
  THUMBNAIL_FLYOUT_COUNT,
  THUMBNAIL_FLYOUT_SCROLL_DISMISS_S,
} from './constants';
import { record, text, type DisplayData } from './guidance';

/** The accessibility labels of spec 2 section 8 these kinds use. */
export const ANCHORED_LABELS = {
  close: 'Close',
  dismiss: 'Dismiss',
  info: 'Information icon',
} as const;

export type Direction = 'up' | 'right' | 'down' | 'left';

/** How a tooltip-like experience behaves: the tooltip-pulsar machine's input without its ids. */
export interface TooltipBehaviour {
  hasPulsar: boolean;
  hasTooltip: boolean;
  /** Scrolling dismisses once this many ms have passed since the scroll; null: it does not. */
  scrollToDismissMs: number | null;
  /** It goes away by itself after this many ms (`disappearTime`); null: it stays. */
  disappearMs: number | null;
  completeOnHover: boolean;
  skipComplete: boolean;
}

/** A tooltip with neither pulsar nor tooltip is completed immediately (spec 2 section 4). */
export function tooltipCompletesImmediately(
  behaviour: Pick<TooltipBehaviour, 'hasPulsar' | 'hasTooltip'>,
): boolean {
  return !behaviour.hasPulsar && !behaviour.hasTooltip;
}

const flag = (value: unknown): boolean => value === true;
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * scroll_to_dismiss with scroll_to_dismiss_delay_in_seconds (spec 2 section 3, common fields of
 * tooltip-like display data): the scroll dismisses after the delay, in ms (none: at once).
 */
function scrollToDismissMs(data: DisplayData): number | null {
  if (!flag(data.scroll_to_dismiss) && !flag(data.scrollToDismiss)) return null;
  return (positive(data.scroll_to_dismiss_delay_in_seconds) ?? 0) * 1000;
}

/** What a tooltip experience shows (spec 2 section 2 "Tooltip"). */
export interface TooltipDisplay {
  text: string;
  confirm: string;
  cancel: string;
  direction: Direction;
  behaviour: TooltipBehaviour;
}

function direction(value: unknown): Direction {
  return value === 'up' || value === 'left' || value === 'right' ? value : 'down';
}

/**
 * A tooltip's display data: tooltip{mainText, confirmButtonText, cancelButtonText,
 * idealDirection}, has_pulsar, has_tooltip, complete_on_hover, skipComplete, disappearTime (ms),
 * scroll_to_dismiss (spec 2 sections 2 to 4). `pulserOnly` shows the pulsar without a tooltip.
 */
export function tooltipDisplay(data: DisplayData): TooltipDisplay {
  const tooltip = record(data.tooltip) ?? {};
  const pulserOnly = flag(data.pulserOnly);
  return {
    text: text(tooltip.mainText) || text(data.text),
    confirm: text(tooltip.confirmButtonText) || text(data.complete_button_text),
    cancel:
      text(tooltip.cancelButtonText) || text(data.dismiss_button_text) || ANCHORED_LABELS.dismiss,
    direction: direction(tooltip.idealDirection),
    behaviour: {
      hasPulsar: flag(data.has_pulsar),
      hasTooltip: flag(data.has_tooltip) && !pulserOnly,
      scrollToDismissMs: scrollToDismissMs(data),
      disappearMs: positive(data.disappearTime),
      completeOnHover: flag(data.complete_on_hover),
      skipComplete: flag(data.skipComplete),
    },
  };
}

/** What an educational popover shows (spec 2 section 2): message, anchor, complete_button. */
export interface PopoverDisplay {
  message: string;
  anchor: string;
  complete: string;
  behaviour: TooltipBehaviour;
}

/**
 * An educational popover: shown at once, completed by its button, dismissed by its close button
 * and, with scrollToDismiss, 1500 ms after a scroll or touch movement (spec 2 sections 4 and 9).
 */
export function popoverDisplay(data: DisplayData): PopoverDisplay {
  const scrolls = flag(data.scrollToDismiss) || flag(data.scroll_to_dismiss);
  return {
    message: text(data.message),
    anchor: text(data.anchor),
    complete: text(data.complete_button) || text(record(data.complete_button)?.text),
    behaviour: {
      hasPulsar: false,
      hasTooltip: true,
      scrollToDismissMs: scrolls ? POPOVER_SCROLL_DISMISS_MS : null,
      disappearMs: null,
      completeOnHover: false,
      skipComplete: false,
    },
  };
}

/** Flyout directions 1 up, 2 right, 3 down, 4 left (spec 2 section 2). */
const FLYOUT_DIRECTIONS: Record<number, Direction> = { 1: 'up', 2: 'right', 3: 'down', 4: 'left' };
/** Display types 1 flyout, 2 pulsar (spec 2 section 2). */
const FLYOUT_DISPLAY_TYPES: Record<number, 'flyout' | 'pulsar'> = { 1: 'flyout', 2: 'pulsar' };

/** What an anchored flyout shows (spec 2 section 2, component_type 2). */
export interface FlyoutDisplay {
  text: string;
  buttonText: string;
  buttonUri: string;
  displayType: 'flyout' | 'pulsar';
  direction: Direction;
  /** The thumbnail flyout's last 3 thumbnails (empty: a plain flyout). */
  thumbnails: string[];
  behaviour: TooltipBehaviour;
}

/**
 * An anchored flyout: display type 1 shows the flyout at once, 2 a pulsar that opens it;
 * scroll_to_dismiss after scroll_to_dismiss_delay_in_seconds. The thumbnail flyout (one with
 * thumbnail_urls) shows the last 3 thumbnails and is dismissed by a scroll after 3 s (spec 2
 * sections 2, 4 and 9).
 */
export function flyoutDisplay(data: DisplayData): FlyoutDisplay {
  const urls = Array.isArray(data.thumbnail_urls) ? data.thumbnail_urls.map(text) : [];
  const thumbnails = urls.filter((u) => u !== '').slice(-THUMBNAIL_FLYOUT_COUNT);
  const displayType = FLYOUT_DISPLAY_TYPES[Number(data.display_type)] ?? 'flyout';
  return {
    text: text(data.text),
    buttonText: text(data.button_text),
    buttonUri: text(data.button_uri),
    displayType,
    direction: FLYOUT_DIRECTIONS[Number(data.flyout_direction)] ?? 'down',
    thumbnails,
    behaviour: {
      hasPulsar: displayType === 'pulsar',
      hasTooltip: true,
      scrollToDismissMs:
        thumbnails.length > 0 ? THUMBNAIL_FLYOUT_SCROLL_DISMISS_S * 1000 : scrollToDismissMs(data),
      disappearMs: positive(data.disappearTime),
      completeOnHover: false,
      skipComplete: false,
    },
  };
}
