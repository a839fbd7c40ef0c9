// The root actor (machines/README.md): spawns the long-lived actors with stable system ids, the
// per-pin actors on demand from the table of per-pin kinds (pin-kinds.ts; spec 1 section 4
// lifecycles) and the page actors a page asks for (page-kinds.ts), drops idle per-pin actors and
// released page actors, and turns what its children emit into analytics and navigation events.
// Every transition is pure: it works out which actors should live and leaves creating and stopping
// them to actions run afterwards (never by `transition()`), so a graph walk starts nothing. Per-pin
// actors join the system under their system ids without being snapshot children, page actors are
// spawned children (docs/decisions/011).
// `createAppMachine` builds it over the kinds it is given; machines/app.machine.ts exports it with
// every kind, the app starts it with hover alone and finds the rest once loaded (runtime/system.ts).
import { cancel, createActor, emit, enqueueActions, setup } from 'xstate';
import type { AnyActorLogic, AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import { PAGE_ACTOR_GRACE_MS } from '../domain/constants';
import { feedMemoryMachine } from './feed-memory.machine';
import type { PageActorKind } from './page-kinds';
import type { PinActorKind } from './pin-kinds';
import { lateRootActors } from './late-actors';
import { addPinActor, registryOf } from './pin-actor-registry';
import { relayEmitted, type RelayEvent } from './relay-emitted';
import {
  PIN_ACTORS_KEPT,
  type AppContext,
  type AppEmitted,
  type AppEvent,
  type AppInput,
  type AppLogic,
} from './app-root-types';
import {
  appEmitted,
  forwardsOf,
  stopPinActors,
  idlePinActors,
  isBusy,
  isHeld,
  releasablePinActors,
  providedLogic,
  pinActorInput,
  unwatch,
} from './app-root-helpers';
import { sessionMachine } from './session.machine';
import { pinActorId, SYSTEM_IDS } from './system-ids';

export type { PinActorKind, PinSeed } from './pin-kinds';
export type { PinSeedData } from './pin-kind';
export { pinActorId, SYSTEM_IDS } from './system-ids';

export * from './app-root-types';

const dropId = (systemId: string) => `drop.${systemId}`;

/** The system id of the per-pin actor a `pin.mount` or `pin.unmount` names. */
const mountedPinId = (event: { pinId: string; kind: PinActorKind }) =>
  pinActorId(event.pinId, event.kind);

/**
 * The root machine over the given kinds: spawns `session`, `feeds` and, built with their logic,
 * the late root actors (`entities`, the entity store, `toasts`, `signedOutSaves`...) once (sign-in is forwarded to the signed-out saves for the
 * merge); per-pin actors on `pin.spawn` as `pin.<id>.<kind>`, their input made by the kind's
 * `inputFrom` from the card's seed, the entity store and the viewer, so a card scrolled back shows
 * what it showed before; page actors on `page.spawn`, kept while a view holds them and stopped
 * `pageActorGrace` after the last lets go. A mounted view asks with `pin.mount` or `page.mount`
 * (spawn and hold as one step, from a layout effect, never during a render) and lets go with
 * `pin.unmount` or `page.release`; an idle per-pin actor no view holds stops after the same grace. Keeps at most `PIN_ACTORS_KEPT` per-pin actors and drops
 * the oldest idle ones. Sign-in and sign-out rebuild the per-pin actors and clear the store. Emits
 * `analytics` for everything its children emit and `navigate` for navigation requests.
 */
export function createAppMachine({ pinKinds, pageLogic }: AppLogic) {
  const ownKinds = new Map(pinKinds.map((k) => [k.kind, k]));
  const ownPageLogic = new Set(Object.keys(pageLogic));
  return setup({
    types: {
      context: {} as AppContext,
      events: {} as AppEvent,
      emitted: {} as AppEmitted,
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- names the input type
      input: {} as AppInput,
    },
    actors: {
      session: sessionMachine,
      feeds: feedMemoryMachine,
      // By kind name, so `provide` can replace them; a missing one is found at spawn time.
      ...(Object.fromEntries(pinKinds.map((k) => [k.kind, k.logic])) as Record<
        PinActorKind,
        AnyActorLogic
      >),
      ...(pageLogic as Record<PageActorKind, AnyActorLogic>),
      relayEmitted,
    },
    delays: { pageActorGrace: PAGE_ACTOR_GRACE_MS },
    actions: {
      spawnPinActor: enqueueActions(({ context, event, enqueue, system, self }) => {
        if (event.type !== 'pin.spawn' && event.type !== 'pin.mount') return;
        const { pinId } = event;
        const systemId = pinActorId(pinId, event.kind);
        if (registryOf(self).byId.has(systemId)) return;
        const kind = ownKinds.get(event.kind) ?? context.logic?.pinKind(event.kind);
        // Not loaded yet: nothing is spawned (the app loads it before any view asks for one).
        if (!kind) return;
        const input = pinActorInput(kind, { ...event.seed, pinId }, system);
        // A declared kind's logic as provided (a test's `provide` reaches it), a loaded one as is.
        const logic = ownKinds.has(event.kind)
          ? (providedLogic(self, event.kind) ?? kind.logic)
          : kind.logic;
        // The effect of a spawn, run once the transition is done (never by `transition()`): the
        // actor joins the root's system under its system id and the registry beside the root.
        enqueue(() => {
          // XState's development build warns here that a custom action called `assign()`: the
          // child's first context, worked out from its input as it is created, trips a flag
          // XState keeps for the whole module while any custom action runs. No assign of ours.
          const ref = createActor(logic, { id: systemId, systemId, parent: self, input });
          const registry = registryOf(self);
          addPinActor(registry, pinId, systemId, ref);
          if (event.type === 'pin.mount') registry.byMount.add(systemId);
          ref.start();
        });
        enqueue.assign({ pinActorCount: context.pinActorCount + 1 });
        enqueue.sendTo('relay', { type: 'relay.watch', systemId } satisfies RelayEvent);
      }),
      holdPinActor: enqueueActions(({ event, enqueue, self }) => {
        if (event.type !== 'pin.mount') return;
        const systemId = mountedPinId(event);
        enqueue(cancel(dropId(systemId)));
        // Once the spawn before it has run: a kind not loaded yet spawned nothing to hold.
        enqueue(() => {
          const { byId, holds } = registryOf(self);
          if (byId.has(systemId)) holds.set(systemId, (holds.get(systemId) ?? 0) + 1);
        });
      }),
      releasePinHold: enqueueActions(({ event, enqueue, self }) => {
        if (event.type !== 'pin.unmount') return;
        const systemId = mountedPinId(event);
        const { holds } = registryOf(self);
        const held = holds.get(systemId);
        if (!held) return;
        // The table is changed only once the transition is done; no event comes in between.
        enqueue(() => holds.set(systemId, held - 1));
        if (held > 1) return;
        // Not at once: a view that lets go and takes it again in the same commit keeps it.
        enqueue.raise(
          { type: 'pin.drop', systemId },
          { id: dropId(systemId), delay: 'pageActorGrace' },
        );
      }),
      dropPinActor: enqueueActions(({ context, event, enqueue, self }) => {
        if (event.type !== 'pin.drop') return;
        const registry = registryOf(self);
        const ref = registry.byId.get(event.systemId);
        // Held again, already gone, spawned at an event, or busy (a request in flight): the
        // oldest-first drop takes it once idle, its outcome recorded in the store.
        const { systemId } = event;
        if (!ref || !registry.byMount.has(systemId) || isHeld(registry, systemId) || isBusy(ref))
          return;
        const stopped = stopPinActors(enqueue, self, [[systemId, ref]]);
        enqueue.assign({ pinActorCount: context.pinActorCount - stopped });
      }),
      dropIdlePinActors: enqueueActions(({ context, enqueue, self }) => {
        const dropped = idlePinActors(registryOf(self), context.pinActorCount - PIN_ACTORS_KEPT);
        const stopped = stopPinActors(enqueue, self, dropped);
        enqueue.assign({ pinActorCount: context.pinActorCount - stopped });
      }),
      releasePin: enqueueActions(({ context, event, enqueue, self }) => {
        if (event.type !== 'pin.release') return;
        const released = releasablePinActors(registryOf(self), event.pinId);
        const stopped = stopPinActors(enqueue, self, released);
        enqueue.assign({ pinActorCount: context.pinActorCount - stopped });
      }),
      rebuildForViewer: enqueueActions(({ context, enqueue, self }) => {
        stopPinActors(enqueue, self, [...registryOf(self).byId]);
        // The store is a late root actor: before it has arrived there is nothing to clear.
        if (SYSTEM_IDS.entities in context.pageHolds)
          enqueue.sendTo(SYSTEM_IDS.entities, { type: 'entities.reset' });
        enqueue.assign({ pinActorCount: 0, viewerEpoch: context.viewerEpoch + 1 });
      }),
      stopPinActors: enqueueActions(({ enqueue, self }) => {
        stopPinActors(enqueue, self, [...registryOf(self).byId]);
      }),
      spawnPageActor: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'page.spawn' && event.type !== 'page.mount') return;
        const live = event.systemId in context.pageHolds;
        if (live && !event.replace) return;
        const logic = ownPageLogic.has(event.kind)
          ? event.kind
          : context.logic?.pageLogic(event.kind);
        if (!logic) return;
        const { systemId, input } = event;
        // A placement's next experience replaces the ended one still in its grace period.
        if (live) {
          enqueue(cancel(dropId(systemId)));
          enqueue.sendTo('relay', unwatch(systemId));
          enqueue.stopChild(systemId);
        }
        // Watched before it starts (the watch is sent first, once the child exists, then it
        // starts), so what it emits as it starts is heard: a tooltip with neither part completes
        // at once (spec 2 section 4).
        enqueue.sendTo('relay', { type: 'relay.watch', systemId } satisfies RelayEvent);
        // One signature for every kind: TypeScript relates a union of more than 25 spawn
        // signatures to none of them.
        const spawnPage = enqueue.spawnChild as (
          src: PageActorKind,
          options: { id: string; systemId: string; input: unknown },
        ) => void;
        spawnPage(logic as PageActorKind, { id: systemId, systemId, input });
        enqueue.assign({ pageHolds: { ...context.pageHolds, [systemId]: 0 } });
      }),
      holdPageActor: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'page.hold' && event.type !== 'page.mount') return;
        const holds = context.pageHolds[event.systemId];
        if (holds === undefined) return;
        enqueue(cancel(dropId(event.systemId)));
        enqueue.assign({ pageHolds: { ...context.pageHolds, [event.systemId]: holds + 1 } });
      }),
      releasePageActor: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'page.release') return;
        const holds = context.pageHolds[event.systemId];
        if (holds === undefined) return;
        const left = Math.max(0, holds - 1);
        enqueue.assign({ pageHolds: { ...context.pageHolds, [event.systemId]: left } });
        if (left > 0) return;
        // Not at once: a view that lets go and takes it again in the same commit keeps it.
        enqueue.raise(
          { type: 'page.drop', systemId: event.systemId },
          { id: dropId(event.systemId), delay: 'pageActorGrace' },
        );
      }),
      dropPageActor: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'page.drop' || context.pageHolds[event.systemId] !== 0) return;
        const { [event.systemId]: _dropped, ...pageHolds } = context.pageHolds;
        enqueue.sendTo('relay', unwatch(event.systemId));
        enqueue.stopChild(event.systemId);
        enqueue.assign({ pageHolds });
      }),
      forwardEmitted: enqueueActions(({ event, enqueue, system }) => {
        if (event.type !== 'child.emitted') return;
        const { from, event: emitted } = event;
        // What impression tracking recorded at once (`impressions.recorded`) is one step here,
        // each record heard alone.
        const events: AnyEventObject[] =
          emitted.type === 'impressions.recorded'
            ? (emitted as unknown as { records: AnyEventObject[] }).records
            : [emitted];
        for (const one of events) {
          // Sign-in reaches the held saves and the cookie choice (decision 019), a shown
          // experience's outcome `experiences` (decision 040).
          for (const [systemId, forwarded] of forwardsOf(from, one)) {
            const target = system.get(systemId) as AnyActorRef | undefined;
            if (target) enqueue.sendTo(target, forwarded);
          }
          enqueue(emit(appEmitted(from, one)));
        }
        // The root's `analytics` actor (a late root actor, late-actors.ts) keeps the stream; a
        // batch (never a navigation) reaches it as one step.
        const analytics = system.get(SYSTEM_IDS.analytics) as AnyActorRef | undefined;
        if (!analytics || emitted.type === 'navigate') return;
        enqueue.sendTo(
          analytics,
          events[0] === emitted
            ? { type: 'analytics.record', source: from, event: emitted }
            : { type: 'analytics.recordMany', source: from, events },
        );
      }),
    },
    guards: {
      isViewerChange: ({ event }) =>
        event.type === 'child.emitted' &&
        event.from === SYSTEM_IDS.session &&
        (event.event.type === 'session.signedIn' || event.event.type === 'session.signedOut'),
    },
  }).createMachine({
    id: 'app',
    context: ({ input, spawn }) => {
      spawn('session', {
        id: SYSTEM_IDS.session,
        systemId: SYSTEM_IDS.session,
        input: input.session ?? {},
      });
      spawn('feeds', { id: SYSTEM_IDS.feeds, systemId: SYSTEM_IDS.feeds });
      // The late root actors the machine was built with start now, held for good; otherwise the
      // app spawns them once their logic has loaded (late-actors.ts).
      const pageHolds: Record<string, number> = {};
      for (const { systemId, kind, input: actorInput } of lateRootActors) {
        if (!ownPageLogic.has(kind)) continue;
        spawn(kind, { id: systemId, systemId, input: actorInput as never });
        pageHolds[systemId] = 1;
      }
      return {
        pinActorCount: 0,
        pageHolds,
        logic: input.logic ?? null,
        viewerEpoch: 0,
      };
    },
    invoke: {
      id: 'relay',
      src: 'relayEmitted',
      // The late root actors the machine starts itself are watched from the start; the others
      // once they are spawned (`page.spawn` watches what it spawns).
      input: { systemIds: [SYSTEM_IDS.session, ...lateRootActors.map((a) => a.systemId)] },
    },
    initial: 'running',
    states: {
      running: {
        exit: 'stopPinActors',
        on: {
          'pin.spawn': { actions: ['spawnPinActor', 'dropIdlePinActors'] },
          'pin.release': { actions: 'releasePin' },
          'pin.mount': { actions: ['spawnPinActor', 'holdPinActor', 'dropIdlePinActors'] },
          'pin.unmount': { actions: 'releasePinHold' },
          'pin.drop': { actions: 'dropPinActor' },
          'pins.reset': { actions: 'rebuildForViewer' },
          'page.spawn': { actions: 'spawnPageActor' },
          'page.hold': { actions: 'holdPageActor' },
          'page.mount': { actions: ['spawnPageActor', 'holdPageActor'] },
          'page.release': { actions: 'releasePageActor' },
          'page.drop': { actions: 'dropPageActor' },
          'child.emitted': [
            { guard: 'isViewerChange', actions: ['rebuildForViewer', 'forwardEmitted'] },
            { actions: 'forwardEmitted' },
          ],
        },
      },
    },
  });
}

export type AppSnapshot = SnapshotFrom<ReturnType<typeof createAppMachine>>;

export { selectPinActorCount, selectViewerEpoch, pinActorIds } from './app-root-helpers';
