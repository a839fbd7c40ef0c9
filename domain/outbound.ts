// Outbound click-through rules: what a click on an outside link does before and after the link
// check, the redirect interstitial, the beacon and the blocked-link modal texts
// (spec 1 sections 2, 4 and 8, spec 3 sections 2, 4 and 8).
import { NEW_USER_WINDOW_DAYS } from './constants';
import type { LinkSafety } from './types';
import { blockedHost, isEmptyOrHashLink } from './url';
import { daysSince } from './time';
import { isBlockingVerdict } from './link-safety';

export { isBlockingVerdict } from './link-safety';

/** The blocked-link modal's texts (spec 1 section 8, spec 3 section 2). */
export const BLOCKED_LINK_TEXT = {
  heading: 'Heads up!',
  accessibilityLabel: 'We have blocked this link',
  learnMore: 'Learn more',
  dismiss: 'Okay',
} as const;

/** Where the blocked-link modal's 'Learn more' goes: the product's spam policy page. */
export const SPAM_POLICY_PATH = '/policies/spam';

/** What happens on a click before any check. */
export type ClickStart =
  | { kind: 'cancel'; telemetry: 'emptyOrHashLink' }
  | { kind: 'abort'; reason: 'offline' }
  | { kind: 'continue'; check: boolean };

/**
 * The start of a click-through: an empty or hash-only link cancels with a telemetry event; an
 * offline browser aborts silently; otherwise continue, with a quality check for logged-out
 * users (spec 1 section 4, spec 3 section 4).
 */
export function startClickthrough({
  url,
  online,
  loggedOut,
}: {
  url: string | null | undefined;
  online: boolean;
  loggedOut: boolean;
}): ClickStart {
  if (isEmptyOrHashLink(url)) return { kind: 'cancel', telemetry: 'emptyOrHashLink' };
  if (!online) return { kind: 'abort', reason: 'offline' };
  return { kind: 'continue', check: loggedOut };
}

/** A link check answer as the API gives it (spec 1 section 3: message, redirect_status, url). */
export interface LinkCheckAnswer {
  redirect_status?: string | null;
  message?: string | null;
  url?: string | null;
}

/** What the check decides. */
export type CheckOutcome =
  | { kind: 'warn'; status: LinkSafety; message: string; host: string }
  | { kind: 'navigate'; status: LinkSafety; countAsError: boolean };

/**
 * After the check: blocked, suspicious or porn never navigate and show the modal with the
 * server's message and the host only; an error or empty answer navigates anyway, recorded as
 * status 'error' (both readings of spec 1 section 4 agree on this), otherwise navigate.
 */
export function checkOutcome({
  answer,
  url,
}: {
  answer: LinkCheckAnswer | null | undefined;
  url: string;
}): CheckOutcome {
  const status = answer?.redirect_status ?? null;
  if (isBlockingVerdict(status)) {
    return {
      kind: 'warn',
      status: status as LinkSafety,
      message: (answer?.message ?? '').trim(),
      host: blockedHost(answer?.url || url),
    };
  }
  if (!answer || status === null || status === '' || status === 'error') {
    return { kind: 'navigate', status: 'error', countAsError: true };
  }
  return { kind: 'navigate', status: 'none', countAsError: false };
}

/** A new user: created within the last 28 days (spec 3 section 9). */
export function isNewUser({
  createdAt,
  now,
}: {
  createdAt: string | number | null | undefined;
  now: number;
}): boolean {
  if (createdAt === null || createdAt === undefined) return false;
  const created = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(created)) return false;
  return daysSince({ from: created, now }) < NEW_USER_WINDOW_DAYS;
}

/**
 * The redirect interstitial opens in a new tab when the user is new or eligible for a home
 * upsell and an interstitial experience exists; otherwise the link opens directly
 * (spec 1 section 4).
 */
export function opensInterstitial({
  isNew,
  eligibleForHomeUpsell,
  interstitialExists,
}: {
  isNew: boolean;
  eligibleForHomeUpsell: boolean;
  interstitialExists: boolean;
}): boolean {
  return (isNew || eligibleForHomeUpsell) && interstitialExists;
}

/** '/pin_redirect' with domain, domainImageUrl, origin, pinCategory, pinImageUrl, redirectUrl (spec 1 section 2). */
export function pinRedirectPath(fields: {
  domain: string;
  domainImageUrl?: string;
  origin: string;
  pinCategory?: string;
  pinImageUrl?: string;
  redirectUrl: string;
}): string {
  const query = new URLSearchParams();
  for (const key of [
    'domain',
    'domainImageUrl',
    'origin',
    'pinCategory',
    'pinImageUrl',
    'redirectUrl',
  ] as const) {
    const value = fields[key];
    if (value !== undefined) query.set(key, value);
  }
  return `/pin_redirect?${query.toString()}`;
}

/**
 * The outbound beacon: a GET to the outside link with query pin and client_tracking_params
 * (spec 1 section 4, spec 3 section 7).
 */
export function beaconUrl({
  url,
  pinId,
  clientTrackingParams,
}: {
  url: string;
  pinId: string;
  clientTrackingParams: string;
}): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const query = new URLSearchParams({ pin: pinId, client_tracking_params: clientTrackingParams });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}${hash}`;
}
