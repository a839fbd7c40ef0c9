// Which events analytics may send, by the viewer's cookie choice (spec 2 section 2 "Cookie
// banner", section 7 "Save cookie settings"): an event made for advertisers (an ad's attribution)
// follows the marketing choice, every other event the analytics choice. Until a choice is known
// nothing is sent.
import type { CookieChoice } from './cookies';

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
