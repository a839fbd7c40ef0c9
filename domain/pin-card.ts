// Pin card rules: card type, playable video, tap target, labels, shopping indicator,
// sponsorship label, reactions and the deleted story pin (spec 1 sections 1, 2, 3 and 5,
// spec 3 sections 2 and 4).
import {
  SHOPPING_FLAGS,
  SHOPPING_INDICATOR_COUNTRIES,
  SPONSORSHIP_STATUS_PARTNERSHIP,
  SPONSORSHIP_STATUS_SILENT,
} from './constants';
import { pinPath } from './pin-link';
import { topReactions, type Reaction } from './reactions';
import type { Device, Pin, VideoVariant, Videos } from './types';

export * from './reactions';
import { isEmptyOrHashLink } from './url';

export type CardType = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

type CardTypeFields = Pick<
  Pin,
  | 'isEligibleForWebCloseup'
  | 'videos'
  | 'embed'
  | 'richSummary'
  | 'richMetadata'
  | 'product'
  | 'storyPinData'
  | 'storyPinDataId'
>;

function hasVideo(pin: CardTypeFields): boolean {
  return Object.values(pin.videos?.videoList ?? {}).some((v) => v !== undefined);
}

function isProduct(pin: CardTypeFields): boolean {
  return (
    pin.richSummary?.typeName === 'product' ||
    pin.product !== undefined ||
    (pin.richMetadata?.products?.length ?? 0) > 0
  );
}

function isRecipe(pin: CardTypeFields): boolean {
  return pin.richSummary?.typeName === 'recipe' || pin.richMetadata?.recipe !== undefined;
}

/**
 * Card type in priority order: oneTap (eligible for web closeup), video, gif, product, recipe,
 * storyPin, else image (spec 1 section 1).
 */
export function cardType(pin: CardTypeFields): CardType {
  if (pin.isEligibleForWebCloseup) return 'oneTap';
  if (hasVideo(pin)) return 'video';
  if (pin.embed?.type === 'gif') return 'gif';
  if (isProduct(pin)) return 'product';
  if (isRecipe(pin)) return 'recipe';
  if (pin.storyPinData !== undefined || (pin.storyPinDataId ?? '') !== '') return 'storyPin';
  return 'image';
}

/** A video variant is playable only with url, height and width (spec 1 section 3). */
function isPlayableVideo(
  variant: VideoVariant | null | undefined,
): variant is VideoVariant & { url: string; width: number; height: number } {
  return (
    variant !== null &&
    variant !== undefined &&
    typeof variant.url === 'string' &&
    variant.url !== '' &&
    typeof variant.width === 'number' &&
    variant.width > 0 &&
    typeof variant.height === 'number' &&
    variant.height > 0
  );
}

/**
 * The playable variant for a device: the HLS v3 mobile list first on mobile, else 720P then HLS
 * v4; null when none is playable (spec 1 section 3).
 */
export function playableVideo({
  videos,
  device = 'desktop',
}: {
  videos: Videos | null | undefined;
  device?: Device;
}): (VideoVariant & { url: string; width: number; height: number }) | null {
  const list = videos?.videoList ?? {};
  const order =
    device === 'mobile'
      ? ([list.V_HLSV3_MOBILE, list.V_720P, list.V_HLSV4] as const)
      : ([list.V_720P, list.V_HLSV4, list.V_HLSV3_MOBILE] as const);
  return order.find(isPlayableVideo) ?? null;
}

/** Whether the pin has a multi-slide carousel (spec 1 section 3). */
export function hasCarousel(pin: Pick<Pin, 'carouselData'>): boolean {
  return (pin.carouselData?.slots.length ?? 0) > 1;
}

/**
 * The web closeup link is used only when the pin is not a lead ad and is eligible for closeup,
 * or is a promoted-by-promoter video that is not downstream-promoted (spec 1 section 2).
 */
function usesWebCloseupLink(
  pin: Pick<
    Pin,
    | 'promotedIsLeadAd'
    | 'isEligibleForWebCloseup'
    | 'isPromotedByPromoterVideo'
    | 'isDownstreamPromotion'
  >,
): boolean {
  return (
    (!pin.promotedIsLeadAd && pin.isEligibleForWebCloseup) ||
    (pin.isPromotedByPromoterVideo === true && !pin.isDownstreamPromotion)
  );
}

/** Where a tap on the card goes. */
export type CardTapTarget =
  | { kind: 'closeup'; path: string }
  | { kind: 'external'; url: string; via: 'webCloseupLink' | 'link' };

/**
 * Tapping the card opens the closeup; a promoted or one-tap card goes to its external link, the
 * web closeup (tracked) link when the web-closeup rule holds, otherwise the plain link. A lead ad
 * and a card without a usable link open the closeup (spec 1 section 2).
 */
export function cardTapTarget(
  pin: Pick<
    Pin,
    | 'id'
    | 'link'
    | 'trackedLink'
    | 'isPromoted'
    | 'promotedIsLeadAd'
    | 'isEligibleForWebCloseup'
    | 'isPromotedByPromoterVideo'
    | 'isDownstreamPromotion'
  >,
): CardTapTarget {
  const closeup = { kind: 'closeup', path: pinPath(pin.id) } as const;
  const goesOut = pin.isPromoted || pin.isEligibleForWebCloseup;
  if (!goesOut || pin.promotedIsLeadAd) return closeup;
  if (usesWebCloseupLink(pin) && !isEmptyOrHashLink(pin.trackedLink)) {
    return { kind: 'external', url: (pin.trackedLink ?? '').trim(), via: 'webCloseupLink' };
  }
  if (isEmptyOrHashLink(pin.link)) return closeup;
  return { kind: 'external', url: pin.link.trim(), via: 'link' };
}

type CardLabelKind =
  | 'soldOut'
  | 'seePriceOnSite'
  | 'pickedForYou'
  | 'fromTopic'
  | 'fromPinner'
  | 'promoted'
  | 'ad'
  | 'sponsored';

export interface CardLabel {
  kind: CardLabelKind;
  text: string;
}

/** What a recommendation reason says, as the card and the hide feedback read it. */
export type ReasonKind = 'pfy' | 'pfyBoard' | 'topic' | 'followed' | 'other' | 'none';

/** Recommendation reasons from a followed topic (spec 3 section 4: topic). */
const TOPIC_REASONS = new Set(['topic', 'interest', 'followedinterest', 'followedtopic']);
/** Recommendation reasons from a followed pinner or board (spec 3 section 4: followed). */
const FOLLOWED_REASONS = new Set([
  'followed',
  'pinner',
  'followedpinner',
  'followeduser',
  'followedboard',
  'fromthepinner',
]);

/**
 * The kind of a pin's recommendation reason: 'pfy' and 'pfyBoard' ('pfy_board' or a reason
 * naming a board), 'topic' (followed interest), 'followed' (followed pinner or board), 'other'
 * or 'none' (spec 3 section 4).
 */
export function recommendationReasonKind(pin: Pick<Pin, 'recommendationReason'>): ReasonKind {
  const reason = pin.recommendationReason;
  const key = (reason?.reason ?? '').trim().toLowerCase().replace(/[_-]/gu, '');
  if (!reason || key === '') return 'none';
  if (TOPIC_REASONS.has(key)) return 'topic';
  if (FOLLOWED_REASONS.has(key)) return 'followed';
  if (key === 'pfyboard') return 'pfyBoard';
  if (key === 'pfy' || key === 'pickedforyou') return reason.board ? 'pfyBoard' : 'pfy';
  return 'other';
}

/** The topic a recommendation came from: the source interest, or null (spec 1 section 1). */
function recommendationTopic(
  pin: Pick<Pin, 'recommendationReason' | 'sourceInterest'>,
): string | null {
  const name = pin.sourceInterest?.name?.trim();
  if (name) return name;
  return null;
}

/**
 * The recommendation label: 'Picked for you' (pfy reasons), 'From {topic}' (a followed topic,
 * named by sourceInterest) or 'From the pinner' (followed pinner or board), else null
 * (spec 1 section 1, spec 3 section 2).
 */
function recommendationLabel(
  pin: Pick<Pin, 'recommendationReason' | 'sourceInterest'>,
): CardLabel | null {
  const kind = recommendationReasonKind(pin);
  const topic = recommendationTopic(pin);
  if (kind === 'pfy' || kind === 'pfyBoard') {
    return { kind: 'pickedForYou', text: 'Picked for you' };
  }
  if (kind === 'topic' || (kind === 'none' && topic !== null)) {
    return topic === null ? null : { kind: 'fromTopic', text: `From ${topic}` };
  }
  if (kind === 'followed') return { kind: 'fromPinner', text: 'From the pinner' };
  return null;
}

/**
 * The ad label: 'Ad' for a third-party ad, 'Sponsored' for a downstream promotion, 'Promoted'
 * for other promoted pins, else null (spec 1 section 1).
 */
function adLabel(
  pin: Pick<Pin, 'isPromoted' | 'isThirdPartyAd' | 'isDownstreamPromotion'>,
): CardLabel | null {
  if (pin.isThirdPartyAd) return { kind: 'ad', text: 'Ad' };
  if (pin.isDownstreamPromotion) return { kind: 'sponsored', text: 'Sponsored' };
  if (pin.isPromoted) return { kind: 'promoted', text: 'Promoted' };
  return null;
}

/**
 * The product state label shown instead of a price: 'Sold out' (isOosProduct) or 'See price on
 * site' (isStaleProduct), else null (spec 1 section 5).
 */
export function productStateLabel(
  pin: Pick<Pin, 'isOosProduct' | 'isStaleProduct'>,
): CardLabel | null {
  if (pin.isOosProduct) return { kind: 'soldOut', text: 'Sold out' };
  if (pin.isStaleProduct) return { kind: 'seePriceOnSite', text: 'See price on site' };
  return null;
}

/** Every label the card shows, in reading order: product state, ad, recommendation (spec 1 section 1). */
export function cardLabels(
  pin: Pick<
    Pin,
    | 'isOosProduct'
    | 'isStaleProduct'
    | 'isPromoted'
    | 'isThirdPartyAd'
    | 'isDownstreamPromotion'
    | 'recommendationReason'
    | 'sourceInterest'
  >,
): CardLabel[] {
  return [productStateLabel(pin), adLabel(pin), recommendationLabel(pin)].filter(
    (l): l is CardLabel => l !== null,
  );
}

/** Whether a viewer's country gets the shopping indicator: US, GB, DE, CA, FR (spec 1 section 1). */
function isShoppingIndicatorCountry(country: string | null | undefined): boolean {
  return (SHOPPING_INDICATOR_COUNTRIES as readonly string[]).includes(
    (country ?? '').trim().toUpperCase(),
  );
}

/** A shoppable pin: isShoppable or shopping flag 1 available (spec 1 sections 1 and 3). */
export const isShoppablePin = (pin: Pick<Pin, 'isShoppable' | 'shoppingFlags'>): boolean =>
  pin.isShoppable || pin.shoppingFlags.includes(SHOPPING_FLAGS.available);

/**
 * Shopping indicator: a shoppable pin shown to a viewer in US, GB, DE, CA or FR (spec 1 sections
 * 1 and 3).
 */
export function showsShoppingIndicator({
  pin,
  country,
}: {
  pin: Pick<Pin, 'isShoppable' | 'shoppingFlags'>;
  country: string | null | undefined;
}): boolean {
  return isShoppablePin(pin) && isShoppingIndicatorCountry(country);
}

/**
 * Sponsorship label: promoted gives 'Promoted by {name}'; status 0 or 3 with a name gives 'Paid
 * partnership with {name}'; status 2 gives no text; other statuses give 'Paid partnership';
 * affiliate links give 'Paid link' (spec 1 section 5, spec 3 section 4).
 */
export function sponsorshipLabel(
  pin: Pick<Pin, 'isPromoted' | 'promoter' | 'pinner' | 'sponsorship' | 'isAffiliateLink'>,
): string | null {
  if (pin.isPromoted) {
    const name = (pin.promoter?.fullName || pin.pinner.fullName || '').trim();
    return name ? `Promoted by ${name}` : 'Promoted';
  }
  const sponsorship = pin.sponsorship;
  if (sponsorship) {
    if (sponsorship.status === SPONSORSHIP_STATUS_SILENT) return null;
    const name = (sponsorship.sponsor?.fullName ?? '').trim();
    if (
      (SPONSORSHIP_STATUS_PARTNERSHIP as readonly number[]).includes(sponsorship.status) &&
      name
    ) {
      return `Paid partnership with ${name}`;
    }
    return 'Paid partnership';
  }
  if (pin.isAffiliateLink) return 'Paid link';
  return null;
}

/** Own pin: the pinner id equals the viewer id (spec 1 section 5, spec 3 section 6). */
export function isOwnPin({
  pin,
  viewerId,
}: {
  pin: Pick<Pin, 'pinner'>;
  viewerId: string | null | undefined;
}): boolean {
  return viewerId !== null && viewerId !== undefined && pin.pinner.id === viewerId;
}

/** A pin whose story pin is deleted shows the deleted-pin placeholder (spec 1 section 5). */
export function isDeletedStoryPin(pin: Pick<Pin, 'storyPinData'>): boolean {
  return pin.storyPinData?.isDeleted === true;
}

/** The unavailable-pin placeholder texts (spec 3 section 2). */
export const UNAVAILABLE_PIN_TEXT = {
  heading: 'Unavailable',
  body: 'Removed by the creator',
} as const;

/**
 * Reactions footer: hidden on the viewer's own pin, on own promoted pins (pinner or promoter is
 * the viewer) and on deleted story pins (spec 1 section 5).
 */
function showsReactionFooter({
  pin,
  viewerId,
}: {
  pin: Pick<Pin, 'pinner' | 'promoter' | 'isPromoted' | 'storyPinData'>;
  viewerId: string | null | undefined;
}): boolean {
  if (isDeletedStoryPin(pin)) return false;
  if (isOwnPin({ pin, viewerId })) return false;
  const ownPromoted =
    pin.isPromoted && viewerId !== null && viewerId !== undefined && pin.promoter?.id === viewerId;
  return !ownPromoted;
}

/** The reactions the card shows: top 3, or none where the footer is hidden (spec 1 section 5). */
export function shownReactions({
  pin,
  viewerId,
}: {
  pin: Pick<Pin, 'pinner' | 'promoter' | 'isPromoted' | 'storyPinData' | 'reactionCountsData'>;
  viewerId: string | null | undefined;
}): Reaction[] {
  return showsReactionFooter({ pin, viewerId }) ? topReactions(pin.reactionCountsData) : [];
}
