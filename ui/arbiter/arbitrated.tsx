// A floating surface asks the screen's arbiter (machines/screen-arbiter.machine.ts, decision 082)
// before it shows: it asks while mounted, gives the screen back as it goes, and renders what it
// wraps only while granted. What it wraps marks itself viewed as it mounts, so a surface that
// waited and never reached the screen is never reported as seen.
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  isGranted,
  type ScreenArbiterSnapshot,
  type screenArbiterMachine,
  type SurfaceKind,
} from '../../machines/screen-arbiter.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { absent, useLateActor } from '../app/late-actor';

export type ScreenArbiterRef = ActorRefFrom<typeof screenArbiterMachine>;

/** The screen's arbiter, or undefined until it has arrived after the first paint. */
export function useScreenArbiter(): ScreenArbiterRef | undefined {
  return useLateActor(SYSTEM_IDS.screenArbiter) as ScreenArbiterRef | undefined;
}

export function Arbitrated({
  id,
  kind,
  priority,
  children,
}: {
  /** The surface's own id (`placement.1000541`). */
  id: string;
  kind: SurfaceKind;
  /** Higher first among surfaces of the same kind. */
  priority?: number;
  children: ReactNode;
}) {
  const arbiter = useScreenArbiter();
  useEffect(() => {
    if (!arbiter) return undefined;
    arbiter.send(
      priority === undefined
        ? { type: 'arbiter.request', id, kind }
        : { type: 'arbiter.request', id, kind, priority },
    );
    return () => arbiter.send({ type: 'arbiter.release', id });
  }, [arbiter, id, kind, priority]);
  const granted = useSelector(arbiter ?? absent, (s: ScreenArbiterSnapshot | undefined) =>
    s === undefined ? false : isGranted(s, id),
  );
  return granted ? <>{children}</> : null;
}
