// The per-pin kinds (machines/README.md): the `pin` lines of the kinds table (kinds.ts), each a
// `PinKind` (pin-kind.ts) exported beside its machine. The root spawns `pin.<id>.<kind>` from
// them; the types the views use follow from the table.
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import type { KindsOf } from './all-kind-ids';
import type { Kinds } from './kinds';
import type { AnyPinKind, PinKind } from './pin-kind';

export { pinKinds } from './kinds';

/** The kinds of per-pin actor, addressed as `pin.<id>.<kind>`. */
export type PinActorKind = KindsOf<'pin'>;

/** The declared kind of that name. */
export type PinKindOf<K extends PinActorKind> = Kinds[K];

type AllPinKinds = PinKindOf<PinActorKind>;

/** Per-pin kinds by name (all of them, or the ones loaded so far). */
export type PinKindTable = { readonly [K in PinActorKind]: PinKindOf<K> };

type SeedOf<K> = K extends PinKind<string, AnyActorLogic, infer S> ? S : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** What a card may tell the root when it asks for a per-pin actor: every kind's seed in one. */
export type PinSeed = Omit<UnionToIntersection<SeedOf<AllPinKinds>>, 'pinId'>;

/** The actor ref type of each per-pin kind. */
export type PinActorRefs = { [K in PinActorKind]: ActorRefFrom<PinKindOf<K>['logic']> };

/** The table keyed by kind name. */
export function pinKindTable(kinds: readonly AnyPinKind[]): PinKindTable {
  return Object.fromEntries(kinds.map((k) => [k.kind, k])) as unknown as PinKindTable;
}
