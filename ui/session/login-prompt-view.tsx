// The login modal for gated actions (spec 2 section 6, spec 3 sections 4 and 6): its header fits
// the action; 'Close modal' closes it. A pure renderer: the session machine decides when it shows.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { CLOSE_MODAL_TEXT } from '../../domain/card-texts';
import { focusLayer, trapTab } from './focus-modal';
import styles from './login-prompt.module.css';

export interface LoginPromptViewProps {
  /** The prompt's header (spec 2 section 6). */
  header: string;
  /** The action's own text, e.g. LOGIN_PROMPT_TEXT.save; null shows the header only. */
  title: string | null;
  /** Where 'Log in' and 'Sign up' go (they carry the route to return to). */
  loginHref: string;
  signupHref: string;
  onClose: () => void;
  /** Renders an in-app link; defaults to a plain anchor. */
  renderLink?: (props: {
    href: string;
    className: string;
    children: ReactNode;
    onClick?: () => void;
  }) => ReactNode;
}

export function LoginPromptView({
  header,
  title,
  loginHref,
  signupHref,
  onClose,
  renderLink,
}: LoginPromptViewProps) {
  const headingId = useId();
  const bodyId = useId();
  const link = (href: string, className: string, children: ReactNode) =>
    renderLink ? (
      renderLink({ href, className, children, onClick: onClose })
    ) : (
      <a href={href} className={className}>
        {children}
      </a>
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };
  return (
    <div className={styles.backdrop}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog */}
      <div
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={title ? bodyId : undefined}
        tabIndex={-1}
        ref={focusLayer}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className={styles.close}
          aria-label={CLOSE_MODAL_TEXT}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18z"
            />
          </svg>
        </button>
        <div className={styles.logo} aria-hidden="true">
          P
        </div>
        <h2 id={headingId} className={styles.title}>
          {title ?? header}
        </h2>
        {title ? (
          <p id={bodyId} className={styles.body}>
            {header}
          </p>
        ) : null}
        <div className={styles.actions}>
          {link(loginHref, styles.primary ?? '', 'Log in')}
          {link(signupHref, styles.secondary ?? '', 'Sign up')}
        </div>
      </div>
    </div>
  );
}
