// The live panel's memory of a running system (README.md "Machines"): it listens to the system's inspection
// stream once per root and keeps the recent events with their times, and a version number that
// moves on every actor, event and snapshot, so views re-read the live actors when it changes.

import type { ActorRefLike, AnyActorRef, EventObject, InspectionEvent } from 'xstate';

/** One event an actor received. */
export interface LoggedEvent {
  /** Sequence number, from 1. */
  seq: number;
  /** Wall-clock time it was received (ms since epoch). */
  at: number;
  /** Target actor: systemId when it has one, else its id. */
  target: string;
  /** Sender, when another actor sent it. */
  source: string | null;
  event: EventObject;
}

/** Events kept; older ones are dropped. */
export const LOG_LIMIT = 300;

export interface InspectionLog {
  readonly startedAt: number;
  events: (this: void) => readonly LoggedEvent[];
  version: (this: void) => number;
  subscribe: (this: void, listener: () => void) => () => void;
  clear: (this: void) => void;
}

/** The systemId of an actor, when it has one. */
export function systemIdOf(ref: ActorRefLike): string | undefined {
  return (ref as unknown as { systemId?: string }).systemId;
}

/** The name people know an actor by: its systemId, or its id. */
export function actorName(ref: ActorRefLike): string {
  return systemIdOf(ref) ?? (ref as { id?: string }).id ?? ref.sessionId;
}

const logs = new WeakMap<AnyActorRef, InspectionLog>();

/** Runs `run` before the next frame is drawn (or once this task's work is done, where nothing is drawn). */
function nextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else queueMicrotask(run);
}

/** The log of a root actor's system, created (and subscribed) on first use. */
export function inspectionLogFor(
  root: AnyActorRef,
  now: () => number = () => Date.now(),
): InspectionLog {
  const existing = logs.get(root);
  if (existing) return existing;
  let entries: LoggedEvent[] = [];
  let seq = 0;
  let version = 0;
  const listeners = new Set<() => void>();
  // Views hear of changes once a frame at most: a busy system moves hundreds of times a second,
  // and the panel describes every live actor each time it is drawn (docs/decisions/075).
  let scheduled = false;
  const tell = (): void => {
    scheduled = false;
    for (const listener of listeners) listener();
  };
  const notify = (): void => {
    version += 1;
    if (scheduled) return;
    scheduled = true;
    nextFrame(tell);
  };
  root.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.event') {
      if (event.event.type === 'xstate.init') return;
      seq += 1;
      entries = [
        ...entries.slice(-(LOG_LIMIT - 1)),
        {
          seq,
          at: now(),
          target: actorName(event.actorRef),
          source: event.sourceRef ? actorName(event.sourceRef) : null,
          event: event.event,
        },
      ];
      notify();
    } else if (event.type === '@xstate.snapshot' || event.type === '@xstate.actor') {
      notify();
    }
  });
  const log: InspectionLog = {
    startedAt: now(),
    events: () => entries,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      entries = [];
      notify();
    },
  };
  logs.set(root, log);
  return log;
}
