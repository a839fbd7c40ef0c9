// Loading, empty and error states every page shares.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './states.module.css';
import { NOT_FOUND_PAGE_NAME, pageTitle } from '../../domain/page-title';

export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{label}</span>
    </div>
  );
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div className={styles.center} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.center}>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.text}>{children}</div> : null}
    </div>
  );
}

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className={styles.center}>
      <title>{pageTitle(NOT_FOUND_PAGE_NAME)}</title>
      <h1 className={styles.title}>Sorry, we couldn&apos;t find that {what}</h1>
      <p className={styles.text}>
        The link may be broken, or the {what} may have been removed. Try a search, or head back to
        your home feed.
      </p>
      <Link to="/" className={`${styles.button} ${styles.primary}`}>
        Go to home feed
      </Link>
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.srOnly}>{children}</span>;
}
