// The root actor (DESIGN.md "Machines"): spawns the long-lived actors with stable system ids and
// the per-pin actors on demand (spec 1 section 4 lifecycles), drops idle per-pin actors, and turns
// what its children emit into analytics and navigation events. `createAppMachine` builds it over
// the per-pin logic it is given; machines/app.machine.ts exports it with every kind's logic, the
// app starts it with the per-pin logic loaded after the first paint (ui/app/system.ts).
import { createActor, emit, enqueueActions, fromCallback, setup, stopChild } from 'xstate';
import type { AnyActorLogic, AnyActorRef, EventObject, SnapshotFrom } from 'xstate';
import { cardHoverMachine } from './card-hover.machine';
import type { CardHoverInput } from './card-hover.machine';
import type { CarouselInput, carouselMachine } from './carousel.machine';
import { effectiveFavorite, effectiveSaved, entityStoreLogic } from './entity-store.machine';
import type { EntitySnapshot } from './entity-store.machine';
import type { favoriteMachine } from './favorite.machine';
import type { FavoriteFeed } from './favorite.machine';
import { feedMemoryMachine } from './feed-memory.machine';
import type { oneTapSaveMachine } from './one-tap-save.machine';
import type { pinFeedbackMachine } from './pin-feedback.machine';
import type { saveFlowMachine } from './save-flow.machine';
import type { savedIndicatorMachine } from './saved-indicator.machine';
import { sessionMachine } from './session.machine';
import type { SessionInput, SessionSnapshot } from './session.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import { pinActorId, SYSTEM_IDS } from './system-ids';
import { toastsMachine } from './toasts.machine';
import type { Pin } from '../domain/types';

export { pinActorId, SYSTEM_IDS } from './system-ids';

/** The kinds of per-pin actor the root spawns, addressed as `pin.<id>.<kind>`. */
export type PinActorKind =
  | 'hover'
  | 'oneTapSave'
  | 'save'
  | 'favorite'
  | 'savedIndicator'
  | 'carousel'
  | 'feedback';

/** Every per-pin kind. */
export const PIN_ACTOR_KINDS: readonly PinActorKind[] = [
  'hover',
  'oneTapSave',
  'save',
  'favorite',
  'savedIndicator',
  'carousel',
  'feedback',
];

/** The pin fields the per-pin actors start from (the server's view; the entity store wins). */
export type PinSeedData = Pick<Pin, 'id'> &
  Partial<
    Pick<Pin, 'savedInfo' | 'favoritedByMe' | 'favoriteUserCount' | 'trackingParams' | 'images'>
  >;

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
  /** A carousel pin's slots and where it starts (spec 1 section 4 "Carousel"). */
  carousel?: CarouselInput;
}

/**
 * Per-pin actors kept alive at most; idle ones beyond it are dropped, oldest first (their lasting
 * state is in the entity store). At about 3.5 KB an actor this is a few megabytes, well above what
 * a virtualized grid and a closeup keep mounted, so a dropped actor is one no card shows.
 */
export const PIN_ACTORS_KEPT = 1000;

/** The logic of the per-pin kinds other than hover (the app loads it after the first paint). */
export interface PinLogic {
  oneTapSave: typeof oneTapSaveMachine;
  save: typeof saveFlowMachine;
  favorite: typeof favoriteMachine;
  savedIndicator: typeof savedIndicatorMachine;
  carousel: typeof carouselMachine;
  feedback: typeof pinFeedbackMachine;
}

/** Finds the logic of a per-pin kind the machine itself was not given (undefined: not loaded). */
export type PinLogicSource = (kind: keyof PinLogic) => AnyActorLogic | undefined;

export interface AppInput {
  session?: SessionInput;
  /** Where per-pin logic missing from the machine's implementations is found. */
  pinLogic?: PinLogicSource;
}

/**
 * Live per-pin actors by system id, oldest first. Changed in place, so spawning, dropping or
 * releasing one costs the same however many are live; `length` is how many are live.
 */
export class PinActorOrder extends Map<string, AnyActorRef> {
  get length(): number {
    return this.size;
  }
}

export interface AppContext {
  /** Live per-pin actors, by system id (the same actors as `pinOrder`, for lookups). */
  pinActors: Record<string, AnyActorRef>;
  /** Live per-pin actors, oldest first. */
  pinOrder: PinActorOrder;
  /** How many per-pin actors are live; changes with every spawn or drop (a new snapshot). */
  pinActorCount: number;
  pinLogic: PinLogicSource | null;
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

type RelayEvent =
  { type: 'relay.watch'; systemId: string } | { type: 'relay.unwatch'; systemId: string };

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
        ref.on('*', (event: EventObject) =>
          sendBack({ type: 'child.emitted', from: systemId, event }),
        ),
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

/** A per-pin actor is busy (a request in flight): it is never dropped or released. */
function isBusy(ref: AnyActorRef): boolean {
  const snapshot = ref.getSnapshot() as { hasTag?: (tag: string) => boolean };
  return snapshot.hasTag?.('busy') ?? false;
}

/** Stops a per-pin actor and forgets it (O(1)). */
function forgetPinActor(context: AppContext, systemId: string): AnyActorRef | undefined {
  const ref = context.pinOrder.get(systemId);
  if (!ref) return undefined;
  context.pinOrder.delete(systemId);
  delete context.pinActors[systemId];
  return ref;
}

/**
 * The root machine over the given per-pin logic: spawns `session`, `entities` (the entity
 * store), `toasts` and `signedOutSaves` once (sign-in is forwarded to the signed-out saves for
 * the merge), and per-pin actors on `pin.spawn` with system ids `pin.<id>.<kind>`, seeded from
 * the entity store so a card scrolled back shows what it showed before. Per-pin actors are kept
 * in a table changed in place, so a spawn costs the same with ten or a thousand live. Keeps at
 * most `PIN_ACTORS_KEPT` per-pin actors and drops the oldest idle ones. Sign-in and sign-out
 * rebuild the per-pin actors and clear the store. Emits `analytics` for everything its children
 * emit and `navigate` for navigation requests.
 *
 * Per-pin logic missing here (the app passes none, and loads it after the first paint) is found
 * through the input's `pinLogic`.
 */
export function createAppMachine(pinLogic: Partial<PinLogic>) {
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
      entities: entityStoreLogic,
      toasts: toastsMachine,
      hover: cardHoverMachine,
      signedOutSaves: signedOutSavesMachine,
      feeds: feedMemoryMachine,
      // Typed as present so `provide` accepts them; a missing one is looked up at spawn time.
      ...(pinLogic as PinLogic),
      relayEmitted,
    },
    actions: {
      spawnPinActor: enqueueActions(({ context, event, enqueue, system, self }) => {
        if (event.type !== 'pin.spawn') return;
        const systemId = pinActorId(event.pinId, event.kind);
        if (context.pinOrder.has(systemId)) return;
        const implementations = (
          self as unknown as { logic?: { implementations?: { actors?: Record<string, unknown> } } }
        ).logic?.implementations?.actors;
        const logic =
          (implementations?.[event.kind] as AnyActorLogic | undefined) ??
          (event.kind === 'hover' ? undefined : context.pinLogic?.(event.kind));
        // Not loaded yet: nothing is spawned (the app loads it before any view asks for one).
        if (!logic) return;
        const entities = (
          system.get(SYSTEM_IDS.entities) as { getSnapshot(): EntitySnapshot } | undefined
        )?.getSnapshot();
        const session = (
          system.get(SYSTEM_IDS.session) as { getSnapshot(): SessionSnapshot } | undefined
        )?.getSnapshot();
        const local = entities?.context.pins[event.pinId];
        const pin = event.seed?.pin;
        const viewerId = session?.context.user?.id ?? null;
        let input: unknown;
        switch (event.kind) {
          case 'hover':
            input = event.seed?.hover ?? { canEdit: false, contextMenuAllowed: false };
            break;
          case 'oneTapSave':
            input = {
              pinId: event.pinId,
              saved: effectiveSaved(local, pin),
              viewerId,
              surface: event.seed?.surface ?? null,
              ...(pin?.trackingParams ? { clientTrackingParams: pin.trackingParams } : {}),
            };
            break;
          case 'save':
            input = {
              pinId: event.pinId,
              originalPinId: event.seed?.originalPinId ?? null,
              saved: effectiveSaved(local, pin),
              viewerId,
              username: session?.context.user?.username ?? null,
              isNewUser: event.seed?.isNewUser ?? false,
              thumbnailUrl: pin?.images?.['236x']?.url ?? null,
              clientTrackingParams: pin?.trackingParams ?? null,
            };
            break;
          case 'favorite':
            input = {
              pinId: event.pinId,
              ...effectiveFavorite(local, pin),
              feed: event.seed?.feed ?? null,
            };
            break;
          case 'savedIndicator':
            input = { saved: effectiveSaved(local, pin) };
            break;
          case 'carousel':
            input = event.seed?.carousel ?? { slotCount: 1 };
            break;
          case 'feedback':
            input = { pinId: event.pinId, reported: local?.reported ?? false };
            break;
        }
        // Registered under its system id now (a card looks it up right after asking); started
        // once this step is done, as a spawned child would be. Not a snapshot child: adding
        // one there copies every other child.
        const ref: AnyActorRef = createActor(logic, {
          id: systemId,
          systemId,
          parent: self,
          input,
        });
        context.pinOrder.set(systemId, ref);
        context.pinActors[systemId] = ref;
        enqueue.assign({ pinActorCount: context.pinOrder.size });
        enqueue(() => {
          if (context.pinOrder.get(systemId) === ref) ref.start();
        });
        enqueue.sendTo('relay', { type: 'relay.watch', systemId } satisfies RelayEvent);
      }),
      dropIdlePinActors: enqueueActions(({ context, enqueue }) => {
        let excess = context.pinOrder.size - PIN_ACTORS_KEPT;
        if (excess <= 0) return;
        // Oldest first; busy ones are skipped (rare), so this usually looks at one actor.
        const dropped: AnyActorRef[] = [];
        for (const [id, ref] of context.pinOrder) {
          if (excess === 0) break;
          if (isBusy(ref)) continue;
          forgetPinActor(context, id);
          dropped.push(ref);
          excess -= 1;
          enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        }
        enqueue.assign({ pinActorCount: context.pinOrder.size });
        for (const ref of dropped) enqueue(stopChild(ref));
      }),
      releasePin: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'pin.release') return;
        const released: AnyActorRef[] = [];
        for (const kind of PIN_ACTOR_KINDS) {
          const id = pinActorId(event.pinId, kind);
          const ref = context.pinOrder.get(id);
          if (!ref || isBusy(ref)) continue;
          forgetPinActor(context, id);
          released.push(ref);
          enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        }
        if (released.length === 0) return;
        enqueue.assign({ pinActorCount: context.pinOrder.size });
        for (const ref of released) enqueue(stopChild(ref));
      }),
      rebuildForViewer: enqueueActions(({ context, enqueue }) => {
        const stopped = [...context.pinOrder.values()];
        for (const id of context.pinOrder.keys()) {
          enqueue.sendTo('relay', { type: 'relay.unwatch', systemId: id } satisfies RelayEvent);
        }
        for (const ref of stopped) enqueue(stopChild(ref));
        enqueue.sendTo(SYSTEM_IDS.entities, { type: 'entities.reset' });
        enqueue.assign({
          pinActors: {},
          pinOrder: new PinActorOrder(),
          pinActorCount: 0,
          viewerEpoch: context.viewerEpoch + 1,
        });
      }),
      stopPinActors: enqueueActions(({ context, enqueue }) => {
        for (const ref of context.pinOrder.values()) enqueue(stopChild(ref));
      }),
      forwardEmitted: enqueueActions(({ event, enqueue, system }) => {
        if (event.type !== 'child.emitted') return;
        const emitted = event.event;
        if (emitted.type === 'session.signedIn' && event.from === SYSTEM_IDS.session) {
          const held = system.get(SYSTEM_IDS.signedOutSaves) as AnyActorRef | undefined;
          if (held) enqueue.sendTo(held, emitted);
        }
        if (emitted.type === 'navigate') {
          const { to, state } = emitted as {
            type: 'navigate';
            to: string;
            state?: Record<string, unknown>;
          };
          enqueue(emit({ type: 'navigate', to, ...(state ? { state } : {}) } satisfies AppEmitted));
          return;
        }
        enqueue(
          emit({ type: 'analytics', source: event.from, event: emitted } satisfies AppEmitted),
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
      spawn('entities', { id: SYSTEM_IDS.entities, systemId: SYSTEM_IDS.entities });
      spawn('toasts', { id: SYSTEM_IDS.toasts, systemId: SYSTEM_IDS.toasts });
      spawn('signedOutSaves', {
        id: SYSTEM_IDS.signedOutSaves,
        systemId: SYSTEM_IDS.signedOutSaves,
      });
      spawn('feeds', { id: SYSTEM_IDS.feeds, systemId: SYSTEM_IDS.feeds });
      return {
        pinActors: {},
        pinOrder: new PinActorOrder(),
        pinActorCount: 0,
        pinLogic: input.pinLogic ?? null,
        viewerEpoch: 0,
      };
    },
    invoke: {
      id: 'relay',
      src: 'relayEmitted',
      input: { systemIds: [SYSTEM_IDS.session, SYSTEM_IDS.toasts, SYSTEM_IDS.signedOutSaves] },
    },
    initial: 'running',
    states: {
      running: {
        exit: 'stopPinActors',
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
}

export type AppSnapshot = SnapshotFrom<ReturnType<typeof createAppMachine>>;

/** Bumped on every viewer change: a view keyed on it looks its per-pin actors up again. */
export const selectViewerEpoch = (snapshot: AppSnapshot): number => snapshot.context.viewerEpoch;

export const selectPinActorCount = (snapshot: AppSnapshot): number =>
  snapshot.context.pinActorCount;

/** The live per-pin actors' system ids, oldest first. */
export const selectPinActorIds = (snapshot: AppSnapshot): string[] => [
  ...snapshot.context.pinOrder.keys(),
];
