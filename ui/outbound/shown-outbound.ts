// Which click-through the blocked-link modal host watches (ui/outbound/outbound-host.tsx): the
// last outbound actor a click started. The actor itself says whether a modal is up; this only
// says which actor to read, so a link that unmounts (a closed menu) does not take its modal along.
// It is the running system's own (`perSystem`): a new system watches nothing of the one before.
import type { ActorRefFrom } from 'xstate';
import type { outboundMachine } from '../../machines/outbound.machine';
import { perSystem } from '../../runtime/system';

export type OutboundRef = ActorRefFrom<typeof outboundMachine>;

/** The actor to watch, and the link focus goes back to when its modal closes. */
export interface ShownOutbound {
  outbound: OutboundRef;
  returnTo: HTMLElement | null;
}

const watched = perSystem(() => ({
  shown: null as ShownOutbound | null,
  listeners: new Set<() => void>(),
}));

export function watchOutbound(outbound: OutboundRef, returnTo: HTMLElement | null): void {
  const store = watched();
  if (store.shown?.outbound === outbound && store.shown.returnTo === returnTo) return;
  store.shown = { outbound, returnTo };
  for (const listener of store.listeners) listener();
}

export const shownOutbound = {
  subscribe: (listener: () => void): (() => void) => {
    const { listeners } = watched();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ShownOutbound | null => watched().shown,
};
