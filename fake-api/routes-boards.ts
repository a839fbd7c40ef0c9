// Board calls of spec 3 section 7: board get, the boards list with its options, board create
// (also the quick-saves board) and delete; and board edit, from the edit page of spec 3 section
// 2. Sections and a board's people have files of their own (routes-sections.ts,
// routes-board-people.ts); bulk delete sits with the pin routes.
import { QUICK_SAVES_DISPLAY_NAME } from '../domain/board';
import { BOARD_SORT_ORDERS } from '../domain/board-list';
import { BOARDS_PAGE_SIZE, QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import type { Board } from '../domain/types';
import { freeSlug, mayActFor, ownerActedFor, putBoard } from './boards';
import { decorateBoard, findUser, isBoardMember, userRefOf } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import {
  badRequest,
  bodyMatches,
  conflict,
  forbidden,
  limitedText,
  newId,
  notFound,
  nowIso,
  oneOf,
  optBool,
  optLimitedText,
  optStr,
  page,
  queryBool,
  queryInt,
  requireViewer,
  str,
} from './http';
import { boardOr404, PAGE_SIZE_MAX } from './lookups';
import { removePinOnly } from './routes-pins';
import { removeSave } from './routes-saves';

const PRIVACIES = ['public', 'protected', 'secret'] as const;
/** Spec 3 section 3 "Board sort orders". */
const SORTS = BOARD_SORT_ORDERS;

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

const nameTaken = (board: Board) => conflict(`You already have a board called "${board.name}".`);

function createBoard(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'create a Pin or board');
  const b = ctx.body;
  const name = limitedText(b, 'name', 'boardName');
  const privacy = oneOf(optStr(b, 'privacy'), 'privacy', PRIVACIES) ?? 'public';
  const userId = optStr(b, 'user_id');
  const username = userId === undefined ? str(b, 'username') : (optStr(b, 'username') ?? userId);
  const layout =
    oneOf(optStr(b, 'layout'), 'layout', ['default', 'quick_saves'] as const) ?? 'default';
  const returnExisting = optBool(b, 'return_existing') ?? false;
  const orbacSubjectId = optStr(b, 'orbac_subject_id');
  optBool(b, 'protected');
  const description = optLimitedText(b, 'description', 'boardDescription') ?? '';
  const owner = findUser(ctx.store, orbacSubjectId ?? userId ?? username);
  if (!owner) throw notFound(`User ${orbacSubjectId ?? userId ?? username} not found.`);
  const named = findUser(ctx.store, username);
  if (userId !== undefined && named?.id !== userId) {
    throw badRequest(`user_id ${userId} is not the user ${username}.`);
  }
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
  if (existing) throw nameTaken(existing);

  const boardName = layout === 'quick_saves' ? QUICK_SAVES_BOARD_NAME : name;
  const taken = new Set(
    ctx.store
      .all('boards')
      .filter((x) => x.owner.id === owner.id)
      .map((x) => x.url),
  );
  const url = (slug: string) => `/${owner.username}/${slug}/`;
  const slug = freeSlug(boardName, 'board', (s) => taken.has(url(s)));
  const board: Board = {
    id: newId('b'),
    name: boardName,
    url: url(slug),
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
  const owner = ownerActedFor(ctx.store, viewer, board, `Only the owner can delete ${board.name}.`);
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

/** Board edit: name, description and privacy; the url stays as it is. */
function updateBoard(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'edit this board');
  const id = ctx.params.id ?? '';
  const b = ctx.body;
  bodyMatches(ctx, 'board_id', id, 'board');
  const name = optLimitedText(b, 'name', 'boardName');
  const description = optLimitedText(b, 'description', 'boardDescription');
  const privacy = oneOf(optStr(b, 'privacy'), 'privacy', PRIVACIES);
  if (name === undefined && description === undefined && privacy === undefined) {
    throw badRequest('Nothing to update: send name, description or privacy.');
  }
  const store = ctx.store;
  const board = boardOr404(store, id, viewer.id);
  const owner = ownerActedFor(store, viewer, board, `Only the owner can edit ${board.name}.`);
  const renamed = name !== undefined && name !== board.name;
  if (renamed && board.layout === 'quick_saves') {
    throw badRequest(
      `Your ${QUICK_SAVES_DISPLAY_NAME} board keeps its name: change its description or privacy.`,
    );
  }
  if (renamed) {
    const clash = store
      .all('boards')
      .find(
        (x) =>
          x.owner.id === board.owner.id &&
          x.id !== board.id &&
          x.name.toLowerCase() === name.toLowerCase(),
      );
    if (clash) throw nameTaken(clash);
  }

  const updated: Board = {
    ...board,
    ...(name !== undefined ? { name } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(privacy !== undefined ? { privacy } : {}),
  };
  putBoard(store, updated);
  const secretChange = Number(updated.privacy === 'secret') - Number(board.privacy === 'secret');
  if (secretChange !== 0) {
    store.put('users', {
      ...owner,
      secretBoardCount: Math.max(0, owner.secretBoardCount + secretChange),
    });
  }
  return { data: decorateBoard(store, updated, viewer.id) };
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
    path: '/v3/users/:username/boards/',
    summary:
      "A user's boards, paged: privacy_filter (all), sort (last_pinned_to), page_size (25), bookmark, group_by, include_archived (true), filter_stories, filter_all_pins, filter_shopping_list, orbac_subject_id",
    handler: listBoards,
  },
  {
    method: 'POST',
    path: '/v3/boards/',
    summary: `Board create: name (1-50), privacy (public), username, layout (quick_saves for the ${QUICK_SAVES_BOARD_NAME} board), return_existing, orbac_subject_id; answers the board`,
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
    method: 'PATCH',
    path: '/v3/boards/:id/',
    summary:
      "Board edit (owner): name (1-50, unique among the owner's boards), description (0-500), privacy; at least one; the url stays; answers the board",
    write: true,
    handler: updateBoard,
  },
];
