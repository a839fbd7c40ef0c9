// Entity store: the local state actions of spec 3 section 4 "Board management" (pin add, delete,
// save and unsave; one-tap save and unsave; board create, update, follow, delete; pin count;
// collaborator add and delete; feed items removed; favorite change from spec 1 section 4), so a
// saved or favorited state outlives a card scrolled away and agrees between grid and closeup.
import { fromTransition } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LandingPageType } from '../domain/page-kind';
import type { Board, Pin, SavedInfo, UserRef } from '../domain/types';
import { type PinLocalState, type BoardLocalState, type EntityContext } from './entity-store-types';

export type { PinLocalState, BoardLocalState, EntityContext } from './entity-store-types';

export const emptyEntities = (): EntityContext => ({
  pins: {},
  boards: {},
  savedPinIds: {},
  feedRemovals: {},
  fetchedPins: {},
  addedPinIds: [],
  boardListVersion: 0,
  ui: { navFooterVisible: true, repinAnimationPinId: null, landingPageType: '' },
});

/** Fetched pins kept for their closeups; past it they start over (a few MB at most). */
export const FETCHED_PINS_KEPT = 200;

function keepFetched(context: EntityContext, pin: Pin): EntityContext {
  const kept =
    Object.keys(context.fetchedPins).length >= FETCHED_PINS_KEPT ? {} : context.fetchedPins;
  return { ...context, fetchedPins: { ...kept, [pin.id]: pin } };
}

const emptyBoard = (): BoardLocalState => ({
  pinCountDelta: 0,
  addedCollaborators: [],
  removedCollaboratorIds: [],
});

function patchPin(context: EntityContext, pinId: string, patch: PinLocalState): EntityContext {
  return { ...context, pins: { ...context.pins, [pinId]: { ...context.pins[pinId], ...patch } } };
}

function patchBoard(
  context: EntityContext,
  boardId: string,
  patch: (board: BoardLocalState) => Partial<BoardLocalState>,
): EntityContext {
  const current = context.boards[boardId] ?? emptyBoard();
  return {
    ...context,
    boards: { ...context.boards, [boardId]: { ...current, ...patch(current) } },
  };
}

function countOnBoard(context: EntityContext, boardId: string | null | undefined, delta: number) {
  return boardId
    ? patchBoard(context, boardId, (b) => ({ pinCountDelta: b.pinCountDelta + delta }))
    : context;
}

function recordSave(
  context: EntityContext,
  event: { pinId: string; saved: SavedInfo; originalPinId?: string | null },
  oneTap: boolean,
): EntityContext {
  let next = patchPin(context, event.pinId, { saved: event.saved, oneTap });
  const savedPinIds = { ...next.savedPinIds, [event.pinId]: event.saved.localPinId };
  if (event.originalPinId && event.originalPinId !== event.pinId) {
    savedPinIds[event.originalPinId] = event.saved.localPinId;
  }
  next = { ...next, savedPinIds };
  return countOnBoard(next, event.saved.boardId, 1);
}

function recordUnsave(context: EntityContext, pinId: string): EntityContext {
  const boardId = context.pins[pinId]?.saved?.boardId;
  const next = patchPin(context, pinId, { saved: null, oneTap: false });
  return countOnBoard(
    { ...next, savedPinIds: { ...next.savedPinIds, [pinId]: null } },
    boardId,
    -1,
  );
}

/**
 * The entity store's events (spawned by the root as `entities`). Events are the
 * local state actions of spec 3 section 4: `pin.added`, `pin.deleted`, `pin.saved`,
 * `pin.unsaved`, `pin.oneTapSaved`, `pin.oneTapUnsaved`, `pin.favoriteChanged`, `pin.reported`,
 * `pin.hidden`,
 * `pin.fetched` (a pin fetched ahead of its closeup),
 * `board.created`,
 * `board.updated`, `board.followed`, `board.deleted`, `board.pinCountChanged`,
 * `board.collaboratorAdded`, `board.collaboratorDeleted`, `board.listInvalidated`,
 * `feed.itemRemoved`, the app UI bits `navFooter.show`/`navFooter.hide`,
 * `repinAnimation.show`/`repinAnimation.hide` and `landingPageType.set`, and `entities.reset` when
 * the viewer changes.
 */
const handlers = {
  'pin.added': (context: EntityContext, event: { pinId: string; boardId: string | null }) =>
    countOnBoard(
      {
        ...context,
        addedPinIds: [event.pinId, ...context.addedPinIds.filter((id) => id !== event.pinId)],
      },
      event.boardId,
      1,
    ),
  'pin.deleted': (context: EntityContext, event: { pinId: string; boardId?: string | null }) =>
    countOnBoard(patchPin(context, event.pinId, { deleted: true }), event.boardId, -1),
  'pin.saved': (
    context: EntityContext,
    event: { pinId: string; saved: SavedInfo; originalPinId?: string | null },
  ) => recordSave(context, event, false),
  'pin.unsaved': (context: EntityContext, event: { pinId: string }) =>
    recordUnsave(context, event.pinId),
  'pin.oneTapSaved': (context: EntityContext, event: { pinId: string; saved: SavedInfo }) =>
    recordSave(context, event, true),
  'pin.oneTapUnsaved': (context: EntityContext, event: { pinId: string }) =>
    recordUnsave(context, event.pinId),
  'pin.fetched': (context: EntityContext, event: { pin: Pin }) => keepFetched(context, event.pin),
  'pin.reported': (context: EntityContext, event: { pinId: string }) =>
    patchPin(context, event.pinId, { reported: true }),
  'pin.hidden': (context: EntityContext, event: { pinId: string; hidden: boolean }) =>
    patchPin(context, event.pinId, { hidden: event.hidden }),
  'pin.favoriteChanged': (
    context: EntityContext,
    event: { pinId: string; increment: 1 | -1; value: boolean; count: number },
  ) =>
    patchPin(context, event.pinId, {
      favoritedByMe: event.value,
      favoriteUserCount: Math.max(0, event.count),
      lastFavoriteChange: { increment: event.increment, value: event.value },
    }),
  'board.created': (context: EntityContext, event: { board: Partial<Board> & { id: string } }) => ({
    ...patchBoard(context, event.board.id, () => ({ board: event.board, deleted: false })),
    boardListVersion: context.boardListVersion + 1,
  }),
  'board.updated': (context: EntityContext, event: { board: Partial<Board> & { id: string } }) =>
    patchBoard(context, event.board.id, (b) => ({ board: { ...b.board, ...event.board } })),
  'board.followed': (context: EntityContext, event: { boardId: string; followed: boolean }) =>
    patchBoard(context, event.boardId, () => ({ followedByMe: event.followed })),
  'board.deleted': (context: EntityContext, event: { boardId: string }) => ({
    ...patchBoard(context, event.boardId, () => ({ deleted: true })),
    boardListVersion: context.boardListVersion + 1,
  }),
  'board.pinCountChanged': (context: EntityContext, event: { boardId: string; delta: number }) =>
    countOnBoard(context, event.boardId, event.delta),
  'board.collaboratorAdded': (context: EntityContext, event: { boardId: string; user: UserRef }) =>
    patchBoard(context, event.boardId, (b) => ({
      addedCollaborators: [
        ...b.addedCollaborators.filter((u) => u.id !== event.user.id),
        event.user,
      ],
      removedCollaboratorIds: b.removedCollaboratorIds.filter((id) => id !== event.user.id),
    })),
  'board.collaboratorDeleted': (
    context: EntityContext,
    event: { boardId: string; userId: string },
  ) =>
    patchBoard(context, event.boardId, (b) => ({
      addedCollaborators: b.addedCollaborators.filter((u) => u.id !== event.userId),
      removedCollaboratorIds: [
        ...b.removedCollaboratorIds.filter((id) => id !== event.userId),
        event.userId,
      ],
    })),
  'board.listInvalidated': (context: EntityContext) => ({
    ...context,
    boardListVersion: context.boardListVersion + 1,
  }),
  'feed.itemRemoved': (context: EntityContext, event: { feedKey: string; pinId: string }) => ({
    ...context,
    feedRemovals: {
      ...context.feedRemovals,
      [event.feedKey]: [
        ...(context.feedRemovals[event.feedKey] ?? []).filter((id) => id !== event.pinId),
        event.pinId,
      ],
    },
  }),
  'navFooter.show': (context: EntityContext) => ({
    ...context,
    ui: { ...context.ui, navFooterVisible: true },
  }),
  'navFooter.hide': (context: EntityContext) => ({
    ...context,
    ui: { ...context.ui, navFooterVisible: false },
  }),
  'repinAnimation.show': (context: EntityContext, event: { pinId: string }) => ({
    ...context,
    ui: { ...context.ui, repinAnimationPinId: event.pinId },
  }),
  'repinAnimation.hide': (context: EntityContext) => ({
    ...context,
    ui: { ...context.ui, repinAnimationPinId: null },
  }),
  'landingPageType.set': (context: EntityContext, event: { landingPageType: LandingPageType }) => ({
    ...context,
    ui: { ...context.ui, landingPageType: event.landingPageType },
  }),
  'entities.reset': (context: EntityContext) => ({ ...emptyEntities(), ui: context.ui }),
} satisfies Record<string, (context: EntityContext, event: never) => EntityContext>;

type Handlers = typeof handlers;
/** Every event the store takes: the handler's name as `type`, with the fields it reads. */
export type EntityEvent = {
  [K in keyof Handlers]: { type: K } & (Parameters<Handlers[K]>[1] extends undefined
    ? unknown
    : Parameters<Handlers[K]>[1]);
}[keyof Handlers];

/**
 * The entity store: a pure transition over one context (XState's `fromTransition`, the same
 * reducer shape as `@xstate/store` without a second reactive runtime in the home route).
 */
export const entityStoreLogic = fromTransition((context: EntityContext, event: EntityEvent) => {
  const handle = handlers[event.type] as
    ((c: EntityContext, e: EntityEvent) => EntityContext) | undefined;
  // XState's own events (the stop sent when the store is stopped) leave the context as it is.
  return handle ? handle(context, event) : context;
}, emptyEntities());

export type EntityStoreRef = ActorRefFrom<typeof entityStoreLogic>;
export type EntitySnapshot = SnapshotFrom<typeof entityStoreLogic>;

export {
  feedKey,
  selectFetchedPin,
  selectPinLocal,
  effectiveSaved,
  effectiveFavorite,
  selectRemovedPinIds,
  selectRemovedFromFeed,
} from './entity-store-select';
