import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedQuery, Page } from '../api/api';
import type { Pin } from '../domain/types';
import {
  feedMachine,
  selectFeedError,
  selectPinById,
  selectPins,
  type FetchPageInput,
} from './feed.machine';

/** Every read of a pin's id, counted (how much of the feed a step goes through). */
const idReads = { count: 0 };

function pin(id: string): Pin {
  return {
    get id() {
      idReads.count += 1;
      return id;
    },
  } as Pin;
}

/** A fake server: pages of `size` pins out of `total`, failing the calls listed in `failOn`. */
function fakeFeed({
  total,
  size,
  failOn = [],
}: {
  total: number;
  size: number;
  failOn?: number[];
}) {
  const calls: FeedQuery[] = [];
  const fetchPage = fromPromise<Page<Pin>, FetchPageInput>(({ input }) => {
    calls.push(input.query);
    if (failOn.includes(calls.length)) return Promise.reject(new Error('Feed unavailable'));
    const start = Number(input.query.bookmark ?? 0);
    const items = Array.from({ length: Math.min(size, total - start) }, (_, i) =>
      pin(String(start + i)),
    );
    const next = start + size;
    return Promise.resolve({ items, bookmark: next < total ? String(next) : null });
  });
  return { calls, machine: feedMachine.provide({ actors: { fetchPage } }) };
}

test('the first page loads at once', async () => {
  const { machine, calls } = fakeFeed({ total: 10, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  expect(actor.getSnapshot().value).toBe('loading');
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(selectPins(actor.getSnapshot()).map((p) => p.id)).toEqual(['0', '1', '2', '3']);
  expect(calls[0]).toEqual({ kind: 'home', bookmark: null });
});

test('a feed told to wait stays idle until feed.load', async () => {
  const { machine } = fakeFeed({ total: 3, size: 4 });
  const actor = createActor(machine, {
    input: { query: { kind: 'home' }, startAtOnce: false },
  }).start();
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'feed.load' });
  await waitFor(actor, (s) => s.matches('end'));
});

test('feed.more appends the next page with the bookmark', async () => {
  const { machine, calls } = fakeFeed({ total: 10, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'search', q: 'cats' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  actor.send({ type: 'feed.more' });
  expect(actor.getSnapshot().value).toBe('loadingMore');
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(selectPins(actor.getSnapshot())).toHaveLength(8);
  expect(calls[1]).toEqual({ kind: 'search', q: 'cats', bookmark: '4' });
});

test('the feed ends when the answer has no bookmark', async () => {
  const { machine } = fakeFeed({ total: 6, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  actor.send({ type: 'feed.more' });
  await waitFor(actor, (s) => s.matches('end'));
  expect(selectPins(actor.getSnapshot())).toHaveLength(6);
  expect(actor.getSnapshot().can({ type: 'feed.more' })).toBe(false);
});

test('an empty feed ends with no pins', async () => {
  const { machine } = fakeFeed({ total: 0, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'board', id: 'b1' } } }).start();
  await waitFor(actor, (s) => s.matches('end'));
  expect(selectPins(actor.getSnapshot())).toEqual([]);
});

test('a failed first page shows the error and retries from the start', async () => {
  const { machine, calls } = fakeFeed({ total: 10, size: 4, failOn: [1] });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('error'));
  expect(selectFeedError(actor.getSnapshot())).toBe('Feed unavailable');
  actor.send({ type: 'feed.retry' });
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(calls[1]?.bookmark).toBeNull();
  expect(selectFeedError(actor.getSnapshot())).toBeNull();
});

test('a failed next page keeps the pins and retries that page', async () => {
  const { machine, calls } = fakeFeed({ total: 10, size: 4, failOn: [2] });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  actor.send({ type: 'feed.more' });
  await waitFor(actor, (s) => s.matches('error'));
  expect(selectPins(actor.getSnapshot())).toHaveLength(4);
  actor.send({ type: 'feed.retry' });
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(calls[2]?.bookmark).toBe('4');
  expect(selectPins(actor.getSnapshot())).toHaveLength(8);
});

test('more is ignored while a page is loading', async () => {
  const { machine, calls } = fakeFeed({ total: 10, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  actor.send({ type: 'feed.more' });
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(calls).toHaveLength(1);
});

test('a pin removed from the feed leaves the grid', async () => {
  const { machine } = fakeFeed({ total: 3, size: 4 });
  const actor = createActor(machine, { input: { query: { kind: 'board', id: 'b1' } } }).start();
  await waitFor(actor, (s) => s.matches('end'));
  actor.send({ type: 'feed.remove', pinId: '1' });
  expect(selectPins(actor.getSnapshot()).map((p) => p.id)).toEqual(['0', '2']);
});

test('a page appended to a feed 9,000 pins deep costs its own pins, not the feed', async () => {
  const { machine } = fakeFeed({ total: 9000, size: 25 });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  idReads.count = 0;
  while (actor.getSnapshot().matches('loaded')) {
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => !s.matches('loadingMore'));
  }
  expect(actor.getSnapshot().value).toBe('end');
  expect(selectPins(actor.getSnapshot())).toHaveLength(9000);
  // Each of the 359 pages reads its own 25 ids a few times; going through the pins held for each
  // page would read 1.6 million.
  expect(idReads.count).toBeLessThan(9000 * 8);
});

test("a feed 9,000 pins deep finds a card's pin without going through the feed", async () => {
  const { machine } = fakeFeed({ total: 9000, size: 25 });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  let lookupReads = 0;
  for (;;) {
    // Impression tracking asks for each card of the new page as it comes into view.
    const pins = selectPins(actor.getSnapshot());
    const ids = pins.slice(-25).map((p) => p.id);
    idReads.count = 0;
    for (const id of ids) expect(selectPinById(actor.getSnapshot(), id)?.id).toBe(id);
    lookupReads += idReads.count;
    if (!actor.getSnapshot().matches('loaded')) break;
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => !s.matches('loadingMore'));
  }
  expect(selectPins(actor.getSnapshot())).toHaveLength(9000);
  // A look-up reads a few ids; a scan would read the feed up to the pin (36 million in all).
  expect(lookupReads).toBeLessThan(9000 * 8);
  expect(selectPinById(actor.getSnapshot(), 'nowhere')).toBeUndefined();
});

test('a pin removed from a feed is no longer found, and the others still are', async () => {
  const { machine } = fakeFeed({ total: 60, size: 25 });
  const actor = createActor(machine, { input: { query: { kind: 'board', id: 'b1' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(selectPinById(actor.getSnapshot(), '24')?.id).toBe('24');
  actor.send({ type: 'feed.remove', pinId: '3' });
  actor.send({ type: 'feed.more' });
  await waitFor(actor, (s) => !s.matches('loadingMore'));
  const snapshot = actor.getSnapshot();
  expect(selectPinById(snapshot, '3')).toBeUndefined();
  for (const id of ['0', '4', '24', '25', '49'])
    expect(selectPinById(snapshot, id)).toBe(selectPins(snapshot).find((p) => p.id === id));
});
