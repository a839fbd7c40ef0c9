// Pin calls of spec 1 section 7 and spec 3 section 7: pin get, favorite, pin create and delete,
// and bulk delete from a board; and pin edit, from the edit page of spec 3 section 2. The feeds,
// saves, hides and the way out have files of their own (routes-feeds.ts, routes-saves.ts,
// routes-hides.ts, routes-outbound.ts).
import { createHash } from 'node:crypto';
import { canEditPin } from '../domain/permissions';
import type { Pin, Save } from '../domain/types';
import { isHttpLink } from '../domain/url';
import { imagesFor } from '../fixtures/images';
import { toBoardRef } from '../fixtures/shared';
import { canSeeBoard, decorateBoard, decoratePin, isBoardMember, userRefOf } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import { actingSubject } from './orbac';
import { answerOrigin } from './outside';
import {
  badRequest,
  forbidden,
  newId,
  notFound,
  nowIso,
  nullableStr,
  oneOf,
  optLimitedText,
  optStr,
  requireViewer,
  str,
  strList,
} from './http';
import { boardOr404, pinOr404, sectionOn, writableBoard } from './lookups';
import { movePinCount, removeSave } from './routes-saves';
import type { Store } from './store';

function setFavorite(ctx: Ctx, on: boolean): Answer {
  const viewer = requireViewer(ctx, on ? 'favorite this Pin' : 'unfavorite this Pin');
  const pin = pinOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  const existing = ctx.store.index.favoriteByUserPin.get(`${viewer.id}|${pin.id}`);
  if (on && !existing) {
    ctx.store.put('favorites', { id: `${viewer.id}:${pin.id}`, pinId: pin.id, userId: viewer.id });
    ctx.store.put('pins', { ...pin, favoriteUserCount: (pin.favoriteUserCount ?? 0) + 1 });
  } else if (!on && existing) {
    ctx.store.del('favorites', existing.id);
    ctx.store.put('pins', {
      ...pin,
      favoriteUserCount: Math.max(0, (pin.favoriteUserCount ?? 0) - 1),
    });
  }
  const now = ctx.store.get('pins', pin.id) ?? pin;
  return { data: { id: pin.id, favoritedByMe: on, favoriteUserCount: now.favoriteUserCount ?? 0 } };
}

/**
 * Deletes a pin and, explicitly, what hangs on it: every save of it (and the count on the board
 * each save was on), favorites and hides of it. The pin's own board count is the caller's.
 */
export function removePinOnly(store: Store, pin: Pin): void {
  for (const save of store.all('saves').filter((s) => s.pinId === pin.id)) {
    store.del('saves', save.id);
    if (save.boardId && save.boardId !== pin.board.id) {
      const board = store.get('boards', save.boardId);
      if (board) store.put('boards', { ...board, pinCount: Math.max(0, board.pinCount - 1) });
    }
  }
  for (const fav of store.all('favorites').filter((f) => f.pinId === pin.id))
    store.del('favorites', fav.id);
  for (const hide of store.all('hides').filter((h) => h.pinId === pin.id))
    store.del('hides', hide.id);
  store.del('pins', pin.id);
}

function removePin(store: Store, pin: Pin): void {
  const onBoard = store
    .all('saves')
    .filter((s) => s.pinId === pin.id && s.boardId === pin.board.id).length;
  removePinOnly(store, pin);
  const board = store.get('boards', pin.board.id);
  if (board) store.put('boards', { ...board, pinCount: Math.max(0, board.pinCount - 1 - onBoard) });
}

/** Pin edit: title, description, and a move to another board or section. */
function updatePin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'edit this Pin');
  const b = ctx.body;
  const title = optLimitedText(b, 'title', 'pinTitle');
  const description = optLimitedText(b, 'description', 'pinDescription');
  const boardId = optStr(b, 'board_id');
  const sectionId = nullableStr(b, 'section_id');
  if ([title, description, boardId, sectionId].every((v) => v === undefined)) {
    throw badRequest('Nothing to update: send title, description, board_id or section_id.');
  }
  const pin = pinOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  if (!canEditPin({ pin: decoratePin(ctx.store, pin, viewer.id), viewerId: viewer.id })) {
    throw forbidden(
      "You can't edit this Pin: only its board's owner or a collaborator allowed to edit Pins can.",
    );
  }
  const moving = boardId !== undefined && boardId !== pin.board.id;
  const board = moving
    ? writableBoard(ctx.store, boardId, viewer)
    : (ctx.store.get('boards', pin.board.id) ?? null);
  // Without section_id the pin keeps its section, unless it leaves the board.
  const section =
    sectionId === undefined && !moving
      ? (pin.sectionId ?? null)
      : (sectionOn(ctx.store, sectionId ?? undefined, board)?.id ?? null);

  const updated: Pin = {
    ...pin,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(moving && board ? { board: toBoardRef(board) } : {}),
    sectionId: section,
  };
  ctx.store.put('pins', updated);
  if (moving) movePinCount(ctx.store, pin.board.id, board?.id ?? null);
  return { data: decoratePin(ctx.store, updated, viewer.id, answerOrigin(ctx)) };
}

const PALETTE = [
  '#c8553d',
  '#2d6a4f',
  '#3a5a8c',
  '#e9c46a',
  '#8d6a9f',
  '#d4a373',
  '#577590',
  '#bc4749',
];

function createPin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'create a Pin or board');
  const b = ctx.body;
  const boardId = str(b, 'board_id');
  oneOf(optStr(b, 'method'), 'method', ['button', 'button_external'] as const);
  const imageUrl = optStr(b, 'image_url');
  const imageBase64 = optStr(b, 'image_base64');
  const sectionId = optStr(b, 'section') ?? optStr(b, 'section_id');
  const guid = optStr(b, 'guid');
  const title = optLimitedText(b, 'title', 'pinTitle') ?? '';
  const link = optStr(b, 'link', { allowEmpty: true }) ?? '';
  const description = optLimitedText(b, 'description', 'pinDescription') ?? '';
  if (imageUrl === undefined && imageBase64 === undefined) {
    throw badRequest('Send the picture as image_url or image_base64.');
  }
  if (imageUrl !== undefined && !isHttpLink(imageUrl) && !imageUrl.startsWith('/')) {
    throw badRequest('Field "image_url" must be an http(s) address or a path on this site.');
  }
  if (
    imageBase64 !== undefined &&
    !/^(data:image\/[a-z+]+;base64,)?[A-Za-z0-9+/=\s]+$/.test(imageBase64)
  ) {
    throw badRequest('Field "image_base64" is not base64 image data.');
  }
  if (link !== '' && !isHttpLink(link))
    throw badRequest('Field "link" must be an http(s) address.');
  const board = writableBoard(ctx.store, boardId, viewer);
  const section = sectionOn(ctx.store, sectionId, board);

  // The picture is drawn here from its hash: nothing is fetched from outside the machine.
  const hash = createHash('sha1')
    .update(imageUrl ?? imageBase64 ?? '')
    .update(guid ?? '')
    .digest('hex');
  const width = 736;
  const height = 552 + (parseInt(hash.slice(0, 4), 16) % 700);
  const color = PALETTE[parseInt(hash.slice(4, 6), 16) % PALETTE.length] ?? '#c8553d';
  const id = newId('p');
  const created = nowIso();
  let domain = '';
  try {
    domain = link ? new URL(link).hostname : '';
  } catch {
    domain = '';
  }
  const pin: Pin = {
    id,
    nodeId: Buffer.from(`Pin:${id}`).toString('base64'),
    title,
    description,
    link,
    domain,
    seoUrl: `/pin/${id}/`,
    category: 'other',
    dominantColor: color,
    imageSignature: hash.slice(0, 32),
    images: imagesFor({ signature: hash.slice(0, 32), color, width, height }),
    isPromoted: false,
    isDownstreamPromotion: false,
    isThirdPartyAd: false,
    isEligibleForPdp: false,
    isEligibleForWebCloseup: true,
    isOosProduct: false,
    isStaleProduct: false,
    isShoppable: false,
    isRepin: false,
    promotedIsLeadAd: false,
    favoritedByMe: false,
    favoriteUserCount: 0,
    shareCount: 0,
    access: ['write'],
    trackingParams: '',
    shoppingFlags: [],
    board: toBoardRef(board),
    sectionId: section?.id ?? null,
    pinner: userRefOf(viewer),
    aggregatedPinData: { saves: 0, isShopTheLook: false },
    reactionCountsData: [],
    linkSafety: 'none',
    createdAt: created,
  };
  ctx.store.put('pins', pin);
  ctx.store.put('boards', {
    ...board,
    pinCount: board.pinCount + 1,
    boardOrderModifiedAt: created,
  });
  return { status: 201, data: decoratePin(ctx.store, pin, viewer.id, answerOrigin(ctx)) };
}

function deletePin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'delete this Pin');
  const id = ctx.params.id ?? '';
  const bodyId = optStr(ctx.body, 'id');
  const boardId = optStr(ctx.body, 'board_id');
  optStr(ctx.body, 'client_tracking_params', { allowEmpty: true });
  if (bodyId !== undefined && bodyId !== id)
    throw badRequest(`Body id ${bodyId} does not match the pin ${id} in the path.`);

  // A saved copy: its id is the save's id (the local pin id of the repin).
  const save = ctx.store.get('saves', id);
  if (save) {
    if (save.userId !== viewer.id) throw forbidden('You can only remove your own saves.');
    removeSave(ctx.store, save);
    return { data: { id, deleted: 'save' } };
  }
  const pin = pinOr404(ctx.store, id, viewer.id);
  const mine = (ctx.store.index.savesByUserPin.get(`${viewer.id}|${pin.id}`) ?? []).filter(
    (s) => boardId === undefined || s.boardId === boardId,
  );
  if (mine.length > 0) {
    for (const s of mine) removeSave(ctx.store, s);
    return { data: { id, deleted: 'save' } };
  }
  const board = ctx.store.get('boards', pin.board.id);
  if (pin.pinner.id !== viewer.id && board?.owner.id !== viewer.id) {
    throw forbidden('You can only delete your own Pins.');
  }
  removePin(ctx.store, pin);
  return { data: { id, deleted: 'pin' } };
}

/** Removes pins from a board (bulk edit): saved copies go as saves, own pins as pins. */
function bulkDelete(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'edit this board');
  const boardId = ctx.params.id ?? '';
  const bodyBoard = optStr(ctx.body, 'board_id');
  if (bodyBoard !== undefined && bodyBoard !== boardId) {
    throw badRequest(`Body board_id ${bodyBoard} does not match the board ${boardId} in the path.`);
  }
  const sectionId = optStr(ctx.body, 'section_id');
  const pinIds = [...new Set(strList(ctx.body, 'pin_ids'))];
  // Acting for a business profile, the delete is the profile's (spec 3 section 4).
  const subject = actingSubject(ctx, viewer);
  const board = boardOr404(ctx.store, boardId, viewer.id);
  if (!isBoardMember(board, subject.id)) throw forbidden(`You can't edit ${board.name}.`);
  if (sectionId !== undefined) sectionOn(ctx.store, sectionId, board);

  const plan: ({ kind: 'save'; save: Save } | { kind: 'pin'; pin: Pin })[] = [];
  const inScope = (s: Save) =>
    s.boardId === board.id && (sectionId === undefined || s.sectionId === sectionId);
  for (const id of pinIds) {
    // A saved copy by its own id; or a pin id: its saves on this board, and the pin itself if it sits here.
    const save = ctx.store.get('saves', id);
    if (save && inScope(save)) {
      plan.push({ kind: 'save', save });
      continue;
    }
    const saves = ctx.store.all('saves').filter((s) => s.pinId === id && inScope(s));
    for (const s of saves) plan.push({ kind: 'save', save: s });
    const pin = ctx.store.get('pins', id);
    const here =
      pin && pin.board.id === board.id && (sectionId === undefined || pin.sectionId === sectionId);
    if (pin && here) plan.push({ kind: 'pin', pin });
    if (saves.length === 0 && !here) {
      throw notFound(
        `Pin ${id} is not on board ${board.id}${sectionId ? ` section ${sectionId}` : ''}.`,
      );
    }
  }
  for (const step of plan) {
    if (step.kind === 'save') removeSave(ctx.store, step.save);
    else removePin(ctx.store, step.pin);
  }
  // The delete is recorded under the profile it acted for (spec 3 section 4).
  return { data: { boardId: board.id, deleted: pinIds.length, actedFor: subject.id } };
}

/**
 * The boards containing a pin (spec 3 section 2, 'Boards containing this Pin'): the board it was
 * pinned to, then the boards it was saved to, latest order change first; only boards the viewer
 * may see, each once.
 */
function boardsContaining(ctx: Ctx): Answer {
  const viewerId = ctx.viewer?.id ?? null;
  const pin = pinOr404(ctx.store, ctx.params.id ?? '', viewerId);
  const savedTo = ctx.store
    .all('saves')
    .filter((save) => save.pinId === pin.id && save.boardId !== null)
    .map((save) => save.boardId as string);
  const ids = [...new Set(savedTo)].filter((id) => id !== pin.board.id);
  const saved = ids
    .map((id) => ctx.store.get('boards', id))
    .filter((board) => board !== undefined)
    .sort((a, b) => b.boardOrderModifiedAt.localeCompare(a.boardOrderModifiedAt));
  const own = ctx.store.get('boards', pin.board.id);
  const boards = [...(own ? [own] : []), ...saved].filter(
    (board) => !board.archived && canSeeBoard(ctx.store, board.id, viewerId),
  );
  return { data: boards.map((board) => decorateBoard(ctx.store, board, viewerId)) };
}

export const pinRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/pins/:id/boards/',
    summary:
      "The boards a pin is on: the pin's own board, then the boards it was saved to (latest order change first), those the viewer may see",
    handler: boardsContaining,
  },
  {
    method: 'GET',
    path: '/v3/pins/:id/',
    summary:
      'One pin, decorated for the viewer (favoritedByMe, favoriteUserCount, savedInfo); a saved copy id answers its pin',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const id = ctx.params.id ?? '';
      const save = ctx.store.get('saves', id);
      const pin = pinOr404(ctx.store, save ? save.pinId : id, viewerId);
      return { data: decoratePin(ctx.store, pin, viewerId, answerOrigin(ctx)) };
    },
  },
  {
    method: 'POST',
    path: '/v3/pins/:id/favorite/',
    summary: 'Favorite a pin (signed in); no payload',
    write: true,
    handler: (ctx) => setFavorite(ctx, true),
  },
  {
    method: 'DELETE',
    path: '/v3/pins/:id/favorite/',
    summary: 'Unfavorite a pin (signed in); no payload',
    write: true,
    handler: (ctx) => setFavorite(ctx, false),
  },
  {
    method: 'POST',
    path: '/v3/pins/',
    summary:
      'Pin create: board_id, method, image_url or image_base64, section, guid, title, link; answers the pin (id, pinner.id)',
    write: true,
    handler: createPin,
  },
  {
    method: 'DELETE',
    path: '/v3/pins/:id/',
    summary:
      'Pin delete: a saved copy id (or a pin the viewer saved, on board_id) removes the save; an own pin is deleted with its saves, favorites and hides',
    write: true,
    handler: deletePin,
  },
  {
    method: 'PATCH',
    path: '/v3/pins/:id/',
    summary:
      'Pin edit (board owner, a collaborator with edit_pin, or write access): title (0-200), description (0-500), board_id (a board the viewer may save to), section_id (a section on that board, or null); at least one; answers the pin',
    write: true,
    handler: updatePin,
  },
  {
    method: 'DELETE',
    path: '/v3/boards/:id/pins/',
    summary:
      'Bulk edit delete: board_id, section_id, pin_ids (saved copies removed as saves, own pins deleted), orbac_subject_id',
    write: true,
    handler: bulkDelete,
  },
];
