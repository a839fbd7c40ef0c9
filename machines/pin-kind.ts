// What a per-pin kind is (machines/README.md): a machine file exports its logic, how its input
// is made from what a card knows, the entity store and the viewer (`inputFrom`), and its catalogue
// entry, as one `PinKind`; `pin-kinds.ts` lists the kinds, one line each, and the root reads it.
import type { AnyActorLogic, InputFrom } from 'xstate';
import type { LogView } from '../domain/log-view';
import type { Pin } from '../domain/types';
import type { CatalogueEntry } from './catalogue-entry';
import type { EntityContext } from './entity-store.machine';

/** The pin fields the per-pin actors start from (the server's view; the entity store wins). */
export type PinSeedData = Pick<Pin, 'id'> &
  Partial<
    Pick<Pin, 'savedInfo' | 'favoritedByMe' | 'favoriteUserCount' | 'trackingParams' | 'images'>
  >;

/** What every kind is given: the pin's id and, when the card has it, the pin as the server sent it. */
export interface PinSpawn {
  pinId: string;
  pin?: PinSeedData;
  /** Where the card asking shows the pin (spec 1 section 7: its events' view). */
  view?: LogView;
}

/** The signed-in viewer as the per-pin actors see them (nulls when logged out). */
export interface PinViewer {
  id: string | null;
  username: string | null;
}

/** A per-pin kind, addressed as `pin.<id>.<kind>`. `Seed` is what a card may add for it. */
export interface PinKind<Name extends string, Logic extends AnyActorLogic, Seed extends PinSpawn> {
  readonly kind: Name;
  readonly logic: Logic;
  /** The actor's input from the card's seed, the entity store (undefined alone) and the viewer. */
  readonly inputFrom: (
    seed: Seed,
    entities: EntityContext | undefined,
    viewer: PinViewer,
  ) => InputFrom<Logic>;
  readonly catalogue: CatalogueEntry;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind, whatever its seed
export type AnyPinKind = PinKind<string, AnyActorLogic, any>;

/** Declares a per-pin kind with its types checked. */
export function definePinKind<
  const Name extends string,
  Logic extends AnyActorLogic,
  Seed extends PinSpawn,
>(kind: PinKind<Name, Logic, Seed>): PinKind<Name, Logic, Seed> {
  return kind;
}

/** The same kind over other logic (the real effects provided, or a test's fakes). */
export function withLogic<K extends AnyPinKind>(kind: K, logic: K['logic']): K {
  return { ...kind, logic };
}

/** The entity store's record of one pin, if any. */
export const localPin = (entities: EntityContext | undefined, pinId: string) =>
  entities?.pins[pinId];
