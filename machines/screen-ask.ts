// How a machine whose surface floats asks the screen's arbiter (decision 082) for the screen: it
// invokes `askScreen` and sends it `screen.ask` when its surface wants to show and
// `screen.release` when it goes; the answers come back as `screen.granted` and `screen.revoked`.
// So the machine's own timers (a toast's duration) start from the grant, not the request. A
// machine run alone, with no arbiter in its system, is granted at once.
import { fromCallback } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { isGranted, type ScreenArbiterView } from './screen-arbiter-select';
import type { SurfaceKind } from './screen-arbiter-rules';
import { SYSTEM_IDS, systemActor } from './system-ids';

/** What a machine tells its `askScreen` actor. */
export type ScreenAskEvent =
  { type: 'screen.ask'; id: string; kind: SurfaceKind } | { type: 'screen.release'; id: string };

/** What it answers: the surface has the screen, or lost it to a more important one. */
export type ScreenAnswer =
  { type: 'screen.granted'; id: string } | { type: 'screen.revoked'; id: string };

/**
 * Asks the system's arbiter for each surface it is told of and answers as the arbiter decides;
 * gives every surface still held back as it stops (its machine stopped or left the page).
 */
export const askScreen = fromCallback<ScreenAskEvent>(({ sendBack, receive, system }) => {
  // A stopped arbiter (the system stopping) is asked nothing more.
  const arbiter = () => {
    const ref = systemActor(system, SYSTEM_IDS.screenArbiter);
    const snapshot = ref?.getSnapshot() as { status?: string } | undefined;
    return snapshot?.status === 'active' ? ref : undefined;
  };
  /** The surfaces asked for, each with whether it has the screen now. */
  const asked = new Map<string, boolean>();
  let watching: { unsubscribe: () => void } | undefined;
  const answer = (snapshot: ScreenArbiterView) => {
    for (const [id, had] of asked) {
      const has = isGranted(snapshot, id);
      if (has === had) continue;
      asked.set(id, has);
      sendBack({ type: has ? 'screen.granted' : 'screen.revoked', id } satisfies ScreenAnswer);
    }
  };
  const watch = (ref: AnyActorRef) => {
    watching ??= ref.subscribe((snapshot: ScreenArbiterView) => answer(snapshot));
  };
  receive((event) => {
    const ref = arbiter();
    if (event.type === 'screen.release') {
      asked.delete(event.id);
      ref?.send({ type: 'arbiter.release', id: event.id });
      return;
    }
    if (!ref) {
      sendBack({ type: 'screen.granted', id: event.id } satisfies ScreenAnswer);
      return;
    }
    asked.set(event.id, false);
    watch(ref);
    ref.send({ type: 'arbiter.request', id: event.id, kind: event.kind });
    answer(ref.getSnapshot() as ScreenArbiterView);
  });
  return () => {
    watching?.unsubscribe();
    const ref = arbiter();
    for (const id of asked.keys()) ref?.send({ type: 'arbiter.release', id });
  };
});
