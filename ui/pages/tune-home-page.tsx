// `/edit` ('Tune your home feed', linked from the reported or hidden overlay): the boards the
// viewer's home feed draws on, to visit and prune.
import { Link } from 'react-router';
import { boardDisplayName } from '../../domain/board';
import { TUNE_HOME_FEED_TEXT } from '../../domain/view-parameter';
import { useLoad } from '../app/load';
import { useSessionUser } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { Placement } from '../guidance/placement';
import styles from './page.module.css';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

function Boards({ username }: { username: string }) {
  const state = useLoad({ what: 'tuneHome', username });
  if (state.status === 'loading') return <Loading label="Loading your boards" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  return (
    <ul className={styles.list} aria-label="Your boards">
      {state.data.map((b) => (
        <li key={b.id} className={styles.listItem}>
          <span className={styles.grow}>
            <strong>{boardDisplayName(b)}</strong>
            <br />
            <span className={styles.secondary}>
              {b.pinCount} {b.pinCount === 1 ? 'Pin' : 'Pins'}
            </span>
          </span>
          <Link className={styles.button} to={b.url}>
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function TuneHomePage() {
  const user = useSessionUser();
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <title>{pageTitle(pageName('tuneHome'))}</title>
        <h1 className={styles.title}>{TUNE_HOME_FEED_TEXT}</h1>
        <p className={styles.subtitle}>
          Your home feed is built from the boards you save to and the topics you follow.
        </p>
      </header>
      {user ? <Placement id={VIEW_PLACEMENTS.homeTuned} /> : null}
      {user ? (
        <Boards username={user.username} />
      ) : (
        <EmptyState title="Log in to tune your home feed">
          <Link className={styles.primary} to="/login">
            Log in
          </Link>
        </EmptyState>
      )}
    </main>
  );
}
