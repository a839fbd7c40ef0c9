// How the root hears what its children emit (machines/README.md): XState has no parent hook for
// a child's `emit`, so one callback actor listens to the named actors of the system and hands each
// emitted event to the root as `child.emitted`; the root decides what it means.
import { fromCallback } from 'xstate';
import type { AnyActorRef, EventObject } from 'xstate';

export type RelayEvent =
  { type: 'relay.watch'; systemId: string } | { type: 'relay.unwatch'; systemId: string };

export const relayEmitted = fromCallback<RelayEvent, { systemIds: string[] }>(
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
