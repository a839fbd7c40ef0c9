// Feed memory (docs/decisions/013-feed-memory.md) over random sequences of shows, leaves and
// opened cards, checked after every step against a small model of its own: never more than
// FEEDS_KEPT left feeds are kept, the ones kept are the most recently left, a feed on screen is
// never stopped, every held feed is reachable at `feed.<key>`, and a feed shown again is the same
// actor with no new page request. A deliberately broken variant is caught.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, enqueueActions, fromPromise, stopChild } from 'xstate';
import type { Page } from '../api/api';
import type { Pin } from '../domain/types';
import { feedMachine } from '../machines/feed.machine';
import type { FetchPageInput } from '../machines/feed.machine';
import { feedMemoryMachine, feedSystemId } from '../machines/feed-memory.machine';
import type { FeedMemoryEvent } from '../machines/feed-memory.machine';
import { assertProperty, runSeed } from './property-support';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

const eventArb: fc.Arbitrary<FeedMemoryEvent> = fc.oneof(
  fc
    .record({ type: fc.constant('feed.show' as const), key: fc.constantFrom(...KEYS) })
    .map((e) => ({
      ...e,
      query: { kind: 'search' as const, q: e.key },
    })),
  fc.record({
    type: fc.constant('feed.leave' as const),
    key: fc.constantFrom(...KEYS),
    scrollY: fc.nat(20_000),
  }),
  fc.record({
    type: fc.constant('feed.opened' as const),
    key: fc.constantFrom(...KEYS),
    pinId: fc.constantFrom('1', '2', '3'),
  }),
  fc.record({ type: fc.constant('feed.restored' as const), key: fc.constantFrom(...KEYS) }),
);

/** The model: which keys are on screen, which are kept (least recently left first), and where a
 * kept feed is to be put back. */
interface Model {
  shown: string[];
  kept: string[];
  scroll: Record<string, number>;
}

function step(model: Model, event: FeedMemoryEvent): Model {
  const held = (key: string) => model.shown.includes(key) || model.kept.includes(key);
  switch (event.type) {
    case 'feed.show':
      return held(event.key)
        ? {
            ...model,
            shown: model.shown.includes(event.key) ? model.shown : [...model.shown, event.key],
            kept: model.kept.filter((k) => k !== event.key),
          }
        : { ...model, shown: [...model.shown, event.key] };
    case 'feed.leave': {
      if (!model.shown.includes(event.key)) return model;
      const kept = [...model.kept, event.key].slice(-5);
      return {
        shown: model.shown.filter((k) => k !== event.key),
        kept,
        scroll: { ...model.scroll, [event.key]: event.scrollY },
      };
    }
    case 'feed.restored': {
      // The grid is back in its place (it says so as it comes back, before or after it shows):
      // nothing is left to restore.
      if (!held(event.key)) return model;
      const { [event.key]: _restored, ...scroll } = model.scroll;
      return { ...model, scroll };
    }
    default:
      return model;
  }
}

function run(logic: typeof feedMemoryMachine, events: FeedMemoryEvent[]) {
  let requests = 0;
  const fetchPage = fromPromise<Page<Pin>, FetchPageInput>(() => {
    requests += 1;
    return new Promise<Page<Pin>>(() => {});
  });
  const actor = createActor(
    logic.provide({ actors: { feed: feedMachine.provide({ actors: { fetchPage } }) } }),
  ).start();
  let model: Model = { shown: [], kept: [], scroll: {} };
  let spawned = 0;
  for (const event of events) {
    const before = actor.getSnapshot().context.entries[event.key]?.ref;
    const wasHeld = model.shown.includes(event.key) || model.kept.includes(event.key);
    actor.send(event);
    model = step(model, event);
    if (event.type === 'feed.show' && !wasHeld) spawned += 1;
    const { shown, kept, entries } = actor.getSnapshot().context;
    expect(kept.length).toBeLessThanOrEqual(5);
    expect(shown).toEqual(model.shown);
    expect(kept).toEqual(model.kept);
    expect(Object.keys(entries).sort()).toEqual([...model.shown, ...model.kept].sort());
    for (const key of KEYS) {
      expect(actor.system.get(feedSystemId(key)) !== undefined).toBe(key in entries);
    }
    if (event.type === 'feed.show' && wasHeld) expect(entries[event.key]?.ref).toBe(before);
    if (event.type === 'feed.leave' && model.kept.includes(event.key) && before) {
      expect(entries[event.key]?.restore?.scrollY).toBe(model.scroll[event.key]);
    }
    // One first-page request per feed spawned, none for a feed shown again.
    expect(requests).toBe(spawned);
  }
  actor.stop();
}

test('feed memory keeps at most 5 left feeds, the most recently left, and never one on screen', async () => {
  await assertProperty(
    'feed memory',
    fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => run(feedMemoryMachine, events)),
    200,
  );
});

/** Broken on purpose: drops the most recently left feed instead of the least recently left one. */
const keepsTheOldest = feedMemoryMachine.provide({
  actions: {
    leaveFeed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'feed.leave' || !context.shown.includes(event.key)) return;
      const kept = [...context.kept.filter((k) => k !== event.key), event.key];
      const entries = { ...context.entries };
      while (kept.length > 5) {
        const key = kept.pop() as string;
        const gone = entries[key];
        delete entries[key];
        if (gone) enqueue(stopChild(gone.ref));
      }
      enqueue.assign({ entries, kept, shown: context.shown.filter((k) => k !== event.key) });
    }),
  },
});

test('the property catches a memory that drops the most recently left feed instead', () => {
  expect(() =>
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => run(keepsTheOldest, events)),
      { seed: runSeed(), numRuns: 500 },
    ),
  ).toThrow();
});
