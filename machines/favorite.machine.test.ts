// Favorite button (spec 1 section 4) and its error row (spec 1 section 8: nothing shown).
import { expect, test } from 'vitest';
import { fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { favoriteMachine, selectFavoriteBusy, selectFavoriteCountLabel } from './favorite.machine';
import type { FavoriteInput } from './favorite.machine';
import { selectToast } from './toasts.machine';
import { apiError, createHost, deferred, flush } from './test-support';
import type { Deferred } from './test-support';

function setupFavorite(input: Partial<FavoriteInput> = {}) {
  const calls: { input: { pinId: string; favorite: boolean }; answer: Deferred<void> }[] = [];
  const logic = favoriteMachine.provide({
    actors: {
      changeFavorite: fromPromise(
        ({ input: call }: { input: { pinId: string; favorite: boolean } }) => {
          const answer = deferred<void>();
          calls.push({ input: call, answer });
          return answer.promise;
        },
      ),
    },
  });
  const host = createHost({
    subject: logic,
    input: { pinId: 'p1', favoritedByMe: false, favoriteUserCount: 3, ...input },
  });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  return { ...host, calls, emitted, state: () => host.subject.getSnapshot() };
}

test('a tap favorites at once and adds one to the count', () => {
  const t = setupFavorite();
  t.subject.send({ type: 'favorite.toggle' });
  expect(t.state().context).toMatchObject({ favoritedByMe: true, favoriteUserCount: 4 });
  expect(t.calls[0]?.input).toEqual({ pinId: 'p1', favorite: true });
});

test('a tap on a favorited pin unfavorites at once and takes one from the count', () => {
  const t = setupFavorite({ favoritedByMe: true, favoriteUserCount: 3 });
  t.subject.send({ type: 'favorite.toggle' });
  expect(t.state().context).toMatchObject({ favoritedByMe: false, favoriteUserCount: 2 });
  expect(t.calls[0]?.input).toEqual({ pinId: 'p1', favorite: false });
});

test('the button is disabled while the request runs and taps are ignored', async () => {
  const t = setupFavorite();
  t.subject.send({ type: 'favorite.toggle' });
  expect(selectFavoriteBusy(t.state())).toBe(true);
  expect(t.state().can({ type: 'favorite.toggle' })).toBe(false);
  t.subject.send({ type: 'favorite.toggle' });
  expect(t.calls).toHaveLength(1);
  expect(t.state().context.favoritedByMe).toBe(true);
  t.calls[0]?.answer.resolve();
  await flush();
  expect(selectFavoriteBusy(t.state())).toBe(false);
});

test('a successful favorite records the change locally and fires the favorite callback', async () => {
  const t = setupFavorite();
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.pins.p1).toMatchObject({
    favoritedByMe: true,
    favoriteUserCount: 4,
    lastFavoriteChange: { increment: 1, value: true },
  });
  expect(t.emitted).toEqual([{ type: 'pin.favorited', pinId: 'p1' }]);
});

test('a successful unfavorite on a board feed removes the pin from that feed', async () => {
  const t = setupFavorite({ favoritedByMe: true, feed: { kind: 'board', id: 'b1' } });
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.pins.p1?.lastFavoriteChange).toEqual({
    increment: -1,
    value: false,
  });
  expect(t.entities.getSnapshot().context.feedRemovals['board:b1']).toEqual(['p1']);
  expect(t.emitted).toEqual([
    { type: 'pin.unfavorited', pinId: 'p1' },
    { type: 'feed.removePin', pinId: 'p1', feed: { kind: 'board', id: 'b1' } },
  ]);
});

test('a successful unfavorite on a section feed removes the pin from that feed', async () => {
  const t = setupFavorite({ favoritedByMe: true, feed: { kind: 'section', id: 's1' } });
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.feedRemovals['section:s1']).toEqual(['p1']);
});

test('a pin first shown on home and unfavorited on a board page leaves that board feed', async () => {
  const t = setupFavorite({ favoritedByMe: true, feed: null });
  t.subject.send({ type: 'favorite.toggle', feed: { kind: 'board', id: 'b1' } });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.feedRemovals['board:b1']).toEqual(['p1']);
});

test('a tap that names no feed keeps the feed the actor knows', async () => {
  const t = setupFavorite({ favoritedByMe: true, feed: { kind: 'section', id: 's1' } });
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.feedRemovals['section:s1']).toEqual(['p1']);
});

test('an unfavorite on the home feed keeps the pin in the feed', async () => {
  const t = setupFavorite({ favoritedByMe: true, feed: { kind: 'home', id: 'home' } });
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.resolve();
  await flush();
  expect(t.entities.getSnapshot().context.feedRemovals).toEqual({});
  expect(t.emitted).toEqual([{ type: 'pin.unfavorited', pinId: 'p1' }]);
});

test('a failed favorite shows nothing and rolls nothing back', async () => {
  const t = setupFavorite();
  t.subject.send({ type: 'favorite.toggle' });
  t.calls[0]?.answer.reject(apiError(500, 'Nope'));
  await flush();
  expect(t.state().matches('idle')).toBe(true);
  expect(t.state().context).toMatchObject({ favoritedByMe: true, favoriteUserCount: 4 });
  expect(selectToast(t.toasts.getSnapshot())).toBeNull();
  expect(t.toasts.getSnapshot().context.queue).toEqual([]);
  expect(t.emitted).toEqual([]);
});

test('the count never goes below 0', () => {
  const t = setupFavorite({ favoritedByMe: true, favoriteUserCount: 0 });
  t.subject.send({ type: 'favorite.toggle' });
  expect(t.state().context.favoriteUserCount).toBe(0);
});

test("the count shows nothing at 0, the number under 10, and '9+' from 10", () => {
  expect(selectFavoriteCountLabel(setupFavorite({ favoriteUserCount: 0 }).state())).toBeNull();
  expect(selectFavoriteCountLabel(setupFavorite({ favoriteUserCount: 9 }).state())).toBe('9');
  expect(selectFavoriteCountLabel(setupFavorite({ favoriteUserCount: 10 }).state())).toBe('9+');
});
