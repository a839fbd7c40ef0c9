// Ad attribution rules: the attribution source request of a promoted pin's click or view, with
// its expiry and priority, and the sampled failure log (spec 1 sections 7, 8 and 9).
import {
  ATTRIBUTION_CLICK_EXPIRY_S,
  ATTRIBUTION_CLICK_PRIORITY,
  ATTRIBUTION_VIEW_EXPIRY_S,
  ATTRIBUTION_VIEW_PRIORITY,
} from './constants';
import { attributionDestinations } from './attribution-destinations';

export type AttributionEventType = 'click' | 'view';

/** Expiry in seconds and priority: clicks 604800 s (2), views 86400 s (1) (spec 1 section 9). */
export function attributionTerms(type: AttributionEventType): { expiry: number; priority: number } {
  return type === 'click'
    ? { expiry: ATTRIBUTION_CLICK_EXPIRY_S, priority: ATTRIBUTION_CLICK_PRIORITY }
    : { expiry: ATTRIBUTION_VIEW_EXPIRY_S, priority: ATTRIBUTION_VIEW_PRIORITY };
}

/**
 * The attribution source query: source_event_id, destination (JSON list of https origins),
 * expiry, priority, source_event_type, advertiser_id, campaign_id, hostname; null (skipped) when
 * reporting is not allowed or a parameter is missing (spec 1 sections 7 and 8).
 */
export function attributionQuery({
  eventType,
  sourceEventId,
  destinations,
  advertiserId,
  campaignId,
  hostname,
  reportingAllowed,
}: {
  eventType: AttributionEventType;
  sourceEventId: string | null | undefined;
  destinations: readonly string[];
  advertiserId: string | null | undefined;
  campaignId: string | null | undefined;
  hostname: string;
  reportingAllowed: boolean;
}): string | null {
  if (!reportingAllowed) return null;
  const origins = attributionDestinations(destinations);
  if (!sourceEventId || !advertiserId || !campaignId || !hostname || origins.length === 0) {
    return null;
  }
  const { expiry, priority } = attributionTerms(eventType);
  return new URLSearchParams({
    source_event_id: sourceEventId,
    destination: JSON.stringify(origins),
    expiry: String(expiry),
    priority: String(priority),
    source_event_type: eventType,
    advertiser_id: advertiserId,
    campaign_id: campaignId,
    hostname,
  }).toString();
}

/**
 * How the attribution source is sent (spec 1 section 7): on the main host, the host that serves
 * the attribution source endpoint, a GET with keepalive; on any other host an image with an
 * attribution attribute (`attributionsrc`), which may register a source across sites where a
 * fetch may not.
 */
export type AttributionTransport = 'get' | 'image';

export function attributionTransport({
  pageHost,
  endpointHost,
}: {
  /** The host of the page the ad was clicked or viewed on. */
  pageHost: string;
  /** The host of the attribution source endpoint (the main host). */
  endpointHost: string;
}): AttributionTransport {
  return pageHost === endpointHost ? 'get' : 'image';
}

/** The message logged when the attribution request is not ok (spec 1 section 8). */
export const ATTRIBUTION_FAILED_MESSAGE = 'server request failed.';
/** Failures are logged at a 10% sample (spec 1 section 8). */
const ATTRIBUTION_FAILURE_SAMPLE = 0.1;

/**
 * Whether a failure is logged: at a 10% sample, decided by a number in [0, 1) the caller draws
 * (the domain draws no random numbers) (spec 1 section 8).
 */
export function logsAttributionFailure(draw: number): boolean {
  return draw < ATTRIBUTION_FAILURE_SAMPLE;
}
