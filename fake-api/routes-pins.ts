// Pin calls of spec 1 section 7 and spec 3 section 7: pin get, the feeds, favorite, repin, pin
// create and delete, the offsite check and click, the outbound beacon, pin feedback and the three
// hide/unhide families; and the edit calls issue 3 adds (pin edit, moving a save).
import { createHash } from 'node:crypto';
import { canEditPin } from '../domain/permissions';
import type { Board, BoardSection, Hide, LinkSafety, Pin, Save, User } from '../domain/types';
import { isHttpLink } from '../domain/url';
import { imagesFor } from '../fixtures/images';
import { toBoardRef } from '../fixtures/shared';
import {
  canSeeBoard,
  canSeePin,
  decoratePin,
  findUser,
  isBoardMember,
  isHidden,
  userRefOf,
} from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import {
  HttpError,
  badRequest,
  bool,
  decodeBookmark,
  encodeBookmark,
  forbidden,
  jsonField,
  newId,
  notFound,
  nowIso,
  oneOf,
  optBool,
  optLimitedText,
  optStr,
  queryInt,
  requireViewer,
  str,
  strList,
} from './http';
import type { Store } from './store';

/** Feed page size when the client names none, and the most it may ask for. */
export const FEED_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;

export function pinOr404(store: Store, id: string, viewerId: string | null): Pin {
  const pin = store.get('pins', id);
  if (!pin || !canSeePin(store, pin, viewerId)) throw notFound(`Pin ${id} not found.`);
  return pin;
}

export function boardOr404(store: Store, id: string, viewerId: string | null): Board {
  const board = store.get('boards', id);
  if (!board || !canSeeBoard(store, id, viewerId)) throw notFound(`Board ${id} not found.`);
  return board;
}

/** A board the viewer may add pins to: its owner or a collaborator. */
export function writableBoard(store: Store, boardId: string, viewer: User): Board {
  const board = boardOr404(store, boardId, viewer.id);
  if (!isBoardMember(board, viewer.id)) {
    throw forbidden(`You can't save to ${board.name}: it belongs to someone else.`);
  }
  return board;
}

export function sectionOn(store: Store, sectionId: string | undefined, board: Board | null) {
  if (sectionId === undefined) return null;
  const section = store.get('sections', sectionId);
  if (!section) throw notFound(`Board section ${sectionId} not found.`);
  if (!board) throw badRequest('A section needs a board: send board_id with section.');
  if (section.boardId !== board.id) {
    throw badRequest(`Section ${sectionId} is not on board ${board.id}.`);
  }
  return section;
}

// --- feeds ---

/**
 * One page of `list` filtered by `keep`. The bookmark is the position in the unfiltered list,
 * so a page costs only what it scans.
 */
function feedPage(ctx: Ctx, list: readonly Pin[], keep: (pin: Pin) => boolean): Answer {
  const viewerId = ctx.viewer?.id ?? null;
  const size = queryInt(ctx.query, 'page_size', FEED_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });
  let i = decodeBookmark(ctx.query.bookmark);
  const items: Pin[] = [];
  const visible = (pin: Pin) =>
    canSeePin(ctx.store, pin, viewerId) && !isHidden(ctx.store, pin.id, viewerId) && keep(pin);
  for (; i < list.length && items.length < size; i += 1) {
    const pin = list[i];
    if (pin && visible(pin)) items.push(decoratePin(ctx.store, pin, viewerId));
  }
  let more = false;
  for (let j = i; j < list.length; j += 1) {
    const pin = list[j];
    if (pin && visible(pin)) {
      more = true;
      break;
    }
  }
  return { data: items, bookmark: more ? encodeBookmark(i) : null };
}

/** Pins behind a list of saves, newest save first, each pin once. */
function pinsOfSaves(store: Store, saves: readonly Save[], viewerId: string | null): Pin[] {
  const seen = new Set<string>();
  const pins: Pin[] = [];
  for (let i = saves.length - 1; i >= 0; i -= 1) {
    const save = saves[i];
    if (!save || seen.has(save.pinId)) continue;
    if (save.boardId && !canSeeBoard(store, save.boardId, viewerId)) continue;
    const pin = store.get('pins', save.pinId);
    if (!pin) continue;
    seen.add(save.pinId);
    pins.push(pin);
  }
  return pins;
}

function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

function matchesSearch(pin: Pin, terms: string[]): boolean {
  const text =
    `${pin.title} ${pin.description} ${pin.category} ${pin.domain} ${pin.pinner.fullName}`.toLowerCase();
  return terms.every((t) => text.includes(t));
}

// --- favorite ---

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

// --- saves ---

/** Removes one save and gives back what it counted (the board's pin count unless told not to). */
export function removeSave(store: Store, save: Save, options: { board?: boolean } = {}): void {
  if (!store.del('saves', save.id)) return;
  if (save.boardId && options.board !== false) {
    const board = store.get('boards', save.boardId);
    if (board) store.put('boards', { ...board, pinCount: Math.max(0, board.pinCount - 1) });
  }
  const pin = store.get('pins', save.pinId);
  if (pin) {
    store.put('pins', {
      ...pin,
      aggregatedPinData: {
        ...pin.aggregatedPinData,
        saves: Math.max(0, pin.aggregatedPinData.saves - 1),
      },
    });
  }
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

function repin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'save this Pin');
  const b = ctx.body;
  const pinId = str(b, 'pin_id');
  const boardId = optStr(b, 'board_id') ?? null;
  const sectionId = optStr(b, 'section') ?? optStr(b, 'section_id');
  const userId = optStr(b, 'user_id');
  optStr(b, 'clientTrackingParams', { allowEmpty: true });
  optStr(b, 'client_tracking_params', { allowEmpty: true });
  const originalPinId = optStr(b, 'original_pin_id');
  if (userId !== undefined && userId !== viewer.id) {
    throw forbidden(`user_id ${userId} is not the signed-in user: you can only save as yourself.`);
  }
  const pin = pinOr404(ctx.store, pinId, viewer.id);
  if (originalPinId !== undefined && !ctx.store.has('pins', originalPinId)) {
    throw notFound(`Original pin ${originalPinId} not found.`);
  }
  const board = boardId === null ? null : writableBoard(ctx.store, boardId, viewer);
  const section = sectionOn(ctx.store, sectionId, board);

  const save: Save = {
    id: newId('r'),
    pinId: pin.id,
    userId: viewer.id,
    boardId: board?.id ?? null,
    sectionId: section?.id ?? null,
    createdAt: nowIso(),
  };
  ctx.store.put('saves', save);
  ctx.store.put('pins', {
    ...pin,
    aggregatedPinData: { ...pin.aggregatedPinData, saves: pin.aggregatedPinData.saves + 1 },
  });
  if (board) {
    ctx.store.put('boards', {
      ...board,
      pinCount: board.pinCount + 1,
      boardOrderModifiedAt: save.createdAt,
    });
  }
  return { status: 201, data: repinResult(save, board, section) };
}

/** What a repin answers (and a moved save): the save's id and where it now is. */
function repinResult(save: Save, board: Board | null, section: BoardSection | null) {
  return {
    id: save.id,
    board: board ? { id: board.id, url: board.url, name: board.name } : null,
    section: section ? { id: section.id, title: section.title } : null,
    isProfileSave: board === null,
  };
}

// --- edits ---

/** A string field where null means "none" (no section, the profile): undefined when absent. */
function nullableStr(body: Record<string, unknown>, field: string): string | null | undefined {
  return body[field] === null ? null : optStr(body, field);
}

function requiredNullableStr(body: Record<string, unknown>, field: string): string | null {
  const value = nullableStr(body, field);
  if (value === undefined) {
    throw badRequest(`Missing field "${field}": send a board id, or null for the profile.`);
  }
  return value;
}

/** One pin or save leaves board `fromId` for board `toId` (null: the profile); counts follow. */
function movePinCount(store: Store, fromId: string | null, toId: string | null): void {
  if (fromId === toId) return;
  const from = fromId === null ? undefined : store.get('boards', fromId);
  if (from) store.put('boards', { ...from, pinCount: Math.max(0, from.pinCount - 1) });
  const to = toId === null ? undefined : store.get('boards', toId);
  if (to) store.put('boards', { ...to, pinCount: to.pinCount + 1, boardOrderModifiedAt: nowIso() });
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
  return { data: decoratePin(ctx.store, updated, viewer.id) };
}

const NOT_SAVED_THERE = 'You have not saved this Pin to that board.';

/** The viewer's save to move: by the saved copy's id, or their save of a pin on `fromBoardId`. */
function ownSave(store: Store, id: string, fromBoardId: string | null, viewer: User): Save {
  const byId = store.get('saves', id);
  if (byId) {
    if (byId.userId !== viewer.id) throw forbidden('You can only move your own saves.');
    if (byId.boardId !== fromBoardId) throw notFound(NOT_SAVED_THERE);
    return byId;
  }
  const pin = pinOr404(store, id, viewer.id);
  const mine = (store.index.savesByUserPin.get(`${viewer.id}|${pin.id}`) ?? []).filter(
    (s) => s.boardId === fromBoardId,
  );
  const save = mine[mine.length - 1];
  if (!save) throw notFound(NOT_SAVED_THERE);
  return save;
}

/** Moves the viewer's save to another board, section or the profile (edit from the save toast). */
function moveSave(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'edit this Pin');
  const b = ctx.body;
  const fromBoardId = requiredNullableStr(b, 'from_board_id');
  const boardId = requiredNullableStr(b, 'board_id');
  const sectionId = nullableStr(b, 'section_id');
  const save = ownSave(ctx.store, ctx.params.id ?? '', fromBoardId, viewer);
  const board = boardId === null ? null : writableBoard(ctx.store, boardId, viewer);
  const section = sectionOn(ctx.store, sectionId ?? undefined, board);

  const moved: Save = { ...save, boardId: board?.id ?? null, sectionId: section?.id ?? null };
  ctx.store.put('saves', moved);
  movePinCount(ctx.store, save.boardId, moved.boardId);
  const landed = moved.boardId === null ? null : (ctx.store.get('boards', moved.boardId) ?? null);
  return { data: repinResult(moved, landed, section) };
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
  return { status: 201, data: decoratePin(ctx.store, pin, viewer.id) };
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
  optStr(ctx.body, 'orbac_subject_id');
  const board = boardOr404(ctx.store, boardId, viewer.id);
  if (!isBoardMember(board, viewer.id)) throw forbidden(`You can't edit ${board.name}.`);
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
  return { data: { boardId: board.id, deleted: pinIds.length } };
}

// --- outbound ---

/** The verdicts of the link-safety check, by link, for the pins of the current data. */
const verdicts = new WeakMap<Pin[], Map<string, LinkSafety>>();

function verdictOf(store: Store, url: string): LinkSafety {
  const pins = store.db.pins;
  let map = verdicts.get(pins);
  if (!map) {
    map = new Map();
    // A link shared by several pins keeps its worst verdict.
    for (const pin of pins) {
      if (pin.link && (pin.linkSafety !== 'none' || !map.has(pin.link)))
        map.set(pin.link, pin.linkSafety);
    }
    verdicts.set(pins, map);
  }
  return map.get(url) ?? 'none';
}

/** Messages of the blocked-link modal, by verdict (spec 1 section 8 shows the server's message). */
export const OFFSITE_MESSAGES: Record<LinkSafety, string> = {
  blocked:
    'This link leads to a site that was reported for spam or harmful content, so we blocked it.',
  suspicious:
    'This link may lead to a suspicious site: it has been reported for misleading or unsafe content.',
  porn: 'This link leads to a site with adult content, which is against our community guidelines.',
  error: 'The link check failed.',
  none: '',
};

function offsite(ctx: Ctx): Answer {
  const b = ctx.body;
  const checkOnly = bool(b, 'check_only');
  const url = str(b, 'url');
  const pinId = optStr(b, 'pin_id');
  optBool(b, 'third_party_ad');
  optStr(b, 'client_tracking_params', { allowEmpty: true });
  jsonField(b, 'aux_data');
  const viewerId = ctx.viewer?.id ?? null;
  if (pinId !== undefined) pinOr404(ctx.store, pinId, viewerId);
  const verdict = verdictOf(ctx.store, url);
  ctx.store.put('offsiteEvents', {
    id: newId('o'),
    pinId: pinId ?? null,
    url,
    checkOnly,
    redirectStatus: verdict,
  });
  if (checkOnly && verdict === 'error') throw new HttpError(500, OFFSITE_MESSAGES.error);
  return { data: { redirect_status: verdict, message: OFFSITE_MESSAGES[verdict], url } };
}

function beacon(ctx: Ctx): Answer {
  const url = ctx.query.url;
  const pin = ctx.query.pin;
  if (!url) throw badRequest('Query parameter "url" is required.');
  if (!pin) throw badRequest('Query parameter "pin" is required.');
  const id = newId('bc');
  ctx.store.put('beacons', {
    id,
    url,
    pin,
    client_tracking_params: ctx.query.client_tracking_params ?? '',
  });
  return { data: { id } };
}

// --- feedback and hides ---

type HideWhere = {
  surface: Hide['surface'];
  newsId?: string;
  query?: string;
  feedbackType?: string;
};

function hideId(userId: string, pinId: string, where: HideWhere): string {
  return [where.surface, userId, pinId, where.newsId ?? ''].join(':');
}

function setHidden(ctx: Ctx, pinId: string, where: HideWhere, hidden: boolean): Answer {
  const viewer = requireViewer(ctx, hidden ? 'hide this Pin' : 'undo hiding this Pin');
  const pin = pinOr404(ctx.store, pinId, viewer.id);
  const id = hideId(viewer.id, pin.id, where);
  if (hidden) {
    const hide: Hide & { feedbackType?: string } = {
      id,
      userId: viewer.id,
      pinId: pin.id,
      surface: where.surface,
      ...(where.newsId !== undefined ? { newsId: where.newsId } : {}),
      ...(where.query !== undefined ? { query: where.query } : {}),
      ...(where.feedbackType !== undefined ? { feedbackType: where.feedbackType } : {}),
    };
    ctx.store.put('hides', hide);
  } else {
    ctx.store.del('hides', id);
  }
  return { data: { pinId: pin.id, hidden: isHidden(ctx.store, pin.id, viewer.id) } };
}

function pinFeedback(ctx: Ctx): Answer {
  const id = ctx.params.id ?? '';
  const bodyPin = optStr(ctx.body, 'pin_id');
  if (bodyPin !== undefined && bodyPin !== id)
    throw badRequest(`Body pin_id ${bodyPin} does not match the pin ${id} in the path.`);
  const undo = optBool(ctx.body, 'undo') ?? false;
  const feedbackType = undo
    ? optStr(ctx.body, 'feedback_type')
    : str(ctx.body, 'feedback_type', { max: 100 });
  return setHidden(ctx, id, { surface: 'feedback', feedbackType }, !undo);
}

function newsHubHide(ctx: Ctx, hidden: boolean): Answer {
  const where: HideWhere = { surface: 'news_hub', newsId: ctx.params.newsId ?? '' };
  return setHidden(ctx, ctx.params.pinId ?? '', where, hidden);
}

function p2pHide(ctx: Ctx, hidden: boolean): Answer {
  return setHidden(ctx, ctx.params.pinId ?? '', { surface: 'p2p' }, hidden);
}

function searchHide(ctx: Ctx, hidden: boolean): Answer {
  const query = hidden ? str(ctx.body, 'query') : optStr(ctx.body, 'query');
  optStr(ctx.body, 'pin_type');
  return setHidden(ctx, ctx.params.pinId ?? '', { surface: 'search', query }, hidden);
}

export const pinRoutes: RouteDef[] = [
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
      return { data: decoratePin(ctx.store, pin, viewerId) };
    },
  },
  {
    method: 'GET',
    path: '/v3/feeds/home/',
    summary: 'Home feed, paged (bookmark, page_size 1-100, default 25); hides what the viewer hid',
    handler: (ctx) => feedPage(ctx, ctx.store.all('pins'), () => true),
  },
  {
    method: 'GET',
    path: '/v3/pins/:id/related/',
    summary: 'Pins related to a pin (same category), paged',
    handler: (ctx) => {
      const pin = pinOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null);
      return feedPage(
        ctx,
        ctx.store.all('pins'),
        (p) => p.id !== pin.id && p.category === pin.category,
      );
    },
  },
  {
    method: 'GET',
    path: '/v3/search/pins/',
    summary:
      'Search pins: every word of q in title, description, category, domain or pinner name; rs names where the search came from; paged',
    handler: (ctx) => {
      const q = ctx.query.q;
      if (!q || q.trim() === '') throw badRequest('Query parameter "q" is required.');
      const terms = searchTerms(q);
      return feedPage(ctx, ctx.store.all('pins'), (p) => matchesSearch(p, terms));
    },
  },
  {
    method: 'GET',
    path: '/v3/boards/:id/pins/',
    summary: 'Board feed: pins saved to the board (newest first), then the pins on it; paged',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const board = boardOr404(ctx.store, ctx.params.id ?? '', viewerId);
      const saved = pinsOfSaves(
        ctx.store,
        ctx.store.all('saves').filter((s) => s.boardId === board.id),
        viewerId,
      );
      const seen = new Set(saved.map((p) => p.id));
      const own = ctx.store.all('pins').filter((p) => p.board.id === board.id && !seen.has(p.id));
      return feedPage(ctx, [...saved, ...own], () => true);
    },
  },
  {
    method: 'GET',
    path: '/v3/board_sections/:id/pins/',
    summary: 'Section feed: pins saved to the section, then the pins in it; paged',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const section = ctx.store.get('sections', ctx.params.id ?? '');
      if (!section || !canSeeBoard(ctx.store, section.boardId, viewerId)) {
        throw notFound(`Board section ${ctx.params.id ?? ''} not found.`);
      }
      const saved = pinsOfSaves(
        ctx.store,
        ctx.store.all('saves').filter((s) => s.sectionId === section.id),
        viewerId,
      );
      const seen = new Set(saved.map((p) => p.id));
      const own = ctx.store
        .all('pins')
        .filter((p) => p.sectionId === section.id && !seen.has(p.id));
      return feedPage(ctx, [...saved, ...own], () => true);
    },
  },
  {
    method: 'GET',
    path: '/v3/users/:username/pins/created/',
    summary: 'Pins a user created, paged',
    handler: (ctx) => {
      const user = findUser(ctx.store, ctx.params.username ?? '');
      if (!user) throw notFound(`User ${ctx.params.username ?? ''} not found.`);
      return feedPage(ctx, ctx.store.all('pins'), (p) => p.pinner.id === user.id);
    },
  },
  {
    method: 'GET',
    path: '/v3/users/:username/pins/saved/',
    summary: 'Pins a user saved, newest first, paged',
    handler: (ctx) => {
      const user = findUser(ctx.store, ctx.params.username ?? '');
      if (!user) throw notFound(`User ${ctx.params.username ?? ''} not found.`);
      const saves = ctx.store.all('saves').filter((s) => s.userId === user.id);
      return feedPage(ctx, pinsOfSaves(ctx.store, saves, ctx.viewer?.id ?? null), () => true);
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
    path: '/v3/repins/',
    summary:
      'Repin create (save): pin_id, board_id (null = profile save), section, user_id, clientTrackingParams, original_pin_id; answers id (new local pin id), board, section, isProfileSave',
    write: true,
    handler: repin,
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
    method: 'PATCH',
    path: '/v3/pins/:id/saves/',
    summary:
      "Move the viewer's save (`:id` a saved copy id, or a pin id with from_board_id): from_board_id (null: the profile), board_id (null: the profile), section_id; answers id, board, section, isProfileSave as a repin does",
    write: true,
    handler: moveSave,
  },
  {
    method: 'POST',
    path: '/v3/offsite/',
    summary:
      'Offsite check (check_only true) or click (false): url, pin_id or third_party_ad, client_tracking_params, aux_data; answers redirect_status, message, url (a 500 when the link check errors)',
    write: true,
    handler: offsite,
  },
  {
    method: 'GET',
    path: '/beacon',
    summary: 'Outbound beacon: url, pin, client_tracking_params (recorded in beacons)',
    write: true,
    handler: beacon,
  },
  {
    method: 'PUT',
    path: '/v3/pins/:id/feedback/',
    summary:
      "Pin feedback: feedback_type (hides the pin from the viewer's feeds); undo: true reverses it",
    write: true,
    handler: pinFeedback,
  },
  {
    method: 'PUT',
    path: '/v3/news_hub/:newsId/pin/:pinId/hide/',
    summary: 'Hide a pin on the news hub',
    write: true,
    handler: (ctx) => newsHubHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/news_hub/:newsId/pin/:pinId/undo/',
    summary: 'Undo a news hub hide',
    write: true,
    handler: (ctx) => newsHubHide(ctx, false),
  },
  {
    method: 'PUT',
    path: '/v3/p2p/:pinId/hide/',
    summary: 'Hide a pin on the pin-to-pin (related) surface',
    write: true,
    handler: (ctx) => p2pHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/p2p/:pinId/unhide/',
    summary: 'Undo a pin-to-pin hide',
    write: true,
    handler: (ctx) => p2pHide(ctx, false),
  },
  {
    method: 'PUT',
    path: '/v3/search/:pinId/hide/',
    summary: 'Hide a pin in search: query, pin_type',
    write: true,
    handler: (ctx) => searchHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/search/:pinId/unhide/',
    summary: 'Undo a search hide',
    write: true,
    handler: (ctx) => searchHide(ctx, false),
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
