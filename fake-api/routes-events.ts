// The events sink (spec 2 section 2: analytics only as the cookie choice allows): the app's
// analytics actor sends its events in batches; each is recorded, one record per event, under the
// viewer who sent it. A malformed batch is refused whole with a 400 and nothing is written.
import { logFieldsOf, type SentLogFields } from '../domain/analytics';
import { ANALYTICS_BUFFER_MAX } from '../domain/constants';
import type { AnalyticsEventRecord } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, newId } from './http';

interface SentEvent extends SentLogFields {
  seq: number;
  source: string;
  type: string;
  eventType?: number | null;
  marketing?: boolean;
}

function isEvent(value: unknown): value is SentEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const e = value as Record<string, unknown>;
  return (
    Number.isInteger(e.seq) &&
    typeof e.source === 'string' &&
    typeof e.type === 'string' &&
    e.type !== '' &&
    (e.eventType === undefined || e.eventType === null || Number.isInteger(e.eventType)) &&
    (e.marketing === undefined || typeof e.marketing === 'boolean')
  );
}

function receiveEvents(ctx: Ctx): Answer {
  const events: unknown = ctx.body.events;
  if (!Array.isArray(events) || events.length === 0)
    throw badRequest('Field "events" must be a non-empty list.');
  if (events.length > ANALYTICS_BUFFER_MAX)
    throw badRequest(`Field "events" holds at most ${ANALYTICS_BUFFER_MAX} events.`);
  const bad = events.findIndex((e) => !isEvent(e));
  if (bad !== -1)
    throw badRequest(
      `Event ${bad} must have a whole "seq", a "source" and a "type" (and "eventType" a whole number, "marketing" true or false, when given).`,
    );
  const batchId = newId('eb');
  const viewerId = ctx.viewer?.id ?? null;
  for (const e of events as SentEvent[]) {
    const record: AnalyticsEventRecord = {
      id: newId('ev'),
      viewerId,
      batchId,
      seq: e.seq,
      source: e.source,
      type: e.type,
      eventType: e.eventType ?? null,
      marketing: e.marketing ?? false,
      // The logging fields of spec 1 section 7 (view type and parameter, component, element,
      // object id, aux data), kept as sent when of the right kind.
      ...logFieldsOf(e),
    };
    ctx.store.put('analyticsEvents', record);
  }
  return { data: { batch_id: batchId, received: events.length } };
}

export const eventRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/events/',
    summary:
      'Analytics events sink: events [{ seq, source, type, eventType?, marketing?, viewType?, viewParameter?, component?, element?, objectId?, auxData? }] (at most 1000), recorded one per event in analyticsEvents',
    write: true,
    handler: receiveEvents,
  },
];
