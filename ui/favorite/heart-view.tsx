// The favorite heart (spec 1 sections 4 and 9: icon 20 px; count from the domain rule). Renderer.
import type { MouseEvent, ReactNode } from 'react';
import styles from './favorite-button.module.css';

export interface HeartViewProps {
  favorited: boolean;
  /** The count text already formatted by the domain rule ('9+'), or null when hidden. */
  countText: string | null;
  disabled: boolean;
  onPress: () => void;
  /** Icon size in px (spec: 20). */
  size: number;
  /** Drawn over the heart (the reactions animation). */
  children?: ReactNode;
}

/** The heart's outline. */
export const HEART_PATH =
  'M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';

export function HeartView({
  favorited,
  countText,
  disabled,
  onPress,
  size,
  children,
}: HeartViewProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!disabled) onPress();
  };
  return (
    <button
      type="button"
      className={[styles.button, favorited ? styles.on : ''].filter(Boolean).join(' ')}
      // The visible count is part of the name (WCAG 2.5.3 "Label in Name").
      aria-label={[favorited ? 'Unfavorite' : 'Favorite', countText].filter(Boolean).join(' ')}
      aria-pressed={favorited}
      // Disabled while the request runs, yet focus stays on the heart for keyboard users.
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill={favorited ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          d={HEART_PATH}
        />
      </svg>
      {countText !== null ? (
        <span className={styles.count} data-testid="favorite-count">
          {countText}
        </span>
      ) : null}
      {children}
    </button>
  );
}
