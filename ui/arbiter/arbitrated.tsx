// A floating surface asks the screen's arbiter (machines/screen-arbiter.machine.ts, decision 082)
// before it shows: it asks while mounted, gives the screen back as it goes, and renders what it
// wraps only while granted (a grant that comes while the page answers a press, a render later). What it wraps marks itself viewed as it mounts, so a surface that
// waited and never reached the screen is never reported as seen.
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { screenArbiterMachine, SurfaceKind } from '../../machines/screen-arbiter.machine';
import { isGranted, type ScreenArbiterView } from '../../machines/screen-arbiter-select';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { absent, useLateActor } from '../app/late-actor';

export type ScreenArbiterRef = ActorRefFrom<typeof screenArbiterMachine>;

/** The screen's arbiter, or undefined until it has arrived after the first paint. */
export function useScreenArbiter(): ScreenArbiterRef | undefined {
  return useLateActor(SYSTEM_IDS.screenArbiter) as ScreenArbiterRef | undefined;
}

/** Views asked so far: each asks under an id of its own (see below). */
let asked = 0;

/**
 * Asks the screen's arbiter for the screen while `wanted` (and mounted), gives it back when no
 * longer wanted or unmounted, and says whether it is granted. For a surface that must stay in the
 * page while it waits (a survey's frame keeps loading, hidden): it shows, and is marked viewed,
 * only once this is true.
 */
export function useArbitrated({
  id,
  kind,
  priority,
  wanted = true,
}: {
  /** The surface's own id (`placement.1000541`). */
  id: string;
  kind: SurfaceKind;
  /** Higher first among surfaces of the same kind. */
  priority?: number;
  wanted?: boolean;
}): boolean {
  const arbiter = useScreenArbiter();
  // The same surface may be drawn twice at once (the scenario player's page and its live app share
  // one system; a remounted app's old root lets go after the new one has asked): each drawing asks
  // for itself, so one letting go never takes the other's place.
  const [own] = useState(() => `${id}#${(asked += 1)}`);
  useEffect(() => {
    if (!arbiter || !wanted) return undefined;
    arbiter.send(
      priority === undefined
        ? { type: 'arbiter.request', id: own, kind }
        : { type: 'arbiter.request', id: own, kind, priority },
    );
    return () => arbiter.send({ type: 'arbiter.release', id: own });
  }, [arbiter, own, kind, priority, wanted]);
  const granted = useSelector(arbiter ?? absent, (s: ScreenArbiterView | undefined) =>
    s === undefined ? false : isGranted(s, own),
  );
  // A surface the screen passes to as another lets it go (a press on the cookie banner, a
  // dismissal) is drawn in a render of its own, after the frame that answers the press; one the
  // screen is taken from goes at once, so two never show together.
  const shown = wanted && granted;
  const drawn = useDeferredValue(shown);
  return shown && drawn;
}

/** What it wraps, drawn only while the screen's arbiter grants it the screen. */
export function Arbitrated({
  children,
  ...surface
}: {
  /** The surface's own id (`placement.1000541`). */
  id: string;
  kind: SurfaceKind;
  /** Higher first among surfaces of the same kind. */
  priority?: number;
  children: ReactNode;
}) {
  return useArbitrated(surface) ? <>{children}</> : null;
}
