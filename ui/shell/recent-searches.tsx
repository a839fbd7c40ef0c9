// The recent searches under the search field for a logged-out visitor (spec 3 section 3:
// completed searches; section 4: REMOVE completed search): each goes to its search again and can
// be removed. Shown while the typeahead overlay is open (the app UI state: focus is in the search
// form); its own chunk, fetched after the first paint.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import {
  RECENT_SEARCH_LABELS,
  recentSearchPath,
  type CompletedSearch,
} from '../../domain/local-state-store';
import { selectRecentSearches, type LocalStateSnapshot } from '../../machines/local-state.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { selectTypeaheadOpen, type AppUiSnapshot } from '../../machines/app-ui.machine';
import { getActorBySystemId } from '../../runtime/system';
import { useLateActor, useLateActorSelector } from '../app/late-actor';
import { Icon } from './icon';
import styles from './recent-searches.module.css';

const NONE: CompletedSearch[] = [];
const keyOf = (s: CompletedSearch) => [s.query, s.rs, s.scope, s.rg].join('\u0000');

/**
 * Tells the app UI state when the typeahead overlay opens and closes: while focus is in the
 * search form that `marker` sits in (spec 3 section 4 "App UI state": the typeahead overlay).
 */
function useTypeaheadFocus(marker: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return undefined;
    const send = (open: boolean) =>
      getActorBySystemId(SYSTEM_IDS.appUi)?.send({
        type: open ? 'typeahead.open' : 'typeahead.close',
      });
    const opened = () => send(true);
    // Focus moving between the field and its controls stays in the form: the overlay stays open.
    const left = (event: FocusEvent) =>
      send(event.relatedTarget instanceof Node && form.contains(event.relatedTarget));
    send(form.contains(document.activeElement));
    form.addEventListener('focusin', opened);
    form.addEventListener('focusout', left);
    return () => {
      form.removeEventListener('focusin', opened);
      form.removeEventListener('focusout', left);
      getActorBySystemId(SYSTEM_IDS.appUi)?.send({ type: 'typeahead.close' });
    };
  }, [marker]);
}

export function RecentSearches() {
  const marker = useRef<HTMLSpanElement>(null);
  useTypeaheadFocus(marker);
  const open = useLateActorSelector<AppUiSnapshot, boolean>(
    SYSTEM_IDS.appUi,
    selectTypeaheadOpen,
    false,
  );
  const actor = useLateActor(SYSTEM_IDS.localState);
  const searches = useLateActorSelector<LocalStateSnapshot, CompletedSearch[]>(
    SYSTEM_IDS.localState,
    selectRecentSearches,
    NONE,
  );
  // The list is drawn only while the typeahead overlay is open.
  if (!actor || searches.length === 0 || !open) return <span ref={marker} hidden />;
  const remove = (search: CompletedSearch) => (event: MouseEvent<HTMLButtonElement>) => {
    // Focus stays in the search field, so the list stays open for the next one.
    event.currentTarget.closest('form')?.querySelector('input')?.focus();
    actor.send({ type: 'localState.search.remove', search });
  };
  return (
    <div className={styles.panel}>
      <span ref={marker} hidden />
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
