// The not-found state of a page, apart from the states the home page shows (states.tsx): no
// first paint shows it, and a module the first paint reads lands in its chunk whole (decision
// 108, decision 112).
import { Link } from 'react-router';
import styles from './states.module.css';
import { NOT_FOUND_PAGE_NAME, pageTitle } from '../../domain/page-title';

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
