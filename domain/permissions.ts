// Roles and permissions: board roles, edit permission, own pin and board, save button type,
// save-behaviour options, favorite button, edit and overflow visibility, hide availability,
// partner analytics, employee debug and bots (spec 1 sections 4, 5 and 6, spec 3 sections 4,
// 5 and 6).
import {
  SAVE_BEHAVIOR_OPTIONS_MAX_BOARDS_EXCLUSIVE,
  SAVE_BEHAVIOR_OPTIONS_MIN_BOARDS_EXCLUSIVE,
} from './constants';
import { isOwnPin } from './pin-card';
import type { BusinessAccessProfile, Pin, Viewer } from './types';
import { isBot, isSignedIn } from './viewer';

import {
  boardRole,
  signedIn,
  type BoardRoleFields,
  type SaveButtonType,
  type ViewerId,
} from './card-permissions';

export * from './card-permissions';

/**
 * Save button type from ownership or collaboration and save_behavior (spec 1 section 4): on a
 * board the viewer owns or collaborates on, a partner's own pin gets 'promote' and other pins
 * 'none' (the pin is already there; the edit button takes the place); elsewhere save_behavior 1
 * gives the inline board picker and 0 the classic save to profile. Logged-out viewers get
 * 'classic', which opens the login prompt.
 */
export function saveButtonType({
  pin,
  viewer,
  saveBehavior,
}: {
  pin: Pick<Pin, 'pinner'> & { board: BoardRoleFields };
  viewer: Pick<Viewer, 'kind' | 'id' | 'isPartner'>;
  saveBehavior: 0 | 1 | null | undefined;
}): SaveButtonType {
  if (!isSignedIn(viewer)) return 'classic';
  const role = boardRole({ board: pin.board, viewerId: viewer.id });
  if (role !== 'none') {
    return viewer.isPartner && isOwnPin({ pin, viewerId: viewer.id }) ? 'promote' : 'none';
  }
  return saveBehavior === 1 ? 'inline' : 'classic';
}

/**
 * Save-behaviour options are offered only when the user is signed in with a board count above
 * 0 and below 5 (spec 3 section 5).
 */
export function offersSaveBehaviorOptions({
  signedIn: isIn,
  boardCount,
}: {
  signedIn: boolean;
  boardCount: number;
}): boolean {
  return (
    isIn &&
    boardCount > SAVE_BEHAVIOR_OPTIONS_MIN_BOARDS_EXCLUSIVE &&
    boardCount < SAVE_BEHAVIOR_OPTIONS_MAX_BOARDS_EXCLUSIVE
  );
}

/** Bots and social bots get the 'More about this Pin' drawer rendered visually hidden (spec 3 section 2). */
export function hidesDrawerVisually(viewer: Pick<Viewer, 'kind'>): boolean {
  return isBot(viewer);
}

/** The viewer's own profile counts as OWNER (spec 3 section 4). */
export const OWNER_PERMISSION = 'OWNER';

/**
 * For a business profile to take effect as the active profile, the viewer needs OWNER
 * permission or to meet the multi-factor requirement (spec 3 sections 4 and 6).
 */
export function canActAsProfile(
  profile: Pick<BusinessAccessProfile, 'permissions' | 'viewerMeetsMfaRequirement'>,
): boolean {
  return profile.permissions.includes(OWNER_PERMISSION) || profile.viewerMeetsMfaRequirement;
}

/**
 * Who may take a collaborator or an invited person off a board: the owner anyone, anyone else only
 * themselves (leaving, or declining the invitation). Spec 3 section 6: "Collaborators and invited
 * users can be removed by authorised users"; the owner can do everything on the board.
 */
export function canRemoveBoardMember({
  isOwner,
  memberId,
  viewerId,
}: {
  isOwner: boolean;
  memberId: string;
  viewerId: ViewerId;
}): boolean {
  return isOwner || (signedIn(viewerId) && memberId === viewerId);
}
