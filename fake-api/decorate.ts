// Per-viewer views of records: a pin carries favoritedByMe, favoriteUserCount and savedInfo for
// whoever asks (from favorites and saves), a board followedByMe and collaboratedByMe, a user
// explicitlyFollowedByMe. Records in the store never hold a viewer's flags.
import { boardDisplayName, QUICK_SAVES_DISPLAY_NAME } from '../domain/board';
import type { Board, BoardRef, Interest, Pin, SavedInfo, User, UserRef } from '../domain/types';
import { withOutsideOrigin } from './outside';
import type { Store } from './store';
import { onboardingPending } from './routes-onboarding';

export function isFollowing(
  store: Store,
  viewerId: string | null,
  kind: 'board' | 'user' | 'interest',
  id: string,
) {
  return viewerId !== null && store.index.followByKey.has(`${viewerId}|${kind}|${id}`);
}

export function isBoardMember(
  board: Pick<Board, 'owner'> & { collaborators?: UserRef[] },
  viewerId: string | null,
) {
  if (viewerId === null) return false;
  if (board.owner.id === viewerId) return true;
  return (board.collaborators ?? []).some((u) => u.id === viewerId);
}

/** Secret boards (and their pins) are seen only by the owner and collaborators. */
export function canSeeBoard(store: Store, boardId: string, viewerId: string | null): boolean {
  const board = store.get('boards', boardId);
  if (!board) return false;
  return board.privacy !== 'secret' || isBoardMember(board, viewerId);
}

export function canSeePin(store: Store, pin: Pin, viewerId: string | null): boolean {
  if (pin.board.privacy !== 'secret') return true;
  return canSeeBoard(store, pin.board.id, viewerId);
}

export function isHidden(store: Store, pinId: string, viewerId: string | null): boolean {
  return viewerId !== null && (store.index.hiddenByUser.get(viewerId)?.get(pinId) ?? 0) > 0;
}

function decorateUserRef<T extends UserRef>(store: Store, user: T, viewerId: string | null): T {
  return { ...user, explicitlyFollowedByMe: isFollowing(store, viewerId, 'user', user.id) };
}

function decorateBoardRef<T extends BoardRef>(store: Store, board: T, viewerId: string | null): T {
  const full = store.get('boards', board.id);
  return {
    ...board,
    followedByMe: isFollowing(store, viewerId, 'board', board.id),
    collaboratedByMe:
      viewerId !== null && (full?.collaborators ?? []).some((u) => u.id === viewerId),
  };
}

/** Where the viewer last saved this pin, as the card's saved overlay shows it. */
export function savedInfoOf(
  store: Store,
  pinId: string,
  viewerId: string | null,
): SavedInfo | null {
  if (viewerId === null) return null;
  const saves = store.index.savesByUserPin.get(`${viewerId}|${pinId}`);
  const save = saves?.[saves.length - 1];
  if (!save) return null;
  const board = save.boardId ? store.get('boards', save.boardId) : undefined;
  const section = save.sectionId ? store.get('sections', save.sectionId) : undefined;
  if (!board) {
    const user = store.get('users', viewerId);
    return {
      title: QUICK_SAVES_DISPLAY_NAME,
      type: 'profile',
      url: `/${user?.username ?? viewerId}/`,
      localPinId: save.id,
      boardId: null,
    };
  }
  if (section) {
    return {
      title: section.title,
      type: 'section',
      url: `${board.url}${section.slug}/`,
      localPinId: save.id,
      boardId: board.id,
    };
  }
  return {
    title: boardDisplayName(board),
    type: board.layout === 'quick_saves' ? 'profile' : 'board',
    url: board.url,
    localPinId: save.id,
    boardId: board.id,
  };
}

/**
 * A pin as `viewerId` sees it. With `origin` (where the request arrived, `answerOrigin`), a
 * stand-in outside link is answered absolute on it (docs/decisions/095).
 */
export function decoratePin(store: Store, pin: Pin, viewerId: string | null, origin?: string): Pin {
  return {
    ...pin,
    link: withOutsideOrigin(pin.link, origin),
    favoritedByMe: viewerId !== null && store.index.favoriteByUserPin.has(`${viewerId}|${pin.id}`),
    // A count the data never supplied stays absent (the card shows none).
    ...(pin.favoriteUserCount !== undefined ? { favoriteUserCount: pin.favoriteUserCount } : {}),
    savedInfo: savedInfoOf(store, pin.id, viewerId),
    board: decorateBoardRef(store, pin.board, viewerId),
    pinner: decorateUserRef(store, pin.pinner, viewerId),
  };
}

export function decorateBoard(store: Store, board: Board, viewerId: string | null): Board {
  return decorateBoardRef(
    store,
    { ...board, owner: decorateUserRef(store, board.owner, viewerId) },
    viewerId,
  );
}

export function decorateUser(store: Store, user: User, viewerId: string | null): User {
  const decorated = decorateUserRef(store, user, viewerId);
  // The viewer's own account says whether its onboarding is still to go through.
  return viewerId === user.id && onboardingPending(store, user)
    ? { ...decorated, onboardingPending: true }
    : decorated;
}

export function decorateInterest(
  store: Store,
  interest: Interest,
  viewerId: string | null,
): Interest {
  return { ...interest, followedByMe: isFollowing(store, viewerId, 'interest', interest.id) };
}

/** A user by id or username. */
export function findUser(store: Store, idOrUsername: string): User | undefined {
  const byId = store.get('users', idOrUsername);
  if (byId) return byId;
  const lower = idOrUsername.toLowerCase();
  return store.all('users').find((u) => u.username.toLowerCase() === lower);
}

export function userRefOf(user: User): UserRef {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    ...(user.imageMediumUrl ? { imageMediumUrl: user.imageMediumUrl } : {}),
  };
}
