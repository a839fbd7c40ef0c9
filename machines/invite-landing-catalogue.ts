// Catalogue entry of the invite landing (spec 3 section 4 "Invite landing", section 8 "Invite
// lookup failure"), listed by `machines/catalogue.ts`: a visitor's and a signed-in viewer's
// landing, the answers of the lookup (channel 1, channel 9, a failure) for path coverage; and the
// board link's invitation to collaborate (accept_invite, seamless).
import type { InviteMetadata } from '../api/api';
import type { CatalogueEntry } from './catalogue-entry';
import { serverError } from './catalogue-entry';
import { inviteLandingMachine, type InviteLandingContext } from './invite-landing.machine';
import { boardInviteMachine, type BoardInviteContext } from './board-invite.machine';

const answer = (channel: number): InviteMetadata => ({
  first_name: 'Jordan',
  is_default_image: false,
  image_medium_url: '/media/avatars/u10.png',
  invite_channel: channel,
  sender_id: 'u10',
  should_show_messaging: true,
  pin_id: '100001',
});
const visitor = { id: null, allowsMessaging: false, device: 'desktop' } as const;
const signedIn = { id: 'u1', allowsMessaging: true, device: 'desktop' } as const;

export const inviteLandingEntry: CatalogueEntry = {
  id: 'invite-landing',
  title: 'Invite landing: inviter popover, landing toast, shared pin header',
  specSection: 'spec 3 sections 4, 7 and 8 (invite landing, InviteCodeMetadataResource get)',
  machine: inviteLandingMachine,
  sampleInput: { code: 'INVITEVALID', viewer: visitor },
  coverageInputs: [
    { code: 'INVITEVALID', viewer: visitor },
    { code: 'INVITEVALID', viewer: signedIn },
  ],
  events: [
    { event: { type: 'invite.dismiss' }, label: 'Close the inviter popover' },
    { event: { type: 'invite.viewer', viewer: signedIn }, label: 'The visitor signs in' },
    { event: { type: 'invite.viewer', viewer: visitor }, label: 'The viewer signs out' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.lookupInvite', output: answer(1) },
    { type: 'xstate.done.actor.lookupInvite', output: answer(9) },
    { type: 'xstate.error.actor.lookupInvite', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as InviteLandingContext;
    return JSON.stringify([s.value, c.viewer.id !== null, c.invite?.invite_channel ?? null]);
  },
  summarize: (context) => {
    const c = context as InviteLandingContext;
    const who = c.viewer.id ?? 'visitor';
    return `${c.code} for ${who}: ${c.invite ? `from ${c.invite.sender_id}, channel ${c.invite.invite_channel}` : 'no invite'}`;
  },
};

const boardInvite = {
  boardId: 'b7',
  boardName: 'Family recipes',
  userId: 'u6',
  invited: true,
  seamless: false,
};

export const boardInviteEntry: CatalogueEntry = {
  id: 'board-invite',
  title: 'Board link invitation: accept_invite, seamless',
  specSection: 'spec 3 section 2 (board url markers board_url, accept_invite, seamless)',
  machine: boardInviteMachine,
  sampleInput: boardInvite,
  coverageInputs: [
    boardInvite,
    { ...boardInvite, seamless: true },
    { ...boardInvite, invited: false },
    { ...boardInvite, userId: null },
  ],
  events: [
    { event: { type: 'invite.accept' }, label: 'Press Accept' },
    { event: { type: 'invite.decline' }, label: 'Press Decline' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.acceptInvite', output: undefined },
    { type: 'xstate.error.actor.acceptInvite', error: serverError },
    { type: 'xstate.done.actor.declineInvite', output: undefined },
    { type: 'xstate.error.actor.declineInvite', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as BoardInviteContext;
    return JSON.stringify([s.value, c.seamless, c.error !== null]);
  },
  summarize: (context) => {
    const c = context as BoardInviteContext;
    return `${c.boardName} for ${c.userId ?? 'visitor'}${c.error ? ` (${c.error})` : ''}`;
  },
};
