// Board calls of spec 3 section 7: board get, sections, the boards list with its options, board
// create (also the quick-saves board) and delete, follow and unfollow, invite and collaborator
// removal; and the edit calls issue 3 adds (board edit, section get, edit and delete, collaborator
// invite). (Bulk delete sits with the pin routes.)
import { QUICK_SAVES_DISPLAY_NAME } from '../domain/board';
import { BOARDS_PAGE_SIZE, QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import { canActOnBoard, SECTION_PERMISSION } from '../domain/permissions';
import type { Board, BoardSection, User, UserRef } from '../domain/types';
import { toBoardRef } from '../fixtures/shared';
import { canSeeBoard, decorateBoard, findUser, isBoardMember, userRefOf } from './decorate';
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

function slugOf(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The slug of `name`, numbered (`-2`, `-3`, ...) past those `taken` already. */
function freeSlug(name: string, fallback: string, taken: (slug: string) => boolean): string {
  const base = slugOf(name, fallback);
  let slug = base;
  for (let n = 2; taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** May the viewer act for `username`: it is them, or a business profile they hold OWNER on. */
function mayActFor(store: Store, viewer: User, target: User): boolean {
  if (target.id === viewer.id) return true;
  const grant = store.all('businessAccess').find((g) => g.userId === viewer.id);
  return (grant?.profiles ?? []).some((p) => p.id === target.id && p.permissions.includes('OWNER'));
}

/** The board's owner, when the viewer may act for them; otherwise a 403 with `refusal`. */
function ownerActedFor(store: Store, viewer: User, board: Board, refusal: string): User {
  const owner = store.get('users', board.owner.id);
  if (!owner || !mayActFor(store, viewer, owner)) throw forbidden(refusal);
  return owner;
}

/**
 * Stores a changed board and brings up to date the board reference its pins carry (name, privacy,
 * collaboration), which decides who sees and may edit them.
 */
function putBoard(store: Store, board: Board): void {
  store.put('boards', board);
  const ref = toBoardRef(board);
  const text = JSON.stringify(ref);
  const stale = store
    .all('pins')
    .filter((p) => p.board.id === board.id && JSON.stringify(toBoardRef(p.board)) !== text);
  for (const pin of stale) store.put('pins', { ...pin, board: ref });
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

const nameTaken = (board: Board) => conflict(`You already have a board called "${board.name}".`);

function createBoard(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'create a Pin or board');
  const b = ctx.body;
  const name = limitedText(b, 'name', 'boardName');
  const privacy = oneOf(optStr(b, 'privacy'), 'privacy', PRIVACIES) ?? 'public';
  const username = str(b, 'username');
  const layout =
    oneOf(optStr(b, 'layout'), 'layout', ['default', 'quick_saves'] as const) ?? 'default';
  const returnExisting = optBool(b, 'return_existing') ?? false;
  const orbacSubjectId = optStr(b, 'orbac_subject_id');
  optBool(b, 'protected');
  const description = optLimitedText(b, 'description', 'boardDescription') ?? '';
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

// --- sections ---

/** A section and its board, when the viewer may see the board. */
function sectionOr404(store: Store, id: string, viewerId: string | null) {
  const section = store.get('sections', id);
  const board = section ? store.get('boards', section.boardId) : undefined;
  if (!section || !board || !canSeeBoard(store, board.id, viewerId)) {
    throw notFound(`Board section ${id} not found.`);
  }
  return { section, board };
}

/** A section the viewer may change: the board's owner, or a collaborator allowed to add sections. */
function sectionToChange(ctx: Ctx, what: string): { section: BoardSection; board: Board } {
  const viewer = requireViewer(ctx, what);
  const found = sectionOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  const { board } = found;
  if (!canActOnBoard({ board, viewerId: viewer.id, action: SECTION_PERMISSION })) {
    throw forbidden(
      `Only the owner of ${board.name}, or a collaborator allowed to add sections, can change its sections.`,
    );
  }
  return found;
}

function updateSection(ctx: Ctx): Answer {
  const title = limitedText(ctx.body, 'title', 'sectionTitle');
  const { section, board } = sectionToChange(ctx, 'edit this section');
  const siblings = ctx.store
    .all('sections')
    .filter((s) => s.boardId === board.id && s.id !== section.id);
  const clash = siblings.find((s) => s.title.toLowerCase() === title.toLowerCase());
  if (clash) throw conflict(`${board.name} already has a section called "${clash.title}".`);
  const slugs = new Set(siblings.map((s) => s.slug));
  const updated: BoardSection = {
    ...section,
    title,
    slug: freeSlug(title, 'section', (s) => slugs.has(s)),
  };
  ctx.store.put('sections', updated);
  return { data: updated };
}

/** Deletes a section; its pins and the saves to it stay on the board, in no section. */
function deleteSection(ctx: Ctx): Answer {
  const { section, board } = sectionToChange(ctx, 'delete this section');
  const store = ctx.store;
  for (const pin of store.all('pins').filter((p) => p.sectionId === section.id))
    store.put('pins', { ...pin, sectionId: null });
  for (const save of store.all('saves').filter((s) => s.sectionId === section.id))
    store.put('saves', { ...save, sectionId: null });
  store.del('sections', section.id);
  store.put('boards', { ...board, sectionCount: Math.max(0, board.sectionCount - 1) });
  return { data: { id: section.id, deleted: true } };
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

/** The board whose people the viewer changes: path and body ids agree, and the board is visible. */
function boardForPeople(ctx: Ctx, userId: string): { viewer: User; board: Board } {
  const viewer = requireViewer(ctx, 'edit this board');
  const id = ctx.params.id ?? '';
  bodyMatches(ctx, 'board_id', id, 'board');
  bodyMatches(ctx, 'invited_user_id', userId, 'user');
  optStr(ctx.body, 'field_set_key');
  optStr(ctx.body, 'orbac_subject_id');
  return { viewer, board: boardOr404(ctx.store, id, viewer.id) };
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
    method: 'PATCH',
    path: '/v3/boards/:id/',
    summary:
      "Board edit (owner): name (1-50, unique among the owner's boards), description (0-500), privacy; at least one; the url stays; answers the board",
    write: true,
    handler: updateBoard,
  },
  {
    method: 'GET',
    path: '/v3/board_sections/:id/',
    summary: 'One board section (id, boardId, title, slug), when its board is visible',
    handler: (ctx) => ({
      data: sectionOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null).section,
    }),
  },
  {
    method: 'PATCH',
    path: '/v3/board_sections/:id/',
    summary:
      'Section rename (board owner, or a collaborator with add_section): title (1-50, unique on its board); the slug follows; answers the section',
    write: true,
    handler: updateSection,
  },
  {
    method: 'DELETE',
    path: '/v3/board_sections/:id/',
    summary:
      'Section delete (same people): its pins and the saves to it stay on the board, in no section',
    write: true,
    handler: deleteSection,
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
    method: 'POST',
    path: '/v3/boards/:id/invites/',
    summary:
      'Invite a collaborator (owner): invited_user_id, board_id; the board turns collaborative; the owner, a collaborator or someone already invited is a 409; answers the person',
    write: true,
    handler: inviteCollaborator,
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
