// The ad attribution source (spec 1 section 7 "Attribution source GET", section 9 expiry and
// priority): an ad's click or view registers a source with its event id, https destinations, expiry,
// priority, event type, advertiser, campaign and hostname. A missing or malformed parameter is a
// 400 and nothing is recorded.
import { attributionTerms } from '../domain/attribution';
import type { AttributionSourceRecord } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, newId } from './http';

const REQUIRED = [
  'source_event_id',
  'destination',
  'expiry',
  'priority',
  'source_event_type',
  'advertiser_id',
  'campaign_id',
  'hostname',
] as const;

function destinations(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every((d) => typeof d === 'string' && /^https:\/\/[^/]+$/.test(d))
  )
    throw badRequest('Query parameter "destination" must be a JSON list of https origins.');
  return parsed as string[];
}

function attributionSource(ctx: Ctx): Answer {
  const q = ctx.query;
  const missing = REQUIRED.filter((name) => !q[name]);
  if (missing.length > 0)
    throw badRequest(`Query parameters ${missing.map((m) => `"${m}"`).join(', ')} are required.`);
  const type = q.source_event_type;
  if (type !== 'click' && type !== 'view')
    throw badRequest('Query parameter "source_event_type" must be click or view.');
  const terms = attributionTerms(type);
  if (Number(q.expiry) !== terms.expiry || Number(q.priority) !== terms.priority)
    throw badRequest(`A ${type} source has expiry ${terms.expiry} and priority ${terms.priority}.`);
  const record: AttributionSourceRecord = {
    id: newId('as'),
    sourceEventId: q.source_event_id!,
    destination: destinations(q.destination!),
    expiry: terms.expiry,
    priority: terms.priority,
    sourceEventType: type,
    advertiserId: q.advertiser_id!,
    campaignId: q.campaign_id!,
    hostname: q.hostname!,
  };
  ctx.store.put('attributionSources', record);
  return { data: { id: record.id } };
}

export const attributionRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/attribution_source/',
    summary:
      'Ad attribution source: source_event_id, destination (JSON list of https origins), expiry, priority, source_event_type (click or view), advertiser_id, campaign_id, hostname (recorded in attributionSources)',
    write: true,
    handler: attributionSource,
  },
];
