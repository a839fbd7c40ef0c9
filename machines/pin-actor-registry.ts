// The per-pin actors of one root, beside it (docs/decisions/011): a plain table, oldest first,
// filled and emptied only by the root's actions once a transition is done, and read (never
// changed) while the next transition is worked out. Keeping them out of the root's snapshot spares
// a copy of every live actor at each spawn; a `transition()` of the root, run on a scratch actor,
// sees an empty table and starts nothing.
import type { AnyActorRef } from 'xstate';

export interface PinActorRegistry {
  /** Live per-pin actors by system id, oldest first. */
  readonly byId: Map<string, AnyActorRef>;
  /** System ids by pin id. */
  readonly byPin: Map<string, Set<string>>;
  /** How many mounted views hold each live per-pin actor (`pin.mount`); none: not held. */
  readonly holds: Map<string, number>;
  /**
   * Those a view's mount spawned (a card's hover at its first pointer among them): they stop
   * once no view holds them. One spawned at an event (`pin.spawn`: a report, a hide) is kept
   * until the oldest-first drop, as a scenario may still ask it after the view that showed it has
   * gone.
   */
  readonly byMount: Set<string>;
}

const registries = new WeakMap<object, PinActorRegistry>();

/** The registry of a root actor (made on first use). */
export function registryOf(root: object): PinActorRegistry {
  let registry = registries.get(root);
  if (!registry) {
    registry = { byId: new Map(), byPin: new Map(), holds: new Map(), byMount: new Set() };
    registries.set(root, registry);
  }
  return registry;
}

export function addPinActor(
  registry: PinActorRegistry,
  pinId: string,
  systemId: string,
  ref: AnyActorRef,
): void {
  registry.byId.set(systemId, ref);
  const ids = registry.byPin.get(pinId) ?? new Set<string>();
  ids.add(systemId);
  registry.byPin.set(pinId, ids);
}

export function removePinActor(registry: PinActorRegistry, systemId: string): void {
  registry.byId.delete(systemId);
  registry.holds.delete(systemId);
  registry.byMount.delete(systemId);
  const pinId = systemId.slice('pin.'.length, systemId.lastIndexOf('.'));
  const ids = registry.byPin.get(pinId);
  ids?.delete(systemId);
  if (ids?.size === 0) registry.byPin.delete(pinId);
}
