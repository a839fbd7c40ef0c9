// The people around a board, spec 3 section 7 and the collaborators pages of spec 3 section 2:
// follow and unfollow, invite a collaborator, and remove an invitation or a collaborator (the
// owner removing, or the person leaving).
import type { Board, User, UserRef } from '../domain/types';
import { ownerActedFor, putBoard } from './boards';
import { userRefOf } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import { actingSubject } from './orbac';
import {
  badRequest,
  bodyMatches,
  conflict,
  forbidden,
  notFound,
  optStr,
  requireViewer,
  str,
} from './http';
import { boardOr404 } from './lookups';

function followBoard(ctx: Ctx, on: boolean): Answer {
  const viewer = requireViewer(ctx, on ? 'follow' : 'unfollow');
  const board = boardOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  if (board.owner.id === viewer.id) throw badRequest("You can't follow your own board.");
  const id = `board:${viewer.id}:${board.id}`;
  const existing = ctx.store.index.followByKey.get(`${viewer.id}|board|${board.id}`);
  if (on && !existing)
    ctx.store.put('follows', { id, userId: viewer.id, kind: 'board', targetId: board.id });
  if (!on && existing) ctx.store.del('follows', existing.id);
  return { data: { id: board.id, followedByMe: on } };
}

/** The board whose people the viewer changes: path and body ids agree, and the board is visible. */
function boardForPeople(ctx: Ctx, userId: string): { viewer: User; board: Board } {
  const viewer = requireViewer(ctx, 'edit this board');
  const id = ctx.params.id ?? '';
  bodyMatches(ctx, 'board_id', id, 'board');
  bodyMatches(ctx, 'invited_user_id', userId, 'user');
  optStr(ctx.body, 'field_set_key');
  // Acting for a business profile, the change is the profile's (spec 3 section 4).
  const subject = actingSubject(ctx, viewer);
  return { viewer: subject, board: boardOr404(ctx.store, id, viewer.id) };
}

/** The board with new people lists: its collaborator count and collaborative mark follow them. */
function withPeople(
  board: Board,
  people: { collaborators?: UserRef[]; invitedUsers?: UserRef[] },
): Board {
  const collaborators = people.collaborators ?? board.collaborators;
  const invitedUsers = people.invitedUsers ?? board.invitedUsers;
  return {
    ...board,
    collaborators,
    invitedUsers,
    collaboratorCount: collaborators.length,
    isCollaborative: collaborators.length > 0 || invitedUsers.length > 0,
  };
}

function removeMember(ctx: Ctx, list: 'invitedUsers' | 'collaborators'): Answer {
  const userId = ctx.params.userId ?? '';
  const { viewer, board } = boardForPeople(ctx, userId);
  if (userId !== viewer.id) {
    ownerActedFor(
      ctx.store,
      viewer,
      board,
      `Only the owner of ${board.name} can remove people from it.`,
    );
  }
  if (!board[list].some((u) => u.id === userId)) {
    throw notFound(
      list === 'invitedUsers'
        ? `User ${userId} has no invitation to ${board.name}.`
        : `User ${userId} is not a collaborator on ${board.name}.`,
    );
  }
  putBoard(ctx.store, withPeople(board, { [list]: board[list].filter((u) => u.id !== userId) }));
  return { data: { boardId: board.id, userId, removed: true } };
}

/** Invites a person to collaborate on a board; answers the person. */
function inviteCollaborator(ctx: Ctx): Answer {
  const userId = str(ctx.body, 'invited_user_id');
  const { viewer, board } = boardForPeople(ctx, userId);
  ownerActedFor(
    ctx.store,
    viewer,
    board,
    `Only the owner of ${board.name} can invite people to it.`,
  );
  const user = ctx.store.get('users', userId);
  if (!user) throw notFound(`User ${userId} not found.`);
  const name = user.fullName || user.username;
  if (board.owner.id === user.id) throw conflict(`${name} owns ${board.name}.`);
  if (board.collaborators.some((u) => u.id === user.id))
    throw conflict(`${name} is already a collaborator on ${board.name}.`);
  if (board.invitedUsers.some((u) => u.id === user.id))
    throw conflict(`${name} is already invited to ${board.name}.`);
  const person = userRefOf(user);
  putBoard(ctx.store, withPeople(board, { invitedUsers: [...board.invitedUsers, person] }));
  return { status: 201, data: person };
}

/**
 * The invited person accepts an invitation to collaborate (the board link's accept_invite marker,
 * spec 3 section 2): they move from the invited list to the collaborators. Only they may accept.
 */
function acceptInvite(ctx: Ctx): Answer {
  const userId = ctx.params.userId ?? '';
  const viewer = requireViewer(ctx, 'accept this invitation');
  const id = ctx.params.id ?? '';
  bodyMatches(ctx, 'board_id', id, 'board');
  bodyMatches(ctx, 'invited_user_id', userId, 'user');
  if (userId !== viewer.id) throw forbidden('Only the invited person can accept an invitation.');
  const board = boardOr404(ctx.store, id, viewer.id);
  const person = board.invitedUsers.find((u) => u.id === userId);
  if (!person) throw notFound(`User ${userId} has no invitation to ${board.name}.`);
  putBoard(
    ctx.store,
    withPeople(board, {
      invitedUsers: board.invitedUsers.filter((u) => u.id !== userId),
      collaborators: [...board.collaborators, person],
    }),
  );
  return { data: { boardId: board.id, userId, accepted: true } };
}

export const boardPeopleRoutes: RouteDef[] = [
  {
    method: 'PUT',
    path: '/v3/boards/:id/follow/',
    summary: 'Follow a board',
    write: true,
    handler: (ctx) => followBoard(ctx, true),
  },
  {
    method: 'DELETE',
    path: '/v3/boards/:id/follow/',
    summary: 'Unfollow a board',
    write: true,
    handler: (ctx) => followBoard(ctx, false),
  },
  {
    method: 'POST',
    path: '/v3/boards/:id/invites/',
    summary:
      'Invite a collaborator (owner): invited_user_id, board_id; the board turns collaborative; the owner, a collaborator or someone already invited is a 409; answers the person',
    write: true,
    handler: inviteCollaborator,
  },
  {
    method: 'PUT',
    path: '/v3/boards/:id/invites/:userId/accept/',
    summary:
      'Accept an invitation to collaborate (the invited person only, 403 otherwise): board_id, invited_user_id; they become a collaborator; no invitation is a 404',
    write: true,
    handler: acceptInvite,
  },
  {
    method: 'DELETE',
    path: '/v3/boards/:id/invites/:userId/',
    summary:
      'Board invite delete (owner, or the invited user declining): board_id, invited_user_id, field_set_key, orbac_subject_id',
    write: true,
    handler: (ctx) => removeMember(ctx, 'invitedUsers'),
  },
  {
    method: 'DELETE',
    path: '/v3/boards/:id/collaborators/:userId/',
    summary: 'Board collaborator delete (owner, or the collaborator leaving): same fields',
    write: true,
    handler: (ctx) => removeMember(ctx, 'collaborators'),
  },
];
