// One save confirmation toast (spec 3 section 2, "Save confirmation toast"; spec 1 section 4).
// A pure renderer: the toasts machine decides when it shows, fades and hides.
import type { ReactNode } from 'react';
import { CHECK_ICON_LABEL } from '../../domain/save';
import styles from './toast-view.module.css';

/** Where a toast is in its life, as the toasts machine reports it. */
export type ToastPhase = 'entering' | 'visible' | 'exiting';

export interface ToastAction {
  label: string;
  /** A link target; without it the action is a button. */
  href?: string;
}

export interface ToastViewProps {
  headline: string;
  subline?: string | null;
  /** Error toasts carry no check icon. */
  tone?: 'confirmation' | 'error';
  phase: ToastPhase;
  action?: ToastAction | null;
  /** A new board's pin thumbnail, with its animated check badge once `badgeShown`. */
  thumbnailUrl?: string | null;
  badgeShown?: boolean;
  onAction?: () => void;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  /** Renders a link the app's router understands; defaults to a plain anchor. */
  renderLink?: (props: {
    href: string;
    className: string;
    children: ReactNode;
    onClick?: () => void;
  }) => ReactNode;
}

export function CheckIcon({
  label = CHECK_ICON_LABEL,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width={16}
      height={16}
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M9.17 17.34 3.83 12l-1.41 1.41 6.75 6.75L21.59 7.75l-1.42-1.41z"
      />
    </svg>
  );
}

export function ToastView(props: ToastViewProps) {
  const {
    headline,
    subline,
    tone = 'confirmation',
    phase,
    action,
    thumbnailUrl,
    badgeShown = false,
    onAction,
    onPointerEnter,
    onPointerLeave,
    renderLink,
  } = props;
  const className = [styles.toast, styles[phase], tone === 'error' ? styles.error : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      data-phase={phase}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onPointerEnter}
      onBlur={onPointerLeave}
    >
      {thumbnailUrl ? (
        <span className={styles.thumbnail}>
          <img src={thumbnailUrl} alt="" width={40} height={40} />
          {badgeShown ? (
            <span className={styles.badge} data-testid="toast-badge">
              <CheckIcon className={styles.badgeIcon} />
            </span>
          ) : null}
        </span>
      ) : tone === 'confirmation' ? (
        <CheckIcon className={styles.check} />
      ) : null}
      <span className={styles.text}>
        <span className={styles.headline}>{headline}</span>
        {subline ? <span className={styles.subline}>{subline}</span> : null}
      </span>
      {action ? (
        action.href ? (
          renderLink ? (
            renderLink({
              href: action.href,
              className: styles.action ?? '',
              children: action.label,
              onClick: onAction,
            })
          ) : (
            <a className={styles.action} href={action.href} onClick={onAction}>
              {action.label}
            </a>
          )
        ) : (
          <button type="button" className={styles.action} onClick={onAction}>
            {action.label}
          </button>
        )
      ) : null}
    </div>
  );
}
