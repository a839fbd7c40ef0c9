// An ad's attribution source query, as the page builds it (spec 1 sections 7, 8 and 9): for a
// promoted pin's click (ui/outbound/follow-outside.ts) or view (ui/feed/impression-tracker.ts),
// with the page's host, and only when the viewer's cookie choice allows marketing.
import { attributionQuery, type AttributionEventType } from '../../domain/attribution';
import type { Pin } from '../../domain/types';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { getActorBySystemId } from '../../runtime/system';

/** Whether the viewer's cookie choice allows marketing (ad attribution follows it, spec 2 section 2). */
export function marketingAllowed(): boolean {
  const cookies = getActorBySystemId(SYSTEM_IDS.cookies)?.getSnapshot() as
    { context?: { choice?: { marketing?: boolean } | null } } | undefined;
  return cookies?.context?.choice?.marketing === true;
}

/**
 * A promoted pin's attribution source query for a click or a view; null (skipped) for a pin that
 * is not promoted, when marketing is not allowed, or when a parameter is missing. The destination
 * is the ad's destination, else `url` (the link clicked), else the pin's link.
 */
export function adAttribution(
  pin: Pin,
  eventType: AttributionEventType,
  url: string = pin.link,
): string | null {
  if (!pin.isPromoted) return null;
  return attributionQuery({
    eventType,
    sourceEventId: pin.pinPromotionId,
    destinations: [pin.adDestinationUrl ?? url],
    advertiserId: pin.advertiserId,
    campaignId: pin.campaignId,
    hostname: window.location.hostname,
    reportingAllowed: marketingAllowed(),
  });
}
