// What the root's actions read and do around its per-pin actors (machines/app-root.ts): whether
// one is busy, a long-lived actor's snapshot, the logic the root was given for a name, and
// forgetting stopped ones once a transition is done.
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { registryOf, removePinActor } from './pin-actor-registry';
import type { RelayEvent } from './relay-emitted';

/** A per-pin actor is busy (a request in flight): it is never dropped or released. */
export function isBusy(ref: AnyActorRef | undefined): boolean {
  const snapshot = ref?.getSnapshot() as { hasTag?: (tag: string) => boolean } | undefined;
  return snapshot?.hasTag?.('busy') ?? false;
}

export const unwatch = (systemId: string): RelayEvent => ({ type: 'relay.unwatch', systemId });

type AnyActorSystem = AnyActorRef['system'];

/** The snapshot of a long-lived actor of the system, read while a transition is worked out. */
export function systemSnapshot<T>(system: AnyActorSystem, systemId: string): T | undefined {
  return (system.get(systemId) as AnyActorRef | undefined)?.getSnapshot() as T | undefined;
}

/** The logic the root was given for a name, after any `provide`. */
export function providedLogic(self: AnyActorRef, name: string): AnyActorLogic | undefined {
  const { logic } = self as unknown as {
    logic?: { implementations?: { actors?: Record<string, AnyActorLogic | undefined> } };
  };
  return logic?.implementations?.actors?.[name];
}

/** Once the transition is done, forgets stopped per-pin actors and their emitted events. */
export function forgetPinActors(
  enqueue: (action: () => void) => void,
  root: AnyActorRef,
  actors: readonly (readonly [string, AnyActorRef])[],
): void {
  if (actors.length === 0) return;
  enqueue(() => {
    const registry = registryOf(root);
    const relay = (root.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
      .children.relay;
    for (const [id, ref] of actors) {
      relay?.send(unwatch(id));
      if (registry.byId.get(id) === ref) removePinActor(registry, id);
    }
  });
}
