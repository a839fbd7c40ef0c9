// A page's own actor lives in the root's system (DESIGN.md "Machines"), so the live panel and the
// scenarios reach it: the first view asking for it has the root spawn it under its system id, the
// view holds it while mounted, and the root stops it once the last view has let go (a remount in
// between, as Strict Mode does, keeps it). This hook owns that lifetime, as `useActorRef` owns a
// private actor's; views never subscribe or bridge with effects of their own.
import { useEffect } from 'react';
import type { ActorRefFrom, InputFrom } from 'xstate';
import type { PageActorKind, PageLogic } from '../../machines/page-kinds';
import { appActor, loadPinLogic, pageLogicLoaded } from './system';

export type PageActorRef<K extends PageActorKind> = ActorRefFrom<PageLogic[K]>;

function spawn(systemId: string, kind: PageActorKind, input: unknown): unknown {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  if (!pageLogicLoaded()) throw loadPinLogic();
  appActor.send({ type: 'page.spawn', systemId, kind, input });
  return appActor.system.get(systemId);
}

/**
 * The page actor `systemId` of this kind, spawned with `input` when none is live. Called during a
 * render before the page logic is loaded, it suspends the view until it is.
 */
export function usePageActor<K extends PageActorKind>(
  systemId: string,
  kind: K,
  input: InputFrom<PageLogic[K]>,
): PageActorRef<K> {
  const ref = (appActor.system.get(systemId) ?? spawn(systemId, kind, input)) as PageActorRef<K>;
  useEffect(() => {
    appActor.send({ type: 'page.hold', systemId });
    return () => appActor.send({ type: 'page.release', systemId });
  }, [systemId]);
  return ref;
}
