// The root actor (DESIGN.md "Machines"): spawns the long-lived actors with stable system ids and
// the per-pin actors on demand (spec 1 section 4 lifecycles), drops idle per-pin actors, and turns
// what its children emit into analytics and navigation events.
import { emit, enqueueActions, fromCallback, setup, stopChild } from 'xstate';
import type { AnyActorRef, EventObject, SnapshotFrom } from 'xstate';
import { cardHoverMachine } from './card-hover.machine';
import type { CardHoverInput } from './card-hover.machine';
import { effectiveFavorite, effectiveSaved, entityStoreLogic } from './entity-store.machine';
import type { EntitySnapshot } from './entity-store.machine';
import { favoriteMachine } from './favorite.machine';
import type { FavoriteFeed } from './favorite.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { saveFlowMachine } from './save-flow.machine';
import { savedIndicatorMachine } from './saved-indicator.machine';
import { sessionMachine } from './session.machine';
import type { SessionInput, SessionSnapshot } from './session.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import { toastsMachine } from './toasts.machine';
import type { Pin } from '../domain/types';

/** The kinds of per-pin actor the root spawns, addressed as `pin.<id>.<kind>`. */
export type PinActorKind = 'hover' | 'oneTapSave' | 'save' | 'favorite' | 'savedIndicator';

/** The pin fields the per-pin actors start from (the server's view; the entity store wins). */
export type PinSeedData = Pick<Pin, 'id'> &
  Partial<Pick<Pin, 'savedInfo' | 'favoritedByMe' | 'favoriteUserCount' | 'trackingParams' | 'images'>>;

/** What a card knows about its pin when it asks for an actor. */
export interface PinSeed {
  pin?: PinSeedData;
  /** Where the card is shown (`explore-local` sends one-tap saves to the repin route). */
  surface?: string | null;
  /** The feed the card sits in (a board or section feed drops a pin after an unfavorite). */
  feed?: FavoriteFeed | null;
  hover?: CardHoverInput;
  /** The original pin id when this pin is itself a repin (remembered after a save). */
  originalPinId?: string | null;
  /** The viewer is a new user: board save toasts offer 'Organize' (spec 3 section 4). */
  isNewUser?: boolean;
}

/** Long-lived actors, by system id. */
export const SYSTEM_IDS = {
  session: 'session',
  entities: 'entities',
  toasts: 'toasts',
  signedOutSaves: 'signedOutSaves',
} as const;

/**
 * Per-pin actors kept alive at most; idle ones beyond it are dropped, oldest first (their lasting
 * state is in the entity store). At about 3.5 KB an actor this is a few megabytes, well above what
 * a virtualized grid and a closeup keep mounted, so a dropped actor is one no card shows.
 */
export const PIN_ACTORS_KEPT = 1000;

/** The system id of a per-pin actor. */
export const pinActorId = (pinId: string, kind: PinActorKind): string => `pin.${pinId}.${kind}`;

export interface AppInput {
  session?: SessionInput;
}

export interface AppContext {
  /** Live per-pin actors, by system id, oldest first. */
  pinActors: Record<string, AnyActorRef>;
  pinOrder: string[];
  /** Bumped when the viewer changes and per-pin actors are rebuilt. */
  viewerEpoch: number;
}

export type AppEvent =
  | { type: 'pin.spawn'; pinId: string; kind: PinActorKind; seed?: PinSeed }
  | { type: 'pin.release'; pinId: string }
  | { type: 'child.emitted'; from: string; event: EventObject };

export type AppEmitted =
  | { type: 'analytics'; source: string; event: EventObject }
  | { type: 'navigate'; to: string; state?: Record<string, unknown> };

type RelayEvent = { type: 'relay.watch'; systemId: string } | { type: 'relay.unwatch'; systemId: string };

/**
 * Listens to what the named actors of the system emit and hands it to the root as
 * `child.emitted`; the root decides what it means.
 */
const relayEmitted = fromCallback<RelayEvent, { systemIds: string[] }>(
  ({ input, system, sendBack, receive }) => {
    const subscriptions = new Map<string, { unsubscribe: () => void }>();
    const watch = (systemId: string) => {
      const ref = system.get(systemId) as AnyActorRef | undefined;
      if (!ref || subscriptions.has(systemId)) return;
      subscriptions.set(
        systemId,
        ref.on('*', (event: EventObject) => sendBack({ type: 'child.emitted', from: systemId, event })),
      );
    };
    input.systemIds.forEach(watch);
    receive((event) => {
      if (event.type === 'relay.watch') watch(event.systemId);
      else {
        subscriptions.get(event.systemId)?.unsubscribe();
        subscriptions.delete(event.systemId);
      }
    });
    return () => subscriptions.forEach((s) => s.unsubscribe());
  },
);

/**
 * The root `appMachine`: spawns `session`, `entities` (the entity store), `toasts` and
 * `signedOutSaves` once (sign-in is forwarded to the signed-out saves for the merge), and per-pin
 * actors on `pin.spawn` with system ids `pin.<id>.<kind>`, seeded from the entity store so a card
 * scrolled back shows what it showed before. Keeps at most `PIN_ACTORS_KEPT` per-pin actors and
 * drops the oldest idle ones. Sign-in and sign-out rebuild the per-pin actors and clear the store.
 * Emits `analytics` for everything its children emit and `navigate` for navigation requests.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- names the input type
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    entities: entityStoreLogic,
    toasts: toastsMachine,
    hover: cardHoverMachine,
    signedOutSaves: signedOutSavesMachine,
    oneTapSave: oneTapSaveMachine,
    save: saveFlowMachine,
    favorite: favoriteMachine,
    savedIndicator: savedIndicatorMachine,
    relayEmitted,
  },
  actions: {
    spawnPinActor: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'pin.spawn') return;
      const systemId = pinActorId(event.pinId, event.kind);
      if (context.pinActors[systemId]) return;
      const entities = (system.get(SYSTEM_IDS.entities) as { getSnapshot(): EntitySnapshot } | undefined)
        ?.getSnapshot();
      const session = (system.get(SYSTEM_IDS.session) as { getSnapshot(): SessionSnapshot } | undefined)
        ?.getSnapshot();
      const local = entities?.context.pins[event.pinId];
      const pin = event.seed?.pin;
      const viewerId = session?.context.user?.id ?? null;
      enqueue.assign(({ spawn }) => {
        let ref: AnyActorRef;
        switch (event.kind) {
          case 'hover':
            ref = spawn('hover', {
              id: systemId,
              systemId,
              input: event.seed?.hover ?? { canEdit: false, contextMenuAllowed: false },
            });
            break;
          case 'oneTapSave':
            ref = spawn('oneTapSave', {
              id: systemId,
              systemId,
              input: {
                pinId: event.pinId,
                saved: effectiveSaved(local, pin),
                viewerId,
                surface: event.seed?.surface ?? null,
                ...(pin?.trackingParams ? { clientTrackingParams: pin.trackingParams } : {}),
              },
            });
            break;
          case 'save':
            ref = spawn('save', {
              id: systemId,
              systemId,
              input: {
                pinId: event.pinId,
                originalPinId: event.seed?.originalPinId ?? null,
                saved: effectiveSaved(local, pin),
                viewerId,
                username: session?.context.user?.username ?? null,
                isNewUser: event.seed?.isNewUser ?? false,
                thumbnailUrl: pin?.images?.['236x']?.url ?? null,
                clientTrackingParams: pin?.trackingParams ?? null,
              },
            });
            break;
          case 'favorite':
            ref = spawn('favorite', {
              id: systemId,
              systemId,
              input: {
                pinId: event.pinId,
                ...effectiveFavorite(local, pin),
                feed: event.seed?.feed ?? null,
              },
            });
            break;
          case 'savedIndicator':
            ref = spawn('savedIndicator', {
              id: systemId,
              systemId,
              input: { saved: effectiveSaved(local, pin) },
            });
            break;
        }
        return {
          pinActors: { ...context.pinActors, [systemId]: ref },
          pinOrder: [...context.pinOrder, systemId],
        };
      });
      enqueue.sendTo('relay', { type: 'relay.watch', systemId } satisfies RelayEvent);
    }),
    dropIdlePinActors: enqueueActions(({ context, enqueue }) => {
      const excess = context.pinOrder.length - PIN_ACTORS_KEPT;
      if (excess <= 0) return;
      const dropped = context.pinOrder
        .filter((id) => {
          const snapshot = context.pinActors[id]?.getSnapshot() as { hasTag?: (t: string) => boolean };
          return !snapshot.hasTag?.('busy');
        })
        .slice(0, excess);
      for (const id of dropped) {
        enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        const ref = context.pinActors[id];
        if (ref) enqueue(stopChild(ref));
      }
      enqueue.assign({
        pinActors: Object.fromEntries(
          Object.entries(context.pinActors).filter(([id]) => !dropped.includes(id)),
        ),
        pinOrder: context.pinOrder.filter((id) => !dropped.includes(id)),
      });
    }),
    releasePin: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'pin.release') return;
      const prefix = `pin.${event.pinId}.`;
      const released = context.pinOrder.filter((id) => {
        if (!id.startsWith(prefix)) return false;
        const snapshot = context.pinActors[id]?.getSnapshot() as { hasTag?: (t: string) => boolean };
        return !snapshot.hasTag?.('busy');
      });
      for (const id of released) {
        enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        const ref = context.pinActors[id];
        if (ref) enqueue(stopChild(ref));
      }
      enqueue.assign({
        pinActors: Object.fromEntries(
          Object.entries(context.pinActors).filter(([id]) => !released.includes(id)),
        ),
        pinOrder: context.pinOrder.filter((id) => !released.includes(id)),
      });
    }),
    rebuildForViewer: enqueueActions(({ context, enqueue }) => {
      for (const id of context.pinOrder) {
        enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        const ref = context.pinActors[id];
        if (ref) enqueue(stopChild(ref));
      }
      enqueue.sendTo(SYSTEM_IDS.entities, { type: 'entities.reset' });
      enqueue.assign({ pinActors: {}, pinOrder: [], viewerEpoch: context.viewerEpoch + 1 });
    }),
    forwardEmitted: enqueueActions(({ event, enqueue, system }) => {
      if (event.type !== 'child.emitted') return;
      const emitted = event.event;
      if (emitted.type === 'session.signedIn' && event.from === SYSTEM_IDS.session) {
        const held = system.get(SYSTEM_IDS.signedOutSaves) as AnyActorRef | undefined;
        if (held) enqueue.sendTo(held, emitted);
      }
      if (emitted.type === 'navigate') {
        const { to, state } = emitted as { type: 'navigate'; to: string; state?: Record<string, unknown> };
        enqueue(emit({ type: 'navigate', to, ...(state ? { state } : {}) } satisfies AppEmitted));
        return;
      }
      enqueue(emit({ type: 'analytics', source: event.from, event: emitted } satisfies AppEmitted));
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
    spawn('session', { id: SYSTEM_IDS.session, systemId: SYSTEM_IDS.session, input: input.session ?? {} });
    spawn('entities', { id: SYSTEM_IDS.entities, systemId: SYSTEM_IDS.entities });
    spawn('toasts', { id: SYSTEM_IDS.toasts, systemId: SYSTEM_IDS.toasts });
    spawn('signedOutSaves', { id: SYSTEM_IDS.signedOutSaves, systemId: SYSTEM_IDS.signedOutSaves });
    return { pinActors: {}, pinOrder: [], viewerEpoch: 0 };
  },
  invoke: {
    id: 'relay',
    src: 'relayEmitted',
    input: { systemIds: [SYSTEM_IDS.session, SYSTEM_IDS.toasts, SYSTEM_IDS.signedOutSaves] },
  },
  initial: 'running',
  states: {
    running: {
      on: {
        'pin.spawn': { actions: ['spawnPinActor', 'dropIdlePinActors'] },
        'pin.release': { actions: 'releasePin' },
        'child.emitted': [
          { guard: 'isViewerChange', actions: ['rebuildForViewer', 'forwardEmitted'] },
          { actions: 'forwardEmitted' },
        ],
      },
    },
  },
});

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Bumped on every viewer change: a view keyed on it looks its per-pin actors up again. */
export const selectViewerEpoch = (snapshot: AppSnapshot): number => snapshot.context.viewerEpoch;

export const selectPinActorCount = (snapshot: AppSnapshot): number => snapshot.context.pinOrder.length;
