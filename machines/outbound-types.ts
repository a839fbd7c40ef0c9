// The outbound click-through's shapes (machines/outbound.machine.ts): who clicked, the click, the
// tab asked for, and what the machine is started with, keeps, accepts and emits.
import type { LinkSafety } from '../domain/types';
import type { LOG_EVENT_TYPE } from '../domain/constants';
import type { LogFields, LogView } from '../domain/log-view';

/** Who clicked, as far as the click-through asks (spec 1 section 4). */
export interface OutboundViewer {
  loggedOut: boolean;
  /** Created within the new-user window (domain `isNewUser`). */
  isNew: boolean;
  eligibleForHomeUpsell: boolean;
}

/** One click on an outside link. */
export interface OutboundClick {
  url: string;
  /** The pin the link belongs to ('' for a third-party ad without a pin). */
  pinId: string;
  thirdPartyAd: boolean;
  /** The verdict the product already has for this link (the pin's `linkSafety`), if any. */
  knownVerdict: LinkSafety | null;
  /** `click`, `rightClick`, ... (the click call's aux_data `clickthrough_type`). */
  clickthroughType: string;
  /** Slot data for the click call's aux_data (grid position, surface, ...). */
  slot: Record<string, unknown>;
  clientTrackingParams: string;
  /** Whether a redirect-interstitial experience exists for this viewer (spec 2). */
  interstitialExists: boolean;
  /** The interstitial's picture and category, when it opens. */
  pinImageUrl?: string;
  pinCategory?: string;
  domainImageUrl?: string;
  /** Leave from this page rather than a new tab (the `/offsite/` redirect page). */
  inPlace?: boolean;
  /** Check the link whoever clicks (the `/offsite/` page has no verdict of its own). */
  checkFirst?: boolean;
  /** An ad's attribution source query (domain `attributionQuery`), when it is sent. */
  attribution?: string | null;
  /** The pin's image signature and domain (a logged-out clickthrough pin keeps them). */
  imageSignature?: string;
  domain?: string;
  /** Where the link was clicked (spec 1 section 7): the pin click log's view. */
  view?: LogView;
}

/** Where the new tab goes and how its link is marked. */
export interface TabRequest {
  /** The actor that asks (one reserved tab per asker at most). */
  owner: string;
  url: string;
  /** `nofollow` for an external link; every outside link opens with `noopener noreferrer`. */
  nofollow: boolean;
  /** Go there in this page (the `/offsite/` redirect page) rather than in a new tab. */
  inPlace: boolean;
}

/**
 * The outbound beacon: a GET to the outside link itself (never the API) with query pin and
 * client_tracking_params (domain `beaconUrl`), the same link whether or not the redirect
 * interstitial opens.
 */
export interface BeaconRequest {
  /** The outside link with `pin` and `client_tracking_params` added to its query. */
  url: string;
}

export interface OutboundInput {
  /** The system id of this actor (`pin.<id>.outbound`), naming its reserved tab. */
  owner: string;
  /** The app's origin, for the internal-link check and the interstitial's `origin`. */
  origin: string;
}

export interface OutboundContext extends OutboundInput {
  click: OutboundClick | null;
  viewer: OutboundViewer | null;
  /** The blocked-link modal's server message and host (never the full URL). */
  warning: { status: LinkSafety; message: string; host: string } | null;
  /** Checks that failed or answered nothing (the logged-out path's status `error` metric). */
  checkErrors: number;
  /** Where the last followed click went: the link, or the redirect interstitial; null before. */
  opened: string | null;
}

export type OutboundEvent =
  | { type: 'outbound.open'; click: OutboundClick; viewer: OutboundViewer }
  | { type: 'outbound.dismiss' };

export type OutboundEmitted =
  | { type: 'outbound.cancelled'; url: string; reason: 'emptyOrHashLink' }
  | { type: 'outbound.aborted'; url: string; reason: 'offline' }
  | { type: 'outbound.checkFailed'; url: string; pinId: string }
  | { type: 'outbound.blocked'; status: LinkSafety; host: string; pinId: string }
  | { type: 'outbound.followed'; url: string; pinId: string; interstitial: boolean }
  | ({ type: 'log'; eventType: typeof LOG_EVENT_TYPE.pinClick } & LogFields)
  | { type: 'ad.attributed'; pinId: string; marketing: true };
