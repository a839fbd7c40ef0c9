// Entity store: the local state actions of spec 3 section 4 "Board management".
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { SavedInfo } from '../domain/types';
import { effectiveFavorite, effectiveSaved, entityStoreLogic } from './entity-store.machine';

const saved: SavedInfo = {
  title: 'Garden',
  type: 'board',
  url: '/g/',
  localPinId: 's1',
  boardId: 'b1',
};

const start = () => createActor(entityStoreLogic).start();

test('a save is recorded locally with the saved pin id and the board pin count', () => {
  const store = start();
  store.send({ type: 'pin.saved', pinId: 'p1', saved, originalPinId: 'p0' });
  const { context } = store.getSnapshot();
  expect(context.pins.p1?.saved).toEqual(saved);
  expect(context.savedPinIds).toEqual({ p1: 's1', p0: 's1' });
  expect(context.boards.b1?.pinCountDelta).toBe(1);
});

test('an unsave clears the save and the board pin count goes back', () => {
  const store = start();
  store.send({ type: 'pin.saved', pinId: 'p1', saved });
  store.send({ type: 'pin.unsaved', pinId: 'p1' });
  const { context } = store.getSnapshot();
  expect(context.pins.p1?.saved).toBeNull();
  expect(context.savedPinIds.p1).toBeNull();
  expect(context.boards.b1?.pinCountDelta).toBe(0);
});

test('one-tap save and unsave are recorded and marked as one-tap', () => {
  const store = start();
  store.send({ type: 'pin.oneTapSaved', pinId: 'p1', saved });
  expect(store.getSnapshot().context.pins.p1).toMatchObject({ oneTap: true, saved });
  store.send({ type: 'pin.oneTapUnsaved', pinId: 'p1' });
  expect(store.getSnapshot().context.pins.p1).toMatchObject({ oneTap: false, saved: null });
});

test('a favorite change records the increment and the new value', () => {
  const store = start();
  store.send({ type: 'pin.favoriteChanged', pinId: 'p1', increment: -1, value: false, count: 2 });
  expect(store.getSnapshot().context.pins.p1).toMatchObject({
    favoritedByMe: false,
    favoriteUserCount: 2,
    lastFavoriteChange: { increment: -1, value: false },
  });
});

test('pin add and delete move the board pin count', () => {
  const store = start();
  store.send({ type: 'pin.added', pinId: 'p9', boardId: 'b1' });
  store.send({ type: 'pin.deleted', pinId: 'p8', boardId: 'b1' });
  const { context } = store.getSnapshot();
  expect(context.addedPinIds).toEqual(['p9']);
  expect(context.pins.p8?.deleted).toBe(true);
  expect(context.boards.b1?.pinCountDelta).toBe(0);
});

test('board create, update, follow and delete are kept; create and delete invalidate the board list', () => {
  const store = start();
  store.send({ type: 'board.created', board: { id: 'b9', name: 'Patio' } });
  store.send({ type: 'board.updated', board: { id: 'b9', name: 'Patio and deck' } });
  store.send({ type: 'board.followed', boardId: 'b9', followed: true });
  expect(store.getSnapshot().context.boards.b9).toMatchObject({
    board: { id: 'b9', name: 'Patio and deck' },
    followedByMe: true,
  });
  store.send({ type: 'board.deleted', boardId: 'b9' });
  expect(store.getSnapshot().context.boards.b9?.deleted).toBe(true);
  expect(store.getSnapshot().context.boardListVersion).toBe(2);
  store.send({ type: 'board.listInvalidated' });
  expect(store.getSnapshot().context.boardListVersion).toBe(3);
});

test('collaborators are added and deleted locally', () => {
  const store = start();
  const friend = { id: 'u9', username: 'friend', fullName: 'Friend' };
  store.send({ type: 'board.collaboratorAdded', boardId: 'b7', user: friend });
  expect(store.getSnapshot().context.boards.b7?.addedCollaborators).toEqual([friend]);
  store.send({ type: 'board.collaboratorDeleted', boardId: 'b7', userId: 'u9' });
  expect(store.getSnapshot().context.boards.b7).toMatchObject({
    addedCollaborators: [],
    removedCollaboratorIds: ['u9'],
  });
  store.send({ type: 'board.pinCountChanged', boardId: 'b7', delta: 3 });
  expect(store.getSnapshot().context.boards.b7?.pinCountDelta).toBe(3);
});

test('a pin removed from a board feed is remembered for that feed', () => {
  const store = start();
  store.send({ type: 'feed.itemRemoved', feedKey: 'board:b1', pinId: 'p1' });
  store.send({ type: 'feed.itemRemoved', feedKey: 'board:b1', pinId: 'p1' });
  expect(store.getSnapshot().context.feedRemovals).toEqual({ 'board:b1': ['p1'] });
});

test('a viewer change empties the store', () => {
  const store = start();
  store.send({ type: 'pin.saved', pinId: 'p1', saved });
  store.send({ type: 'entities.reset' });
  expect(store.getSnapshot().context.pins).toEqual({});
});

test('local state wins over what the server sent; absent local state keeps the server view', () => {
  expect(effectiveSaved(undefined, { savedInfo: saved })).toEqual(saved);
  expect(effectiveSaved({ saved: null }, { savedInfo: saved })).toBeNull();
  expect(effectiveFavorite(undefined, { favoritedByMe: true, favoriteUserCount: 3 })).toEqual({
    favoritedByMe: true,
    favoriteUserCount: 3,
  });
  expect(
    effectiveFavorite({ favoritedByMe: false, favoriteUserCount: 2 }, { favoritedByMe: true }),
  ).toEqual({
    favoritedByMe: false,
    favoriteUserCount: 2,
  });
});

test('nav footer, repin animation and landing page type are kept, and survive a viewer change', () => {
  const store = start();
  store.send({ type: 'navFooter.hide' });
  store.send({ type: 'repinAnimation.show', pinId: 'p1' });
  store.send({ type: 'landingPageType.set', landingPageType: 'closeup' });
  expect(store.getSnapshot().context.ui).toEqual({
    navFooterVisible: false,
    repinAnimationPinId: 'p1',
    landingPageType: 'closeup',
  });
  store.send({ type: 'repinAnimation.hide' });
  store.send({ type: 'navFooter.show' });
  store.send({ type: 'entities.reset' });
  expect(store.getSnapshot().context.ui).toEqual({
    navFooterVisible: true,
    repinAnimationPinId: null,
    landingPageType: 'closeup',
  });
});

test('stopping the store (a viewer leaving the app) reports no error', () => {
  const errors: unknown[] = [];
  const actor = createActor(entityStoreLogic).start();
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.send({ type: 'pin.reported', pinId: 'p1' });
  actor.stop();
  expect(errors).toEqual([]);
  expect(actor.getSnapshot().context.pins.p1).toEqual({ reported: true });
});
