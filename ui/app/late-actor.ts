// A late root actor (machines/late-actors.ts) as a view reads it: undefined until the logic loaded
// after the first paint has spawned it, then the actor. The view re-renders when it arrives.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { appActor } from '../../runtime/system';

/** What a view reads of an actor that may not have arrived: nothing changes until it has. */
export const absent = {
  getSnapshot: (): undefined => undefined,
  subscribe: () => ({ unsubscribe: () => undefined }),
} as unknown as AnyActorRef;

/** The late root actor `systemId`, or undefined until it has been spawned. */
export function useLateActor(systemId: string): AnyActorRef | undefined {
  return useSelector(appActor, () => appActor.system.get(systemId) as AnyActorRef | undefined);
}

/**
 * `select` over the snapshot of the late root actor `systemId`, or `fallback` while it has not
 * been spawned yet.
 */
export function useLateActorSelector<S, T>(
  systemId: string,
  select: (snapshot: S) => T,
  fallback: T,
): T {
  const actor = useLateActor(systemId);
  return useSelector(actor ?? absent, (snapshot: S | undefined) =>
    snapshot === undefined ? fallback : select(snapshot),
  );
}
