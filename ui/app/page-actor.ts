// A page's own actor lives in the root's system (machines/README.md), so the live panel and the
// scenarios reach it: the first view asking for it has the root spawn it under its system id, the
// view holds it while mounted, and the root stops it once the last view has let go (a remount in
// between, as Strict Mode does, keeps it). This hook owns that lifetime, as `useActorRef` owns a
// private actor's; views never subscribe or bridge with effects of their own.
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef, InputFrom } from 'xstate';
import type { PageActorKind, PageLogic } from '../../machines/page-kinds';
import { appActor, loadPinLogic, pageLogicLoaded } from '../../runtime/system';

export type PageActorRef<K extends PageActorKind> = ActorRefFrom<PageLogic[K]>;

/** What each page actor was spawned for: its kind, and what it serves (a placement's experience). */
const spawnedFor = new WeakMap<object, string>();

function spawn(
  systemId: string,
  kind: PageActorKind,
  input: unknown,
  purpose: string,
  replace: boolean,
): unknown {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  if (!pageLogicLoaded()) throw loadPinLogic();
  appActor.send({ type: 'page.spawn', systemId, kind, input, replace });
  const ref = appActor.system.get(systemId) as AnyActorRef | undefined;
  if (ref) spawnedFor.set(ref, purpose);
  return ref;
}

/**
 * The page actor `systemId` of this kind, spawned with `input` when none is live. Called during a
 * render before the page logic is loaded, it suspends the view until it is. `serves` names what
 * the actor is for when one id serves several things in turn (a placement's experiences): a live
 * actor spawned for something else, ended and in its grace period, is replaced.
 */
export function usePageActor<K extends PageActorKind>(
  systemId: string,
  kind: K,
  input: InputFrom<PageLogic[K]>,
  serves?: string | number,
): PageActorRef<K> {
  const purpose = serves === undefined ? kind : `${kind}:${serves}`;
  const live = appActor.system.get(systemId) as AnyActorRef | undefined;
  const current = live !== undefined && (spawnedFor.get(live) ?? purpose) === purpose;
  const ref = (
    current ? live : spawn(systemId, kind, input, purpose, live !== undefined)
  ) as PageActorRef<K>;
  useEffect(() => {
    appActor.send({ type: 'page.hold', systemId });
    return () => appActor.send({ type: 'page.release', systemId });
  }, [systemId]);
  return ref;
}
