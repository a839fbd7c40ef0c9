// The root's shapes (machines/app-root.ts): what it is built over and started with, what it keeps,
// accepts and emits, and how many per-pin actors it keeps alive.
import type { AnyActorLogic, EventObject } from 'xstate';
import type { PageActorKind, PageLogic } from './page-kinds';
import type { AnyPinKind } from './pin-kind';
import type { PinActorKind, PinSeed } from './pin-kinds';
import type { SessionInput } from './session.machine';

/**
 * Per-pin actors kept alive at most; idle ones beyond it are dropped, oldest first (their lasting
 * state is in the entity store). At about 3 KB an actor this is a few megabytes, well above what
 * a virtualized grid and a closeup keep mounted, so a dropped actor is one no card shows.
 */
export const PIN_ACTORS_KEPT = 1000;

/** Finds a per-pin kind or page logic the machine itself was not built with (undefined: not loaded). */
export interface LogicSource {
  pinKind: (kind: PinActorKind) => AnyPinKind | undefined;
  pageLogic: (kind: PageActorKind) => AnyActorLogic | undefined;
}

export interface AppInput {
  session?: SessionInput;
  /** Where logic missing from the machine's own (loaded after the first paint) is found. */
  logic?: LogicSource;
}

export interface AppContext {
  /** How many per-pin actors are live (they are kept beside the root, pin-actor-registry.ts). */
  pinActorCount: number;
  /** Live page actors' system ids, with how many mounted views hold each. */
  pageHolds: Readonly<Record<string, number>>;
  logic: LogicSource | null;
  /** Bumped when the viewer changes and per-pin actors are rebuilt. */
  viewerEpoch: number;
}

export type AppEvent =
  | { type: 'pin.spawn'; pinId: string; kind: PinActorKind; seed?: PinSeed }
  | { type: 'pin.release'; pinId: string }
  /**
   * A mounted view shows the per-pin actor: it is spawned if not live and held until the view
   * unmounts (`pin.unmount`); `pageActorGrace` after the last view lets go, an idle one stops.
   */
  | { type: 'pin.mount'; pinId: string; kind: PinActorKind; seed?: PinSeed }
  | { type: 'pin.unmount'; pinId: string; kind: PinActorKind }
  | { type: 'pin.drop'; systemId: string }
  /** `replace`: a live actor under that id is stopped first (it was for something else). */
  | { type: 'page.spawn'; systemId: string; kind: PageActorKind; input: unknown; replace?: boolean }
  | { type: 'page.hold'; systemId: string }
  /** A mounted view shows the page actor: `page.spawn` and `page.hold` as one step. */
  | { type: 'page.mount'; systemId: string; kind: PageActorKind; input: unknown; replace?: boolean }
  | { type: 'page.release'; systemId: string }
  | { type: 'page.drop'; systemId: string }
  | { type: 'child.emitted'; from: string; event: EventObject }
  /** The per-pin actors and the entity store start afresh, as on a page load (a scenario run). */
  | { type: 'pins.reset' };

export type AppEmitted =
  | { type: 'analytics'; source: string; event: EventObject }
  | { type: 'navigate'; to: string; state?: Record<string, unknown> };

/** What the root is built over: per-pin kinds and page logic it can spawn by name. */
export interface AppLogic {
  pinKinds: readonly AnyPinKind[];
  pageLogic: Partial<PageLogic>;
}
