import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FeedQuery, Page } from '../api/api';
import type { Pin } from '../domain/types';
import type { FetchPageInput } from './feed.machine';
import { feedMachine } from './feed.machine';
import { feedMemoryMachine, feedSignature, feedSystemId } from './feed-memory.machine';

/** The memory over a fake server answering one page of two pins per call, counting the calls. */
function createMemory() {
  const calls: FeedQuery[] = [];
  const fetchPage = fromPromise<Page<Pin>, FetchPageInput>(({ input }) => {
    calls.push(input.query);
    return Promise.resolve({ items: [{ id: `p${calls.length}` } as Pin], bookmark: 'next' });
  });
  const logic = feedMemoryMachine.provide({
    actors: { feed: feedMachine.provide({ actors: { fetchPage } }) },
  });
  const actor = createActor(logic).start();
  return { actor, calls };
}

const home = { kind: 'home' } as const;

test('showing a feed spawns it at feed.<key> in the system, loading its first page', () => {
  const { actor, calls } = createMemory();
  actor.send({ type: 'feed.show', key: 'default|u1|home', query: home });
  const feed: unknown = actor.system.get(feedSystemId('default|u1|home'));
  expect(feed).toBeDefined();
  expect(calls).toEqual([{ kind: 'home', bookmark: null }]);
  expect(actor.getSnapshot().context.shown).toEqual(['default|u1|home']);
});

test('a left feed is kept with its scroll position and the card last opened, and comes back as it was with no new request', () => {
  const { actor, calls } = createMemory();
  actor.send({ type: 'feed.show', key: 'a', query: home });
  const ref = actor.getSnapshot().context.entries.a?.ref;
  actor.send({ type: 'feed.opened', key: 'a', pinId: '100001' });
  actor.send({ type: 'feed.leave', key: 'a', scrollY: 6000 });
  expect(actor.getSnapshot().context.kept).toEqual(['a']);
  expect(actor.getSnapshot().context.entries.a?.restore).toEqual({
    scrollY: 6000,
    pinId: '100001',
  });
  actor.send({ type: 'feed.show', key: 'a', query: home });
  expect(actor.getSnapshot().context.entries.a?.ref).toBe(ref);
  expect(actor.getSnapshot().context.kept).toEqual([]);
  expect(calls).toHaveLength(1);
  actor.send({ type: 'feed.restored', key: 'a' });
  expect(actor.getSnapshot().context.entries.a?.restore).toBeNull();
});

test('Forward and Back again restore the same card: the card last opened is remembered across leaves', () => {
  const { actor } = createMemory();
  actor.send({ type: 'feed.show', key: 'a', query: home });
  actor.send({ type: 'feed.opened', key: 'a', pinId: '7' });
  actor.send({ type: 'feed.leave', key: 'a', scrollY: 100 });
  actor.send({ type: 'feed.show', key: 'a' });
  actor.send({ type: 'feed.restored', key: 'a' });
  actor.send({ type: 'feed.leave', key: 'a', scrollY: 100 });
  expect(actor.getSnapshot().context.entries.a?.restore).toEqual({ scrollY: 100, pinId: '7' });
});

test('at most 5 left feeds are kept: the least recently left one is stopped', () => {
  const { actor } = createMemory();
  const keys = Array.from({ length: 5 + 1 }, (_, i) => `k${i}`);
  for (const key of keys) {
    actor.send({ type: 'feed.show', key, query: { kind: 'search', q: key } });
    actor.send({ type: 'feed.leave', key, scrollY: 0 });
  }
  const { kept, entries } = actor.getSnapshot().context;
  expect(kept).toEqual(keys.slice(1));
  expect(entries.k0).toBeUndefined();
  expect(actor.system.get(feedSystemId('k0'))).toBeUndefined();
  expect(actor.system.get(feedSystemId('k1'))).toBeDefined();
});

test('a feed on screen is never stopped, however many others are left', () => {
  const { actor } = createMemory();
  actor.send({ type: 'feed.show', key: 'shown', query: home });
  for (let i = 0; i < 5 + 3; i += 1) {
    actor.send({ type: 'feed.show', key: `k${i}`, query: home });
    actor.send({ type: 'feed.leave', key: `k${i}`, scrollY: 0 });
  }
  expect(actor.getSnapshot().context.entries.shown).toBeDefined();
  expect(actor.system.get(feedSystemId('shown'))).toBeDefined();
});

test('leaving a feed not on screen, or showing an unknown one with no query, changes nothing', () => {
  const { actor } = createMemory();
  const before = actor.getSnapshot().context;
  actor.send({ type: 'feed.leave', key: 'nope', scrollY: 10 });
  actor.send({ type: 'feed.show', key: 'nope' });
  actor.send({ type: 'feed.opened', key: 'nope', pinId: '1' });
  expect(actor.getSnapshot().context).toEqual(before);
});

test('a feed signature names the query: kind, id, term and source', () => {
  expect(feedSignature({ kind: 'home' })).toBe('home');
  expect(feedSignature({ kind: 'search', q: 'kitchen', rs: 'typed' })).toBe('search:kitchen:typed');
  expect(feedSignature({ kind: 'board', id: 'b1' })).toBe('board:b1');
});
