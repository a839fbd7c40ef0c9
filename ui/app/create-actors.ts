// The real effects behind the machines' invoked actors: the typed API, browser storage and the
// router. Machines declare stubs; the root provides these (DESIGN.md "Machines").
import { fromCallback, fromPromise } from 'xstate';
import type { Api, Page } from '../../api/api';
import { signedOutSavesMachine } from '../../machines/signed-out-saves.machine';
import type { MergeResult, SignedOutStorageEvent } from '../../machines/signed-out-saves.machine';
import { appMachine, createAppMachine } from '../../machines/app.machine';
import { cardHoverPinKind } from '../../machines/card-hover.machine';
import { createPinActors, providePageLogic, providePinKinds } from './pin-logic';
import { sessionMachine } from '../../machines/session.machine';
import { toastsMachine, type StopwatchEvent } from '../../machines/toasts.machine';
import { feedMachine, type FetchPageInput } from '../../machines/feed.machine';
import { feedMemoryMachine } from '../../machines/feed-memory.machine';
import type {
  SessionStorageEvent,
  SessionUser,
  StoredSession,
} from '../../machines/session.machine';
import type { Device, Pin } from '../../domain/types';
import { cardHoverMachine } from '../../machines/card-hover.machine';
import { DEFAULT_COUNTRY, VIEWER_KINDS } from '../../domain/viewer';

/** Where the session is kept in browser storage. */
export const SESSION_STORAGE_KEY = 'pinstate.session';

/** Where the logged-out visitor's held saves are kept. */
export const SIGNED_OUT_SAVES_STORAGE_KEY = 'pinstate.signedOutSaves';

/** Reads the held saves, ignoring anything malformed. */
export function parseHeldSaves(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Browser effects the actors use besides the API; each falls back to a harmless default. */
export interface ActorDeps {
  /** localStorage in the browser; null where there is none (tests, private mode). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The clock in ms (Date.now in the browser; a simulated clock headless). */
  now?: () => number;
  /** Fetches the closeup's code ahead, beside its data (the app's routes say how). */
  prefetchCloseupCode?: () => void;
}

/** The toast's stopwatch: answers a lap with the ms since it started or last restarted. */
export function createStopwatch(now: () => number) {
  return fromCallback<StopwatchEvent>(({ sendBack, receive }) => {
    let since = now();
    receive((event) => {
      if (event.type === 'stopwatch.lap') sendBack({ type: 'stopwatch.lapped', ms: now() - since });
      else since = now();
    });
  });
}

/** Reads a stored session, ignoring anything malformed (spec 3 section 8: default returned). */
export function parseStoredSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object') return null;
    const device: Device = value.device === 'mobile' ? 'mobile' : 'desktop';
    return {
      userId: typeof value.userId === 'string' && value.userId ? value.userId : null,
      kindOverride:
        value.kindOverride && VIEWER_KINDS.includes(value.kindOverride) ? value.kindOverride : null,
      device,
      country: typeof value.country === 'string' && value.country ? value.country : DEFAULT_COUNTRY,
    };
  } catch {
    return null;
  }
}

function defaultStorage(): ActorDeps['storage'] {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * The real invoked actors of the long-lived session and signed-out saves, by the names the
 * machines declare in `setup({ actors })`. Storage failures are logged and the default is used
 * (spec 3 section 8).
 */
export function createSessionActors(api: Api, deps: ActorDeps = {}) {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;

  const restoreSession = fromPromise<StoredSession | null>(() => {
    try {
      return Promise.resolve(parseStoredSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null));
    } catch (error) {
      console.warn('Could not read the stored session', error);
      return Promise.resolve(null);
    }
  });

  const persistSession = fromCallback<SessionStorageEvent>(({ receive }) => {
    receive((event) => {
      try {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(event.stored));
      } catch (error) {
        console.warn('Could not store the session', error);
      }
    });
  });

  const loadUser = fromPromise<SessionUser, { userId: string }>(async ({ input, signal }) => {
    const user = await api.getUser(input.userId, { signal });
    return {
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      firstName: user.firstName,
      ...(user.imageMediumUrl ? { imageMediumUrl: user.imageMediumUrl } : {}),
      isPartner: user.isPartner,
      isEmployee: user.isEmployee,
      country: user.country,
      createdAt: user.createdAt,
      saveBehavior: user.saveBehavior,
      boardCount: user.boardCount,
    };
  });

  const restoreSignedOutSaves = fromPromise<string[]>(() => {
    try {
      return Promise.resolve(
        parseHeldSaves(storage?.getItem(SIGNED_OUT_SAVES_STORAGE_KEY) ?? null),
      );
    } catch (error) {
      console.warn('Could not read the signed-out saves', error);
      return Promise.resolve([]);
    }
  });

  const persistSignedOutSaves = fromCallback<SignedOutStorageEvent>(({ receive }) => {
    receive((event) => {
      try {
        if (event.held.length === 0) storage?.removeItem(SIGNED_OUT_SAVES_STORAGE_KEY);
        else storage?.setItem(SIGNED_OUT_SAVES_STORAGE_KEY, JSON.stringify(event.held));
      } catch (error) {
        console.warn('Could not store the signed-out saves', error);
      }
    });
  });

  /** Saves each held pin once via repin, to the profile; failures are counted, never thrown. */
  const mergeSignedOutSaves = fromPromise<MergeResult, { pinIds: string[]; userId: string }>(
    async ({ input, signal }) => {
      const result: MergeResult = { saved: [], failed: 0 };
      for (const pinId of input.pinIds) {
        try {
          const saved = await api.repin({ pinId, boardId: null, userId: input.userId }, { signal });
          result.saved.push({ pinId, result: saved });
        } catch {
          result.failed += 1;
        }
      }
      return result;
    },
  );

  /** A card's closeup, data and code, fetched ahead while the card is hovered or focused. */
  const prefetchPin = fromPromise<Pin | null, { pinId: string }>(({ input, signal }) => {
    deps.prefetchCloseupCode?.();
    return api.getPin(input.pinId, { signal });
  });

  return {
    prefetchPin,
    restoreSession,
    persistSession,
    loadUser,
    restoreSignedOutSaves,
    persistSignedOutSaves,
    mergeSignedOutSaves,
    stopwatch: createStopwatch(deps.now ?? (() => Date.now())),
    fetchPage: fromPromise<Page<Pin>, FetchPageInput>(({ input, signal }) =>
      api.getFeed(input.query, { signal }),
    ),
  };
}

/** Every real invoked actor, by the names the machines declare in `setup({ actors })`. */
export function createActors(api: Api, deps: ActorDeps = {}) {
  return { ...createSessionActors(api, deps), ...createPinActors(api) };
}

export type SessionActors = ReturnType<typeof createSessionActors>;
export type Actors = ReturnType<typeof createActors>;

/** The long-lived children's real actors (the per-pin ones are in `providePinKinds`). */
function coreActors(actors: SessionActors) {
  return {
    session: sessionMachine.provide({
      actors: {
        restoreSession: actors.restoreSession,
        persistSession: actors.persistSession,
        loadUser: actors.loadUser,
      },
    }),
    signedOutSaves: signedOutSavesMachine.provide({
      actors: {
        restoreSignedOutSaves: actors.restoreSignedOutSaves,
        persistSignedOutSaves: actors.persistSignedOutSaves,
        mergeSignedOutSaves: actors.mergeSignedOutSaves,
      },
    }),
    toasts: toastsMachine.provide({ actors: { stopwatch: actors.stopwatch } }),
    hover: cardHoverMachine.provide({ actors: { prefetchPin: actors.prefetchPin } }),
    feeds: feedMemoryMachine.provide({
      actors: { feed: feedMachine.provide({ actors: { fetchPage: actors.fetchPage } }) },
    }),
  };
}

/** The root machine with every child provided with its real actors. */
export function createAppLogic(api: Api, deps: ActorDeps = {}) {
  const actors = createActors(api, deps);
  const pinLogic = Object.fromEntries(
    Object.values(providePinKinds(actors)).map((kind) => [kind.kind, kind.logic]),
  );
  return appMachine.provide({
    actors: { ...coreActors(actors), ...pinLogic, ...providePageLogic(api) },
  });
}

/**
 * The root machine as the app starts it: the long-lived children provided with their real
 * actors and the hover kind; the other per-pin kinds and the page actors are loaded after the
 * first paint and found through the root's `logic` input (pin-logic.ts).
 */
export function createStartupAppLogic(api: Api, deps: ActorDeps = {}) {
  return createAppMachine({ pinKinds: [cardHoverPinKind], pageLogic: {} }).provide({
    actors: coreActors(createSessionActors(api, deps)),
  });
}
