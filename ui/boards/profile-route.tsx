// Profiles (spec 3 section 2): `/{username}/` (boards), `/{username}/_created/` (created pins),
// `/{username}/_saved` (saved pins).
import { lazy, Suspense } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import type { User } from '../../domain/types';
import { shortenNumber } from '../../domain/numbers';
import { createdPinsPath, profilePath, savedPinsPath } from '../../domain/pin-path';
import { followerCountText } from '../../machines/follow.machine';
import { useLoad } from '../app/load';
import type { EntitySnapshot } from '../../machines/entity-store.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useLocale, useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import {
  FollowButton,
  FollowButtonPlaceholder,
  FollowerCount,
  LoggedOutFollowButton,
  useFollowActor,
} from '../follow/follow-button';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import { BoardCreate } from './board-create';
import { BoardCard } from './board-card';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { Placement } from '../guidance/placement';
import { useSelector } from '@xstate/react';
import { boardMatchesType } from '../../domain/board-list';
import { selectPreferencesRead } from '../../machines/profile-view.machine';
import type { FeedRef } from '../feed/use-feed';
import {
  BoardViewControls,
  PinFilterControls,
  useFilteredOut,
  useProfileView,
  usePreferences,
  type ProfileViewRef,
} from './profile-view-controls';
import styles from '../pages/page.module.css';
import { profilePageTitle } from '../../domain/page-names';
import { OwnerDetails, useProfileFace } from '../business/profile-face';

type Tab = 'boards' | 'created' | 'saved';

// Partners only: the business-profile header (spec 3 section 4), a chunk of its own.
const BusinessHeader = lazy(() => import('../business/business-header'));

/** The boards in the chosen sort order (BoardsResource sort, spec 3 section 7) and, on the
 * viewer's own profile, of the chosen type (spec 3 section 3). */
function SortedBoards({ user, own, actor }: { user: User; own: boolean; actor: ProfileViewRef }) {
  const { boardSortOrder: sort, selfProfileBoardFilter: filter } = usePreferences(actor);
  // Creating a board invalidates the list (spec 3 section 4): a new version loads it again.
  const version = useLateActorSelector(
    SYSTEM_IDS.entities,
    (s: EntitySnapshot) => s.context.boardListVersion,
    0,
  );
  // Secret boards are listed to their people only: fetched again once the stored session is read.
  const viewer = useViewer();
  const state = useLoad({
    what: 'profileBoards',
    username: user.username,
    sort,
    version,
    viewer: viewer.id,
  });
  if (state.status === 'loading') return <Loading label="Loading boards" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  if (state.data.length === 0)
    return <EmptyState title={`${user.firstName || user.fullName} hasn’t saved any boards yet`} />;
  const shown = own ? state.data.filter((b) => boardMatchesType(b, filter)) : state.data;
  if (shown.length === 0) return <EmptyState title="No boards of this type" />;
  return (
    <ul className={styles.boardGrid} aria-label="Boards">
      {shown.map((b) => (
        <BoardCard key={b.id} board={b} />
      ))}
    </ul>
  );
}

function Boards({ user, own }: { user: User; own: boolean }) {
  const actor = useProfileView();
  const read = useSelector(actor, (s) => s !== undefined && selectPreferencesRead(s));
  return (
    <>
      {own ? <Placement id={VIEW_PLACEMENTS.ownBoards} /> : null}
      {own ? <BoardCreate username={user.username} /> : null}
      {actor ? <BoardViewControls actor={actor} own={own} /> : null}
      {actor && read ? (
        <SortedBoards user={user} own={own} actor={actor} />
      ) : (
        <Loading label="Loading boards" />
      )}
    </>
  );
}

/** The viewer's own pins, narrowed by the profile pin filter (spec 3 section 3). */
function OwnPinFilter({
  feed,
  viewerId,
  children,
}: {
  feed: FeedRef | undefined;
  viewerId: string | null;
  children: (removedPinIds: readonly string[]) => React.ReactNode;
}) {
  const actor = useProfileView();
  const filteredOut = useFilteredOut(feed, actor, viewerId);
  return (
    <>
      {actor ? <PinFilterControls actor={actor} /> : null}
      {children(filteredOut)}
    </>
  );
}

function UserPins({
  user,
  tab,
  viewerId,
}: {
  user: User;
  tab: 'created' | 'saved';
  viewerId: string | null;
}) {
  const feed = useFeed({ kind: tab, id: user.username });
  const grid = (removedPinIds?: readonly string[]) => (
    <PinGrid
      feed={feed}
      removedPinIds={removedPinIds}
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
  return viewerId !== null && viewerId === user.id ? (
    <OwnPinFilter feed={feed} viewerId={viewerId}>
      {grid}
    </OwnPinFilter>
  ) : (
    grid()
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
  if (!actor)
    return (
      <>
        <p className={styles.subtitle}>
          <FollowingCount user={user} />
        </p>
        <FollowButtonPlaceholder following={user.explicitlyFollowedByMe ?? false} />
      </>
    );
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
  const state = useLoad({ what: 'profile', username, viewer: viewer.id });
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
      <nav className={styles.tabs} aria-label="Profile" data-tabs>
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
        <Boards user={user} own={viewer.id !== null && viewer.id === user.id} />
      ) : (
        <UserPins key={`${tab}:${viewer.id ?? ''}`} user={user} tab={tab} viewerId={viewer.id} />
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
