// The app's actor system as a value (docs/decisions/079): `createAppSystem(deps)` starts the root
// on a clock over an API and answers everything the app asks of it, the one way it starts in the
// browser, the player, the headless driver and the tests. Nothing is made when this module loads:
// ui/main.tsx (or a test, or the player) calls `startAppSystem`, and the functions below act on
// the system it started, so the views that import them need no React context to find it.
import { createActor } from 'xstate';
import type { Actor, ActorRefFrom, AnyActorRef } from 'xstate';
import { createLazyApi } from '../api/lazy-client';
import type { Api, FeedQuery } from '../api/api';
import type { Experience } from '../domain/types';
import { pinActorId, SYSTEM_IDS } from '../machines/app-root';
import type { AppEmitted, LogicSource, PinActorKind, PinSeed } from '../machines/app-root';
import type { EntityStoreRef } from '../machines/entity-store.machine';
import type { FeedWindowRule } from '../machines/feed.machine';
import type { PinActorRefs } from '../machines/pin-kinds';
import type { signedOutSavesMachine } from '../machines/signed-out-saves.machine';
import type { sessionMachine } from '../machines/session.machine';
import { selectCallerId, selectViewerKind } from '../machines/session-select';
import { isBot } from '../domain/viewer-kind';
import type { toastsMachine } from '../machines/toasts.machine';
import { PAGE_API_BASE } from './api-base';
import { appClock, type AppClock } from './app-clock';
import { createStartupAppLogic, type ActorDeps } from './create-actors';
import { storageOf } from './actor-deps';

export type { PinActorRefs } from '../machines/pin-kinds';

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type ToastsRef = ActorRefFrom<typeof toastsMachine>;
export type SignedOutSavesRef = ActorRefFrom<typeof signedOutSavesMachine>;
export type HoverRef = PinActorRefs['hover'];
export type OneTapSaveRef = PinActorRefs['oneTapSave'];
export type FavoriteRef = PinActorRefs['favorite'];
export type SaveFlowRef = PinActorRefs['save'];
export type SavedIndicatorRef = PinActorRefs['savedIndicator'];
export type CarouselRef = PinActorRefs['carousel'];
export type PinFeedbackRef = PinActorRefs['feedback'];

/** The root actor of the app: the startup root, its kinds found once their logic has loaded. */
export type AppActor = Actor<ReturnType<typeof createStartupAppLogic>>;

/**
 * The event that asks for a per-pin actor at once (a pointer, a focus, a key): a render has none,
 * so only a handler can spawn with `pinActorAt`.
 */
export type AskingEvent = Pick<Event, 'type' | 'timeStamp'>;

type NavigationHandler = (request: Extract<AppEmitted, { type: 'navigate' }>) => void;
type AnalyticsHandler = (event: Extract<AppEmitted, { type: 'analytics' }>) => void;

/** What a system is built from; each has the browser's default. */
export interface AppSystemDeps extends ActorDeps {
  /**
   * The API the actors call. By default the app's lazy client (read calls at once, the rest with
   * the per-pin logic) at `baseUrl`, on the clock, sending the signed-in viewer's id.
   */
  api?: Api;
  /**
   * Where the default client sends its calls: '' is the page's own origin. By default the build's
   * backend (`VITE_API_BASE`, runtime/api-base.ts), else the page's own origin.
   */
  baseUrl?: string;
  /** The clock of every named delay and every answer: the app's clock by default. */
  clock?: AppClock;
  /**
   * The feed the page opened on (the home feed's): its first page is asked for as soon as the
   * session knows who is looking, ahead of the page's code (docs/decisions/113), and so are the
   * viewer's experiences, the first call of the page's placements, unless the viewer is a bot, who
   * is shown none (docs/decisions/115).
   */
  firstFeed?: Omit<FeedQuery, 'bookmark'>;
}

/** A running actor system of the app and everything the app asks of it. */
export interface AppSystem {
  readonly root: AppActor;
  readonly api: Api;
  readonly clock: AppClock;
  /** The experiments it was started in, if given (else the browser's: `experimentsOf`). */
  readonly experiments?: AppSystemDeps['experiments'];
  /** The tabs it was started with, if given (else the browser's, runtime/tabs.ts). */
  readonly tabs?: AppSystemDeps['tabs'];
  /** Loads the per-pin and page logic (one request, shared); resolves once the root can spawn all. */
  loadPinLogic(): Promise<void>;
  /** True once the per-pin and page logic has arrived. */
  pageLogicLoaded(): boolean;
  /**
   * The viewer's experiences asked for ahead as the page opened (`firstFeed`), for a view to
   * fetch what they will need ahead of the placements (the hero's code and pictures); undefined
   * when none were asked. The placements' own fetch takes the answer through the API.
   */
  experiencesAhead(): Promise<Experience[]> | undefined;
  /** Counts code on its way that the machines wait for as work in flight, like an API call. */
  codeArriving<T>(load: Promise<T>): Promise<T>;
  /** Any actor of the system by its system id, or undefined (the lookups below build on it). */
  getActorBySystemId(systemId: string): AnyActorRef | undefined;
  /**
   * The per-pin actor `pin.<id>.<kind>` at the event that asks for it (a pointer, a focus): the
   * live one or one the root spawns now, held for the asking view (`pin.mount`) until it lets go
   * with `pin.unmount`, once for each call that answered an actor; undefined, and nothing held,
   * until the per-pin logic has arrived. A render has no event to give; a view that holds its
   * actors from the start does so with `usePinActor` (ui/app/pin-actor.ts).
   */
  pinActorAt<K extends PinActorKind>(
    event: AskingEvent,
    pinId: string,
    kind: K,
    seed?: PinSeed,
  ): PinActorRefs[K] | undefined;
  /**
   * The per-pin actor `pin.<id>.<kind>` for an event's handler that may wait (a report, a hide,
   * an outside link): once the per-pin logic has arrived, the live one or one the root spawns
   * then. A promise: the spawn comes after the call has returned, never inside a render.
   */
  pinActorFor<K extends PinActorKind>(
    pinId: string,
    kind: K,
    seed?: PinSeed,
  ): Promise<PinActorRefs[K]>;
  onNavigate(handler: NavigationHandler): () => void;
  /** Stops the root and every actor of the system; a pending logic load then spawns nothing. */
  stop(): void;
}

/** How the closeup's code is fetched ahead; the app's routes (app-routes.tsx) say so at start. */
let prefetchCloseupCode: () => void = () => undefined;

/** The app's routes hand over how a hovered card fetches the closeup's code ahead. */
export function setCloseupCodePrefetch(prefetch: () => void): void {
  prefetchCloseupCode = prefetch;
}

/**
 * Builds and starts an actor system of the app: the startup root, whose per-pin kinds, page
 * actors and late root actors arrive with `loadPinLogic` (the browser loads it right after the
 * first paint), on `deps.clock` over `deps.api`.
 */
export function createAppSystem(deps: AppSystemDeps = {}): AppSystem {
  const {
    api: givenApi,
    baseUrl = PAGE_API_BASE,
    clock = appClock,
    firstFeed,
    ...actorDeps
  } = deps;
  const now = actorDeps.now ?? (() => clock.now());

  let root: AppActor | null = null;
  const session = () => root?.system.get(SYSTEM_IDS.session) as SessionRef | undefined;
  const viewerId = (): string | null => session()?.getSnapshot().context.user?.id ?? null;
  /** Who a call is made as (docs/decisions/100). */
  const callerId = (): string | null => {
    const snapshot = session()?.getSnapshot();
    return snapshot ? selectCallerId(snapshot) : null;
  };

  const client = givenApi
    ? { api: givenApi, preload: () => Promise.resolve(), askAhead: () => undefined as never }
    : createLazyApi({
        baseUrl,
        getViewerId: callerId,
        fetch: clock.fetch,
        track: (call) => clock.track(call),
      });
  const { api } = client;

  /** The per-pin kinds and the page actors (pin-logic.ts); null until they have arrived. */
  let loadedLogic: LogicSource | null = null;
  /** The rule by which long feeds let far pages go; it comes with the late logic. */
  let feedWindow: FeedWindowRule | undefined;
  let logicLoad: Promise<void> | undefined;
  let stopped = false;

  const started: AppActor = createActor(
    createStartupAppLogic(api, { ...actorDeps, now }, () => feedWindow),
    {
      input: {
        logic: {
          pinKind: (kind) => loadedLogic?.pinKind(kind),
          pageLogic: (kind) => loadedLogic?.pageLogic(kind),
        },
      },
      clock,
    },
  );
  root = started;
  started.start();
  let experiencesAhead: Promise<Experience[]> | undefined;
  if (firstFeed) {
    // Asked once the stored session has been read: as the viewer the page will ask as.
    const ask = () => {
      const snapshot = session()?.getSnapshot();
      const known = snapshot?.matches('restoring') === false;
      if (known) {
        void client.askAhead('getFeed', { ...firstFeed, bookmark: null });
        // The placements' first fetch on a page with no search query (experiences.machine.ts).
        if (!isBot({ kind: selectViewerKind(snapshot) }))
          experiencesAhead = client.askAhead('getExperiences', {});
      }
      return known;
    };
    if (!ask()) {
      const watch = session()?.subscribe(() => {
        if (ask()) watch?.unsubscribe();
      });
    }
  }

  const codeArriving = <T>(load: Promise<T>): Promise<T> => clock.track(load);

  const loadPinLogic = (): Promise<void> => {
    // The rest of the API client comes with it, so no call after the first paint waits for code.
    logicLoad ??= codeArriving(Promise.all([import('./pin-logic'), client.preload()])).then(
      ([{ createLogicSource, lateRootActorEvents, feedWindowRule }]) => {
        if (stopped) return;
        feedWindow = feedWindowRule;
        loadedLogic = createLogicSource(api, {
          ...actorDeps,
          now,
          prefetchCloseupCode: actorDeps.prefetchCloseupCode ?? (() => prefetchCloseupCode()),
        });
        const storage = storageOf(actorDeps);
        for (const event of lateRootActorEvents({ signedIn: viewerId() !== null, storage }))
          started.send(event);
      },
    );
    return logicLoad;
  };

  const get = (systemId: string) => started.system.get(systemId) as AnyActorRef | undefined;

  /** The live per-pin actor, or one the root spawns now (the logic has arrived). */
  const spawnedPinActor = <K extends PinActorKind>(pinId: string, kind: K, seed?: PinSeed) => {
    const systemId = pinActorId(pinId, kind);
    const existing = get(systemId) as PinActorRefs[K] | undefined;
    if (existing) return existing;
    started.send({ type: 'pin.spawn', pinId, kind, ...(seed ? { seed } : {}) });
    return get(systemId) as PinActorRefs[K];
  };

  /** The navigation handlers, oldest first: only the newest acts on a request. */
  const navigationHandlers: NavigationHandler[] = [];
  started.on('navigate', (request) => navigationHandlers.at(-1)?.(request));

  return {
    root: started,
    api,
    clock,
    experiments: actorDeps.experiments,
    tabs: actorDeps.tabs,
    loadPinLogic,
    pageLogicLoaded: () => loadedLogic !== null,
    experiencesAhead: () => experiencesAhead,
    codeArriving,
    getActorBySystemId: get,
    pinActorAt<K extends PinActorKind>(
      _event: AskingEvent,
      pinId: string,
      kind: K,
      seed?: PinSeed,
    ) {
      if (!loadedLogic) return undefined;
      // Spawned and held as a mounted view's are: the view lets go once it leaves the screen, and
      // the root stops it then, so a long session keeps no hover of a card long gone.
      started.send({ type: 'pin.mount', pinId, kind, ...(seed ? { seed } : {}) });
      return get(pinActorId(pinId, kind)) as PinActorRefs[K] | undefined;
    },
    async pinActorFor<K extends PinActorKind>(pinId: string, kind: K, seed?: PinSeed) {
      await loadPinLogic();
      return spawnedPinActor(pinId, kind, seed);
    },
    onNavigate(handler) {
      navigationHandlers.push(handler);
      return () => {
        const index = navigationHandlers.lastIndexOf(handler);
        if (index >= 0) navigationHandlers.splice(index, 1);
      };
    },
    stop() {
      stopped = true;
      started.stop();
    },
  };
}

/** The system the app runs on, once one is started. */
let running: AppSystem | null = null;
/** How many systems this page has started: a new one is a new app (the views remount under it). */
let starts = 0;
/** Told after each start: ui/main.tsx draws the app afresh, the one listener. */
let started = (): void => undefined;

/** Starts the app's system (stopping the one before, if any); the functions below then act on it. */
export function startAppSystem(deps: AppSystemDeps = {}): AppSystem {
  running?.stop();
  running = createAppSystem(deps);
  starts += 1;
  started();
  return running;
}

/** Which start of the page the running system is (1 for the first), for a key to remount on. */
export const systemStarts = (): number => starts;

/** Calls `listener` after each start of a system, in place of the one before (ui/main.tsx's). */
export function onSystemStart(listener: () => void): void {
  started = listener;
}

/** Stops the running system, if any; nothing is running after. */
export function stopAppSystem(): void {
  running?.stop();
  running = null;
}

/** The running system; asked for before one is started, a plain error says so. */
export function runningSystem(): AppSystem {
  if (!running) throw new Error('No app system started (startAppSystem)');
  return running;
}

/**
 * An object that forwards every use to what `current` answers at that moment, so a module-level
 * name keeps meaning "the running system's" across a restart. A test spies on the system's own.
 */
function forwarding<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = current();
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * State of a system's own, made for each system on first use while it runs: a module that keeps
 * state for the app keeps it so, and a new system (a player's run) starts without it
 * (docs/decisions/089). `make` is given the system the state belongs to.
 */
export function perSystem<T>(make: (system: AppSystem) => T): () => T {
  const made = new WeakMap<AppSystem, T>();
  return () => {
    const system = runningSystem();
    if (!made.has(system)) made.set(system, make(system));
    return made.get(system) as T;
  };
}

/** The running system's API. */
export const api: Api = forwarding(() => runningSystem().api);

/** The running system's root actor. */
export const appActor: AppActor = forwarding(() => runningSystem().root);

/** The running system's `name`, looked up at each call. */
const ofRunning = <K extends keyof AppSystem>(name: K): AppSystem[K] =>
  ((...args: unknown[]) =>
    (runningSystem()[name] as (...a: unknown[]) => unknown)(...args)) as AppSystem[K];

/** The running system's experiences asked for ahead as the page opened, if any. */
export const experiencesAhead = ofRunning('experiencesAhead');

/** True once the running system's per-pin and page logic has arrived. */
export const pageLogicLoaded = ofRunning('pageLogicLoaded');

/**
 * Code on its way that the machines wait for (a lazy page, the per-pin logic), counted as work
 * in flight like an API call: the scenario player lets a step's answers in only once it has
 * arrived, however long a busy machine takes to fetch it.
 */
export const codeArriving = ofRunning('codeArriving');

/** Loads the running system's per-pin and page logic; resolves once the root can spawn all. */
export const loadPinLogic = ofRunning('loadPinLogic');

/** Any actor of the system by its system id, or undefined. */
export const getActorBySystemId = ofRunning('getActorBySystemId');

/** A long-lived actor of the running system by system id. */
const byId =
  <T>(systemId: string) =>
  () =>
    getActorBySystemId(systemId) as T;
export const getSessionActor = byId<SessionRef>(SYSTEM_IDS.session);
export const getToastsActor = byId<ToastsRef>(SYSTEM_IDS.toasts);
export const getSignedOutSavesActor = byId<SignedOutSavesRef>(SYSTEM_IDS.signedOutSaves);
export const getEntityStore = byId<EntityStoreRef>(SYSTEM_IDS.entities);

/** The per-pin actor `pin.<id>.<kind>` if it is live (spawns nothing). */
export function findPinActor<K extends PinActorKind>(
  pinId: string,
  kind: K,
): PinActorRefs[K] | undefined {
  return getActorBySystemId(pinActorId(pinId, kind)) as PinActorRefs[K] | undefined;
}

/**
 * The per-pin actor `pin.<id>.<kind>` for an event's handler (a report, a hide, an outside link):
 * once the per-pin logic has arrived, the live one or one the root spawns then, seeded from the
 * entity store and the given pin data. A promise, so no render spawns with it.
 */
export const pinActorFor = ofRunning('pinActorFor');

/**
 * The per-pin actor `pin.<id>.<kind>` at an event that asks for it at once (a card's first
 * pointer or focus): the live one, or one the root spawns now, held for the asking view until it
 * sends `pin.unmount`; undefined while the per-pin logic has not arrived. It takes the event,
 * which a render does not have.
 */
export const pinActorAt = ofRunning('pinActorAt');

/** Lets go of a pin's idle actors (their lasting state stays in the entity store). */
export function releasePinActors(pinId: string): void {
  appActor.send({ type: 'pin.release', pinId });
}

/**
 * Subscribes to the root's navigation requests. The router registers once at start; a handler
 * registered later takes requests over until it lets go: the scenario player's live app does, so
 * a machine's navigation moves the live app and never takes the player's page away.
 */
export const onNavigate = ofRunning('onNavigate');

/** Subscribes to analytics events (the log call and the live panel read them). */
export function onAnalytics(handler: AnalyticsHandler): () => void {
  const subscription = appActor.on('analytics', handler);
  return () => subscription.unsubscribe();
}
