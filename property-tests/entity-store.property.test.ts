// Entity store (spec 3 section 4 "Board management" local state actions; spec 1 section 4 saves
// and favorites): over random local actions, the store agrees with a small model: a pin's save is
// the last save or unsave recorded, the repin map points at the saved pin or null once unsaved, a
// board's pin count moves by one per save, unsave, add and delete on it, a collaborator is either
// added or removed by the last change, a feed removal is listed once, favorite counts are never
// negative, and a viewer change forgets everything but the app UI bits.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { SavedInfo } from '../domain/types';
import type { EntityEvent } from '../machines/entity-store.machine';
import { entityStoreLogic } from '../machines/entity-store.machine';
import { assertProperty, propertyFails } from './property-support';

const pinId = fc.constantFrom('p1', 'p2', 'p3');
const boardId = fc.constantFrom('b1', 'b2');
const userId = fc.constantFrom('u1', 'u2');

const saved = fc.record({ pin: pinId, board: fc.option(boardId, { nil: null }), n: fc.nat(99) });
const eventArb: fc.Arbitrary<EntityEvent> = fc.oneof(
  fc
    .tuple(fc.constantFrom('pin.saved' as const, 'pin.oneTapSaved' as const), saved)
    .map(([type, s]): EntityEvent => {
      const info: SavedInfo = {
        title: s.board ?? 'Profile',
        type: s.board ? 'board' : 'profile',
        url: s.board ? `/ann/${s.board}/` : '/ann/',
        localPinId: `saved-${s.n}`,
        boardId: s.board,
      };
      return { type, pinId: s.pin, saved: info };
    }),
  fc
    .tuple(fc.constantFrom('pin.unsaved' as const, 'pin.oneTapUnsaved' as const), pinId)
    .map(([type, id]): EntityEvent => ({ type, pinId: id })),
  fc
    .record({ pinId, boardId: fc.option(boardId, { nil: null }) })
    .map((e): EntityEvent => ({ type: 'pin.added', ...e })),
  fc
    .record({ pinId, boardId: fc.option(boardId, { nil: null }) })
    .map((e): EntityEvent => ({ type: 'pin.deleted', ...e })),
  fc
    .record({ boardId, delta: fc.integer({ min: -3, max: 3 }) })
    .map((e): EntityEvent => ({ type: 'board.pinCountChanged', ...e })),
  fc
    .record({ boardId, user: userId.map((id) => ({ id, username: id, fullName: id })) })
    .map((e): EntityEvent => ({ type: 'board.collaboratorAdded', ...e })),
  fc
    .record({ boardId, userId })
    .map((e): EntityEvent => ({ type: 'board.collaboratorDeleted', ...e })),
  fc
    .record({ feedKey: fc.constantFrom('board:b1', 'section:s1'), pinId })
    .map((e): EntityEvent => ({ type: 'feed.itemRemoved', ...e })),
  fc
    .record({ pinId, value: fc.boolean(), count: fc.integer({ min: -2, max: 5 }) })
    .map((e): EntityEvent => ({ type: 'pin.favoriteChanged', ...e, increment: e.value ? 1 : -1 })),
  fc.constant<EntityEvent>({ type: 'navFooter.hide' }),
  fc.constant<EntityEvent>({ type: 'entities.reset' }),
);

/** What the spec's local state actions leave behind. */
interface Model {
  saves: Map<string, { localPinId: string; boardId: string | null } | null>;
  pinCount: Map<string, number>;
  collaborators: Map<string, 'added' | 'removed'>;
  removals: Map<string, Set<string>>;
  favoriteCounts: Map<string, number>;
  footerHidden: boolean;
}

const emptyModel = (footerHidden: boolean): Model => ({
  saves: new Map(),
  pinCount: new Map(),
  collaborators: new Map(),
  removals: new Map(),
  favoriteCounts: new Map(),
  footerHidden,
});

function apply(model: Model, event: EntityEvent): Model {
  const count = (board: string | null | undefined, delta: number) => {
    if (board) model.pinCount.set(board, (model.pinCount.get(board) ?? 0) + delta);
  };
  switch (event.type) {
    case 'pin.saved':
    case 'pin.oneTapSaved':
      model.saves.set(event.pinId, {
        localPinId: event.saved.localPinId,
        boardId: event.saved.boardId,
      });
      count(event.saved.boardId, 1);
      break;
    case 'pin.unsaved':
    case 'pin.oneTapUnsaved':
      count(model.saves.get(event.pinId)?.boardId, -1);
      model.saves.set(event.pinId, null);
      break;
    case 'pin.added':
      count(event.boardId, 1);
      break;
    case 'pin.deleted':
      count(event.boardId, -1);
      break;
    case 'board.pinCountChanged':
      count(event.boardId, event.delta);
      break;
    case 'board.collaboratorAdded':
      model.collaborators.set(`${event.boardId}/${event.user.id}`, 'added');
      break;
    case 'board.collaboratorDeleted':
      model.collaborators.set(`${event.boardId}/${event.userId}`, 'removed');
      break;
    case 'feed.itemRemoved':
      model.removals.set(
        event.feedKey,
        (model.removals.get(event.feedKey) ?? new Set()).add(event.pinId),
      );
      break;
    case 'pin.favoriteChanged':
      model.favoriteCounts.set(event.pinId, event.count < 0 ? 0 : event.count);
      break;
    case 'navFooter.hide':
      model.footerHidden = true;
      break;
    case 'entities.reset':
      return emptyModel(model.footerHidden);
    default:
      break;
  }
  return model;
}

const storeFollowsTheSpec = (logic: typeof entityStoreLogic) =>
  fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
    const actor = createActor(logic).start();
    let model = emptyModel(false);
    for (const event of events) {
      actor.send(event);
      model = apply(model, event);
      const { context } = actor.getSnapshot();
      for (const pin of ['p1', 'p2', 'p3']) {
        const want = model.saves.get(pin);
        expect(context.pins[pin]?.saved?.localPinId ?? context.pins[pin]?.saved).toEqual(
          want === undefined ? undefined : (want?.localPinId ?? null),
        );
        expect(context.savedPinIds[pin]).toEqual(
          want === undefined ? undefined : (want?.localPinId ?? null),
        );
        expect(context.pins[pin]?.favoriteUserCount).toBe(model.favoriteCounts.get(pin));
      }
      for (const board of ['b1', 'b2']) {
        expect(context.boards[board]?.pinCountDelta ?? 0).toBe(model.pinCount.get(board) ?? 0);
        for (const user of ['u1', 'u2']) {
          const state = model.collaborators.get(`${board}/${user}`);
          const local = context.boards[board];
          expect(local?.addedCollaborators.some((u) => u.id === user) ?? false).toBe(
            state === 'added',
          );
          expect(local?.removedCollaboratorIds.includes(user) ?? false).toBe(state === 'removed');
        }
      }
      for (const key of ['board:b1', 'section:s1']) {
        const listed = context.feedRemovals[key] ?? [];
        expect(new Set(listed).size).toBe(listed.length);
        expect(new Set(listed)).toEqual(model.removals.get(key) ?? new Set());
      }
      expect(context.ui.navFooterVisible).toBe(!model.footerHidden);
    }
    actor.stop();
  });

test('the store keeps the last save, the board pin counts, collaborator changes and feed removals; a viewer change forgets them', async () => {
  await assertProperty('entity store', storeFollowsTheSpec(entityStoreLogic), 200);
});

test('the suite catches a store that ignores a one-tap unsave', async () => {
  const forgetful: typeof entityStoreLogic = {
    ...entityStoreLogic,
    transition: (snapshot, event, scope) =>
      event.type === 'pin.oneTapUnsaved'
        ? snapshot
        : entityStoreLogic.transition(snapshot, event, scope),
  };
  expect(await propertyFails(storeFollowsTheSpec(forgetful))).toBe(true);
});
