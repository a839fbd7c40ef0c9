// Which events analytics may send, by the viewer's cookie choice (spec 2 section 2 "Cookie
// banner", section 7 "Save cookie settings"): an event made for advertisers (an ad's attribution)
// follows the marketing choice, every other event the analytics choice. Until a choice is known
// nothing is sent.
import type { CookieChoice } from './cookies';
import type { SentLogFields } from './types';

/** What the analytics actor needs of a choice. */
export type AnalyticsConsent = Pick<CookieChoice, 'analytics' | 'marketing'>;

/** An event made for advertisers says so: `{ ..., marketing: true }`. */
export function isMarketingEvent(event: object): boolean {
  return (event as { marketing?: unknown }).marketing === true;
}

/** May this event be sent under this consent (null: no choice made yet)? */
export function consentAllows(consent: AnalyticsConsent | null, event: object): boolean {
  if (consent === null) return false;
  return isMarketingEvent(event) ? consent.marketing : consent.analytics;
}

export type { SentLogFields };

/** An event's logging fields (spec 1 section 7), the ones it has of the right kind. */
export function logFieldsOf(event: object): SentLogFields {
  const e = event as Record<string, unknown>;
  const label = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  const fields: SentLogFields = {};
  if (typeof e.viewType === 'string') fields.viewType = e.viewType;
  if (typeof e.viewParameter === 'number' || e.viewParameter === null)
    fields.viewParameter = e.viewParameter;
  if (label(e.component)) fields.component = e.component;
  if (label(e.element)) fields.element = e.element;
  if (typeof e.objectId === 'string') fields.objectId = e.objectId;
  if (typeof e.auxData === 'object' && e.auxData !== null && !Array.isArray(e.auxData))
    fields.auxData = e.auxData as Record<string, unknown>;
  return fields;
}
