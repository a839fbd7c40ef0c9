// Saving of spec 1 section 7 and spec 3 section 7: the repin (save to a board, a section or the
// profile), moving a save (editing a just-saved pin from the save toast, spec 3 section 2), and
// removing a save with the counts it changed.
import type { Board, BoardSection, Save, User } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import {
  badRequest,
  forbidden,
  newId,
  notFound,
  nowIso,
  nullableStr,
  optBool,
  optObject,
  optStr,
  requireViewer,
  str,
} from './http';
import { pinOr404, sectionOn, writableBoard } from './lookups';
import type { Store } from './store';

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

function repin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'save this Pin');
  const b = ctx.body;
  const pinId = str(b, 'pin_id');
  const boardId = optStr(b, 'board_id') ?? null;
  const sectionId = optStr(b, 'section') ?? optStr(b, 'section_id');
  const userId = optStr(b, 'user_id');
  optStr(b, 'clientTrackingParams', { allowEmpty: true });
  optStr(b, 'client_tracking_params', { allowEmpty: true });
  optObject(b, 'eventContext');
  optBool(b, 'disable_event_log_info');
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
    section: section ? { id: section.id, title: section.title, slug: section.slug } : null,
    // The quick-saves board is the profile (spec 3 section 3: displayed as 'Profile').
    isProfileSave: board === null || board.layout === 'quick_saves',
  };
}

/** One pin or save leaves board `fromId` for board `toId` (null: the profile); counts follow. */
export function movePinCount(store: Store, fromId: string | null, toId: string | null): void {
  if (fromId === toId) return;
  const from = fromId === null ? undefined : store.get('boards', fromId);
  if (from) store.put('boards', { ...from, pinCount: Math.max(0, from.pinCount - 1) });
  const to = toId === null ? undefined : store.get('boards', toId);
  if (to) store.put('boards', { ...to, pinCount: to.pinCount + 1, boardOrderModifiedAt: nowIso() });
}

function requiredNullableStr(body: Record<string, unknown>, field: string): string | null {
  const value = nullableStr(body, field);
  if (value === undefined) {
    throw badRequest(`Missing field "${field}": send a board id, or null for the profile.`);
  }
  return value;
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

export const saveRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/repins/',
    summary:
      'Repin create (save): pin_id, board_id (null = profile save), section, user_id, clientTrackingParams, eventContext, disable_event_log_info, original_pin_id; answers id (new local pin id), board, section, isProfileSave',
    write: true,
    handler: repin,
  },
  {
    method: 'PATCH',
    path: '/v3/pins/:id/saves/',
    summary:
      "Move the viewer's save (`:id` a saved copy id, or a pin id with from_board_id): from_board_id (null: the profile), board_id (null: the profile), section_id; answers id, board, section, isProfileSave as a repin does",
    write: true,
    handler: moveSave,
  },
];
