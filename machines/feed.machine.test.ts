import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedQuery, Page } from '../api/api';
import type { Pin } from '../domain/types';
import {
  createFeedMachine,
  isGap,
  selectFeedError,
  selectItems,
  selectPinById,
  type FeedSnapshot,
  type FeedWindowRule,
  type FetchPageInput,
} from './feed.machine';
import { selectPins } from './feed-pins';
import { feedWindowRule, WINDOW_PAGES } from './feed-window';

/**
 * The rule the feeds read once the late logic has loaded (runtime/pin-logic.ts); a test may hold
 * it back.
 */
let rule: FeedWindowRule | undefined = feedWindowRule;
const feedMachine = createFeedMachine(() => rule);

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

/** A feed of `pages` loaded pages of `size` pins, from a fake server of `total` pins. */
async function deepFeed({ pages, size, total }: { pages: number; size: number; total: number }) {
  const feed = fakeFeed({ total, size });
  const actor = createActor(feed.machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  for (let p = 1; p < pages; p += 1) {
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => !s.matches('loadingMore'));
  }
  return { ...feed, actor };
}

/** Which of the feed's pages hold their pins (true) or are let go (false). */
const heldPages = (actor: { getSnapshot(): FeedSnapshot }) =>
  actor.getSnapshot().context.pages.map((page) => !page.gone);

test('a long feed keeps the pins of the pages within three of those shown and lets far pages go, keeping their places', async () => {
  const { actor } = await deepFeed({ pages: 12, size: 4, total: 100 });
  const before = selectItems(actor.getSnapshot()).map((p) => p.id);
  // Pins 40 to 47 shown: pages 10 and 11, so pages 7 to 11 are within reach.
  actor.send({ type: 'feed.window', from: 40, to: 47 });
  expect(WINDOW_PAGES).toBe(3);
  expect(heldPages(actor)).toEqual([
    ...Array<boolean>(7).fill(false),
    ...Array<boolean>(5).fill(true),
  ]);
  const items = selectItems(actor.getSnapshot());
  // Every place is kept, in order: a pin let go leaves its id.
  expect(items.map((p) => p.id)).toEqual(before);
  expect(items.slice(0, 28).every(isGap)).toBe(true);
  expect(items.slice(28).some(isGap)).toBe(false);
  expect(selectPins(actor.getSnapshot())).toHaveLength(20);
  expect(selectPinById(actor.getSnapshot(), '3')).toBeUndefined();
  expect(selectPinById(actor.getSnapshot(), '30')?.id).toBe('30');
  expect(actor.getSnapshot().value).toBe('loaded');
});

test('a feed keeps every page until the window rule has arrived, and lets far pages go from then on', async () => {
  rule = undefined;
  try {
    const { actor } = await deepFeed({ pages: 12, size: 4, total: 100 });
    actor.send({ type: 'feed.window', from: 40, to: 47 });
    expect(heldPages(actor).every(Boolean)).toBe(true);
    // A pin cannot leave either: the per-pin actors that remove one come with the rule.
    actor.send({ type: 'feed.remove', pinId: '3' });
    expect(selectPinById(actor.getSnapshot(), '3')?.id).toBe('3');
    rule = feedWindowRule;
    actor.send({ type: 'feed.window', from: 40, to: 47 });
    expect(heldPages(actor)).toEqual([
      ...Array<boolean>(7).fill(false),
      ...Array<boolean>(5).fill(true),
    ]);
  } finally {
    rule = feedWindowRule;
  }
});

test('a page let go is asked for again with its bookmark when the reader comes back near it, the nearest first', async () => {
  const { actor, calls } = await deepFeed({ pages: 12, size: 4, total: 100 });
  actor.send({ type: 'feed.window', from: 40, to: 47 });
  const asked = calls.length;
  // Back up to pins 20 to 27 (pages 5 and 6, let go): pages 2 to 9 are within reach again, and
  // those let go come back one at a time, the pages shown first, then the nearest.
  actor.send({ type: 'feed.window', from: 20, to: 27 });
  expect(actor.getSnapshot().value).toBe('refilling');
  expect(calls[asked]?.bookmark).toBe('20');
  await waitFor(actor, (s) => !s.matches('refilling'));
  expect(heldPages(actor)[5]).toBe(true);
  // The grid says again what it shows as the feed settles, until nothing is let go in reach.
  for (let round = 0; round < 4; round += 1) {
    actor.send({ type: 'feed.window', from: 20, to: 27 });
    await waitFor(actor, (s) => !s.matches('refilling'));
  }
  expect(calls.slice(asked).map((c) => c.bookmark)).toEqual(['20', '24', '16', '12', '8']);
  expect(heldPages(actor)).toEqual([
    false,
    false,
    true,
    true,
    true,
    true,
    true,
    true,
    true,
    true,
    false,
    false,
  ]);
  expect(selectItems(actor.getSnapshot()).slice(8, 40).some(isGap)).toBe(false);
  actor.send({ type: 'feed.window', from: 20, to: 27 });
  expect(actor.getSnapshot().value).toBe('loaded');
  expect(calls.length - asked).toBe(5);
});

test('a feed whose pages were let go and asked for again still pages forward to its end', async () => {
  const { actor, calls } = await deepFeed({ pages: 10, size: 4, total: 60 });
  actor.send({ type: 'feed.window', from: 36, to: 39 });
  actor.send({ type: 'feed.window', from: 0, to: 3 });
  await waitFor(actor, (s) => s.matches('loaded'));
  actor.send({ type: 'feed.window', from: 36, to: 39 });
  await waitFor(actor, (s) => s.matches('loaded'));
  // Paging on asks from the bookmark the last page ended on, not a refilled page's.
  actor.send({ type: 'feed.more' });
  expect(actor.getSnapshot().value).toBe('loadingMore');
  expect(calls.at(-1)?.bookmark).toBe('40');
  while (!actor.getSnapshot().matches('end')) {
    actor.send({
      type: 'feed.window',
      from: selectItems(actor.getSnapshot()).length - 1,
      to: selectItems(actor.getSnapshot()).length - 1,
    });
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => s.matches('loaded') || s.matches('end'));
  }
  expect(selectItems(actor.getSnapshot()).map((p) => p.id)).toEqual(
    Array.from({ length: 60 }, (_, i) => String(i)),
  );
  // At its end the feed still lets far pages go and asks for them again on the way back.
  actor.send({ type: 'feed.window', from: 0, to: 3 });
  expect(actor.getSnapshot().value).toBe('refilling');
  await waitFor(actor, (s) => s.matches('end'));
});

test('a page let go that fails to come back offers a retry that asks for it again', async () => {
  const { machine, calls } = fakeFeed({ total: 100, size: 4, failOn: [13] });
  const actor = createActor(machine, { input: { query: { kind: 'home' } } }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  for (let p = 1; p < 12; p += 1) {
    actor.send({ type: 'feed.more' });
    await waitFor(actor, (s) => !s.matches('loadingMore'));
  }
  actor.send({ type: 'feed.window', from: 44, to: 47 });
  actor.send({ type: 'feed.window', from: 0, to: 3 });
  await waitFor(actor, (s) => s.matches('error'));
  expect(selectFeedError(actor.getSnapshot())).toBe('Feed unavailable');
  actor.send({ type: 'feed.retry' });
  expect(actor.getSnapshot().value).toBe('refilling');
  expect(calls.at(-1)?.bookmark).toBeNull();
  await waitFor(actor, (s) => s.matches('loaded'));
  expect(heldPages(actor)[0]).toBe(true);
});

test('a page that comes back without some of its pins keeps their places and is not asked for again', async () => {
  const { actor, calls } = await deepFeed({ pages: 9, size: 4, total: 100 });
  actor.send({ type: 'feed.window', from: 32, to: 35 });
  const ids = selectItems(actor.getSnapshot()).map((p) => p.id);
  // The server's first page has changed: two of its pins are gone.
  const page = { items: [pin('0'), pin('3'), pin('x')], bookmark: '4' };
  actor.send({ type: 'feed.window', from: 0, to: 3 });
  actor.send({ type: 'xstate.done.actor.refillPage', output: page } as never);
  const items = selectItems(actor.getSnapshot());
  expect(items.map((p) => p.id)).toEqual(ids);
  expect(items.slice(0, 4).map(isGap)).toEqual([false, true, true, false]);
  await waitFor(actor, (s) => !s.matches('refilling'));
  const asked = calls.length;
  actor.send({ type: 'feed.window', from: 0, to: 3 });
  expect(calls.length - asked).toBeLessThanOrEqual(1);
  expect(calls.slice(asked).every((c) => c.bookmark !== null)).toBe(true);
});
