// The real effects behind the machines' invoked actors: the typed API, browser storage and the
// router. Machines declare stubs; the root provides these (DESIGN.md "Machines").
import { fromCallback, fromPromise } from 'xstate';
import type { Api, RepinInput, RepinResult } from '../../api/api';
import { favoriteMachine } from '../../machines/favorite.machine';
import { oneTapSaveMachine } from '../../machines/one-tap-save.machine';
import { saveFlowMachine } from '../../machines/save-flow.machine';
import type { BoardOption } from '../../machines/save-flow.machine';
import { BOARDS_PAGE_SIZE } from '../../domain/constants';
import { signedOutSavesMachine } from '../../machines/signed-out-saves.machine';
import type { MergeResult, SignedOutStorageEvent } from '../../machines/signed-out-saves.machine';
import { appMachine } from '../../machines/app.machine';
import { sessionMachine } from '../../machines/session.machine';
import type {
  SessionStorageEvent,
  SessionUser,
  StoredSession,
} from '../../machines/session.machine';
import type { Device } from '../../domain/types';
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
 * The real invoked actors, by the names the machines declare in `setup({ actors })`.
 * Storage failures are logged and the default is used (spec 3 section 8).
 */
export function createActors(api: Api, deps: ActorDeps = {}) {
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

  const savePin = fromPromise<RepinResult, RepinInput>(({ input, signal }) => api.repin(input, { signal }));

  const deleteSave = fromPromise<void, { id: string; boardId: string | null; pinId: string }>(
    ({ input, signal }) => api.deletePin({ id: input.id, boardId: input.boardId }, { signal }),
  );

  const loadBoards = fromPromise<BoardOption[], { username: string }>(async ({ input, signal }) => {
    const page = await api.listBoards(
      { username: input.username, pageSize: BOARDS_PAGE_SIZE, sort: 'last_pinned_to' },
      { signal },
    );
    return page.items
      .filter((board) => !board.archived)
      .map((board) => ({
        id: board.id,
        name: board.name,
        url: board.url,
        privacy: board.privacy,
        coverUrl: board.coverImages['222x']?.url ?? board.coverImages['170x']?.url ?? null,
      }));
  });

  const createBoard = fromPromise<BoardOption, { name: string; username: string }>(
    async ({ input, signal }) => {
      const board = await api.createBoard(
        { name: input.name, username: input.username, privacy: 'public' },
        { signal },
      );
      return { id: board.id, name: board.name, url: board.url, privacy: board.privacy, coverUrl: null };
    },
  );

  const changeFavorite = fromPromise<void, { pinId: string; favorite: boolean }>(({ input, signal }) =>
    input.favorite ? api.favoritePin(input.pinId, { signal }) : api.unfavoritePin(input.pinId, { signal }),
  );

  const restoreSignedOutSaves = fromPromise<string[]>(() => {
    try {
      return Promise.resolve(parseHeldSaves(storage?.getItem(SIGNED_OUT_SAVES_STORAGE_KEY) ?? null));
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

  return {
    restoreSession,
    persistSession,
    loadUser,
    savePin,
    deleteSave,
    loadBoards,
    createBoard,
    changeFavorite,
    restoreSignedOutSaves,
    persistSignedOutSaves,
    mergeSignedOutSaves,
  };
}

export type Actors = ReturnType<typeof createActors>;

/** The root machine with every child provided with its real actors. */
export function createAppLogic(api: Api, deps: ActorDeps = {}) {
  const actors = createActors(api, deps);
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          restoreSession: actors.restoreSession,
          persistSession: actors.persistSession,
          loadUser: actors.loadUser,
        },
      }),
      oneTapSave: oneTapSaveMachine.provide({
        actors: { savePin: actors.savePin, deleteSave: actors.deleteSave },
      }),
      save: saveFlowMachine.provide({
        actors: {
          savePin: actors.savePin,
          loadBoards: actors.loadBoards,
          createBoard: actors.createBoard,
        },
      }),
      favorite: favoriteMachine.provide({ actors: { changeFavorite: actors.changeFavorite } }),
      signedOutSaves: signedOutSavesMachine.provide({
        actors: {
          restoreSignedOutSaves: actors.restoreSignedOutSaves,
          persistSignedOutSaves: actors.persistSignedOutSaves,
          mergeSignedOutSaves: actors.mergeSignedOutSaves,
        },
      }),
    },
  });
}
