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

function appendUnique(pins: Pin[], next: Pin[]): Pin[] {
  const seen = new Set(pins.map((p) => p.id));
  // A page may repeat a pin it already holds, or one it sent twice: each id is kept once.
  return [...pins, ...next.filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)))];
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
export const selectFeedError = (s: FeedSnapshot): string | null =>
  s.matches('error') ? s.context.error : null;
