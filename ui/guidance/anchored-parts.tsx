// The parts the anchored guidance kinds share (spec 2 section 2: tooltip and pulsar, educational
// popover, anchored flyout): the pulsar, a pulsing dot that pauses once its tooltip is open
// (Gestalt's Pulsar is a `paused` prop), and the bubble beside its anchor, which Escape dismisses.
import type { ReactNode } from 'react';
import { ANCHORED_LABELS, type Direction } from '../../domain/guidance-anchored';
import type { Experience } from '../../domain/types';
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
  direction: Direction;
  /** Up or down: lined up with the anchor's start (left) or end (right) edge. */
  align?: 'start' | 'end';
  width?: number;
  onDismiss: () => void;
  onHover?: () => void;
  children: ReactNode;
}) {
  return (
    // Escape dismisses it, as a popover closes; hovering completes with complete_on_hover.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      role="group"
      aria-label={label}
      className={`${styles.bubble} ${styles[direction]} ${styles[align]}`}
      style={width ? { width } : undefined}
      onMouseEnter={onHover}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDismiss();
      }}
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
