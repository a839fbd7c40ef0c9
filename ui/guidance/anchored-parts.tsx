// The parts the anchored guidance kinds share (spec 2 section 2: tooltip and pulsar, educational
// popover, anchored flyout): the pulsar, a pulsing dot that pauses once its tooltip is open
// (Gestalt's Pulsar is a `paused` prop), and the bubble beside its anchor, which Escape dismisses.
// The bubble measures where it fits and takes that side (domain/anchored-side.ts); on a narrow
// layout it is a bottom sheet instead, as every floating surface there (decision 097), while the
// pulsar stays on its anchor.
import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  chooseSide,
  KEEP_CLEAR_SELECTOR,
  PREFER_CLEAR_SELECTOR,
  type Align,
  type Box,
  type Placement,
  type SheetEdge,
  sheetEdge,
} from '../../domain/anchored-side';
import { ANCHORED_LABELS, type Direction } from '../../domain/guidance-anchored';
import type { Experience } from '../../domain/types';
import { useNarrowLayout } from '../shell/use-narrow-layout';
import type { ExperiencesRef } from './renderer-props';
import { useDisplayed } from './use-displayed';
import styles from './anchored.module.css';

export function Pulsar({
  label,
  paused,
  onOpen,
  onHover,
}: {
  label: string;
  paused: boolean;
  onOpen: () => void;
  onHover: () => void;
}) {
  return (
    <button
      type="button"
      className={paused ? `${styles.pulsar} ${styles.paused}` : styles.pulsar}
      aria-label={label}
      aria-expanded={paused}
      data-pulsar={paused ? 'paused' : 'pulsing'}
      onClick={onOpen}
      onMouseEnter={onHover}
    >
      <span className={styles.ring} aria-hidden="true" />
    </button>
  );
}

/** A shown experience: it tells `experiences` so, once (viewed, NoAction; spec 2 section 4). */
export function Displayed({
  experience,
  experiences,
  children,
}: {
  experience: Experience;
  experiences: ExperiencesRef;
  children: ReactNode;
}) {
  useDisplayed(experiences, experience);
  return <>{children}</>;
}

const boxOf = (el: Element): Box => {
  const { left, top, width, height } = el.getBoundingClientRect();
  return { left, top, width, height };
};

/** What a bubble or sheet keeps clear, as boxes on screen (its own contents aside). */
function clearOf(bubble: HTMLElement, anchor: HTMLElement) {
  const shown = (els: Iterable<Element>) =>
    [...els].filter((el) => !bubble.contains(el) && el.getClientRects().length > 0).map(boxOf);
  // The controls beside the anchor too (the closeup's action bar), which a person may want next.
  const row = anchor.closest('[data-anchor]')?.parentElement;
  return {
    keepClear: shown([
      ...document.querySelectorAll(KEEP_CLEAR_SELECTOR),
      ...(row?.querySelectorAll('a, button') ?? []),
    ]),
    preferClear: shown(document.querySelectorAll(PREFER_CLEAR_SELECTOR)),
  };
}

/** The edge a sheet takes, measured as it is laid out, before it is painted (decision 097). */
function placeSheet(sheet: HTMLElement): SheetEdge {
  const anchor = sheet.parentElement;
  if (!anchor) return 'bottom';
  const header = document.querySelector('header');
  return sheetEdge({
    anchor: boxOf(anchor),
    keepClear: clearOf(sheet, anchor).keepClear,
    height: sheet.offsetHeight,
    window: { width: window.innerWidth, height: window.innerHeight },
    headerBottom: header ? header.getBoundingClientRect().bottom : 0,
  });
}

/**
 * The side and edge the bubble takes, measured as it is laid out, before it is painted: from its
 * anchor (the element its layer covers), its own size, the window and what it keeps clear.
 */
function placeBubble(bubble: HTMLElement, direction: Direction, align: Align) {
  const anchor = bubble.parentElement;
  if (!anchor) return { side: direction, align, shift: 0, step: 0 };
  const { keepClear, preferClear } = clearOf(bubble, anchor);
  const placed = chooseSide({
    anchor: boxOf(anchor),
    size: { width: bubble.offsetWidth, height: bubble.offsetHeight },
    window: { width: window.innerWidth, height: window.innerHeight },
    keepClear,
    preferClear,
    preferred: direction,
    preferredAlign: align,
  });
  return { side: placed.side, align: placed.align, shift: placed.shift, step: placed.step };
}

/** The bubble's offset from where the stylesheet puts it: its slide and its step, as `translate`. */
function offset({ side, shift, step }: Omit<Placement, 'box' | 'align'>): string {
  switch (side) {
    case 'down':
      return `${shift}px ${step}px`;
    case 'up':
      return `${shift}px ${-step}px`;
    case 'right':
      return `${step}px ${shift}px`;
    case 'left':
      return `${-step}px ${shift}px`;
  }
}

export function Bubble({
  label,
  direction,
  align = 'end',
  width,
  onDismiss,
  onHover,
  children,
}: {
  label: string;
  /** The side asked for: taken when it fits, otherwise the side where it does. */
  direction: Direction;
  /** Up or down: lined up with the anchor's start (left) or end (right) edge. */
  align?: Align;
  width?: number;
  onDismiss: () => void;
  onHover?: () => void;
  children: ReactNode;
}) {
  const sheet = useNarrowLayout();
  const [placed, setPlaced] = useState<Omit<Placement, 'box'> | null>(null);
  const [sheetAt, setSheetAt] = useState<SheetEdge>('bottom');
  const measureSheet = useCallback((el: HTMLDivElement | null) => {
    if (el) setSheetAt(placeSheet(el));
  }, []);
  // Measured once laid out, and again if the side asked for changes; a sheet has no side.
  const measure = useCallback(
    (bubble: HTMLDivElement | null) => {
      if (bubble && !sheet) setPlaced(placeBubble(bubble, direction, align));
    },
    [direction, align, sheet],
  );
  const side = placed?.side ?? direction;
  const edge = placed?.align ?? align;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDismiss();
  };
  if (sheet)
    return (
      // As the bubble: Escape dismisses it; hovering completes with complete_on_hover.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
      <div
        ref={measureSheet}
        role="group"
        aria-label={label}
        data-side="sheet"
        data-sheet-edge={sheetAt}
        {...(sheetAt === 'bottom' ? { 'data-floating-bottom': '' } : {})}
        className={sheetAt === 'top' ? `${styles.sheet} ${styles.sheetTop}` : styles.sheet}
        onMouseEnter={onHover}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    );
  return (
    // Escape dismisses it, as a popover closes; hovering completes with complete_on_hover.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      ref={measure}
      role="group"
      aria-label={label}
      data-side={side}
      className={`${styles.bubble} ${styles[side]} ${styles[edge]}`}
      style={{
        ...(width ? { width } : {}),
        // Slid along its side to stay inside the window, where lining up would leave it, and
        // stepped away from its anchor past what it must not cover, where no side had room.
        ...(placed?.shift || placed?.step ? { translate: offset(placed) } : {}),
      }}
      onMouseEnter={onHover}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** The bubble's close button: an icon labelled 'Close' (spec 2 section 8). */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={ANCHORED_LABELS.close}
      onClick={onClose}
    >
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18z"
        />
      </svg>
    </button>
  );
}

/** Focuses what it is put on once, as it mounts: a tooltip opened by a click takes the keyboard. */
export const focusOnMount = (el: HTMLElement | null): void => el?.focus();

export { styles as anchoredStyles };
