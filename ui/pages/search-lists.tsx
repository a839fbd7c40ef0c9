// The search page's Boards, Users and Your content tabs (spec 3 section 3 search tab types): the
// boards whose name has every word of the term, the people whose name or username has it, the
// viewer's own boards followed by their pins, a page at a time (decisions 059 and 062).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page } from '../../api/api';
import { profilePath } from '../../domain/pin-path';
import {
  MY_CONTENT_TEXT,
  SEARCH_EMPTY_TEXT,
  searchEmptyTitle,
  type SearchTab,
} from '../../domain/search-tabs';
import type { Board, User } from '../../domain/types';
import { useLoad, type LoadState } from '../app/load';
import { api } from '../../runtime/system';
import { useViewer } from '../app/viewer';
import { BoardCard } from '../boards/board-card';
import { SmallAvatar } from '../boards/small-avatar';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './page.module.css';

type Search<T> = (
  input: { q: string; bookmark?: string | null },
  signal?: AbortSignal,
) => Promise<Page<T>>;

/** The named loads of a search's first page. */
type SearchLoad = 'searchBoards' | 'searchUsers' | 'searchMyContent';

/** The first page of a search, then more on request. */
function useSearchPages<T>(what: SearchLoad, q: string, search: Search<T>) {
  const viewer = useViewer();
  // The load's name says what it answers; this list renders the pages of the search it was given.
  const first = useLoad({ what, q, viewer: viewer.id }) as LoadState<Page<T>>;
  const [more, setMore] = useState<{ items: T[]; bookmark: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const bookmark = more ? more.bookmark : first.status === 'loaded' ? first.data.bookmark : null;
  const loadMore = () => {
    if (!bookmark || loading) return;
    setLoading(true);
    setFailure(null);
    search({ q, bookmark })
      .then((page) =>
        setMore({ items: [...(more?.items ?? []), ...page.items], bookmark: page.bookmark }),
      )
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setLoading(false));
  };
  return { first, more: more?.items ?? [], bookmark, loading, failure, loadMore };
}

function SearchList<T>({
  tab,
  load,
  q,
  search,
  label,
  render,
  listClass,
  heading = null,
  then,
}: {
  tab: SearchTab;
  load: SearchLoad;
  q: string;
  search: Search<T>;
  label: string;
  render: (item: T) => ReactNode;
  listClass: string;
  /** A heading over the list when it has items. */
  heading?: string | null;
  /** What follows the list, told whether it found anything; shown instead of the empty state. */
  then?: (found: boolean) => ReactNode;
}) {
  const { first, more, bookmark, loading, failure, loadMore } = useSearchPages(load, q, search);
  if (first.status === 'loading') return <Loading label={`Searching ${label}`} />;
  if (first.status === 'failed')
    return <ErrorState message={first.failure.message} onRetry={first.retry} />;
  const items = [...first.data.items, ...more];
  if (items.length === 0) {
    if (then) return then(false);
    return <EmptyState title={searchEmptyTitle({ tab, q })}>{SEARCH_EMPTY_TEXT.body}</EmptyState>;
  }
  return (
    <>
      <div className={styles.narrow}>
        {heading ? <h2 className={styles.sectionTitle}>{heading}</h2> : null}
        <ul className={listClass} aria-label={`${label} for ${q}`}>
          {items.map(render)}
        </ul>
        {failure ? <p role="alert">{failure}</p> : null}
        {bookmark ? (
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={loadMore} disabled={loading}>
              {loading ? 'Loading…' : 'Show more'}
            </button>
          </div>
        ) : null}
      </div>
      {then ? then(true) : null}
    </>
  );
}

const searchBoards: Search<Board> = (input, signal) => api.searchBoards(input, { signal });
const searchUsers: Search<User> = (input, signal) => api.searchUsers(input, { signal });
const searchMyBoards: Search<Board> = (input, signal) =>
  api.searchBoards({ ...input, type: 'my_content' }, { signal });

export function BoardResults({ q }: { q: string }) {
  return (
    <SearchList
      tab="boards"
      load="searchBoards"
      q={q}
      search={searchBoards}
      label="Boards"
      listClass={styles.boardGrid ?? ''}
      render={(board) => <BoardCard key={board.id} board={board} />}
    />
  );
}

function Person({ user }: { user: User }) {
  return (
    <li>
      <Link to={profilePath(user.username)} className={styles.listItem}>
        <SmallAvatar user={user} />
        <span className={styles.grow}>
          <strong>{user.fullName.trim() || user.username}</strong>
          <br />
          <span className={styles.secondary}>@{user.username}</span>
        </span>
      </Link>
    </li>
  );
}

export function UserResults({ q }: { q: string }) {
  return (
    <SearchList
      tab="users"
      load="searchUsers"
      q={q}
      search={searchUsers}
      label="People"
      listClass={styles.list ?? ''}
      render={(user) => <Person key={user.id} user={user} />}
    />
  );
}

/**
 * The Your content tab: the viewer's own and shared boards that match, then their pins (`pins`,
 * told which tab's empty state to give: Your Pins' under boards, Your content's with none).
 */
export function MyContentResults({
  q,
  pins,
}: {
  q: string;
  pins: (empty: 'my_pins' | 'my_content') => ReactNode;
}) {
  return (
    <SearchList
      tab="my_content"
      load="searchMyContent"
      q={q}
      search={searchMyBoards}
      label={MY_CONTENT_TEXT.boards}
      heading={MY_CONTENT_TEXT.boards}
      listClass={styles.boardGrid ?? ''}
      render={(board) => <BoardCard key={board.id} board={board} />}
      then={(found) => (
        <>
          {found ? <h2 className={styles.sectionTitle}>{MY_CONTENT_TEXT.pins}</h2> : null}
          {pins(found ? 'my_pins' : 'my_content')}
        </>
      )}
    />
  );
}
