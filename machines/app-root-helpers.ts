// What the root's actions read and do around its per-pin actors (machines/app-root.ts): whether
// one is busy, a long-lived actor's snapshot, the logic the root was given for a name, and
// forgetting stopped ones once a transition is done.
import type { AnyActorLogic, AnyActorRef, AnyEventObject } from 'xstate';
import { LOG_EVENT_TYPE } from '../domain/constants';
import type { AppContext, AppEmitted } from './app-root-types';
import { registryOf, removePinActor, type PinActorRegistry } from './pin-actor-registry';
import type { EntitySnapshot } from './entity-store.machine';
import type { AnyPinKind, PinViewer } from './pin-kind';
import type { SessionSnapshot } from './session.machine';
import { SYSTEM_IDS } from './system-ids';
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

/** Stops per-pin actors and forgets them once the transition is done; answers how many. */
export function stopPinActors(
  enqueue: ((action: () => void) => void) & { stopChild: (ref: AnyActorRef) => void },
  root: AnyActorRef,
  actors: readonly (readonly [string, AnyActorRef])[],
): number {
  for (const [, ref] of actors) enqueue.stopChild(ref);
  forgetPinActors(enqueue, root, actors);
  return actors.length;
}

type Entry = [string, AnyActorRef];

/** Whether a mounted view holds the per-pin actor (`pin.mount`). */
export const isHeld = (registry: PinActorRegistry, systemId: string): boolean =>
  (registry.holds.get(systemId) ?? 0) > 0;

/**
 * The oldest idle per-pin actors, `excess` of them at most (busy ones and ones a mounted view
 * holds are skipped).
 */
export function idlePinActors(registry: PinActorRegistry, excess: number): Entry[] {
  const dropped: Entry[] = [];
  for (const entry of registry.byId) {
    if (dropped.length >= excess) break;
    if (!isBusy(entry[1]) && !isHeld(registry, entry[0])) dropped.push(entry);
  }
  return dropped;
}

/** A pin's per-pin actors that are not busy. */
export function releasablePinActors(registry: PinActorRegistry, pinId: string): Entry[] {
  const released: Entry[] = [];
  for (const id of registry.byPin.get(pinId) ?? []) {
    const ref = registry.byId.get(id);
    if (ref && !isBusy(ref)) released.push([id, ref]);
  }
  return released;
}

/** Where a sign-in is forwarded: the held saves (their merge) and the cookie actor. */
export function signInForwards(from: string, emitted: AnyEventObject): [string, AnyEventObject][] {
  if (emitted.type !== 'session.signedIn' || from !== SYSTEM_IDS.session) return [];
  return [
    [SYSTEM_IDS.signedOutSaves, emitted],
    [SYSTEM_IDS.cookies, { type: 'cookies.signedIn' }],
  ];
}

/**
 * Where a shown experience's outcome goes: its `experience.completed` or `experience.dismissed`
 * completes or dismisses it through the `experiences` actor (spec 2 section 4).
 */
export function experienceForwards(emitted: AnyEventObject): [string, AnyEventObject][] {
  const { placementId } = emitted as { placementId?: unknown };
  if (typeof placementId !== 'number') return [];
  if (emitted.type === 'experience.completed') {
    // A completion level rides along: completing is skipped unless it is 1 or 2 (spec 2 section 4).
    const { completionLevel } = emitted as { completionLevel?: unknown };
    const level = typeof completionLevel === 'number' ? { completionLevel } : {};
    return [[SYSTEM_IDS.experiences, { type: 'experience.complete', placementId, ...level }]];
  }
  if (emitted.type === 'experience.dismissed')
    return [[SYSTEM_IDS.experiences, { type: 'experience.dismiss', placementId }]];
  return [];
}

/** A repin's log (event 5) reaches the pin-page repin counter (spec 3 section 7, decision 060). */
export function repinForwards(emitted: AnyEventObject): [string, AnyEventObject][] {
  const { eventType, objectId, viewType } = emitted as Record<string, unknown>;
  if (emitted.type !== 'log' || eventType !== LOG_EVENT_TYPE.repin) return [];
  if (typeof objectId !== 'string') return [];
  const repin = {
    type: 'repinCounter.repin',
    pinId: objectId,
    viewType: typeof viewType === 'string' ? viewType : null,
  };
  return [[SYSTEM_IDS.repinCounter, repin]];
}

/** Everything a child's emitted event is forwarded to. */
export const forwardsOf = (from: string, emitted: AnyEventObject): [string, AnyEventObject][] => [
  ...signInForwards(from, emitted),
  ...experienceForwards(emitted),
  ...repinForwards(emitted),
];

/** What the root emits for a child's event: a navigation request, or an analytics event. */
export function appEmitted(from: string, emitted: AnyEventObject): AppEmitted {
  if (emitted.type === 'navigate') {
    const { to, state } = emitted as {
      type: 'navigate';
      to: string;
      state?: Record<string, unknown>;
    };
    return { type: 'navigate', to, ...(state ? { state } : {}) };
  }
  return { type: 'analytics', source: from, event: emitted };
}

/** The root's snapshot as its selectors read it. */
type RootSnapshot = { context: Pick<AppContext, 'viewerEpoch' | 'pinActorCount'> };

/** Bumped on every viewer change: a view keyed on it looks its per-pin actors up again. */
export const selectViewerEpoch = (snapshot: RootSnapshot): number => snapshot.context.viewerEpoch;

export const selectPinActorCount = (snapshot: RootSnapshot): number =>
  snapshot.context.pinActorCount;

/** The live per-pin actors' system ids of a root actor, oldest first. */
export const pinActorIds = (root: AnyActorRef): string[] => [...registryOf(root).byId.keys()];

/** A per-pin actor's input, from the card's seed, the entity store and the signed-in viewer. */
export function pinActorInput(
  kind: AnyPinKind,
  seed: { pinId: string },
  system: AnyActorSystem,
): unknown {
  const entities = systemSnapshot<EntitySnapshot>(system, SYSTEM_IDS.entities);
  const user = systemSnapshot<SessionSnapshot>(system, SYSTEM_IDS.session)?.context.user;
  const viewer: PinViewer = { id: user?.id ?? null, username: user?.username ?? null };
  return kind.inputFrom(seed, entities?.context, viewer);
}
