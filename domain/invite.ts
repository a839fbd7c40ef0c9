// Invite landing rules: which invite channels get the inviter popover and when the landing toast
// shows (spec 3 section 4).
import { SENDER_NAME_MAX } from './constants';
import { truncate } from './text';

/** Invite channels on which logged-out desktop users get no inviter popover (spec 3 section 4). */
const INVITE_CHANNELS_WITHOUT_POPOVER = [5, 9, 12, 16] as const;

/** The invite code of a page address (query invite_code), or null (spec 3 section 4). */
export function inviteCodeFromQuery(search: string): string | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const code = (query.get('invite_code') ?? '').trim();
  return code === '' ? null : code;
}

/**
 * Logged-out desktop users get an inviter popover, except for invite channels 5, 9, 12 and 16
 * (spec 3 section 4).
 */
export function showsInviterPopover({
  signedIn,
  device,
  inviteChannel,
}: {
  signedIn: boolean;
  device: 'desktop' | 'mobile';
  inviteChannel: number;
}): boolean {
  return (
    !signedIn &&
    device === 'desktop' &&
    !(INVITE_CHANNELS_WITHOUT_POPOVER as readonly number[]).includes(inviteChannel)
  );
}

/**
 * Logged-in users see a landing toast if the inviter is not themselves and both sides allow
 * messaging (spec 3 section 4).
 */
export function showsInviteLandingToast({
  viewerId,
  senderId,
  viewerAllowsMessaging,
  senderAllowsMessaging,
}: {
  viewerId: string | null | undefined;
  senderId: string;
  viewerAllowsMessaging: boolean;
  senderAllowsMessaging: boolean;
}): boolean {
  if (viewerId === null || viewerId === undefined || viewerId === '') return false;
  return viewerId !== senderId && viewerAllowsMessaging && senderAllowsMessaging;
}

/** The inviter popover's heading for a logged-out visitor (spec 3 section 2 "inviter popover"). */
export function inviterPopoverHeading(name: string): string {
  return `${name} invited you to Pinstate`;
}

/** The inviter popover's body: what joining gives (spec 3 section 1: save ideas to boards). */
export const INVITER_POPOVER_BODY =
  'Join to save the ideas they share with you to your own boards.';

/** The landing toast a signed-in viewer sees when the invite is from someone else. */
export function inviteLandingToastHeadline(name: string): string {
  return `You joined from ${name}'s invite`;
}

/** The landing toast's sub-line: both sides allow messaging, so they can write to each other. */
export const INVITE_LANDING_TOAST_SUBLINE = 'Send them a message to say hello.';

/** The name an inviter is shown by: the first name, else the full name, cut to 30 characters. */
export function inviterName(sender: { first_name: string; full_name?: string }): string {
  return senderName(sender.first_name) ?? senderName(sender.full_name) ?? 'Someone';
}

/** The accessible name of the inviter popover's close button. */
export const INVITER_POPOVER_CLOSE_LABEL = 'Close the invitation';

/** The board link's query markers (spec 3 section 2): a board url may carry these. */
const BOARD_URL_MARKERS = ['board_url', 'accept_invite', 'seamless'] as const;

export interface BoardInviteMarkers {
  /** accept_invite: the link invites the viewer to collaborate on the board. */
  acceptInvite: boolean;
  /** seamless: accept at once, without asking. */
  seamless: boolean;
  /** board_url: where to go once the invitation is handled (a path of this app), or null. */
  boardUrl: string | null;
}

const markerOn = (query: URLSearchParams, name: string): boolean => {
  const value = query.get(name);
  return value !== null && value !== 'false' && value !== '0';
};

/** The board link's markers of a page address (spec 3 section 2). */
export function boardInviteMarkers(search: string): BoardInviteMarkers {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const url = (query.get('board_url') ?? '').trim();
  return {
    acceptInvite: markerOn(query, 'accept_invite'),
    seamless: markerOn(query, 'seamless'),
    boardUrl: url.startsWith('/') && !url.startsWith('//') ? url : null,
  };
}

/** The page address without the board link's markers, once they are handled. */
export function withoutBoardMarkers(pathname: string, search: string): string {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of BOARD_URL_MARKERS) query.delete(name);
  const rest = query.toString();
  return rest === '' ? pathname : `${pathname}?${rest}`;
}

/** The offer on the board page when its link invites the viewer to collaborate. */
export function boardInviteOffer(ownerName: string, boardName: string): string {
  return `${ownerName} invited you to collaborate on ${boardName}`;
}

/** The toast once the invitation is accepted. */
export function boardInviteAcceptedText(boardName: string): string {
  return `You're now a collaborator on ${boardName}`;
}

/** What a failed accept or decline says (the spec shows no message for board calls). */
export const BOARD_INVITE_FAILED_TEXT = 'The invitation could not be answered. Try again.';

/** What a logged-out visitor of an invitation link is asked (spec 2 section 6 login prompts). */
export const BOARD_INVITE_LOGIN_TEXT = 'Log in to accept this invitation';

/** Shared-pin sender name cut to 30 characters; null (no header) when empty (spec 3 section 5). */
function senderName(name: string | null | undefined): string | null {
  const text = (name ?? '').trim();
  if (text === '') return null;
  return truncate({ text, max: SENDER_NAME_MAX });
}

/**
 * Shared-pin header text '{{ name }} shared this idea with you', or null when the sender has no
 * first name (spec 3 section 2).
 */
export function sharedPinHeader(firstName: string | null | undefined): string | null {
  const name = senderName(firstName);
  return name === null ? null : `${name} shared this idea with you`;
}
