// What views and tests read of an outbound click-through (machines/outbound.machine.ts).
import type { SnapshotFrom } from 'xstate';
import type { outboundMachine } from './outbound.machine';

export type OutboundSnapshot = SnapshotFrom<typeof outboundMachine>;

/** The blocked-link modal's contents while it is up, else null. */
export const selectWarning = (s: OutboundSnapshot) =>
  s.hasTag('modal') ? s.context.warning : null;
export const selectOutboundBusy = (s: OutboundSnapshot): boolean => s.hasTag('busy');
/** Checks that failed or answered nothing: the logged-out path's status `error` metric. */
export const selectCheckErrors = (s: OutboundSnapshot): number => s.context.checkErrors;
