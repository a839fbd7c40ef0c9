// Accepting an invitation to collaborate from the board link (spec 3 section 2: a board url may
// carry the query markers board_url, accept_invite and seamless; spec 3 section 4 "Board
// management": invite denial). accept_invite offers the invitation on the board page, seamless
// accepts it at once; the accept is a real call (PUT /v3/boards/{id}/invites/{userId}/accept/),
// the decline the BoardInviteResource delete of spec 3 section 7.
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { BOARD_INVITE_FAILED_TEXT, boardInviteAcceptedText } from '../domain/invite';
import { errorMessage } from '../domain/save';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';
import type { ToastsEvent } from './toasts.machine';

export interface BoardInviteInput {
  boardId: string;
  boardName: string;
  /** The signed-in viewer; null for a visitor (who is asked to log in, never offered). */
  userId: string | null;
  /** The viewer is on the board's invited list. */
  invited: boolean;
  /** The link's seamless marker: accept without asking. */
  seamless: boolean;
}

export interface BoardInviteContext extends BoardInviteInput {
  /** The last failed answer's message, until the next try. */
  error: string | null;
}

export type BoardInviteEvent = { type: 'invite.accept' } | { type: 'invite.decline' };

/** What the accept and decline calls are given. */
export interface BoardInviteCallInput {
  boardId: string;
  userId: string;
}

export type BoardInviteEmitted =
  | { type: 'boardInvite.accepted'; boardId: string; userId: string }
  | { type: 'boardInvite.declined'; boardId: string; userId: string };

/**
 * The invitation of one board link. Starting, a viewer who is not invited (or not signed in) goes
 * to `notInvited`; with seamless the accept starts at once; otherwise it is `offered`.
 * `invite.accept` runs the accept call (`accepting`, tag `busy`): on success `accepted`, a toast
 * and `boardInvite.accepted`; `invite.decline`
 * runs the invite delete (`declining`): on success `declined`. A failure goes back to `offered`
 * with the server's message, so the viewer may try again.
 */
export const boardInviteMachine = setup({
  types: {
    context: {} as BoardInviteContext,
    events: {} as BoardInviteEvent,
    emitted: {} as BoardInviteEmitted,
    input: {} as BoardInviteInput,
  },
  actors: {
    acceptInvite: providedAtRoot<void, BoardInviteCallInput>('acceptInvite'),
    declineInvite: providedAtRoot<void, BoardInviteCallInput>('declineInvite'),
  },
  actions: {
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, BOARD_INVITE_FAILED_TEXT),
    })),
    announceAccepted: enqueueActions(({ context, enqueue, system }) => {
      const userId = context.userId ?? '';
      enqueue.emit({ type: 'boardInvite.accepted', boardId: context.boardId, userId });
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts) {
        enqueue.sendTo(toasts, {
          type: 'toast.show',
          toast: { headline: boardInviteAcceptedText(context.boardName) },
        } satisfies ToastsEvent);
      }
    }),
    announceDeclined: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({
        type: 'boardInvite.declined',
        boardId: context.boardId,
        userId: context.userId ?? '',
      });
    }),
  },
  guards: {
    notInvited: ({ context }) => context.userId === null || !context.invited,
    seamless: ({ context }) => context.seamless,
  },
}).createMachine({
  id: 'boardInvite',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'offered',
  states: {
    offered: {
      always: [
        { guard: 'notInvited', target: 'notInvited' },
        { guard: 'seamless', target: 'accepting' },
      ],
      on: {
        'invite.accept': { target: 'accepting', actions: 'clearError' },
        'invite.decline': { target: 'declining', actions: 'clearError' },
      },
    },
    accepting: {
      tags: ['busy'],
      exit: assign({ seamless: false }),
      invoke: {
        id: 'acceptInvite',
        src: 'acceptInvite',
        input: ({ context }) => ({ boardId: context.boardId, userId: context.userId ?? '' }),
        onDone: { target: 'accepted', actions: 'announceAccepted' },
        onError: {
          target: 'offered',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'declineInvite',
        src: 'declineInvite',
        input: ({ context }) => ({ boardId: context.boardId, userId: context.userId ?? '' }),
        onDone: { target: 'declined', actions: 'announceDeclined' },
        onError: {
          target: 'offered',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: { tags: ['handled'] },
    declined: { tags: ['handled'] },
    notInvited: { tags: ['handled'] },
  },
});

export type BoardInviteSnapshot = SnapshotFrom<typeof boardInviteMachine>;

/** The offer is on the page (with Accept and Decline). */
export const selectBoardInviteOffered = (s: BoardInviteSnapshot): boolean => s.matches('offered');
/** A call runs: the buttons are disabled. */
export const selectBoardInviteBusy = (s: BoardInviteSnapshot): boolean => s.hasTag('busy');
/** The invitation is answered (or there was none): the markers may leave the address. */
export const selectBoardInviteHandled = (s: BoardInviteSnapshot): boolean => s.hasTag('handled');
/** The last failure's message. */
export const selectBoardInviteError = (s: BoardInviteSnapshot): string | null => s.context.error;
