// The root actor system, created once outside React (machines/README.md, ui/README.md), so
// Strict Mode neither doubles it nor shows phantom actors in the inspector. Views look actors up
// here by system id; per-pin actors are spawned by the root on first use.
import { createActor } from 'xstate';
import type { ActorRefFrom, AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { createLazyApi } from '../api/lazy-client';
import type { Api } from '../api/api';
import { pinActorId, SYSTEM_IDS } from '../machines/app.machine';
import type { AppEmitted, LogicSource, PinActorKind, PinSeed } from '../machines/app.machine';
import type { EntityStoreRef } from '../machines/entity-store.machine';
import type { PinActorRefs } from '../machines/pin-kinds';
import type { signedOutSavesMachine } from '../machines/signed-out-saves.machine';
import type { sessionMachine } from '../machines/session.machine';
import type { toastsMachine } from '../machines/toasts.machine';
import { appClock } from './app-clock';
import { createStartupAppLogic } from './create-actors';

export type { PinActorRefs } from '../machines/pin-kinds';

/** Inspection observers attached later (the Stately Inspector, the live machine panel). */
const inspectors = new Set<Observer<InspectionEvent> | ((event: InspectionEvent) => void)>();

/** Adds an inspection observer to the running system; returns a function that removes it. */
export function addInspector(
  observer: Observer<InspectionEvent> | ((event: InspectionEvent) => void),
): () => void {
  inspectors.add(observer);
  return () => inspectors.delete(observer);
}

function inspect(event: InspectionEvent) {
  for (const observer of inspectors) {
    if (typeof observer === 'function') observer(event);
    else observer.next?.(event);
  }
}

/** Reads the signed-in user's id from the session, for the API client's viewer header. */
function viewerId(): string | null {
  const session = appActor.system.get(SYSTEM_IDS.session) as SessionRef | undefined;
  return session?.getSnapshot().context.user?.id ?? null;
}

/** The API the running app uses (same origin; the dev server proxies to the fake API). */
const client = createLazyApi({
  baseUrl: '',
  getViewerId: () => viewerId(),
  fetch: appClock.fetch,
  track: (call) => appClock.track(call),
});
export const api: Api = client.api;

/** How the closeup's code is fetched ahead; the app's routes (app-routes.tsx) say so at start. */
let prefetchCloseupCode: () => void = () => undefined;

/**
 * The per-pin kinds and the page actors, loaded after the first paint (pin-logic.ts); null
 * until then.
 */
let loadedLogic: LogicSource | null = null;

let logicLoad: Promise<void> | undefined;

/** True once the per-pin and page logic has arrived. */
export const pageLogicLoaded = (): boolean => loadedLogic !== null;

/**
 * Code on its way that the machines wait for (a lazy page, the per-pin logic), counted as work
 * in flight like an API call: the scenario player lets a step's answers in only once it has
 * arrived, however long a busy machine takes to fetch it.
 */
export function codeArriving<T>(load: Promise<T>): Promise<T> {
  return appClock.track(load);
}

/** Loads the per-pin and page logic (one request, shared); resolves once the root can spawn all. */
export function loadPinLogic(): Promise<void> {
  // The rest of the API client comes with it, so no call after the first paint waits for code.
  logicLoad ??= codeArriving(Promise.all([import('./pin-logic'), client.preload()])).then(
    ([{ createLogicSource, lateRootActorEvents }]) => {
      loadedLogic = createLogicSource(api, {
        now: () => appClock.now(),
        prefetchCloseupCode: () => prefetchCloseupCode(),
      });
      for (const event of lateRootActorEvents({ signedIn: viewerId() !== null }))
        appActor.send(event);
    },
  );
  return logicLoad;
}

/** The app's routes hand over how a hovered card fetches the closeup's code ahead. */
export function setCloseupCodePrefetch(prefetch: () => void): void {
  prefetchCloseupCode = prefetch;
}

/** The root actor, started once, on the app's clock (the scenario player holds and moves it). */
export const appActor = createActor(createStartupAppLogic(api, { now: () => appClock.now() }), {
  input: {
    logic: {
      pinKind: (kind) => loadedLogic?.pinKind(kind),
      pageLogic: (kind) => loadedLogic?.pageLogic(kind),
    },
  },
  inspect,
  clock: appClock,
});
appActor.start();
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

/** A long-lived actor by system id. */
export function getSessionActor(): SessionRef {
  return appActor.system.get(SYSTEM_IDS.session) as SessionRef;
}

export function getToastsActor(): ToastsRef {
  return appActor.system.get(SYSTEM_IDS.toasts) as ToastsRef;
}

export function getSignedOutSavesActor(): SignedOutSavesRef {
  return appActor.system.get(SYSTEM_IDS.signedOutSaves) as SignedOutSavesRef;
}

export function getEntityStore(): EntityStoreRef {
  return appActor.system.get(SYSTEM_IDS.entities) as EntityStoreRef;
}

/** Any actor of the system by its system id, or undefined. */
export function getActorBySystemId(systemId: string): AnyActorRef | undefined {
  return appActor.system.get(systemId) as AnyActorRef | undefined;
}

/** The per-pin actor `pin.<id>.<kind>` if it is live (spawns nothing). */
export function findPinActor<K extends PinActorKind>(
  pinId: string,
  kind: K,
): PinActorRefs[K] | undefined {
  return appActor.system.get(pinActorId(pinId, kind)) as PinActorRefs[K] | undefined;
}

/**
 * The per-pin actor `pin.<id>.<kind>`, spawned by the root on first use and seeded from the
 * entity store and the given pin data. Cheap to call on every render: an existing actor is
 * returned as is. Called during a render before the per-pin logic is loaded, it suspends the
 * view (throws the load's promise) until it is.
 */
export function getPinActor<K extends PinActorKind>(
  pinId: string,
  kind: K,
  seed?: PinSeed,
): PinActorRefs[K] {
  const systemId = pinActorId(pinId, kind);
  const existing = appActor.system.get(systemId) as PinActorRefs[K] | undefined;
  if (existing) return existing;
  // Asked for during a render before the per-pin logic has arrived (it loads right after the
  // first paint): the view suspends until it has.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  if (!loadedLogic) throw loadPinLogic();
  appActor.send({ type: 'pin.spawn', pinId, kind, ...(seed ? { seed } : {}) });
  return appActor.system.get(systemId) as PinActorRefs[K];
}

/** Lets go of a pin's idle actors (their lasting state stays in the entity store). */
export function releasePinActors(pinId: string): void {
  appActor.send({ type: 'pin.release', pinId });
}

type NavigationHandler = (request: Extract<AppEmitted, { type: 'navigate' }>) => void;

/** The navigation handlers, oldest first: only the newest acts on a request. */
const navigationHandlers: NavigationHandler[] = [];
let navigationHeard = false;

/**
 * Subscribes to the root's navigation requests. The router registers once at start; a handler
 * registered later takes requests over until it lets go: the scenario player's live app does, so
 * a machine's navigation moves the live app and never takes the player's page away.
 */
export function onNavigate(handler: NavigationHandler): () => void {
  if (!navigationHeard) {
    navigationHeard = true;
    appActor.on('navigate', (request) => navigationHandlers.at(-1)?.(request));
  }
  navigationHandlers.push(handler);
  return () => {
    const index = navigationHandlers.lastIndexOf(handler);
    if (index >= 0) navigationHandlers.splice(index, 1);
  };
}

/** Subscribes to analytics events (the log call and the live panel read them). */
export function onAnalytics(
  handler: (event: Extract<AppEmitted, { type: 'analytics' }>) => void,
): () => void {
  const subscription = appActor.on('analytics', handler);
  return () => subscription.unsubscribe();
}
