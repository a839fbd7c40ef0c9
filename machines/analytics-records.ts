// What the root's analytics actor keeps (analytics.machine.ts): its records, the events it takes
// (one at a time, or several one actor emitted at once), and a record as the events sink takes it.
import type { AnyEventObject } from 'xstate';
import { isMarketingEvent, logFieldsOf, type SentLogFields } from '../domain/analytics';

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

export type AnalyticsEvent =
  | { type: 'analytics.record'; source: string; event: AnyEventObject }
  /**
   * Several events one actor emitted at once (impressions: what one batch recorded), each kept
   * as a record of its own; a cookie choice comes alone, as `analytics.record`.
   */
  | { type: 'analytics.recordMany'; source: string; events: readonly AnyEventObject[] }
  /** The page is going away: what waits for the next batch goes now. */
  | { type: 'analytics.flush' };

export const eventsOf = (event: AnalyticsEvent): readonly AnyEventObject[] =>
  event.type === 'analytics.record'
    ? [event.event]
    : event.type === 'analytics.recordMany'
      ? event.events
      : [];

function eventTypeOf(event: AnyEventObject): number | null {
  const value = (event as { eventType?: unknown }).eventType;
  return event.type === 'log' && typeof value === 'number' ? value : null;
}

/** The records an event makes, numbered on from `after`. */
export function recordsOf(event: AnalyticsEvent, after: number): AnalyticsRecord[] {
  return eventsOf(event).map((e, i) => ({
    seq: after + i + 1,
    source: 'source' in event ? event.source : '',
    eventType: eventTypeOf(e),
    event: e,
  }));
}

/** Keeps the newest `max` of a list, and says how many it let go. */
export function bounded<T>(list: T[], max: number): { kept: T[]; lost: number } {
  const lost = Math.max(0, list.length - max);
  return { kept: lost ? list.slice(lost) : list, lost };
}

/**
 * A record as the sink takes it: its number, source and name, and the logging fields of spec 1
 * section 7 (view type and parameter, component, element, object id, aux data) when it has them;
 * never the event's other fields, except a metric's name and value, which travel as its aux data
 * (spec 3 section 8: a failed Play store redirect is only a metric).
 */
export function sentEvent(record: AnalyticsRecord): {
  seq: number;
  source: string;
  type: string;
  eventType: number | null;
  marketing: boolean;
} & SentLogFields {
  return {
    seq: record.seq,
    source: record.source,
    type: record.event.type,
    eventType: record.eventType,
    marketing: isMarketingEvent(record.event),
    ...logFieldsOf(record.event),
    ...metricFieldsOf(record.event),
  };
}

/** A metric (`{ type: 'metric', name, value }`) as logging fields: its name and value as aux data. */
function metricFieldsOf(event: AnyEventObject): SentLogFields {
  const { type, name, value } = event as { type: string; name?: unknown; value?: unknown };
  return type === 'metric' && typeof name === 'string' && typeof value === 'number'
    ? { auxData: { name, value } }
    : {};
}
