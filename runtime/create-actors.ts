// The real effects behind the long-lived children's invoked actors (the session and the feeds)
// and the root machine the app starts with. Machines declare stubs; the root provides these
// (machines/README.md). The root with every child provided, per-pin kinds and page actors
// included, is app-logic.ts's: the home route's first JavaScript carries none of the late logic.
import { fromCallback, fromPromise } from 'xstate';
import type { Api, Page } from '../api/api';
import { createAppMachine } from '../machines/app-root';
import { storageOf, type ActorDeps } from './actor-deps';
import { sessionUserOf } from './session-user';
import { readFirstPaintKey } from './read-key';
import { SESSION_STORAGE_KEY } from '../domain/session-store';

export type { ActorDeps } from './actor-deps';
import { sessionMachine } from '../machines/session.machine';
import {
  createFeedMachine,
  type FeedWindowLookup,
  type FetchPageInput,
} from '../machines/feed.machine';
import { feedMemoryMachine } from '../machines/feed-memory.machine';
import type { SessionStorageEvent, SessionUser, StoredSession } from '../machines/session.machine';
import type { Pin } from '../domain/types';

/**
 * The real invoked actors of the long-lived session and the feeds, by the names the machines
 * declare in `setup({ actors })`. Storage failures are logged and the default is used
 * (spec 3 section 8).
 */
export function createSessionActors(api: Api, deps: ActorDeps = {}) {
  const storage = storageOf(deps);

  const restoreSession = fromPromise<StoredSession | null>(() =>
    Promise.resolve(readFirstPaintKey(storage, SESSION_STORAGE_KEY)),
  );

  const persistSession = fromCallback<SessionStorageEvent>(({ receive }) => {
    receive((event) => {
      try {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(event.stored));
      } catch (error) {
        console.warn('Could not store the session', error);
      }
    });
  });

  const loadUser = fromPromise<SessionUser, { userId: string }>(async ({ input, signal }) =>
    sessionUserOf(await api.getUser(input.userId, { signal })),
  );

  return {
    restoreSession,
    persistSession,
    loadUser,
    fetchPage: fromPromise<Page<Pin>, FetchPageInput>(({ input, signal }) =>
      api.getFeed(input.query, { signal }),
    ),
  };
}

export type SessionActors = ReturnType<typeof createSessionActors>;

/**
 * The long-lived children's real actors (the per-pin ones are in `providePinKinds`); the feeds
 * find their window rule through `windowRule` (none: every page kept).
 */
export function coreActors(actors: SessionActors, windowRule: FeedWindowLookup = () => undefined) {
  return {
    session: sessionMachine.provide({
      actors: {
        restoreSession: actors.restoreSession,
        persistSession: actors.persistSession,
        loadUser: actors.loadUser,
      },
    }),
    feeds: feedMemoryMachine.provide({
      actors: {
        feed: createFeedMachine(windowRule).provide({ actors: { fetchPage: actors.fetchPage } }),
      },
    }),
  };
}

/**
 * The root machine as the app starts it: the long-lived children provided with their real
 * actors; the per-pin kinds and the page actors are loaded after the first paint and found
 * through the root's `logic` input (pin-logic.ts).
 */
export function createStartupAppLogic(
  api: Api,
  deps: ActorDeps = {},
  windowRule?: FeedWindowLookup,
) {
  return createAppMachine({ pinKinds: [], pageLogic: {} }).provide({
    actors: coreActors(createSessionActors(api, deps), windowRule),
  });
}
