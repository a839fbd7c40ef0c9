// How a view holds an actor of the root's system (machines/README.md, docs/decisions/088): its
// render only looks the actor up, and its layout effect asks the root for it with a `mount` event
// (spawn and hold as one step) and lets go on unmount. A render React throws away (Strict Mode's
// second one, a suspended or interrupted one) thus spawns nothing, and nothing is left without a
// holder. Layout effects run before the browser paints, and the lookup is read again at once, so
// the view's fallback for the moment before is never painted.
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useReducer, useRef, type DependencyList } from 'react';
import type { AnyActorRef } from 'xstate';
import { appActor } from '../../runtime/system';

/**
 * The actor `lookup` finds in the root's system, read again at each change of the root (a spawn
 * is one); `mount` runs from a layout effect whenever `deps` change and returns how it lets go.
 */
export function useHeldActor<T extends AnyActorRef>(
  lookup: () => T | undefined,
  mount: () => () => void,
  deps: DependencyList,
): T | undefined {
  const found = useSelector(appActor, lookup);
  const latest = useRef({ lookup, mount, found });
  useLayoutEffect(() => {
    latest.current = { lookup, mount, found };
  });
  // Only to draw again at once when the mount has spawned what this render did not find.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const { lookup: find, mount: hold, found: drawn } = latest.current;
    const release = hold();
    if (find() !== drawn) redraw();
    return release;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the mount depends on
  }, deps);
  return found;
}
