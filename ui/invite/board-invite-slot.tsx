// The board link's invitation (spec 3 section 2: a board url may carry board_url, accept_invite
// and seamless): nothing unless the url says accept_invite; then its view is fetched on demand.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { boardInviteMarkers } from '../../domain/invite';
import type { Board } from '../../domain/types';
import { loadPinLogic } from '../../runtime/system';

const BoardInvite = lazy(() =>
  Promise.all([import('./board-invite'), loadPinLogic()]).then(([m]) => ({
    default: m.BoardInvite,
  })),
);

/** The invitation on a board page whose link carries accept_invite. */
export function BoardInviteSlot({ board }: { board: Board }) {
  const markers = boardInviteMarkers(useLocation().search);
  if (!markers.acceptInvite) return null;
  return (
    <Suspense fallback={null}>
      <BoardInvite board={board} markers={markers} />
    </Suspense>
  );
}
