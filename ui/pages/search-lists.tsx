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
import { useViewer } from '../app/viewer';
import { BoardCard } from '../boards/board-card';
import { SmallAvatar } from '../boards/small-avatar';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './page.module.css';

/** The named loads of a search's pages. */
type SearchLoad = 'searchBoards' | 'searchUsers' | 'searchMyContent';

/** One page of a search: the first has no bookmark, each next one the bookmark before it. */
interface PageRequest {
  what: SearchLoad;
  q: string;
  bookmark: string | null;
  viewer: string | null;
}

/** A page's load. The load's name says what it answers; a list renders the search it was given. */
function usePage<T>(request: PageRequest): LoadState<Page<T>> {
  return useLoad(request) as LoadState<Page<T>>;
}

/** The items of a page after the first, once loaded. */
function MorePage<T>({
  request,
  render,
}: {
  request: PageRequest;
  render: (item: T) => ReactNode;
}) {
  const page = usePage<T>(request);
  return page.status === 'loaded' ? <>{page.data.items.map(render)}</> : null;
}

/** Under the list: the last page's failure, and Show more while the search has more. */
function ShowMore({
  last,
  onMore,
}: {
  /** The last page asked for: its loader is the one the list holds. */
  last: PageRequest;
  onMore: (bookmark: string) => void;
}) {
  const page = usePage(last);
  const next = page.status === 'loaded' ? page.data.bookmark : last.bookmark;
  return (
    <>
      {page.status === 'failed' ? <p role="alert">{page.failure.message}</p> : null}
      {next ? (
        <div className={styles.row}>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              if (page.status === 'failed') page.retry();
              else if (page.status === 'loaded') onMore(next);
            }}
            disabled={page.status === 'loading'}
          >
            {page.status === 'loading' ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </>
  );
}

function SearchList<T>({
  tab,
  load,
  q,
  label,
  render,
  listClass,
  heading = null,
  then,
}: {
  tab: SearchTab;
  load: SearchLoad;
  q: string;
  label: string;
  render: (item: T) => ReactNode;
  listClass: string;
  /** A heading over the list when it has items. */
  heading?: string | null;
  /** What follows the list, told whether it found anything; shown instead of the empty state. */
  then?: (found: boolean) => ReactNode;
}) {
  const viewer = useViewer();
  const first: PageRequest = { what: load, q, bookmark: null, viewer: viewer.id };
  const firstPage = usePage<T>(first);
  // The bookmarks of the pages asked for with Show more, in order.
  const [more, setMore] = useState<string[]>([]);
  if (firstPage.status === 'loading') return <Loading label={`Searching ${label}`} />;
  if (firstPage.status === 'failed')
    return <ErrorState message={firstPage.failure.message} onRetry={firstPage.retry} />;
  if (firstPage.data.items.length === 0) {
    if (then) return then(false);
    return <EmptyState title={searchEmptyTitle({ tab, q })}>{SEARCH_EMPTY_TEXT.body}</EmptyState>;
  }
  const pages = more.map((bookmark): PageRequest => ({ ...first, bookmark }));
  return (
    <>
      <div className={styles.narrow}>
        {heading ? <h2 className={styles.sectionTitle}>{heading}</h2> : null}
        <ul className={listClass} aria-label={`${label} for ${q}`}>
          {firstPage.data.items.map(render)}
          {pages.map((page) => (
            <MorePage key={page.bookmark} request={page} render={render} />
          ))}
        </ul>
        <ShowMore last={pages.at(-1) ?? first} onMore={(next) => setMore([...more, next])} />
      </div>
      {then ? then(true) : null}
    </>
  );
}

export function BoardResults({ q }: { q: string }) {
  return (
    <SearchList<Board>
      tab="boards"
      load="searchBoards"
      q={q}
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
    <SearchList<User>
      tab="users"
      load="searchUsers"
      q={q}
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
    <SearchList<Board>
      tab="my_content"
      load="searchMyContent"
      q={q}
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
