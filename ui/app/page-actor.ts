// A page's own actor lives in the root's system (machines/README.md), so the live panel and the
// scenarios reach it. A view's render only looks it up; its layout effect has the root spawn it
// under its system id and hold it (`page.mount`), and lets go on unmount (`page.release`); the
// root stops it once the last view has let go (a remount in between, as Strict Mode does, keeps
// it). This hook owns that lifetime, as `useActorRef` owns a private actor's; views never
// subscribe or bridge with effects of their own (docs/decisions/088).
import { useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom, AnyActorRef, InputFrom } from 'xstate';
import type { PageActorKind, PageLogic } from '../../machines/page-kinds';
import { appActor, loadPinLogic, pageLogicLoaded } from '../../runtime/system';
import { useHeldActor } from './held-actor';

export type PageActorRef<K extends PageActorKind> = ActorRefFrom<PageLogic[K]>;

/** What each page actor was spawned for: its kind, and what it serves (a placement's experience). */
const spawnedFor = new WeakMap<object, string>();

const live = (systemId: string) => appActor.system.get(systemId) as AnyActorRef | undefined;

/** The live actor under `systemId`, if it serves `purpose` (one spawned elsewhere serves any). */
function serving(systemId: string, purpose: string): AnyActorRef | undefined {
  const ref = live(systemId);
  return ref !== undefined && (spawnedFor.get(ref) ?? purpose) === purpose ? ref : undefined;
}

/**
 * The page actor `systemId` of this kind this view holds, spawned with `input` when none is live;
 * undefined in the moment before the mount has spawned it (the view draws its same-size
 * fallback). Rendered before the page logic is loaded, the view suspends until it is. `serves`
 * names what the actor is for when one id serves several things in turn (a placement's
 * experiences): a live actor spawned for something else, ended and in its grace period, is
 * replaced.
 */
export function usePageActor<K extends PageActorKind>(
  systemId: string,
  kind: K,
  input: InputFrom<PageLogic[K]>,
  serves?: string | number,
): PageActorRef<K> | undefined {
  // Suspending spawns nothing: the render waits for the logic, the mount spawns.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  if (!pageLogicLoaded()) throw loadPinLogic();
  const purpose = serves === undefined ? kind : `${kind}:${serves}`;
  const inputNow = useRef(input);
  useLayoutEffect(() => {
    inputNow.current = input;
  });
  return useHeldActor(
    () => serving(systemId, purpose) as PageActorRef<K> | undefined,
    () => {
      const before = live(systemId);
      const replace = before !== undefined && serving(systemId, purpose) === undefined;
      appActor.send({ type: 'page.mount', systemId, kind, input: inputNow.current, replace });
      const after = live(systemId);
      if (after && after !== before) spawnedFor.set(after, purpose);
      return () => appActor.send({ type: 'page.release', systemId });
    },
    [systemId, purpose],
  );
}
