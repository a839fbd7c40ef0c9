// A click on an outside link, run by the pin's outbound actor (`pin.<id>.outbound`, spec 1
// section 4 "Outbound click-through"): the click and the viewer as the machine asks for them, a
// blank tab reserved inside the click when a check will run (docs/decisions/018), and the modal
// host told which actor to watch. Its own chunk, fetched on the first click.
import { isNewUser } from '../../domain/outbound';
import type { LogView } from '../../domain/log-view';
import { logViewOf } from '../../domain/log-view-path';
import { pageKind } from '../../domain/page-kind';
import type { Pin, Viewer } from '../../domain/types';
import { checksBeforeFollowing } from '../../machines/outbound-helpers';
import type { OutboundClick, OutboundViewer } from '../../machines/outbound-types';
import { pinActorId } from '../../machines/system-ids';
import { appClock } from '../../runtime/app-clock';
import {
  findPinActor,
  pinActorFor,
  getSessionActor,
  perSystem,
  runningSystem,
} from '../../runtime/system';
import { adAttribution } from './ad-attribution';
import { selectViewer } from '../../machines/session.machine';
import { browserOnline } from '../../runtime/outbound-actors';
import { browserTabs } from '../../runtime/tabs';
import { watchOutbound, type OutboundRef } from './shown-outbound';

/** What the link knows: its address, the pin it belongs to, and where it leaves from. */
export interface OutsideTarget {
  url: string;
  pin?: Pin | null;
  /** The pin id when the pin itself is not at hand (the `/offsite/` page). */
  pinId?: string;
  /** Leave from this page (the `/offsite/` page), checking first whoever clicks. */
  offsitePage?: boolean;
  clientTrackingParams?: string;
  thirdPartyAd?: boolean;
  /** The link clicked: focus goes back to it when a blocked-link modal closes. */
  from?: HTMLElement | null;
  /** Where the link is shown (a card's view); else the page's (spec 1 section 7). */
  view?: LogView;
}

export function outboundViewer(viewer: Viewer): OutboundViewer {
  return {
    loggedOut: viewer.id === null,
    isNew: isNewUser({ createdAt: viewer.createdAt, now: appClock.now() }),
    // No surface of the product makes a viewer eligible for the home upsell yet.
    eligibleForHomeUpsell: false,
  };
}

export function outboundClick(target: OutsideTarget): OutboundClick {
  const pin = target.pin ?? null;
  return {
    url: target.url,
    pinId: pin?.id ?? target.pinId ?? '',
    thirdPartyAd: target.thirdPartyAd ?? pin?.isThirdPartyAd ?? false,
    knownVerdict: pin?.linkSafety ?? null,
    clickthroughType: 'click',
    slot: { view: pageKind(window.location.pathname) },
    clientTrackingParams: target.clientTrackingParams ?? pin?.trackingParams ?? '',
    // The redirect interstitial is a page of the product: it always exists (docs/decisions/036).
    interstitialExists: true,
    ...(pin?.images['236x']?.url ? { pinImageUrl: pin.images['236x'].url } : {}),
    ...(pin?.category ? { pinCategory: pin.category } : {}),
    ...(pin ? { imageSignature: pin.imageSignature, domain: pin.domain } : {}),
    ...(pin?.linkDomain?.officialUser?.imageMediumUrl
      ? { domainImageUrl: pin.linkDomain.officialUser.imageMediumUrl }
      : {}),
    ...(target.offsitePage ? { inPlace: true, checkFirst: true } : {}),
    ...(pin?.isPromoted ? { attribution: adAttribution(pin, 'click', target.url) } : {}),
    view: target.view ?? logViewOf({ pathname: window.location.pathname, pin: pin ?? {} }),
  };
}

/**
 * Whether this click reserves a blank tab: it opens in a new tab (not in place) and the outbound
 * machine will check it before following (`checksBeforeFollowing`, the machine's own rules).
 */
export function reservesTab(click: OutboundClick, viewer: OutboundViewer): boolean {
  return !click.inPlace && checksBeforeFollowing(click, viewer, navigator.onLine !== false);
}

/** Clicks whose actor has not been told yet, by owner: a second click joins the first. */
const startingClicks = perSystem(() => new Map<string, Promise<OutboundRef>>());

/** Runs the click through the pin's outbound actor; answers the actor. */
export function followOutside(target: OutsideTarget): Promise<OutboundRef> {
  const owner = pinActorId(target.pin?.id ?? target.pinId ?? '', 'outbound');
  const starting = startingClicks();
  const pending = starting.get(owner);
  if (pending) return pending;
  const started = start(target).finally(() => starting.delete(owner));
  starting.set(owner, started);
  return started;
}

async function start(target: OutsideTarget): Promise<OutboundRef> {
  const click = outboundClick(target);
  const who = outboundViewer(selectViewer(getSessionActor().getSnapshot()));
  const busy = findPinActor(click.pinId, 'outbound')?.getSnapshot().hasTag('busy') ?? false;
  // Still within the click's activation (the connectivity read takes milliseconds): a tab opened
  // once a check has answered could be refused by the pop-up blocker. Offline, none is opened.
  if (!busy && reservesTab(click, who) && (await browserOnline()))
    (runningSystem().tabs ?? browserTabs).reserve(pinActorId(click.pinId, 'outbound'));
  const outbound = await pinActorFor(click.pinId, 'outbound', { origin: window.location.origin });
  watchOutbound(outbound, target.from ?? null);
  outbound.send({ type: 'outbound.open', click, viewer: who });
  return outbound;
}
