// Boards (spec 3 section 2): `/{username}/{boardId}/` and the section form
// `/{username}/{boardId}/{section}`.
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { boardRole, canActOnBoard, SECTION_PERMISSION } from '../../domain/permissions';
import type { Board } from '../../domain/types';
import { profilePath } from '../../domain/pin-path';
import {
  selectOrbacSubjectId,
  type BusinessProfileSnapshot,
} from '../../machines/business-profile.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useLoad } from '../app/load';
import { useViewedProfile } from '../business/business-header';
import { useViewer } from '../app/viewer';
import { useBoardFeedRemovals, type BoardFeed } from '../feed/board-feed';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import {
  FollowButton,
  FollowButtonPlaceholder,
  LoggedOutFollowButton,
  useFollowActor,
} from '../follow/follow-button';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import type { BoardPageData } from '../../machines/loads';
import { BoardBulkDelete } from './bulk-delete-view';
import { SectionCreate } from './section-create';
import styles from '../pages/page.module.css';
import { boardPageTitle } from '../../domain/page-names';
import { BoardInviteSlot } from '../invite/board-invite-slot';

function BoardPins({
  data,
  owner,
  actingFor,
}: {
  data: BoardPageData;
  owner: boolean;
  /** The business profile the viewer acts as when the board is its (spec 3 section 4). */
  actingFor: string | undefined;
}) {
  const sectionId = data.section?.id ?? null;
  const boardId = data.board.id;
  // One object for the page's life: every card gets it, and cards re-render only when it changes.
  const boardFeed = useMemo<BoardFeed>(
    () => (sectionId ? { kind: 'section', id: sectionId } : { kind: 'board', id: boardId }),
    [sectionId, boardId],
  );
  const feed = useFeed(boardFeed);
  const removedPinIds = useBoardFeedRemovals(boardFeed);
  return (
    <>
      {owner && !sectionId ? (
        <BoardBulkDelete
          boardId={boardId}
          feed={feed}
          removedPinIds={removedPinIds}
          orbacSubjectId={actingFor}
        />
      ) : null}
      <PinGrid
        feed={feed}
        boardFeed={boardFeed}
        removedPinIds={removedPinIds}
        surface="BaseBoardPinGrid"
        label={data.section ? `Pins in ${data.section.title}` : `Pins on ${data.board.name}`}
        empty={{
          title: 'There aren’t any Pins here yet',
          body: 'Save Pins to this board and they will show up here.',
        }}
      />
    </>
  );
}

/** Follow for a signed-in viewer who neither owns nor collaborates on the board (spec 3 section 4). */
function BoardFollow({ board }: { board: Board }) {
  const actor = useFollowActor({
    kind: 'board',
    id: board.id,
    following: board.followedByMe ?? false,
  });
  if (!actor) return <FollowButtonPlaceholder following={board.followedByMe ?? false} />;
  return <FollowButton actor={actor} />;
}

function BoardPage({
  username,
  boardSlug,
  sectionSlug,
}: {
  username: string;
  boardSlug: string;
  sectionSlug: string | null;
}) {
  const viewer = useViewer();
  const actingAs = useLateActorSelector<BusinessProfileSnapshot, string | undefined>(
    SYSTEM_IDS.businessProfile,
    selectOrbacSubjectId,
    undefined,
  );
  // A change of the board's people from its link (ui/invite/board-invite.tsx) asks for a new load.
  const refreshed = (useLocation().state as { boardRefreshed?: number } | null)?.boardRefreshed;
  const state = useLoad({
    what: 'boardPage',
    username,
    boardSlug,
    sectionSlug,
    refreshed: refreshed ?? null,
    viewer: viewer.id,
  });
  // The board's owner is the profile shown: a partner acting as it acts on its boards too.
  const shown = state.status === 'loading' || state.status === 'failed' ? null : state.data.board;
  useViewedProfile(shown ? { id: shown.owner.id, username: shown.owner.username } : null);
  if (state.status === 'loading') return <Loading label="Loading board" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="board" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const { board, sections, section } = state.data;
  // A partner acting as a business profile (spec 3 section 4) owns that profile's boards: owner
  // actions there carry its orbac_subject_id.
  const ownRole = boardRole({ board, viewerId: viewer.id });
  const actingFor =
    ownRole === 'none' && actingAs && boardRole({ board, viewerId: actingAs }) === 'owner'
      ? actingAs
      : undefined;
  const role = actingFor ? 'owner' : ownRole;
  const name = board.layout === 'quick_saves' ? 'Profile' : board.name;
  return (
    <main className={styles.page}>
      <title>
        {boardPageTitle({ board: name, owner: board.owner.fullName, section: section?.title })}
      </title>
      <header className={styles.header}>
        <h1 className={styles.title}>{section ? section.title : name}</h1>
        {section ? (
          <p className={styles.subtitle}>
            in <Link to={board.url}>{name}</Link>
          </p>
        ) : null}
        {board.description ? <p className={styles.subtitle}>{board.description}</p> : null}
        <p className={styles.subtitle}>
          <Link to={profilePath(board.owner.username)}>{board.owner.fullName}</Link> ·{' '}
          {board.pinCount} {board.pinCount === 1 ? 'Pin' : 'Pins'}
          {board.privacy === 'secret' ? ' · Secret board' : ''}
          {board.isCollaborative ? ` · ${board.collaboratorCount + 1} people` : ''}
        </p>
        {viewer.id === null ? (
          <LoggedOutFollowButton following={board.followedByMe ?? false} />
        ) : role === 'none' ? (
          <BoardFollow board={board} />
        ) : (
          <div className={styles.row}>
            <Link
              className={styles.button}
              to={section ? `/boardsection/${section.id}/edit` : `/board/${board.id}/edit`}
            >
              {section ? 'Edit section' : 'Edit board'}
            </Link>
            {board.isCollaborative ? (
              <Link className={styles.button} to={`/board/${board.id}/edit/collaborators`}>
                Collaborators
              </Link>
            ) : null}
          </div>
        )}
        {!section && canActOnBoard({ board, viewerId: viewer.id, action: SECTION_PERMISSION }) ? (
          <SectionCreate boardId={board.id} boardUrl={board.url} />
        ) : null}
      </header>
      <BoardInviteSlot board={board} />
      {sections.length > 0 ? (
        <nav className={styles.chips} aria-label="Sections">
          <Link
            to={board.url}
            className={section ? styles.chip : `${styles.chip} ${styles.chipActive}`}
            aria-current={section ? undefined : 'page'}
          >
            All Pins
          </Link>
          {sections.map((s) => (
            <Link
              key={s.id}
              to={`${board.url.replace(/\/?$/, '/')}${s.slug}`}
              className={section?.id === s.id ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-current={section?.id === s.id ? 'page' : undefined}
            >
              {s.title}
            </Link>
          ))}
        </nav>
      ) : null}
      <BoardPins
        key={`${section?.id ?? board.id}:${viewer.id ?? ''}`}
        data={state.data}
        owner={role === 'owner'}
        actingFor={actingFor}
      />
    </main>
  );
}

export default function BoardRoute() {
  const { username = '', boardSlug = '', sectionSlug = null } = useParams();
  // A new viewer loads the board again: followedByMe and what they may see are theirs.
  const viewerId = useViewer().id ?? '';
  return (
    <BoardPage
      key={`${username}/${boardSlug}/${sectionSlug ?? ''}:${viewerId}`}
      username={username}
      boardSlug={boardSlug}
      sectionSlug={sectionSlug}
    />
  );
}
