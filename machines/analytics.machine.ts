// The root's analytics actor (DESIGN.md "Machines": `analytics` receives every emitted event).
// Spec 1 section 7 and spec 3 section 7 "Tracking": logging events carry an event type, a view
// type and parameter, a component, an element, an object id and aux data. Until events are sent
// anywhere, the actor keeps the last `keep` of them (the app: ANALYTICS_RECENT_MAX, 500) for the
// live machine panel.
import { assign, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';

/** One event as analytics keeps it: who emitted it, what it was, and its place in the stream. */
export interface AnalyticsRecord {
  /** 1 for the first event the actor received, then one more for each. */
  seq: number;
  /** The system id of the actor that emitted it (`pin.12.outbound`, `session`, ...). */
  source: string;
  /** The spec's logging event type, for a `log` event (101, 5, 8948, ...). */
  eventType: number | null;
  event: AnyEventObject;
}

export interface AnalyticsInput {
  /** How many recent events to keep (the app keeps ANALYTICS_RECENT_MAX). */
  keep: number;
}

export interface AnalyticsContext {
  keep: number;
  /** The most recent events, oldest first. */
  recent: AnalyticsRecord[];
  /** Every event received, kept or not. */
  received: number;
}

export type AnalyticsEvent = { type: 'analytics.record'; source: string; event: AnyEventObject };

function eventTypeOf(event: AnyEventObject): number | null {
  const value = (event as { eventType?: unknown }).eventType;
  return event.type === 'log' && typeof value === 'number' ? value : null;
}

/**
 * Receives `analytics.record` for every event the root's actors emit, numbers it, and keeps the
 * last `keep` (oldest dropped first), so memory stays bounded however long a session runs.
 */
export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput,
  },
  actions: {
    keepEvent: assign(({ context, event }) => {
      const record: AnalyticsRecord = {
        seq: context.received + 1,
        source: event.source,
        eventType: eventTypeOf(event.event),
        event: event.event,
      };
      const recent = [...context.recent, record];
      return {
        received: context.received + 1,
        recent: recent.length > context.keep ? recent.slice(recent.length - context.keep) : recent,
      };
    }),
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({
    keep: Math.max(1, input.keep),
    recent: [],
    received: 0,
  }),
  initial: 'recording',
  states: {
    recording: { on: { 'analytics.record': { actions: 'keepEvent' } } },
  },
});

export type AnalyticsSnapshot = SnapshotFrom<typeof analyticsMachine>;

export const selectRecentAnalytics = (s: AnalyticsSnapshot): readonly AnalyticsRecord[] =>
  s.context.recent;
export const selectAnalyticsReceived = (s: AnalyticsSnapshot): number => s.context.received;
