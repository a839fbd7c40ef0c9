// A paged pin feed (spec 3 section 2 surfaces):
// the first page loads at once, further pages on `feed.more`, an error offers a retry, and the
// feed ends when the server answers without a bookmark.
import { assign, setup, type ErrorActorEvent } from 'xstate';
import type { FeedQuery, Page } from '../api/api';
import { SAVE_ERROR_FALLBACK } from '../domain/save-error';
import type { Pin } from '../domain/types';
import { providedAtRoot } from './provided-at-root';

export interface FeedInput {
  query: Omit<FeedQuery, 'bookmark'>;
  /** Start loading at once (default true); `false` waits in `idle` for `feed.load`. */
  startAtOnce?: boolean;
}

export interface FeedContext {
  query: Omit<FeedQuery, 'bookmark'>;
  startAtOnce: boolean;
  pins: Pin[];
  bookmark: string | null;
  error: string | null;
}

export type FeedEvent =
  | { type: 'feed.load' }
  | { type: 'feed.more' }
  | { type: 'feed.retry' }
  | { type: 'feed.remove'; pinId: string };

export interface FetchPageInput {
  query: FeedQuery;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SAVE_ERROR_FALLBACK;
}

/**
 * Positions of pin ids in a feed's pins, shared by every pins array that begins the same way: a
 * page appended (a new array starting with the old one) only adds its own pins, so a feed
 * 10,000 pins deep is indexed once, page by page, never scanned per lookup.
 */
interface PinIndex {
  positions: Map<string, number>;
  /** The array the positions were last extended from. */
  pins: readonly Pin[];
}
const pinIndexes = new WeakMap<readonly Pin[], PinIndex>();
/** The index last extended for the feed whose pins start with this pin. */
const latestByFirstPin = new WeakMap<Pin, PinIndex>();

function pinIndexOf(pins: readonly Pin[]): PinIndex {
  const known = pinIndexes.get(pins);
  if (known) return known;
  const first = pins[0];
  const last = first ? latestByFirstPin.get(first) : undefined;
  const from = last?.pins.length ?? 0;
  // That index serves when this array starts with the pins it indexed (checked at the run's end
  // too; a feed's pins only ever grow by a page at their end or lose one removed pin).
  const extends_ =
    last !== undefined && pins.length >= from && pins[from - 1] === last.pins[from - 1];
  const index: PinIndex = last && extends_ ? last : { positions: new Map(), pins };
  for (let i = extends_ ? from : 0; i < pins.length; i += 1) {
    const pin = pins[i];
    if (pin && !index.positions.has(pin.id)) index.positions.set(pin.id, i);
  }
  index.pins = pins;
  pinIndexes.set(pins, index);
  if (first) latestByFirstPin.set(first, index);
  return index;
}

/** Where `pinId` sits in `pins`, or -1: a look-up in the index, checked against the array. */
function positionOf(pins: readonly Pin[], pinId: string): number {
  const at = pinIndexOf(pins).positions.get(pinId);
  if (at === undefined) return -1;
  // An index shared with a longer feed may name a position this array does not reach.
  return pins[at]?.id === pinId ? at : pins.findIndex((p) => p.id === pinId);
}

function appendUnique(pins: Pin[], next: Pin[]): Pin[] {
  // A page may repeat a pin it already holds, or one it sent twice: each id is kept once. The
  // feed's own ids are looked up in its index, so a page costs its own pins, not the feed's.
  const fresh = new Set<string>();
  const added = next.filter(
    (p) => positionOf(pins, p.id) === -1 && !fresh.has(p.id) && Boolean(fresh.add(p.id)),
  );
  return added.length === 0 ? pins : [...pins, ...added];
}

/**
 * One pin grid's paging lifecycle. States: `idle`, `loading` (first page), `loaded`,
 * `loadingMore`, `error` (with `feed.retry`), `end` (no bookmark left). Events: `feed.load`,
 * `feed.more`, `feed.retry`, `feed.remove` (a pin leaves the feed, e.g. after an unfavorite on a
 * board feed). The page request is the invoked `fetchPage` actor (real one: `api.getFeed`).
 */
export const feedMachine = setup({
  types: {
    input: {} as FeedInput,
    context: {} as FeedContext,
    events: {} as FeedEvent,
  },
  actors: {
    fetchPage: providedAtRoot<Page<Pin>, FetchPageInput>('fetchPage'),
  },
  actions: {
    appendPage: assign(({ context }, page: Page<Pin>) => ({
      pins: appendUnique(context.pins, page.items),
      bookmark: page.bookmark,
      error: null,
    })),
    assignError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    removePin: assign({
      pins: ({ context, event }) =>
        event.type === 'feed.remove'
          ? context.pins.filter((p) => p.id !== event.pinId)
          : context.pins,
    }),
  },
  guards: {
    startsAtOnce: ({ context }) => context.startAtOnce,
    pageHasMore: (_, page: Page<Pin>) => page.bookmark !== null,
    hasPins: ({ context }) => context.pins.length > 0,
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({
    query: input.query,
    startAtOnce: input.startAtOnce ?? true,
    pins: [],
    bookmark: null,
    error: null,
  }),
  initial: 'idle',
  on: { 'feed.remove': { actions: 'removePin' } },
  states: {
    idle: {
      always: { guard: 'startsAtOnce', target: 'loading' },
      on: { 'feed.load': 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: { ...context.query, bookmark: null } }),
        onDone: [
          {
            guard: { type: 'pageHasMore', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'appendPage', params: ({ event }) => event.output },
          },
          { target: 'end', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    loaded: {
      on: { 'feed.more': 'loadingMore' },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: { ...context.query, bookmark: context.bookmark } }),
        onDone: [
          {
            guard: { type: 'pageHasMore', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'appendPage', params: ({ event }) => event.output },
          },
          { target: 'end', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    error: {
      on: {
        'feed.retry': [{ guard: 'hasPins', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
    end: {},
  },
});

export type FeedSnapshot = ReturnType<typeof feedMachine.getInitialSnapshot>;

export const selectPins = (s: FeedSnapshot): Pin[] => s.context.pins;

/**
 * The feed's pin of `pinId`, found without scanning the feed (impression tracking asks it for
 * every card that comes into view; docs/decisions/111).
 */
export function selectPinById(s: FeedSnapshot, pinId: string): Pin | undefined {
  const pins = s.context.pins;
  const at = positionOf(pins, pinId);
  return at === -1 ? undefined : pins[at];
}

export const selectFeedError = (s: FeedSnapshot): string | null =>
  s.matches('error') ? s.context.error : null;
