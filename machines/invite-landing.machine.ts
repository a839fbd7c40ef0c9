// Invite landing (spec 3 section 4 "Invite landing"; section 7 InviteCodeMetadataResource get;
// section 8 "Invite lookup failure"; section 2 "Shared pin header" and the inviter popover).
// With invite_code in the url the invite metadata is fetched; logged-out desktop viewers get the
// inviter popover except on channels 5, 9, 12 and 16; a signed-in viewer gets a landing toast when
// the inviter is someone else and both sides allow messaging; a failed lookup clears it all.
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { InviteMetadata } from '../api/api';
import {
  INVITE_LANDING_TOAST_SUBLINE,
  inviteLandingToastHeadline,
  inviterName,
  showsInviteLandingToast,
  showsInviterPopover,
} from '../domain/invite';
import { sharedPinHeader } from '../domain/invite';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';
import type { ToastsEvent } from './toasts.machine';

/** Who is landing: signed in (with an id and their own messaging setting) or not, and the device. */
export interface InviteViewer {
  /** The signed-in viewer's id; null for a logged-out visitor. */
  id: string | null;
  /** The viewer's should_show_messaging (a visitor has none). */
  allowsMessaging: boolean;
  device: 'desktop' | 'mobile';
}

export interface InviteLandingInput {
  code: string;
  viewer: InviteViewer;
}

export interface InviteLandingContext {
  code: string;
  viewer: InviteViewer;
  /** The invite's metadata once the lookup answered; null before and after a failed lookup. */
  invite: InviteMetadata | null;
}

export type InviteLandingEvent =
  { type: 'invite.dismiss' } | { type: 'invite.viewer'; viewer: InviteViewer };

export type InviteLandingEmitted =
  | { type: 'invite.landed'; code: string; channel: number; senderId: string }
  | { type: 'invite.absent'; code: string };

const popoverFor = (viewer: InviteViewer, invite: InviteMetadata | null): boolean =>
  invite !== null &&
  showsInviterPopover({
    signedIn: viewer.id !== null,
    device: viewer.device,
    inviteChannel: invite.invite_channel,
  });

/**
 * One invite landing. `lookingUp` runs the InviteCodeMetadataResource get; a failure (410, 404,
 * offline) goes to `absent` with nothing kept and nothing shown, the error never surfaced. An
 * answer goes to `landed`: `popover` (tag `popover`) for a logged-out desktop viewer off channels
 * 5, 9, 12 and 16, until `invite.dismiss` or a viewer change that no longer qualifies; otherwise
 * `quiet`. On landing a signed-in viewer is sent the landing toast through the toasts actor when
 * the inviter is someone else and both sides allow messaging.
 */
export const inviteLandingMachine = setup({
  types: {
    context: {} as InviteLandingContext,
    events: {} as InviteLandingEvent,
    emitted: {} as InviteLandingEmitted,
    input: {} as InviteLandingInput,
  },
  actors: {
    lookupInvite: providedAtRoot<InviteMetadata, { code: string }>('lookupInvite'),
  },
  actions: {
    // Keeps the answer, tells who listens, and has a signed-in viewer's toast shown.
    land: enqueueActions(({ context, enqueue, system }, params: { invite: InviteMetadata }) => {
      const invite = params.invite;
      enqueue.assign({ invite });
      enqueue.emit({
        type: 'invite.landed',
        code: context.code,
        channel: invite.invite_channel,
        senderId: invite.sender_id,
      });
      const shows = showsInviteLandingToast({
        viewerId: context.viewer.id,
        senderId: invite.sender_id,
        viewerAllowsMessaging: context.viewer.allowsMessaging,
        senderAllowsMessaging: invite.should_show_messaging,
      });
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (!shows || !toasts) return;
      enqueue.sendTo(toasts, {
        type: 'toast.show',
        toast: {
          headline: inviteLandingToastHeadline(
            inviterName({ first_name: invite.first_name, full_name: invite.sender?.full_name }),
          ),
          subline: INVITE_LANDING_TOAST_SUBLINE,
          duration: 'save',
        },
      } satisfies ToastsEvent);
    }),
    // Spec 3 section 8: the invite is treated as absent and the UI cleared silently.
    clearInvite: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ invite: null });
      enqueue.emit({ type: 'invite.absent', code: context.code });
    }),
    keepViewer: assign((_, params: { viewer: InviteViewer }) => ({ viewer: params.viewer })),
  },
  guards: {
    showsPopover: ({ context }, params: { invite: InviteMetadata }) =>
      popoverFor(context.viewer, params.invite),
    popoverEnds: ({ context }, params: { viewer: InviteViewer }) =>
      !popoverFor(params.viewer, context.invite),
  },
}).createMachine({
  id: 'inviteLanding',
  context: ({ input }) => ({ code: input.code, viewer: input.viewer, invite: null }),
  on: {
    'invite.viewer': {
      actions: { type: 'keepViewer', params: ({ event }) => ({ viewer: event.viewer }) },
    },
  },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'lookupInvite',
        src: 'lookupInvite',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'showsPopover', params: ({ event }) => ({ invite: event.output }) },
            target: 'landed.popover',
            actions: { type: 'land', params: ({ event }) => ({ invite: event.output }) },
          },
          {
            target: 'landed.quiet',
            actions: { type: 'land', params: ({ event }) => ({ invite: event.output }) },
          },
        ],
        onError: { target: 'absent', actions: 'clearInvite' },
      },
    },
    landed: {
      initial: 'quiet',
      states: {
        popover: {
          tags: ['popover'],
          on: {
            'invite.dismiss': 'quiet',
            'invite.viewer': {
              guard: { type: 'popoverEnds', params: ({ event }) => ({ viewer: event.viewer }) },
              target: 'quiet',
              actions: { type: 'keepViewer', params: ({ event }) => ({ viewer: event.viewer }) },
            },
          },
        },
        quiet: {},
      },
    },
    absent: {},
  },
});

export type InviteLandingSnapshot = SnapshotFrom<typeof inviteLandingMachine>;

/** The inviter popover is open. */
export const selectInviterPopover = (s: InviteLandingSnapshot): boolean => s.hasTag('popover');
/** The invite's sender once the lookup answered; null while looking up and after a failure. */
export const selectInvite = (s: InviteLandingSnapshot): InviteMetadata | null =>
  s.matches('landed') ? s.context.invite : null;
/**
 * The shared pin header: '{{ name }} shared this idea with you' with the sender's avatar; null
 * when the sender has no first name or there is no invite (spec 3 section 2).
 */
export const selectSharedPinHeader = (
  s: InviteLandingSnapshot,
): { text: string; avatarUrl: string | null; pinId: string | null } | null => {
  const invite = selectInvite(s);
  const text = invite ? sharedPinHeader(invite.first_name) : null;
  if (!invite || text === null) return null;
  return {
    text,
    avatarUrl: invite.is_default_image ? null : invite.image_medium_url || null,
    pinId: invite.pin_id ?? null,
  };
};
