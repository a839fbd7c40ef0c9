// The invitation to collaborate on a board page opened from its link (spec 3 section 2 markers):
// accept_invite offers Accept and Decline, seamless accepts at once (the board invite actor
// `board.<id>.invite`); once answered the page opens board_url, or the board without the markers,
// loaded again so the new collaborator sees the board as one. A visitor is asked to log in.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  BOARD_INVITE_LOGIN_TEXT,
  boardInviteOffer,
  withoutBoardMarkers,
  type BoardInviteMarkers,
} from '../../domain/invite';
import type { Board } from '../../domain/types';
import {
  selectBoardInviteBusy,
  selectBoardInviteError,
  selectBoardInviteHandled,
  selectBoardInviteOffered,
} from '../../machines/board-invite.machine';
import { boardInviteActorId } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { useSessionBusy, useViewer } from '../app/viewer';
import { authHref } from '../session/auth-href';
import styles from './invite-landing.module.css';

export function BoardInvite({ board, markers }: { board: Board; markers: BoardInviteMarkers }) {
  const viewer = useViewer();
  const location = useLocation();
  if (useSessionBusy()) return null;
  if (viewer.id === null) {
    return (
      <p className={styles.offer}>
        <a href={authHref('/login', `${location.pathname}${location.search}`)}>
          {BOARD_INVITE_LOGIN_TEXT}
        </a>
      </p>
    );
  }
  return <BoardInviteOffer board={board} markers={markers} userId={viewer.id} />;
}

function BoardInviteOffer({
  board,
  markers,
  userId,
}: {
  board: Board;
  markers: BoardInviteMarkers;
  userId: string;
}) {
  const actor = usePageActor(
    boardInviteActorId(board.id),
    'boardInvite',
    {
      boardId: board.id,
      boardName: board.name,
      userId,
      invited: board.invitedUsers.some((u) => u.id === userId),
      seamless: markers.seamless,
    },
    userId,
  );
  // The moment before the actor is mounted is never painted (the mount draws again first).
  if (!actor) return null;
  return <BoardInviteQuestion actor={actor} board={board} markers={markers} />;
}

function BoardInviteQuestion({
  actor,
  board,
  markers,
}: {
  actor: PageActorRef<'boardInvite'>;
  board: Board;
  markers: BoardInviteMarkers;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const offered = useSelector(actor, selectBoardInviteOffered);
  const busy = useSelector(actor, selectBoardInviteBusy);
  const error = useSelector(actor, selectBoardInviteError);
  const handled = useSelector(actor, selectBoardInviteHandled);
  const answered = useSelector(actor, (s) => s.matches('accepted') || s.matches('declined'));
  useEffect(() => {
    if (!handled) return;
    const next = markers.boardUrl ?? withoutBoardMarkers(location.pathname, location.search);
    // An answer changed the board's people: the board loads again, as the server now has it.
    void navigate(next, { replace: true, state: answered ? { boardRefreshed: Date.now() } : null });
  }, [handled, answered, markers.boardUrl, location.pathname, location.search, navigate]);
  if (!offered && !busy) return null;
  return (
    <section className={styles.offer} aria-label="Invitation to collaborate">
      <p>{boardInviteOffer(board.owner.fullName, board.name)}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={busy || undefined}
          onClick={() => actor.send({ type: 'invite.decline' })}
        >
          Decline
        </button>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'invite.accept' })}
        >
          Accept
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
