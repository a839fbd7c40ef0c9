// Profiles (spec 3 section 2): `/{username}/` (boards), `/{username}/_created/` (created pins),
// `/{username}/_saved` (saved pins).
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import type { Board, User } from '../../domain/types';
import { shortenNumber } from '../../domain/numbers';
import { createdPinsPath, profilePath, savedPinsPath } from '../../domain/pin-path';
import { followerCountText } from '../../machines/follow.machine';
import { useLoad } from '../app/load';
import { api } from '../app/system';
import { useLocale, useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import {
  FollowButton,
  FollowerCount,
  LoggedOutFollowButton,
  useFollowActor,
} from '../follow/follow-button';
import { EmptyState, ErrorState, Loading, NotFound } from '../shell/states';
import { loadAllBoards } from './boards-data';
import styles from '../pages/page.module.css';
import { profilePageTitle } from '../../domain/page-names';
import { OwnerDetails, useProfileFace } from '../business/profile-face';

type Tab = 'boards' | 'created' | 'saved';

// Partners only: the business-profile header (spec 3 section 4), a chunk of its own.
const BusinessHeader = lazy(() => import('../business/business-header'));

function BoardCard({ board }: { board: Board }) {
  const cover =
    board.coverImages['400x300'] ?? board.coverImages['222x'] ?? board.coverImages['216x146'];
  return (
    <li>
      <Link to={board.url} className={styles.boardCard}>
        {cover ? (
          <img
            className={styles.boardCover}
            src={cover.url}
            alt=""
            width={cover.width}
            height={cover.height}
            loading="lazy"
          />
        ) : (
          <span className={styles.boardCover} />
        )}
        <p className={styles.boardName}>
          {board.layout === 'quick_saves' ? 'Profile' : board.name}
        </p>
        <span className={styles.secondary}>
          {board.pinCount} {board.pinCount === 1 ? 'Pin' : 'Pins'}
          {board.privacy === 'secret' ? ' · Secret' : ''}
          {board.isCollaborative ? ' · Group board' : ''}
        </span>
      </Link>
    </li>
  );
}

function Boards({ user }: { user: User }) {
  const state = useLoad(`profile-boards.${user.username}`, (signal) =>
    loadAllBoards(user.username, signal),
  );
  if (state.status === 'loading') return <Loading label="Loading boards" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  if (state.data.length === 0)
    return <EmptyState title={`${user.firstName || user.fullName} hasn’t saved any boards yet`} />;
  return (
    <ul className={styles.boardGrid} aria-label="Boards">
      {state.data.map((b) => (
        <BoardCard key={b.id} board={b} />
      ))}
    </ul>
  );
}

function UserPins({ user, tab }: { user: User; tab: 'created' | 'saved' }) {
  const feed = useFeed({ kind: tab, id: user.username });
  return (
    <PinGrid
      feed={feed}
      surface={tab === 'created' ? 'CreatorProfileActivityPinGrid' : 'UserProfilePinGrid'}
      label={tab === 'created' ? 'Created Pins' : 'Saved Pins'}
      empty={{
        title: tab === 'created' ? 'Nothing created yet' : 'Nothing saved yet',
        body:
          tab === 'created'
            ? 'Pins this account creates show up here.'
            : 'Pins saved by this account show up here.',
      }}
    />
  );
}

function FollowingCount({ user }: { user: User }) {
  return <>{shortenNumber({ value: user.followingCount, locale: useLocale() })} following</>;
}

/** Someone else's profile, signed in: the follower count moves with the Follow button. */
function ProfileFollow({ user }: { user: User }) {
  const actor = useFollowActor({
    kind: 'user',
    id: user.id,
    following: user.explicitlyFollowedByMe ?? false,
    followerCount: user.followerCount,
  });
  return (
    <>
      <p className={styles.subtitle}>
        <FollowerCount actor={actor} /> · <FollowingCount user={user} />
      </p>
      <FollowButton actor={actor} />
    </>
  );
}

/** Follower counts as loaded, with the login prompt's Follow for a logged-out viewer. */
function ProfileCounts({ user, loggedOut }: { user: User; loggedOut: boolean }) {
  const locale = useLocale();
  return (
    <>
      <p className={styles.subtitle}>
        {followerCountText(user.followerCount, locale)} · <FollowingCount user={user} />
      </p>
      {loggedOut ? <LoggedOutFollowButton /> : null}
    </>
  );
}

/** The header's name, picture and, to whoever acts as the profile, the owner's details. */
function ProfileHeader({ user, viewerId }: { user: User; viewerId: string | null }) {
  const face = useProfileFace(user);
  return (
    <header className={styles.header}>
      <span className={styles.avatarLarge} aria-hidden="true">
        {face.imageUrl ? (
          <img src={face.imageUrl} alt="" width={120} height={120} />
        ) : (
          face.name.charAt(0)
        )}
      </span>
      <h1 className={styles.title}>{face.name}</h1>
      <p className={styles.subtitle}>@{user.username}</p>
      <OwnerDetails face={face} />
      {viewerId !== null && viewerId !== user.id ? (
        <ProfileFollow user={user} />
      ) : (
        <ProfileCounts user={user} loggedOut={viewerId === null} />
      )}
    </header>
  );
}

function Profile({ username, tab }: { username: string; tab: Tab }) {
  const viewer = useViewer();
  const state = useLoad<User>(`profile.${username}.for.${viewer.id ?? 'visitor'}`, (signal) =>
    api.getUser(username, { signal }),
  );
  if (state.status === 'loading') return <Loading label="Loading profile" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="profile" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const user = state.data;
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;
  return (
    <main className={styles.page}>
      <title>{profilePageTitle({ name: user.businessName ?? user.fullName, tab })}</title>
      {viewer.isPartner ? (
        <Suspense fallback={null}>
          <BusinessHeader viewed={{ id: user.id, username: user.username }} />
        </Suspense>
      ) : null}
      <ProfileHeader user={user} viewerId={viewer.id} />
      <nav className={styles.tabs} aria-label="Profile">
        <NavLink to={createdPinsPath(user.username)} className={tabClass}>
          Created
        </NavLink>
        <NavLink to={profilePath(user.username)} end className={tabClass}>
          Boards
        </NavLink>
        <NavLink to={savedPinsPath(user.username)} className={tabClass}>
          Saved
        </NavLink>
      </nav>
      {tab === 'boards' ? (
        <Boards user={user} />
      ) : (
        <UserPins key={`${tab}:${viewer.id ?? ''}`} user={user} tab={tab} />
      )}
    </main>
  );
}

export default function ProfileRoute() {
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  const tab: Tab = /\/_created\/?$/.test(pathname)
    ? 'created'
    : /\/_saved\/?$/.test(pathname)
      ? 'saved'
      : 'boards';
  // A new viewer loads the profile again: explicitlyFollowedByMe is theirs.
  const viewerId = useViewer().id ?? '';
  return <Profile key={`${username}:${viewerId}`} username={username} tab={tab} />;
}
