// The logged-out local state's real storage (machines/local-state.machine.ts): read once at the
// start with the time, whether a viewer is signed in and the page landed on; written on every
// change; a change another tab makes is told to the machine. A storage failure is logged and the
// default is used (spec 3 section 8).
import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { LOCAL_STATE_STORAGE_KEY } from '../domain/local-state-store';
import type {
  LocalStateEvent,
  LocalStateRead,
  LocalStorageEvent,
} from '../machines/local-state-types';
import { localStateMachine } from '../machines/local-state.machine';
import { SYSTEM_IDS } from '../machines/system-ids';
import { storageOf, type ActorDeps } from './actor-deps';
import { storedText } from './read-key';

/** Whether the session has a viewer, or (`orOnTheWay`) one whose sign-in is being restored. */
function sessionSignedIn(system: AnyActorRef['system'], orOnTheWay = false): boolean {
  const session = system.get(SYSTEM_IDS.session) as AnyActorRef | undefined;
  const context = (session?.getSnapshot() as { context?: Record<string, unknown> } | undefined)
    ?.context;
  return Boolean(context?.user) || (orOnTheWay && Boolean(context?.pendingUserId));
}

/**
 * The session's viewer as the local state hears of it: `session.signedIn` when a viewer is
 * signed in, now or later, and `session.signedOut` when they leave.
 */
const watchSession = fromCallback<EventObject>(({ sendBack, system }) => {
  const session = system.get(SYSTEM_IDS.session) as AnyActorRef | undefined;
  if (!session) return undefined;
  let signedIn = false;
  const tell = () => {
    const now = sessionSignedIn(system);
    if (now === signedIn) return;
    signedIn = now;
    sendBack({ type: now ? 'session.signedIn' : 'session.signedOut' } satisfies LocalStateEvent);
  };
  tell();
  const subscription = session.subscribe(tell);
  return () => subscription.unsubscribe();
});

/** The local state machine with browser storage and the clock of `deps`. */
export function provideLocalState(deps: ActorDeps = {}) {
  const storage = storageOf(deps);
  const now = deps.now ?? (() => Date.now());
  return localStateMachine.provide({
    actors: {
      watchSession,
      readLocalState: fromPromise<LocalStateRead>(({ system }) => {
        // The text as kept: the machine reads it through the key's parser at the moment it
        // starts (domain/stored-keys.ts), as it reads a change another tab makes.
        const stored = storedText(storage, LOCAL_STATE_STORAGE_KEY);
        const path =
          typeof window !== 'undefined'
            ? `${window.location.pathname}${window.location.search}`
            : null;
        return Promise.resolve({
          stored,
          now: now(),
          signedIn: sessionSignedIn(system, true),
          path,
        });
      }),
      keepLocalState: fromCallback<LocalStorageEvent>(({ receive, sendBack }) => {
        receive((event) => {
          try {
            if (event.type === 'localState.clear') storage?.removeItem(LOCAL_STATE_STORAGE_KEY);
            else storage?.setItem(LOCAL_STATE_STORAGE_KEY, JSON.stringify(event.data));
          } catch (error) {
            console.warn('Could not store the local state', error);
          }
        });
        if (typeof window === 'undefined') return undefined;
        const changed = (event: StorageEvent) => {
          if (event.key !== LOCAL_STATE_STORAGE_KEY) return;
          sendBack({ type: 'localState.stored', stored: event.newValue, now: now() });
        };
        window.addEventListener('storage', changed);
        return () => window.removeEventListener('storage', changed);
      }),
    },
  });
}
