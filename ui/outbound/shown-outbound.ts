// Which click-through the blocked-link modal host watches (ui/outbound/outbound-host.tsx): the
// last outbound actor a click started. The actor itself says whether a modal is up; this only
// says which actor to read, so a link that unmounts (a closed menu) does not take its modal along.
import type { ActorRefFrom } from 'xstate';
import type { outboundMachine } from '../../machines/outbound.machine';

export type OutboundRef = ActorRefFrom<typeof outboundMachine>;

/** The actor to watch, and the link focus goes back to when its modal closes. */
export interface ShownOutbound {
  outbound: OutboundRef;
  returnTo: HTMLElement | null;
}

let shown: ShownOutbound | null = null;
const listeners = new Set<() => void>();

export function watchOutbound(outbound: OutboundRef, returnTo: HTMLElement | null): void {
  if (shown?.outbound === outbound && shown.returnTo === returnTo) return;
  shown = { outbound, returnTo };
  for (const listener of listeners) listener();
}

export const shownOutbound = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ShownOutbound | null => shown,
};
