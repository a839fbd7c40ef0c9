// A board's collaborators and invited people (spec 3 section 4 "Board management": invite removal
// is applied locally first; if a collaborator removal throws, the collaborator is restored locally;
// if the answer carries an error, no success event is logged; the local actions "collaborator add
// and delete"; spec 3 section 7's BoardInviteResource and BoardCollaboratorResource delete;
// spec 3 section 8's error rows).
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { personName } from '../domain/text';
import type { UserRef } from '../domain/types';
import { providedAtRoot } from './provided-at-root';
import { errorMessage } from '../domain/save';
import { SYSTEM_IDS, systemActor } from './system-ids';

export type MemberChangeKind = 'removeCollaborator' | 'removeInvite' | 'invite';

export interface MemberChange {
  kind: MemberChangeKind;
  user: UserRef;
  /** Who stood after a removed collaborator, so a failed removal puts them back in place. */
  followers: string[];
}

export interface CollaboratorsInput {
  boardId: string;
  ownerId: string;
  collaborators: readonly UserRef[];
  invited: readonly UserRef[];
}

export interface CollaboratorsContext {
  boardId: string;
  ownerId: string;
  collaborators: UserRef[];
  invited: UserRef[];
  /** Changes waiting for the server, oldest first; the first one is being sent. */
  queue: MemberChange[];
  /** The last failed change's message, or null. */
  failure: string | null;
  /** Collaborator ids in the board's order, so a restored collaborator returns to their place. */
  order: string[];
}

export type CollaboratorsEvent =
  { type: 'member.remove'; userId: string } | { type: 'member.invite'; user: UserRef };

/** Logged only when the server answered without an error (spec 3 section 4). */
export type CollaboratorsEmitted = {
  type: 'member.changed';
  change: MemberChangeKind;
  boardId: string;
  userId: string;
};

export interface MemberCallInput {
  boardId: string;
  change: MemberChangeKind;
  userId: string;
}

const has = (list: readonly UserRef[], userId: string) => list.some((u) => u.id === userId);

/**
 * The list with a removed collaborator back in place: in the board's order, even when others
 * removed meanwhile come back too; someone the board did not list goes before the first who stood
 * after them.
 */
function restore(
  list: readonly UserRef[],
  change: MemberChange,
  order: readonly string[],
): UserRef[] {
  const rank = (u: UserRef) => order.indexOf(u.id);
  if (rank(change.user) !== -1 && list.every((u) => rank(u) !== -1)) {
    return [...list, change.user].sort((x, y) => rank(x) - rank(y));
  }
  const at = list.findIndex((u) => change.followers.includes(u.id));
  return at === -1
    ? [...list, change.user]
    : [...list.slice(0, at), change.user, ...list.slice(at)];
}

/** Whether a person could be invited: not the owner, not on the board, not invited or inviting. */
export function canInvite(context: CollaboratorsContext, userId: string): boolean {
  return (
    userId !== context.ownerId &&
    !has(context.collaborators, userId) &&
    !has(context.invited, userId) &&
    // Nor someone on their way in, or a collaborator whose removal may yet fail and restore them.
    !context.queue.some((c) => c.kind !== 'removeInvite' && c.user.id === userId)
  );
}

/**
 * The collaborators page. `member.remove` takes a collaborator or an invited person off the list
 * at once and queues the call; `member.invite` queues an invitation (the person shows as
 * inviting). Calls go one at a time (`sending`, tag `busy`). A done call logs `member.changed`
 * and an invitation adds the person to the invited list. A failed collaborator removal puts the
 * collaborator back where they stood and shows the server's message; a failed invite removal
 * stays removed here (spec 3 section 4 applies it locally first and restores only collaborators);
 * a failed invitation shows the message. No success event follows a failure.
 */
export const collaboratorsMachine = setup({
  types: {
    context: {} as CollaboratorsContext,
    events: {} as CollaboratorsEvent,
    emitted: {} as CollaboratorsEmitted,
    input: {} as CollaboratorsInput,
  },
  actors: {
    changeMember: providedAtRoot<unknown, MemberCallInput>('changeMember'),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    removable: ({ context, event }) =>
      event.type === 'member.remove' &&
      (has(context.collaborators, event.userId) || has(context.invited, event.userId)),
    invitable: ({ context, event }) =>
      event.type === 'member.invite' && canInvite(context, event.user.id),
  },
  actions: {
    remove: assign(({ context, event }) => {
      if (event.type !== 'member.remove') return {};
      const index = context.collaborators.findIndex((u) => u.id === event.userId);
      const collaborator = context.collaborators[index];
      if (collaborator) {
        const followers = context.collaborators.slice(index + 1).map((u) => u.id);
        return {
          collaborators: context.collaborators.filter((u) => u.id !== event.userId),
          queue: [
            ...context.queue,
            { kind: 'removeCollaborator' as const, user: collaborator, followers },
          ],
          failure: null,
        };
      }
      const invited = context.invited.find((u) => u.id === event.userId);
      if (!invited) return {};
      return {
        invited: context.invited.filter((u) => u.id !== event.userId),
        queue: [...context.queue, { kind: 'removeInvite' as const, user: invited, followers: [] }],
        failure: null,
      };
    }),
    invite: assign(({ context, event }) => {
      if (event.type !== 'member.invite') return {};
      return {
        queue: [...context.queue, { kind: 'invite' as const, user: event.user, followers: [] }],
        failure: null,
      };
    }),
    succeed: enqueueActions(({ context, enqueue, system }) => {
      const [change, ...rest] = context.queue;
      if (!change) return;
      enqueue.assign({
        queue: rest,
        invited:
          change.kind === 'invite' && !has(context.invited, change.user.id)
            ? [...context.invited, change.user]
            : context.invited,
      });
      enqueue.emit({
        type: 'member.changed',
        change: change.kind,
        boardId: context.boardId,
        userId: change.user.id,
      });
      // A removal outlives the page (spec 3 section 4 local state: collaborator delete).
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities && change.kind !== 'invite') {
        enqueue.sendTo(entities, {
          type: 'board.collaboratorDeleted',
          boardId: context.boardId,
          userId: change.user.id,
        });
      }
    }),
    fail: assign(({ context }, params: { error: unknown }) => {
      const [change, ...rest] = context.queue;
      if (!change) return {};
      const collaborators =
        change.kind === 'removeCollaborator' && !has(context.collaborators, change.user.id)
          ? restore(context.collaborators, change, context.order)
          : context.collaborators;
      const fallback =
        change.kind === 'invite'
          ? `${personName(change.user)} could not be invited. Try again.`
          : `${personName(change.user)} could not be removed. Try again.`;
      return {
        queue: rest,
        collaborators,
        // A failed invite removal is silent: it stays applied locally.
        failure:
          change.kind === 'removeInvite' ? context.failure : errorMessage(params.error, fallback),
      };
    }),
  },
}).createMachine({
  id: 'collaborators',
  context: ({ input }) => ({
    boardId: input.boardId,
    ownerId: input.ownerId,
    collaborators: [...input.collaborators],
    order: input.collaborators.map((u) => u.id),
    invited: [...input.invited],
    queue: [],
    failure: null,
  }),
  on: {
    'member.remove': { guard: 'removable', actions: 'remove' },
    'member.invite': { guard: 'invitable', actions: 'invite' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'queued', target: 'sending' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'changeMember',
        src: 'changeMember',
        input: ({ context }) => {
          const change = context.queue[0];
          return {
            boardId: context.boardId,
            change: change?.kind ?? 'invite',
            userId: change?.user.id ?? '',
          };
        },
        onDone: { target: 'idle', actions: 'succeed' },
        onError: {
          target: 'idle',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type CollaboratorsSnapshot = SnapshotFrom<typeof collaboratorsMachine>;

export const selectCollaborators = (s: CollaboratorsSnapshot): UserRef[] => s.context.collaborators;
export const selectInvited = (s: CollaboratorsSnapshot): UserRef[] => s.context.invited;
export const selectMemberFailure = (s: CollaboratorsSnapshot): string | null => s.context.failure;
/** Ids of people whose invitation is on its way. */
export const selectInviting = (s: CollaboratorsSnapshot): string[] =>
  s.context.queue.filter((c) => c.kind === 'invite').map((c) => c.user.id);
