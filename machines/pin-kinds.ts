// The per-pin kinds (machines/README.md), one line each: the root spawns `pin.<id>.<kind>` from
// this table, the catalogue lists their entries, the diagrams are drawn from them. A new kind is a
// machine file exporting its `PinKind` (pin-kind.ts) and one line here.
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import { cardHoverPinKind } from './card-hover.machine';
import { carouselPinKind } from './carousel.machine';
import { favoritePinKind } from './favorite.machine';
import { oneTapSavePinKind } from './one-tap-save-kind';
import { outboundPinKind } from './outbound-kind';
import { pinFeedbackPinKind } from './pin-feedback-kind';
import type { AnyPinKind, PinKind } from './pin-kind';
import { saveFlowPinKind } from './save-flow-kind';
import { savedIndicatorPinKind } from './saved-indicator.machine';
import { sharePinKind } from './share-kind';

export const pinKinds = [
  cardHoverPinKind,
  oneTapSavePinKind,
  saveFlowPinKind,
  favoritePinKind,
  savedIndicatorPinKind,
  carouselPinKind,
  pinFeedbackPinKind,
  outboundPinKind,
  sharePinKind,
] as const;

type Kinds = (typeof pinKinds)[number];

/** The kinds of per-pin actor, addressed as `pin.<id>.<kind>`. */
export type PinActorKind = Kinds['kind'];

/** The declared kind of that name. */
export type PinKindOf<K extends PinActorKind> = Extract<Kinds, { kind: K }>;

/** Per-pin kinds by name (all of them, or the ones loaded so far). */
export type PinKindTable = { readonly [K in PinActorKind]: PinKindOf<K> };

type SeedOf<K> = K extends PinKind<string, AnyActorLogic, infer S> ? S : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** What a card may tell the root when it asks for a per-pin actor: every kind's seed in one. */
export type PinSeed = Omit<UnionToIntersection<SeedOf<Kinds>>, 'pinId'>;

/** The actor ref type of each per-pin kind. */
export type PinActorRefs = { [K in PinActorKind]: ActorRefFrom<PinKindOf<K>['logic']> };

/** The table keyed by kind name. */
export function pinKindTable(kinds: readonly AnyPinKind[] = pinKinds): PinKindTable {
  return Object.fromEntries(kinds.map((k) => [k.kind, k])) as unknown as PinKindTable;
}
