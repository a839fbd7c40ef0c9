// A card's or a closeup's per-pin actor (`pin.<id>.<kind>`, machines/README.md): looked up while
// rendering, spawned and held by the root on `pin.mount` from a layout effect, let go on unmount
// (`pin.unmount`); the root stops an idle one `pageActorGrace` after the last view has let go.
// A handler that needs one at an event uses `pinActorFor` (runtime/system.ts).
import { useSelector } from '@xstate/react';
import { useRef, useLayoutEffect } from 'react';
import { selectViewerEpoch } from '../../machines/app-root';
import type { PinActorKind, PinSeed } from '../../machines/app-root';
import type { PinActorRefs } from '../../machines/pin-kinds';
import { appActor, findPinActor, loadPinLogic, pageLogicLoaded } from '../../runtime/system';
import { useHeldActor } from './held-actor';

/**
 * The per-pin actor `pin.<id>.<kind>` this view holds, seeded with `seed` when it is spawned;
 * undefined in the moment before the mount has spawned it (the view draws its same-size
 * fallback). Rendered before the per-pin logic has arrived, the view suspends until it has.
 * The viewer changing rebuilds the per-pin actors, and the view mounts its own again.
 */
export function usePinActor<K extends PinActorKind>(
  pinId: string,
  kind: K,
  seed?: PinSeed,
): PinActorRefs[K] | undefined {
  // Suspending spawns nothing: the render waits for the logic, the mount spawns.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  if (!pageLogicLoaded()) throw loadPinLogic();
  const epoch = useSelector(appActor, selectViewerEpoch);
  const seedNow = useRef(seed);
  useLayoutEffect(() => {
    seedNow.current = seed;
  });
  return useHeldActor(
    () => findPinActor(pinId, kind),
    () => {
      const current = seedNow.current;
      appActor.send({ type: 'pin.mount', pinId, kind, ...(current ? { seed: current } : {}) });
      return () => appActor.send({ type: 'pin.unmount', pinId, kind });
    },
    [pinId, kind, epoch],
  );
}
