// Favorite button (spec 1 section 4 "Favorite button"; spec 1 section 8 "Favorite fails:
// nothing shown"; spec 3 section 4 board management's favorite change and feed item removal).
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { favoriteCountLabel } from '../domain/numbers';
import { effectiveFavorite, feedKey } from './entity-store.machine';
import { SYSTEM_IDS, systemActor } from './system-ids';
import { providedAtRoot } from './provided-at-root';
import { serverError } from './catalogue-entry';
import { definePinKind, localPin, type PinSpawn } from './pin-kind';

/** The feed a card sits in; after an unfavorite a board or section feed drops the pin. */
export interface FavoriteFeed {
  kind: string;
  id: string;
}

export interface FavoriteInput {
  pinId: string;
  favoritedByMe: boolean;
  favoriteUserCount?: number | null;
  feed?: FavoriteFeed | null;
}

export interface FavoriteContext {
  pinId: string;
  favoritedByMe: boolean;
  favoriteUserCount: number;
  feed: FavoriteFeed | null;
}

/**
 * A tap on the heart. `feed` names the board or section feed the tapped card sits in (null for
 * none): the same pin's actor serves every grid it shows on, so the tap says which one it was.
 */
export type FavoriteEvent = { type: 'favorite.toggle'; feed?: FavoriteFeed | null };

export type FavoriteEmitted =
  | { type: 'pin.favorited'; pinId: string }
  | { type: 'pin.unfavorited'; pinId: string }
  | { type: 'feed.removePin'; pinId: string; feed: FavoriteFeed };

const isBoardFeed = (
  feed: FavoriteFeed | null,
): feed is FavoriteFeed & { kind: 'board' | 'section' } =>
  feed?.kind === 'board' || feed?.kind === 'section';

/**
 * A pin's favorite button. Starts from `favoritedByMe` and `favoriteUserCount`. `favorite.toggle`
 * flips the state at once and moves the count by one (never below 0), then `requesting` (tag
 * `busy`: taps ignored, the button disabled) runs the favorite or unfavorite call. On success the
 * change (increment and new value) is recorded in the entity store, `pin.favorited` or
 * `pin.unfavorited` is emitted, and after an unfavorite on a board or section feed the pin is
 * removed from that feed. On failure nothing is shown and nothing is rolled back (spec 1
 * sections 4 and 8).
 */
export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    emitted: {} as FavoriteEmitted,
    input: {} as FavoriteInput,
  },
  actors: {
    changeFavorite: providedAtRoot<void, { pinId: string; favorite: boolean }>('changeFavorite'),
  },
  actions: {
    flip: assign(({ context, event }) => ({
      favoritedByMe: !context.favoritedByMe,
      favoriteUserCount: Math.max(0, context.favoriteUserCount + (context.favoritedByMe ? -1 : 1)),
      feed: event.feed === undefined ? context.feed : event.feed,
    })),
    recordChange: enqueueActions(({ context, system, enqueue }) => {
      const entities = systemActor(system, SYSTEM_IDS.entities);
      if (entities) {
        enqueue.sendTo(entities, {
          type: 'pin.favoriteChanged',
          pinId: context.pinId,
          increment: context.favoritedByMe ? 1 : -1,
          value: context.favoritedByMe,
          count: context.favoriteUserCount,
        });
      }
      if (context.favoritedByMe) {
        enqueue.emit({ type: 'pin.favorited', pinId: context.pinId });
        return;
      }
      enqueue.emit({ type: 'pin.unfavorited', pinId: context.pinId });
      const feed = context.feed;
      if (isBoardFeed(feed)) {
        if (entities) {
          enqueue.sendTo(entities, {
            type: 'feed.itemRemoved',
            feedKey: feedKey({ kind: feed.kind, id: feed.id }),
            pinId: context.pinId,
          });
        }
        enqueue.emit({ type: 'feed.removePin', pinId: context.pinId, feed });
      }
    }),
  },
}).createMachine({
  id: 'favorite',
  context: ({ input }) => ({
    pinId: input.pinId,
    favoritedByMe: input.favoritedByMe,
    favoriteUserCount: Math.max(0, input.favoriteUserCount ?? 0),
    feed: input.feed ?? null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'favorite.toggle': { target: 'requesting', actions: 'flip' } },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'changeFavorite',
        src: 'changeFavorite',
        input: ({ context }) => ({ pinId: context.pinId, favorite: context.favoritedByMe }),
        onDone: { target: 'idle', actions: 'recordChange' },
        // Spec 1 section 8: a failed favorite shows nothing, and no rollback is shown.
        onError: { target: 'idle' },
      },
    },
  },
});

export type FavoriteSnapshot = SnapshotFrom<typeof favoriteMachine>;

export const selectFavorited = (s: FavoriteSnapshot): boolean => s.context.favoritedByMe;
export const selectFavoriteCount = (s: FavoriteSnapshot): number => s.context.favoriteUserCount;
/** The count as shown: nothing at 0, the number under 10, otherwise '9+' (spec 1 section 5). */
export const selectFavoriteCountLabel = (s: FavoriteSnapshot): string | null =>
  favoriteCountLabel(s.context.favoriteUserCount);
/** The button is disabled while the request runs. */
export const selectFavoriteBusy = (s: FavoriteSnapshot): boolean => s.hasTag('busy');

/** The per-pin kind `favorite` (`pin.<id>.favorite`): the store's heart first, else the server's. */
export const favoritePinKind = definePinKind({
  kind: 'favorite',
  logic: favoriteMachine,
  inputFrom: (seed: PinSpawn & { feed?: FavoriteFeed | null }, entities) => ({
    pinId: seed.pinId,
    ...effectiveFavorite(localPin(entities, seed.pinId), seed.pin),
    feed: seed.feed ?? null,
  }),
  catalogue: {
    id: 'favorite',
    title: 'Favorite button',
    specSection: 'spec 1 section 4 (favorite button), section 8',
    machine: favoriteMachine,
    sampleInput: { pinId: '100001', favoritedByMe: false, favoriteUserCount: 3 },
    coverageInputs: [
      { pinId: '100001', favoritedByMe: false, favoriteUserCount: 3 },
      {
        pinId: '100001',
        favoritedByMe: true,
        favoriteUserCount: 3,
        feed: { kind: 'board', id: 'b1' },
      },
    ],
    events: [{ event: { type: 'favorite.toggle' }, label: 'Tap the heart' }],
    coverageEvents: [
      { type: 'xstate.done.actor.changeFavorite', output: undefined },
      { type: 'xstate.error.actor.changeFavorite', error: serverError },
    ],
  },
});
