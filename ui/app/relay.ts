// A page-owned actor's emitted events reach the root as its per-pin actors' do (`child.emitted`):
// the root turns them into `analytics` (the log call and the live panel read them) and
// `navigate`. `from` names the actor the way a system id would (`board.b13.follow`).
import { useEffect } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';
import { appActor } from './system';

export function useRelayEmitted(actor: AnyActorRef, from: string): void {
  useEffect(() => {
    const subscription = actor.on('*', (event: EventObject) => {
      appActor.send({ type: 'child.emitted', from, event });
    });
    return () => subscription.unsubscribe();
  }, [actor, from]);
}
