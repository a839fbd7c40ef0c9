// Follow and unfollow a board, a person or a topic (spec 3 section 4 "Follow and hide actions";
// spec 3 section 7: PUT and DELETE /v3/boards/{id}/follow/ with log events 26 and 27,
// UserFollowResource create and delete, InterestFollowResource create and delete with log events
// 601 and 602; spec 1 section 3: a board's followedByMe, a pinner's explicitlyFollowedByMe).
// Logged-out viewers never reach this machine: the view opens the session's login prompt.
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  FOLLOW_BOARD_EVENT_TYPE,
  FOLLOW_TOPIC_EVENT_TYPE,
  UNFOLLOW_BOARD_EVENT_TYPE,
  UNFOLLOW_TOPIC_EVENT_TYPE,
} from '../domain/constants';
import { shortenNumber } from '../domain/numbers';
import { providedAtRoot } from './provided-at-root';
import { errorMessage } from '../domain/save';
import { SYSTEM_IDS, systemActor } from './system-ids';
import type { FollowKind } from '../domain/follow';

export type { FollowKind } from '../domain/follow';

/** The tracking event types a follow and an unfollow log, where the spec gives them (section 7). */
const LOGGED: Partial<Record<FollowKind, { follow: number; unfollow: number }>> = {
  board: { follow: FOLLOW_BOARD_EVENT_TYPE, unfollow: UNFOLLOW_BOARD_EVENT_TYPE },
  interest: { follow: FOLLOW_TOPIC_EVENT_TYPE, unfollow: UNFOLLOW_TOPIC_EVENT_TYPE },
};

export interface FollowInput {
  kind: FollowKind;
  id: string;
  /** `followedByMe` of a board, `explicitlyFollowedByMe` of a person. */
  following: boolean;
  /** The follower count when the record has one (people do, boards do not). */
  followerCount?: number | null;
}

/** The part of the context a call changes. */
export interface FollowState {
  following: boolean;
  followerCount: number | null;
}

export interface FollowContext extends FollowState {
  kind: FollowKind;
  id: string;
  /** The state the server last agreed to: the input, then each successful call's. */
  confirmed: FollowState;
  /** The last failed call's message, shown until the next tap. */
  error: string | null;
}

export type FollowEvent = { type: 'follow.toggle' };

/** What the follow or unfollow call is given. */
export interface FollowCallInput {
  kind: FollowKind;
  id: string;
  follow: boolean;
}

export type FollowEmitted =
  | { type: 'log'; eventType: number; objectId: string }
  | {
      type: 'follow.changed';
      kind: FollowKind;
      id: string;
      following: boolean;
      followerCount: number | null;
    }
  | { type: 'follow.failed'; kind: FollowKind; id: string; message: string };

const stateOf = (c: FollowState): FollowState => ({
  following: c.following,
  followerCount: c.followerCount,
});

/**
 * The Follow button of a board or a person. Starts from `following` (and `followerCount` where the
 * record has one). `follow.toggle` flips the state at once and moves the count by one (never
 * below 0); `requesting` (tag `busy`: taps ignored, the button disabled) runs the follow or
 * unfollow call. On success the new state becomes the confirmed one, a board emits `log` with event
 * type 26 (follow) or 27 (unfollow), a topic 601 or 602, and `follow.changed` is emitted. The spec shows no message for
 * a failed follow (spec 3 section 8): the state rolls back to the confirmed one, the server's
 * message (or SAVE_ERROR_FALLBACK) is kept in `error` for the view, and
 * `follow.failed` is emitted.
 */
export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    emitted: {} as FollowEmitted,
    input: {} as FollowInput,
  },
  actors: {
    changeFollow: providedAtRoot<void, FollowCallInput>('changeFollow'),
  },
  actions: {
    flip: assign(({ context }) => ({
      following: !context.following,
      followerCount:
        context.followerCount === null
          ? null
          : Math.max(0, context.followerCount + (context.following ? -1 : 1)),
      error: null,
    })),
    confirm: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ confirmed: stateOf(context) });
      if (context.kind === 'board') {
        // The board's follow outlives this button (spec 3 section 4 local state: board follow).
        const entities = systemActor(system, SYSTEM_IDS.entities);
        if (entities) {
          enqueue.sendTo(entities, {
            type: 'board.followed',
            boardId: context.id,
            followed: context.following,
          });
        }
      }
    }),
    // Spec 3 section 7 "Tracking": a board logs 26 / 27, a topic 601 / 602, a person nothing.
    logFollow: enqueueActions(({ context, enqueue }) => {
      const logged = LOGGED[context.kind];
      if (!logged) return;
      enqueue.emit({
        type: 'log',
        eventType: context.following ? logged.follow : logged.unfollow,
        objectId: context.id,
      });
    }),
    announceChange: emit(({ context }): FollowEmitted => ({
      type: 'follow.changed',
      kind: context.kind,
      id: context.id,
      following: context.following,
      followerCount: context.followerCount,
    })),
    rollBack: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const message = errorMessage(params.error);
      enqueue.assign({ ...context.confirmed, error: message });
      enqueue.emit({ type: 'follow.failed', kind: context.kind, id: context.id, message });
    }),
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => {
    const start: FollowState = {
      following: input.following,
      followerCount:
        input.followerCount === undefined || input.followerCount === null
          ? null
          : Math.max(0, input.followerCount),
    };
    return { kind: input.kind, id: input.id, ...start, confirmed: start, error: null };
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'follow.toggle': { target: 'requesting', actions: 'flip' } },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'changeFollow',
        src: 'changeFollow',
        input: ({ context }) => ({ kind: context.kind, id: context.id, follow: context.following }),
        onDone: { target: 'idle', actions: ['confirm', 'logFollow', 'announceChange'] },
        onError: {
          target: 'idle',
          actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type FollowSnapshot = SnapshotFrom<typeof followMachine>;

export type FollowLabel = 'Following' | 'Follow';
/** The button's text: 'Following' when following, else 'Follow'. */
export const followLabel = (following: boolean): FollowLabel =>
  following ? 'Following' : 'Follow';

export const selectFollowing = (s: FollowSnapshot): boolean => s.context.following;
export const selectFollowLabel = (s: FollowSnapshot): FollowLabel =>
  followLabel(s.context.following);
export const selectFollowerCount = (s: FollowSnapshot): number | null => s.context.followerCount;
/** '1 follower', '12 followers', '1.23M followers'; null when the record has no count. */
export const selectFollowerCountText = (s: FollowSnapshot): string | null =>
  followerCountText(s.context.followerCount);
/** The button is disabled while the call runs. */
export const selectFollowBusy = (s: FollowSnapshot): boolean => s.hasTag('busy');
/** The last failure's message, until the next tap. */
export const selectFollowError = (s: FollowSnapshot): string | null => s.context.error;

/** A follower count as shown beside a name, in the viewer's locale; null stays null. */
export function followerCountText(count: number | null, locale?: string): string | null {
  if (count === null) return null;
  return `${shortenNumber({ value: count, locale })} ${count === 1 ? 'follower' : 'followers'}`;
}
