// The recent searches under the search field for a logged-out visitor (spec 3 section 3:
// completed searches; section 4: REMOVE completed search): each goes to its search again and can
// be removed. Shown while the search field or one of its controls has focus; its own chunk, fetched
// after the first paint.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import {
  RECENT_SEARCH_LABELS,
  recentSearchPath,
  type CompletedSearch,
} from '../../domain/local-state-store';
import { selectRecentSearches, type LocalStateSnapshot } from '../../machines/local-state.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActor, useLateActorSelector } from '../app/late-actor';
import { Icon } from './icon';
import styles from './recent-searches.module.css';

const NONE: CompletedSearch[] = [];
const keyOf = (s: CompletedSearch) => [s.query, s.rs, s.scope, s.rg].join('\u0000');

export function RecentSearches() {
  const actor = useLateActor(SYSTEM_IDS.localState);
  const searches = useLateActorSelector<LocalStateSnapshot, CompletedSearch[]>(
    SYSTEM_IDS.localState,
    selectRecentSearches,
    NONE,
  );
  if (!actor || searches.length === 0) return null;
  const remove = (search: CompletedSearch) => (event: MouseEvent<HTMLButtonElement>) => {
    // Focus stays in the search field, so the list stays open for the next one.
    event.currentTarget.closest('form')?.querySelector('input')?.focus();
    actor.send({ type: 'localState.search.remove', search });
  };
  return (
    <div className={styles.panel}>
      <p id="recent-searches-heading" className={styles.heading}>
        {RECENT_SEARCH_LABELS.heading}
      </p>
      <ul aria-labelledby="recent-searches-heading" className={styles.list}>
        {searches.map((search) => (
          <li key={keyOf(search)} className={styles.item}>
            <Link to={recentSearchPath(search)} className={styles.query}>
              {search.query}
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={RECENT_SEARCH_LABELS.remove(search.query)}
              onClick={remove(search)}
            >
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
