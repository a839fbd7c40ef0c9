// What the outbound click-through's actions work out from its context
// (machines/outbound.machine.ts): a check's answer, whether the click goes to the redirect
// interstitial, the offsite call's body, the tab to open and the beacon.
import type { OffsiteInput, OffsiteResult } from '../api/api';
import type { ClickthroughPin } from '../domain/local-state-store';
import {
  beaconUrl,
  isBlockingVerdict,
  opensInterstitial,
  pinRedirectPath,
  startClickthrough,
} from '../domain/outbound';
import { blockedHost, isExternalUrl } from '../domain/url';
import { LOG_EVENT_TYPE } from '../domain/constants';
import { LOG_ELEMENT, UNKNOWN_VIEW } from '../domain/log-view';
import type {
  BeaconRequest,
  OutboundClick,
  OutboundContext,
  OutboundEmitted,
  OutboundViewer,
  TabRequest,
} from './outbound-types';

export type CheckAnswer = OffsiteResult | null;

export function answerOf(event: { type: string; output?: unknown }): CheckAnswer {
  const output = (event as { output?: unknown }).output;
  return output && typeof output === 'object' ? (output as OffsiteResult) : null;
}

/**
 * Whether a click is checked before it is followed (docs/decisions/018): a logged-out viewer's, one
 * that asks for it (the `/offsite/` page), or one whose known verdict blocks. The machine's
 * `needsCheck` guard; the click handler reserves a tab by it (ui/outbound/follow-outside.ts).
 */
export function needsCheck(
  click: OutboundClick | null | undefined,
  viewer: OutboundViewer | null | undefined,
): boolean {
  return (
    (viewer?.loggedOut ?? false) ||
    (click?.checkFirst ?? false) ||
    isBlockingVerdict(click?.knownVerdict)
  );
}

/** Whether a click on `url` is cancelled at once (an empty or hash link): the `isEmptyLink` guard. */
export function isCancelledClick(url: string): boolean {
  return startClickthrough({ url, online: true, loggedOut: false }).kind === 'cancel';
}

/**
 * Whether the machine checks a click before following it, read from its own rules in the order
 * `outbound.open` takes them: an empty link is cancelled (`isEmptyLink`), an offline click aborted
 * (`isOffline`), then `needsCheck`. The click handler reserves a tab by it
 * (ui/outbound/follow-outside.ts), so the two never disagree.
 */
export function checksBeforeFollowing(
  click: OutboundClick,
  viewer: OutboundViewer,
  online: boolean,
): boolean {
  return !isCancelledClick(click.url) && online && needsCheck(click, viewer);
}

export function goesToInterstitial(context: OutboundContext): boolean {
  return opensInterstitial({
    isNew: context.viewer?.isNew ?? false,
    eligibleForHomeUpsell: context.viewer?.eligibleForHomeUpsell ?? false,
    interstitialExists: context.click?.interstitialExists ?? false,
  });
}

/** The check (check_only true) or click (false) call's body (spec 1 section 7). */
export function offsiteInput(context: OutboundContext, checkOnly: boolean): OffsiteInput {
  const click = context.click;
  const auxData: Record<string, unknown> = checkOnly
    ? { ...click?.slot }
    : { ...click?.slot, clickthrough_type: click?.clickthroughType, objectId: click?.pinId };
  return {
    checkOnly,
    ...(click?.thirdPartyAd ? { thirdPartyAd: true } : { pinId: click?.pinId }),
    url: click?.url ?? '',
    clientTrackingParams: click?.clientTrackingParams ?? '',
    auxData,
  };
}

/** The tab to open: the redirect interstitial, or the outside link itself. */
export function tabRequest(context: OutboundContext): TabRequest {
  const url = context.click?.url ?? '';
  const nofollow = isExternalUrl({ url, appHost: hostOf(context.origin) });
  const inPlace = context.click?.inPlace ?? false;
  if (!goesToInterstitial(context)) return { owner: context.owner, url, nofollow, inPlace };
  const path = pinRedirectPath({
    domain: blockedHost(url),
    domainImageUrl: context.click?.domainImageUrl,
    origin: context.origin,
    pinCategory: context.click?.pinCategory,
    pinImageUrl: context.click?.pinImageUrl,
    redirectUrl: url,
  });
  return { owner: context.owner, url: `${context.origin}${path}`, nofollow: false, inPlace };
}

/**
 * The beacon of a followed click: a GET to the outside link itself with pin and
 * client_tracking_params (spec 1 section 4), even when the redirect interstitial opens.
 */
export function beaconRequest(context: OutboundContext): BeaconRequest {
  return {
    url: beaconUrl({
      url: context.click?.url ?? '',
      pinId: context.click?.pinId ?? '',
      clientTrackingParams: context.click?.clientTrackingParams ?? '',
    }),
  };
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

/**
 * A logged-out visitor's followed link as the clickthrough pin the local state adds (spec 3
 * sections 3 and 4); null for a signed-in viewer or a link without a pin.
 */
export function loggedOutClickthrough(context: OutboundContext): ClickthroughPin | null {
  const click = context.click;
  if (!context.viewer?.loggedOut || !click?.pinId) return null;
  return {
    pinId: click.pinId,
    link: click.url,
    imageSignature: click.imageSignature ?? '',
    domain: click.domain ?? blockedHost(click.url),
  };
}

/** What the machine emits at each outcome of a click, from its context. */
export function outcomeEvent<T extends OutboundEmitted['type']>(
  type: T,
  context: OutboundContext,
): Extract<OutboundEmitted, { type: T }> {
  const url = context.click?.url ?? '';
  const pinId = context.click?.pinId ?? '';
  const events: { [K in OutboundEmitted['type']]: Extract<OutboundEmitted, { type: K }> } = {
    'outbound.cancelled': { type: 'outbound.cancelled', url, reason: 'emptyOrHashLink' },
    'outbound.aborted': { type: 'outbound.aborted', url, reason: 'offline' },
    'outbound.checkFailed': { type: 'outbound.checkFailed', url, pinId },
    'outbound.blocked': {
      type: 'outbound.blocked',
      status: context.warning?.status ?? 'blocked',
      host: context.warning?.host ?? '',
      pinId,
    },
    'outbound.followed': {
      type: 'outbound.followed',
      url,
      pinId,
      interstitial: goesToInterstitial(context),
    },
    'ad.attributed': { type: 'ad.attributed', pinId, marketing: true },
    log: {
      type: 'log',
      eventType: LOG_EVENT_TYPE.pinClick,
      ...(context.click?.view ?? UNKNOWN_VIEW),
      element: LOG_ELEMENT.outboundLink,
      objectId: pinId,
      auxData: { clickthrough_type: context.click?.clickthroughType ?? 'click' },
    },
  };
  return events[type];
}
