// A paged pin feed (spec 3 section 2 surfaces):
// the first page loads at once, further pages on `feed.more`, an error offers a retry, and the
// feed ends when the server answers without a bookmark. A long feed keeps the pins of the pages near
// those shown and lets far pages go, keeping their places (docs/decisions/116).
import { assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { FeedQuery, Page } from '../api/api';
import { SAVE_ERROR_FALLBACK } from '../domain/save-error';
import type { Pin } from '../domain/types';
import { providedAtRoot } from './provided-at-root';

export interface FeedInput {
  query: Omit<FeedQuery, 'bookmark'>;
  /** Start loading at once (default true); `false` waits in `idle` for `feed.load`. */
  startAtOnce?: boolean;
}

/** A pin of a page let go: its place in the feed, until the page is asked for again. */
export interface PinGap {
  id: string;
  gap: true;
}

/** A pin of the feed, or the place of one let go. */
export type FeedItem = Pin | PinGap;

/** A page as it was asked for: the bookmark it was asked with, and its pins (or their places). */
export interface FeedPage {
  bookmark: string | null;
  pins: FeedItem[];
  /** Set while the page's pins are let go (its pins are gaps). */
  gone?: true;
}

export interface FeedContext {
  query: Omit<FeedQuery, 'bookmark'>;
  startAtOnce: boolean;
  /** Every page's pins in feed order, gaps where a page was let go. */
  pins: FeedItem[];
  pages: FeedPage[];
  bookmark: string | null;
  error: string | null;
  /** The page let go that is asked for again (`refilling`), if any. */
  refill?: number | null;
}

export type FeedEvent =
  | { type: 'feed.load' }
  | { type: 'feed.more' }
  | { type: 'feed.retry' }
  | { type: 'feed.remove'; pinId: string }
  /** The grid shows the feed's pins `from` to `to` (their indexes). */
  | { type: 'feed.window'; from: number; to: number };

/**
 * Which pages a feed keeps, how a page asked for again fills its places, and how a pin leaves: the
 * pure rule of machines/feed-window.ts, which comes with the logic loaded after the first paint.
 * The feed reads it at each event through the lookup it is made with (`createFeedMachine`): until
 * the rule is there a feed keeps every page (and no pin can leave it: the per-pin actors that
 * remove one come with the same logic).
 */
export interface FeedWindowRule {
  windowed(context: FeedContext, from: number, to: number): Partial<FeedContext>;
  filled(context: FeedContext, page: Page<Pin>): Partial<FeedContext>;
  /** The feed without the pin `pinId` (a pin unfavorited on its board's feed). */
  removed(context: FeedContext, pinId: string): Partial<FeedContext>;
}

/** Where a feed finds its window rule: undefined while it has not arrived. */
export type FeedWindowLookup = () => FeedWindowRule | undefined;

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
  pins: readonly FeedItem[];
}
const pinIndexes = new WeakMap<readonly FeedItem[], PinIndex>();
/** The index last extended for the feed whose pins start with this pin. */
const latestByFirstPin = new WeakMap<FeedItem, PinIndex>();

function pinIndexOf(pins: readonly FeedItem[]): PinIndex {
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
function positionOf(pins: readonly FeedItem[], pinId: string): number {
  const at = pinIndexOf(pins).positions.get(pinId);
  if (at === undefined) return -1;
  // An index shared with a longer feed may name a position this array does not reach.
  return pins[at]?.id === pinId ? at : pins.findIndex((p) => p.id === pinId);
}

/** The pins of `next` the feed does not hold yet, each once. */
function unheld(pins: FeedItem[], next: Pin[]): Pin[] {
  // A page may repeat a pin it already holds, or one it sent twice: each id is kept once. The
  // feed's own ids are looked up in its index, so a page costs its own pins, not the feed's.
  const fresh = new Set<string>();
  return next.filter(
    (p) => positionOf(pins, p.id) === -1 && !fresh.has(p.id) && Boolean(fresh.add(p.id)),
  );
}

/** A page answered: appended, or filling the places of a page let go; then more, or the end. */
const settled = (type: 'appendPage' | 'fillPage') => {
  const actions = {
    type,
    params: ({ event }: { event: DoneActorEvent<Page<Pin>> }) => event.output,
  };
  return [
    {
      // More follows when the page appended, or the feed a page filled, has a bookmark.
      guard: {
        type: 'pageHasMore' as const,
        params: ({ context, event }: { context: FeedContext; event: DoneActorEvent<Page<Pin>> }) =>
          type === 'appendPage' ? event.output : context,
      },
      target: 'loaded' as const,
      actions,
    },
    { target: 'end' as const, actions },
  ];
};
/** A window shown: far pages let go, and a page let go within reach asked for again. */
const windowShown = [
  {
    guard: 'windowRefills' as const,
    target: 'refilling' as const,
    actions: 'applyWindow' as const,
  },
  { actions: 'applyWindow' as const },
];
const failed = {
  target: 'error' as const,
  actions: {
    type: 'assignError' as const,
    params: ({ event }: { event: ErrorActorEvent }) => event.error,
  },
};

/**
 * One pin grid's paging lifecycle, its window rule read through `windowRule`. States: `idle`,
 * `loading` (first page), `loaded`, `loadingMore`, `refilling` (a page let go asked for again),
 * `error` (with `feed.retry`), `end` (no bookmark left). Events: `feed.load`, `feed.more`,
 * `feed.retry`, `feed.remove` (a pin leaves the feed, e.g. after an unfavorite on a board feed),
 * `feed.window` (the pins shown). The page request is the invoked `fetchPage` actor (real one:
 * `api.getFeed`).
 */
export const createFeedMachine = (windowRule: FeedWindowLookup) =>
  setup({
    types: {
      input: {} as FeedInput,
      context: {} as FeedContext,
      events: {} as FeedEvent,
    },
    actors: {
      fetchPage: providedAtRoot<Page<Pin>, FetchPageInput>('fetchPage'),
    },
    actions: {
      appendPage: assign(({ context }, page: Page<Pin>) => {
        const added = unheld(context.pins, page.items);
        return {
          pins: added.length === 0 ? context.pins : [...context.pins, ...added],
          pages: [...context.pages, { bookmark: context.bookmark, pins: added }],
          bookmark: page.bookmark,
          error: null,
        };
      }),
      assignError: assign((_, error: unknown) => ({ error: messageOf(error) })),
      // A pin leaves on a board's unfavorite, which the late logic's per-pin actors send.
      removePin: assign(({ context, event }) => {
        const rule = windowRule();
        return event.type === 'feed.remove' && rule ? rule.removed(context, event.pinId) : {};
      }),
      applyWindow: assign(({ context, event }) => {
        const rule = windowRule();
        return event.type === 'feed.window' && rule
          ? rule.windowed(context, event.from, event.to)
          : {};
      }),
      fillPage: assign(({ context }, page: Page<Pin>) => windowRule()?.filled(context, page) ?? {}),
    },
    guards: {
      startsAtOnce: ({ context }) => context.startAtOnce,
      hasPins: ({ context }) => context.pins.length > 0,
      pageHasMore: (_, page: { bookmark: string | null }) => page.bookmark !== null,
      refills: ({ context }) => context.refill != null,
      windowRefills: ({ context, event }) =>
        event.type === 'feed.window' &&
        windowRule()?.windowed(context, event.from, event.to).refill != null,
    },
  }).createMachine({
    id: 'feed',
    context: ({ input }) => ({
      query: input.query,
      startAtOnce: input.startAtOnce ?? true,
      pins: [],
      pages: [],
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
          onDone: settled('appendPage'),
          onError: failed,
        },
      },
      loaded: {
        on: {
          'feed.more': 'loadingMore',
          'feed.window': windowShown,
        },
      },
      // A page let go near the pins shown is asked for again, one at a time (the grid says its
      // window again as the feed settles).
      refilling: {
        tags: ['busy'],
        invoke: {
          id: 'refillPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            query: {
              ...context.query,
              bookmark: context.pages[context.refill ?? 0]?.bookmark ?? null,
            },
          }),
          onDone: settled('fillPage'),
          onError: failed,
        },
      },
      loadingMore: {
        tags: ['busy'],
        invoke: {
          id: 'fetchNextPage',
          src: 'fetchPage',
          input: ({ context }) => ({ query: { ...context.query, bookmark: context.bookmark } }),
          onDone: settled('appendPage'),
          onError: failed,
        },
      },
      error: {
        on: {
          'feed.retry': [
            { guard: 'refills', target: 'refilling' },
            { guard: 'hasPins', target: 'loadingMore' },
            { target: 'loading' },
          ],
        },
      },
      end: {
        on: { 'feed.window': windowShown },
      },
    },
  });

/** A feed that keeps every page: the first paint's, until the window rule has arrived. */
export const feedMachine = createFeedMachine(() => undefined);

export type FeedSnapshot = ReturnType<typeof feedMachine.getInitialSnapshot>;

/** The feed's pins and the places of those let go, in feed order (what the grid lays out). */
export const selectItems = (s: FeedSnapshot): FeedItem[] => s.context.pins;

/** A gap where a pin of a page let go was. */
export const isGap = (item: FeedItem): item is PinGap => 'gap' in item;

/**
 * The feed's pin of `pinId`, found without scanning the feed (impression tracking asks it for
 * every card that comes into view; docs/decisions/111).
 */
export function selectPinById(s: FeedSnapshot, pinId: string): Pin | undefined {
  const pin = s.context.pins[positionOf(s.context.pins, pinId)];
  return pin && !isGap(pin) ? pin : undefined;
}

export const selectFeedError = (s: FeedSnapshot): string | null =>
  s.matches('error') ? s.context.error : null;
