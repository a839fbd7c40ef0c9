// Feed memory (docs/decisions/013-feed-memory.md): the feeds a person has
// left stay with the root, so Back and Forward return to a grid as it was left: its loaded pages,
// its scroll position and the card last opened. One feed per history entry; the most recently
// left `FEEDS_KEPT` are kept, older ones are stopped.
import { assign, enqueueActions, setup, stopChild } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FeedQuery } from '../api/api';
import { FEEDS_KEPT } from '../domain/constants';
import { feedMachine } from './feed.machine';

export type FeedRef = ActorRefFrom<typeof feedMachine>;
type Query = Omit<FeedQuery, 'bookmark'>;

/** Where to put a grid back when its feed is shown again. */
export interface FeedRestore {
  scrollY: number;
  /** The pin whose card was last opened from this grid (it gets keyboard focus back). */
  pinId: string | null;
}

export interface FeedMemoryEntry {
  ref: FeedRef;
  /** Set when the feed is left; cleared once the grid is back in place. */
  restore: FeedRestore | null;
  /** The card last opened from the grid while it was shown. */
  openedPinId: string | null;
}

export interface FeedMemoryContext {
  entries: Record<string, FeedMemoryEntry>;
  /** Keys of the feeds on screen now. */
  shown: string[];
  /** Keys of the feeds left, least recently left first. */
  kept: string[];
}

export type FeedMemoryEvent =
  /** A grid shows the feed `key` (spawned for `query` when not held). */
  | { type: 'feed.show'; key: string; query?: Query }
  /** The grid of `key` is gone from the screen, scrolled to `scrollY`. */
  | { type: 'feed.leave'; key: string; scrollY: number }
  /** A card of the grid was opened. */
  | { type: 'feed.opened'; key: string; pinId: string }
  /** The grid is back at its scroll position and focus. */
  | { type: 'feed.restored'; key: string };

/** The system id of a kept feed (`feed.<key>`), for the inspector and scenarios. */
export const feedSystemId = (key: string): string => `feed.${key}`;

/** A feed query as one key part: `home`, `search:kitchen:typed`, `board:b1`. */
export function feedSignature(query: Query): string {
  return [query.kind, query.id, query.q, query.rs, query.country, query.type]
    .filter((part) => part !== undefined)
    .join(':');
}

const without = (keys: string[], key: string) => keys.filter((k) => k !== key);

/**
 * Keeps the pin feeds of the history entries a person left (a bounded LRU). `feed.show` spawns
 * the feed `feed.<key>` or takes a kept one back on screen as it was; `feed.leave` keeps it with
 * its scroll position and the card last opened (`feed.opened`), and stops the least recently left
 * feed beyond `FEEDS_KEPT`. A feed on screen is never stopped. `feed.restored` says the grid is
 * back in place.
 */
export const feedMemoryMachine = setup({
  types: {
    context: {} as FeedMemoryContext,
    events: {} as FeedMemoryEvent,
  },
  actors: { feed: feedMachine },
  actions: {
    showFeed: assign(({ context, event, spawn }) => {
      if (event.type !== 'feed.show') return {};
      const { key, query } = event;
      const shown = context.shown.includes(key) ? context.shown : [...context.shown, key];
      if (context.entries[key]) return { shown, kept: without(context.kept, key) };
      if (!query) return {};
      const ref = spawn('feed', { id: key, systemId: feedSystemId(key), input: { query } });
      return {
        shown,
        entries: { ...context.entries, [key]: { ref, restore: null, openedPinId: null } },
      };
    }),
    leaveFeed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'feed.leave') return;
      const entry = context.entries[event.key];
      if (!entry || !context.shown.includes(event.key)) return;
      const kept = [...without(context.kept, event.key), event.key];
      const dropped = kept.splice(0, Math.max(0, kept.length - FEEDS_KEPT));
      const entries = { ...context.entries };
      entries[event.key] = {
        ...entry,
        restore: { scrollY: event.scrollY, pinId: entry.openedPinId },
      };
      for (const key of dropped) {
        const gone = entries[key];
        delete entries[key];
        if (gone) enqueue(stopChild(gone.ref));
      }
      enqueue.assign({ entries, kept, shown: without(context.shown, event.key) });
    }),
    noteOpened: assign(({ context, event }) => {
      const entry = event.type === 'feed.opened' ? context.entries[event.key] : undefined;
      if (!entry || event.type !== 'feed.opened') return {};
      return {
        entries: { ...context.entries, [event.key]: { ...entry, openedPinId: event.pinId } },
      };
    }),
    clearRestore: assign(({ context, event }) => {
      const entry = context.entries[event.key];
      if (!entry?.restore) return {};
      return { entries: { ...context.entries, [event.key]: { ...entry, restore: null } } };
    }),
  },
}).createMachine({
  id: 'feedMemory',
  context: { entries: {}, shown: [], kept: [] },
  initial: 'keeping',
  states: {
    keeping: {
      on: {
        'feed.show': { actions: 'showFeed' },
        'feed.leave': { actions: 'leaveFeed' },
        'feed.opened': { actions: 'noteOpened' },
        'feed.restored': { actions: 'clearRestore' },
      },
    },
  },
});

export type FeedMemorySnapshot = SnapshotFrom<typeof feedMemoryMachine>;
export type FeedMemoryRef = ActorRefFrom<typeof feedMemoryMachine>;

/** The feed kept or shown under `key`, if any. */
export const selectFeedEntry = (
  snapshot: FeedMemorySnapshot,
  key: string,
): FeedMemoryEntry | undefined => snapshot.context.entries[key];
