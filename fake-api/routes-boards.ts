// Board calls of spec 3 section 7: board get, sections, the boards list with its options, board
// create (also the quick-saves board) and delete, follow and unfollow, invite and collaborator
// removal. (Bulk delete sits with the pin routes.)
import { BOARDS_PAGE_SIZE, BOARD_TITLE_MAX, QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import type { Board, User } from '../domain/types';
import { decorateBoard, findUser, isBoardMember, userRefOf } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import {
  badRequest,
  conflict,
  forbidden,
  newId,
  notFound,
  nowIso,
  oneOf,
  optBool,
  optStr,
  page,
  queryBool,
  queryInt,
  requireViewer,
  str,
} from './http';
import { PAGE_SIZE_MAX, boardOr404, removePinOnly, removeSave } from './routes-pins';
import type { Store } from './store';

const PRIVACIES = ['public', 'protected', 'secret'] as const;
const SORTS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;

function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'board';
}

/** May the viewer act for `username`: it is them, or a business profile they hold OWNER on. */
function mayActFor(store: Store, viewer: User, target: User): boolean {
  if (target.id === viewer.id) return true;
  const grant = store.all('businessAccess').find((g) => g.userId === viewer.id);
  return (grant?.profiles ?? []).some((p) => p.id === target.id && p.permissions.includes('OWNER'));
}

function bodyMatches(ctx: Ctx, field: string, expected: string, what: string): void {
  const value = optStr(ctx.body, field);
  if (value !== undefined && value !== expected) {
    throw badRequest(`Body ${field} ${value} does not match the ${what} ${expected} in the path.`);
  }
}

function listBoards(ctx: Ctx): Answer {
  const viewerId = ctx.viewer?.id ?? null;
  const user = findUser(ctx.store, ctx.params.username ?? '');
  if (!user) throw notFound(`User ${ctx.params.username ?? ''} not found.`);
  const q = ctx.query;
  const privacy =
    oneOf(q.privacy_filter || undefined, 'privacy_filter', ['all', ...PRIVACIES] as const) ?? 'all';
  const sort = oneOf(q.sort || undefined, 'sort', SORTS) ?? 'last_pinned_to';
  const groupBy = oneOf(q.group_by || undefined, 'group_by', [
    'mix_public_private',
    'visibility',
  ] as const);
  const includeArchived = queryBool(q, 'include_archived', true);
  queryBool(q, 'filter_stories', false);
  queryBool(q, 'filter_all_pins', false);
  queryBool(q, 'filter_shopping_list', false);
  queryBool(q, 'redux_normalize_feed', true);
  const size = queryInt(q, 'page_size', BOARDS_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });

  let boards = ctx.store
    .all('boards')
    .filter((b) => b.owner.id === user.id || b.collaborators.some((c) => c.id === user.id))
    .filter((b) => b.privacy !== 'secret' || isBoardMember(b, viewerId))
    .filter((b) => privacy === 'all' || b.privacy === privacy)
    .filter((b) => includeArchived || !b.archived);
  const byName = (a: Board, b: Board) => a.name.localeCompare(b.name);
  const byLastPinned = (a: Board, b: Board) =>
    b.boardOrderModifiedAt.localeCompare(a.boardOrderModifiedAt);
  switch (sort) {
    case 'alphabetical':
      boards = [...boards].sort(byName);
      break;
    case 'last_pinned_to':
      boards = [...boards].sort(byLastPinned);
      break;
    case 'newest':
      boards = [...boards].reverse();
      break;
    case 'group_boards_at_top':
      boards = [...boards].sort(
        (a, b) => Number(b.isCollaborative) - Number(a.isCollaborative) || byLastPinned(a, b),
      );
      break;
    case 'oldest':
    case 'custom':
      break;
  }
  if (groupBy === 'visibility') {
    const rank = { public: 0, protected: 1, secret: 2 } as const;
    boards = [...boards].sort((a, b) => rank[a.privacy] - rank[b.privacy]);
  }
  const answer = page(boards, q.bookmark, size);
  return {
    ...answer,
    data: (answer.data as Board[]).map((b) => decorateBoard(ctx.store, b, viewerId)),
  };
}

function createBoard(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'create a Pin or board');
  const b = ctx.body;
  const name = str(b, 'name', { max: BOARD_TITLE_MAX }).trim();
  const privacy = oneOf(optStr(b, 'privacy'), 'privacy', PRIVACIES) ?? 'public';
  const username = str(b, 'username');
  const layout =
    oneOf(optStr(b, 'layout'), 'layout', ['default', 'quick_saves'] as const) ?? 'default';
  const returnExisting = optBool(b, 'return_existing') ?? false;
  const orbacSubjectId = optStr(b, 'orbac_subject_id');
  optBool(b, 'protected');
  const description = optStr(b, 'description', { allowEmpty: true, max: 500 }) ?? '';
  const owner = findUser(ctx.store, orbacSubjectId ?? username);
  if (!owner) throw notFound(`User ${orbacSubjectId ?? username} not found.`);
  if (orbacSubjectId !== undefined && owner.username !== username && owner.id !== username) {
    throw badRequest(`orbac_subject_id ${orbacSubjectId} is not the user ${username}.`);
  }
  if (!mayActFor(ctx.store, viewer, owner)) {
    throw forbidden(`You can't create boards for ${owner.username}.`);
  }
  const existing = ctx.store
    .all('boards')
    .find(
      (board) =>
        board.owner.id === owner.id &&
        (layout === 'quick_saves'
          ? board.layout === 'quick_saves'
          : board.name.toLowerCase() === name.toLowerCase()),
    );
  if (existing && returnExisting) return { data: decorateBoard(ctx.store, existing, viewer.id) };
  if (existing) throw conflict(`You already have a board called "${existing.name}".`);

  const boardName = layout === 'quick_saves' ? QUICK_SAVES_BOARD_NAME : name;
  const taken = new Set(
    ctx.store
      .all('boards')
      .filter((x) => x.owner.id === owner.id)
      .map((x) => x.url),
  );
  let url = `/${owner.username}/${slugOf(boardName)}/`;
  for (let n = 2; taken.has(url); n += 1) url = `/${owner.username}/${slugOf(boardName)}-${n}/`;
  const board: Board = {
    id: newId('b'),
    name: boardName,
    url,
    privacy,
    layout,
    isCollaborative: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    owner: userRefOf(owner),
    description,
    pinCount: 0,
    sectionCount: 0,
    boardOrderModifiedAt: nowIso(),
    coverImages: {},
    collaborators: [],
    invitedUsers: [],
    archived: false,
  };
  ctx.store.put('boards', board);
  ctx.store.put('users', {
    ...owner,
    boardCount: owner.boardCount + 1,
    secretBoardCount: owner.secretBoardCount + (privacy === 'secret' ? 1 : 0),
    hasQuicksaveBoard: owner.hasQuicksaveBoard || layout === 'quick_saves',
  });
  return { status: 201, data: decorateBoard(ctx.store, board, viewer.id) };
}

/** Deletes a board and, explicitly: its sections, the saves to it, the pins on it, its follows. */
function deleteBoard(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'delete this board');
  const id = ctx.params.id ?? '';
  bodyMatches(ctx, 'board_id', id, 'board');
  const board = boardOr404(ctx.store, id, viewer.id);
  const owner = ctx.store.get('users', board.owner.id);
  if (!owner || !mayActFor(ctx.store, viewer, owner))
    throw forbidden(`Only the owner can delete ${board.name}.`);
  const store = ctx.store;
  for (const save of store.all('saves').filter((s) => s.boardId === id))
    removeSave(store, save, { board: false });
  for (const pin of store.all('pins').filter((p) => p.board.id === id)) removePinOnly(store, pin);
  for (const section of store.all('sections').filter((s) => s.boardId === id))
    store.del('sections', section.id);
  for (const follow of store
    .all('follows')
    .filter((f) => f.kind === 'board' && f.targetId === id)) {
    store.del('follows', follow.id);
  }
  store.del('boards', id);
  store.put('users', {
    ...owner,
    boardCount: Math.max(0, owner.boardCount - 1),
    secretBoardCount: Math.max(0, owner.secretBoardCount - (board.privacy === 'secret' ? 1 : 0)),
    hasQuicksaveBoard: owner.hasQuicksaveBoard && board.layout !== 'quick_saves',
  });
  return { data: { id, deleted: true } };
}

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

function removeMember(ctx: Ctx, list: 'invitedUsers' | 'collaborators'): Answer {
  const viewer = requireViewer(ctx, 'edit this board');
  const id = ctx.params.id ?? '';
  const userId = ctx.params.userId ?? '';
  bodyMatches(ctx, 'board_id', id, 'board');
  bodyMatches(ctx, 'invited_user_id', userId, 'user');
  optStr(ctx.body, 'field_set_key');
  optStr(ctx.body, 'orbac_subject_id');
  const board = boardOr404(ctx.store, id, viewer.id);
  const owner = ctx.store.get('users', board.owner.id);
  const authorised =
    userId === viewer.id || (owner !== undefined && mayActFor(ctx.store, viewer, owner));
  if (!authorised) throw forbidden(`Only the owner of ${board.name} can remove people from it.`);
  if (!board[list].some((u) => u.id === userId)) {
    throw notFound(
      list === 'invitedUsers'
        ? `User ${userId} has no invitation to ${board.name}.`
        : `User ${userId} is not a collaborator on ${board.name}.`,
    );
  }
  const rest = board[list].filter((u) => u.id !== userId);
  if (list === 'invitedUsers') {
    ctx.store.put('boards', { ...board, invitedUsers: rest });
  } else {
    ctx.store.put('boards', {
      ...board,
      collaborators: rest,
      collaboratorCount: rest.length,
      isCollaborative: rest.length > 0 || board.invitedUsers.length > 0,
    });
  }
  return { data: { boardId: id, userId, removed: true } };
}

export const boardRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/boards/:id/',
    summary:
      'One board (field_set_key accepted), with followedByMe and collaboratedByMe; secret boards only for members',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      return {
        data: decorateBoard(
          ctx.store,
          boardOr404(ctx.store, ctx.params.id ?? '', viewerId),
          viewerId,
        ),
      };
    },
  },
  {
    method: 'GET',
    path: '/v3/boards/:id/sections/',
    summary: "A board's sections (id, boardId, title, slug)",
    handler: (ctx) => {
      const board = boardOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null);
      return { data: ctx.store.all('sections').filter((s) => s.boardId === board.id) };
    },
  },
  {
    method: 'GET',
    path: '/v3/users/:username/boards/',
    summary:
      "A user's boards, paged: privacy_filter (all), sort (last_pinned_to), page_size (25), bookmark, group_by, include_archived (true), filter_stories, filter_all_pins, filter_shopping_list, orbac_subject_id",
    handler: listBoards,
  },
  {
    method: 'POST',
    path: '/v3/boards/',
    summary:
      'Board create: name (1-50), privacy (public), username, layout (quick_saves for the Quick Saves board), return_existing, orbac_subject_id; answers the board',
    write: true,
    handler: createBoard,
  },
  {
    method: 'DELETE',
    path: '/v3/boards/:id/',
    summary:
      'Board delete (owner): removes its sections, the saves to it, the pins on it and its follows',
    write: true,
    handler: deleteBoard,
  },
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
