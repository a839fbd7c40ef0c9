// The logic loaded after the first paint (system.ts): the per-pin kinds and the page actors
// (the late root actors among them), each with its real effects from the effects table
// (effects.ts), the events that spawn the late root actors, and the rule by which long feeds let
// far pages go (machines/feed-window.ts). The headless driver and tests
// take it with the rest of the root (create-actors.ts).
import type { Api } from '../api/api';
import { COOKIE_STORAGE_KEY } from '../domain/cookies';
import type { LogicSource } from '../machines/app.machine';
import type { CookiesInput } from '../machines/cookies.machine';
import { lateRootActorEvents as lateEvents } from '../machines/late-actors';
import { pageLogic, type PageLogic } from '../machines/page-kinds';
import { withLogic, type AnyPinKind } from '../machines/pin-kind';
import { pinKinds, pinKindTable, type PinKindTable } from '../machines/pin-kinds';
import { SYSTEM_IDS } from '../machines/system-ids';
import type { ActorDeps } from './actor-deps';
import { provideKinds, type ProvidedKinds } from './effects';
import { readKey, type StorageReader } from './stored-keys';
import type { PinActors } from './pin-actors';

export { createPinActors, type PinActors } from './pin-actors';
/** How long feeds let far pages go (docs/decisions/116), read by the feeds from now on. */
export { feedWindowRule } from '../machines/feed-window';

/** How the app-icon upsell's code is fetched: a view's chunk, so the share controls say how. */
let upsellIconCode: () => Promise<unknown> = () => Promise.resolve();
export function setUpsellIconFetch(fetch: () => Promise<unknown>): void {
  upsellIconCode = fetch;
}

/** The per-pin kinds of the table with their provided logic. */
function pinKindsOf(provided: ProvidedKinds): PinKindTable {
  return pinKindTable(pinKinds.map((kind) => withLogic(kind as AnyPinKind, provided[kind.kind])));
}

/** The late root and page actors' logic of the table, provided. */
function pageLogicOf(provided: ProvidedKinds): PageLogic {
  const names = Object.keys(pageLogic) as (keyof PageLogic)[];
  return Object.fromEntries(names.map((name) => [name, provided[name]])) as unknown as PageLogic;
}

/** Every per-pin kind, its logic provided with the real actors. */
export function providePinKinds(actors: PinActors, api: Api, deps: ActorDeps = {}): PinKindTable {
  return pinKindsOf(provideKinds(api, deps, actors));
}

/** The page actors' logic with the real calls (writes are not cancelled when a page is left). */
export function providePageLogic(api: Api, deps: ActorDeps = {}): PageLogic {
  return pageLogicOf(provideKinds(api, deps));
}

/**
 * The events that spawn and hold the late root actors, the cookie actor starting from a
 * visitor's stored choice (decision 019; corrupt storage reads as no choice) and knowing whether
 * the session was already restored signed in.
 */
export function lateRootActorEvents({
  signedIn,
  storage,
}: {
  signedIn: boolean;
  /** Where the visitor's choice is kept (the system's storage). */
  storage: StorageReader;
}): ReturnType<typeof lateEvents> {
  return lateEvents().map((event) => {
    if (event.type !== 'page.spawn' || event.systemId !== SYSTEM_IDS.cookies) return event;
    const stored = readKey(storage, COOKIE_STORAGE_KEY);
    const input: CookiesInput = {
      ...(event.input as CookiesInput),
      signedIn,
      stored,
      checkAccount: signedIn,
    };
    return { ...event, input };
  });
}

/** Where the root finds the logic loaded after the first paint. */
export function createLogicSource(api: Api, appDeps: ActorDeps = {}): LogicSource {
  const deps: ActorDeps = { fetchUpsellIcon: () => upsellIconCode(), ...appDeps };
  const provided = provideKinds(api, deps);
  const kinds = pinKindsOf(provided);
  const pages = pageLogicOf(provided);
  return { pinKind: (kind) => kinds[kind], pageLogic: (kind) => pages[kind] };
}
