// The roles and permissions a pin card reads (spec 1 sections 5 and 6, spec 3 sections 4 and 6),
// apart from the other permission rules (permissions.ts, which re-exports them): the home
// feed's cards read these, and a module the first paint reads lands in its chunk whole
// (decision 108).
import { isOwnPin } from './pin-card';
import type { BoardRef, Pin, Viewer } from './types';
import { isBot, isSignedIn } from './viewer-kind';

/** The board action right that lets a collaborator edit pins (spec 1 section 6: collaboratorPermissions). */
const EDIT_PIN_PERMISSION = 'edit_pin';
/** The board action right that lets a collaborator add, rename and delete sections (fixtures' `add_section`). */
export const SECTION_PERMISSION = 'add_section';
/** The pin access right that allows editing the pin (spec 1 section 3: access may include write). */
const PIN_WRITE_ACCESS = 'write';

export type ViewerId = string | null | undefined;

export type BoardRoleFields = Pick<
  BoardRef,
  'owner' | 'isCollaborative' | 'collaboratorPermissions'
> & {
  collaboratedByMe?: boolean;
  collaborators?: readonly { id: string }[];
};

export function signedIn(viewerId: ViewerId): viewerId is string {
  return viewerId !== null && viewerId !== undefined && viewerId !== '';
}

/** A board counts as own when the viewer is signed in and owns it (spec 3 section 6). */
export function isOwnBoard({
  board,
  viewerId,
}: {
  board: Pick<BoardRef, 'owner'>;
  viewerId: ViewerId;
}): boolean {
  return signedIn(viewerId) && board.owner.id === viewerId;
}

/** Whether the viewer collaborates on a board: collaboratedByMe, or listed among its collaborators (spec 3 section 6). */
function isBoardCollaborator({
  board,
  viewerId,
}: {
  board: BoardRoleFields;
  viewerId: ViewerId;
}): boolean {
  if (!signedIn(viewerId) || isOwnBoard({ board, viewerId })) return false;
  if (board.collaboratedByMe === true) return true;
  return (board.collaborators ?? []).some((c) => c.id === viewerId);
}

export type BoardRole = 'owner' | 'collaborator' | 'none';

/** The viewer's role on a board: owner, collaborator or none (spec 3 section 6). */
export function boardRole({
  board,
  viewerId,
}: {
  board: BoardRoleFields;
  viewerId: ViewerId;
}): BoardRole {
  if (isOwnBoard({ board, viewerId })) return 'owner';
  if (isBoardCollaborator({ board, viewerId })) return 'collaborator';
  return 'none';
}

/**
 * A board owner can do everything on the board; a collaborator only the actions listed in
 * collaboratorPermissions (spec 1 section 6, spec 3 section 6).
 */
export function canActOnBoard({
  board,
  viewerId,
  action,
}: {
  board: BoardRoleFields;
  viewerId: ViewerId;
  action: string;
}): boolean {
  const role = boardRole({ board, viewerId });
  if (role === 'owner') return true;
  return role === 'collaborator' && board.collaboratorPermissions.includes(action);
}

/**
 * Edit is allowed when the viewer owns the board, holds the board action right (listed in
 * collaboratorPermissions), or the pin's access includes write (spec 1 section 6).
 */
export function canEditPin({
  pin,
  viewerId,
}: {
  pin: Pick<Pin, 'access'> & { board: BoardRoleFields };
  viewerId: ViewerId;
}): boolean {
  if (!signedIn(viewerId)) return false;
  if (pin.access.includes(PIN_WRITE_ACCESS)) return true;
  return canActOnBoard({ board: pin.board, viewerId, action: EDIT_PIN_PERMISSION });
}

export type SaveButtonType = 'classic' | 'inline' | 'promote' | 'none';

/**
 * Favorite button: for signed-in viewers; on a collaborative board only for its collaborators
 * and owner (spec 1 sections 4 and 6).
 */
export function showsFavoriteButton({
  board,
  viewerId,
}: {
  board: BoardRoleFields;
  viewerId: ViewerId;
}): boolean {
  if (!signedIn(viewerId)) return false;
  if (!board.isCollaborative) return true;
  return boardRole({ board, viewerId }) !== 'none';
}

/** The edit button shows for signed-in desktop viewers who may edit the pin (spec 1 section 6). */
export function showsEditButton({
  pin,
  viewer,
}: {
  pin: Pick<Pin, 'access'> & { board: BoardRoleFields };
  viewer: Pick<Viewer, 'kind' | 'id' | 'device'>;
}): boolean {
  return (
    isSignedIn(viewer) && viewer.device === 'desktop' && canEditPin({ pin, viewerId: viewer.id })
  );
}

export type OverflowMenuKind = 'full' | 'loggedOut' | 'none';

/**
 * Overflow menu: the full menu for signed-in viewers; logged-out desktop viewers get the
 * logged-out context menu; hidden for logged-out mobile viewers and bots (spec 1 section 6,
 * spec 3 section 4).
 */
export function overflowMenuKind(viewer: Pick<Viewer, 'kind' | 'id' | 'device'>): OverflowMenuKind {
  if (isSignedIn(viewer)) return 'full';
  if (isBot(viewer)) return 'none';
  return viewer.device === 'desktop' ? 'loggedOut' : 'none';
}

/**
 * Hide is unavailable for promoted pins and for pins on collaborative boards the viewer
 * collaborates on (or owns), and for logged-out viewers (spec 3 section 4).
 */
export function canHidePin({
  pin,
  viewerId,
}: {
  pin: Pick<Pin, 'isPromoted'> & { board: BoardRoleFields };
  viewerId: ViewerId;
}): boolean {
  if (!signedIn(viewerId) || pin.isPromoted) return false;
  return !(pin.board.isCollaborative && boardRole({ board: pin.board, viewerId }) !== 'none');
}

/**
 * Partner analytics indicator: for partners on their own pins or when 30-day creator analytics
 * exist (spec 1 section 6).
 */
export function showsAnalyticsIndicator({
  pin,
  viewer,
}: {
  pin: Pick<Pin, 'pinner' | 'aggregatedPinData'>;
  viewer: Pick<Viewer, 'kind' | 'id' | 'isPartner'>;
}): boolean {
  if (!isSignedIn(viewer) || !viewer.isPartner) return false;
  return (
    isOwnPin({ pin, viewerId: viewer.id }) || pin.aggregatedPinData.creatorAnalytics !== undefined
  );
}

/** Surfaces where the pin stats button is a full button (spec 1 section 6). */
const FULL_STATS_BUTTON_SURFACES = [
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
] as const;

/**
 * The pin stats button is a full button only on creator profile story and activity grids,
 * otherwise an icon button (spec 1 section 6).
 */
export function statsButtonForm(surface: string | null | undefined): 'full' | 'icon' {
  return (FULL_STATS_BUTTON_SURFACES as readonly string[]).includes(surface ?? '')
    ? 'full'
    : 'icon';
}

/** Whether a query string carries a `deb_` parameter (spec 1 section 6). */
function hasDebugParam(search: string): boolean {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return [...query.keys()].some((key) => key.startsWith('deb_'));
}

/**
 * Employee debug info appears on the card with a deb_ query parameter or on the internal
 * network (spec 1 section 6).
 */
export function showsEmployeeDebug({
  viewer,
  search,
  internalNetwork = false,
}: {
  viewer: Pick<Viewer, 'isEmployee'>;
  search: string;
  internalNetwork?: boolean;
}): boolean {
  return viewer.isEmployee && (internalNetwork || hasDebugParam(search));
}

/** Bots and social bots receive original-size images (spec 1 section 6, spec 3 section 6). */
export function usesOriginalImages(viewer: Pick<Viewer, 'kind'>): boolean {
  return isBot(viewer);
}

/**
 * Mobile long-press opens the context menu for signed-in users, and for related pins also for
 * signed-out users (spec 1 section 2).
 */
export function longPressOpensMenu({
  viewer,
  isRelatedPin,
}: {
  viewer: Pick<Viewer, 'kind' | 'id'>;
  isRelatedPin: boolean;
}): boolean {
  if (isBot(viewer)) return false;
  return isSignedIn(viewer) || isRelatedPin;
}
