// What the outbound scenarios share (spec 1 section 4 "Outbound click-through"): the fixture links
// with their link-safety verdicts, the click on a closeup's 'Visit site' with its headless
// equivalent, and the pin's outbound actor.
import { VISIT_SITE_TEXT } from '../domain/card-texts';
import type { LinkSafety } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import type { OutboundClick, OutboundViewer } from '../machines/outbound-types';
import { pinActorId } from '../machines/system-ids';
import type { ActStep, PinOnScreen } from './format';

export const outboundActor = (pinId: string): string => pinActorId(pinId, 'outbound');

/** The link-safety fixtures: each pin's outside link and the verdict the product holds for it. */
export const LINKS = {
  blocked: {
    pinId: KNOWN.pins.linkBlocked,
    url: 'https://free-prizes-now.example/win-a-free-kitchen-makeover',
  },
  error: {
    pinId: KNOWN.pins.linkError,
    url: 'https://slow-check.example/garden-path-with-stepping-stones',
  },
  none: { pinId: KNOWN.pins.linkNone, url: 'https://gardenpathways.com/gravel-garden-path-edging' },
} as const satisfies Record<string, { pinId: string; url: string }>;

export const VERDICTS: Record<keyof typeof LINKS, LinkSafety> = {
  blocked: 'blocked',
  error: 'error',
  none: 'none',
};

export const VISITOR: OutboundViewer = {
  loggedOut: true,
  isNew: false,
  eligibleForHomeUpsell: false,
};
export const SIGNED_IN: OutboundViewer = {
  loggedOut: false,
  isNew: false,
  eligibleForHomeUpsell: false,
};

/** The click the closeup's link sends, as the view builds it. */
export function clickOn(
  link: keyof typeof LINKS,
  more: Partial<OutboundClick> = {},
): OutboundClick {
  return {
    url: LINKS[link].url,
    pinId: LINKS[link].pinId,
    thirdPartyAd: false,
    knownVerdict: VERDICTS[link],
    clickthroughType: 'click',
    slot: { view: 'pin' },
    clientTrackingParams: '',
    interstitialExists: true,
    ...more,
  };
}

/** The pin's closeup is on screen; its outbound actor exists as a first click makes it. */
export function onCloseup(link: keyof typeof LINKS): PinOnScreen[] {
  return [{ pinId: LINKS[link].pinId, kinds: ['outbound'], seed: {} }];
}

/** A click on the closeup's 'Visit site'; headless, the event the click sends. */
export function visitSite(link: keyof typeof LINKS, viewer: OutboundViewer, say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'link', name: VISIT_SITE_TEXT } },
    equivalent: {
      to: outboundActor(LINKS[link].pinId),
      event: { type: 'outbound.open', click: clickOn(link), viewer },
    },
  };
}
