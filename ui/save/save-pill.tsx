// The red pill Save button (spec 1 sections 4 and 9: minimum 40 high, 70 wide). Pure renderer.
import type { MouseEvent } from 'react';
import styles from './save-pill.module.css';

export interface SavePillProps {
  /** 'Save' or 'Saved' (what the machine's state says). */
  label: string;
  /** Saved pins show the dark pill. */
  saved?: boolean;
  /** A request is running: the pill stays but taps are not taken. */
  busy?: boolean;
  disabled?: boolean;
  /** Taps are not taken now (the machine refuses them) but the pill keeps its focus. */
  inert?: boolean;
  /** An accessible name when the visible label alone is not enough. */
  accessibleName?: string;
  onPress: () => void;
  expanded?: boolean;
  controls?: string;
  hasPopup?: 'dialog' | 'listbox' | 'menu';
}

export function SavePill({
  label,
  saved = false,
  busy = false,
  disabled = false,
  inert = false,
  accessibleName,
  onPress,
  expanded,
  controls,
  hasPopup,
}: SavePillProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The card around the button opens the closeup; a save tap is not a card tap.
    event.preventDefault();
    event.stopPropagation();
    onPress();
  };
  return (
    <button
      type="button"
      className={[styles.pill, saved ? styles.saved : '', busy ? styles.busy : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={accessibleName}
      // The page's primary action: anchored guidance never covers it (decision 092).
      data-keep-clear=""
      aria-busy={busy || undefined}
      aria-disabled={inert || undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={hasPopup}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
