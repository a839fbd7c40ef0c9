// What a pin card shows, for one viewer: every rule comes from domain/; this file only gathers
// them into one object the card renders (spec 1 sections 1, 2, 5 and 6).
import type { EXPLORE_LOCAL_SURFACE } from '../../machines/one-tap-save-types';
import type { Pin, Viewer } from '../../domain/types';
import {
  cardLabels,
  cardTapTarget,
  cardType,
  hasCarousel,
  isDeletedStoryPin,
  isOwnPin,
  playableVideo,
  shownReactions,
  showsShoppingIndicator,
  sponsorshipLabel,
  totalReactions,
  type CardLabel,
  type CardType,
  type Reaction,
} from '../../domain/pin-card';
import { pinPath, pinSubpagePath, profilePath } from '../../domain/pin-link';
import { displayDomain } from '../../domain/url';
import { textColourOver } from '../../domain/theme';
import { shortenNumber } from '../../domain/short-number';
import { storyTitle, trimTitle } from '../../domain/text';
import { storyPinDurationText } from '../../domain/time';
import { collageChips } from '../../domain/collage-chips';
import { cardLogView, isSearchAd, type LogView } from '../../domain/log-view';
import {
  canHidePin,
  longPressOpensMenu,
  overflowMenuKind,
  showsAnalyticsIndicator,
  showsEmployeeDebug,
  showsFavoriteButton,
  statsButtonForm,
  usesOriginalImages,
} from '../../domain/card-permissions';
import { canEditCard, cardPrice, cardRating } from './card-rules';
import type { PriceDisplay, RatingDisplay } from './card-rules';

/** The grid surface a card sits in (spec 1 section 2), used by the variant rules. */
export type Surface =
  | 'AuthHomefeed'
  | 'RelatedPinGrid'
  | 'SearchItem'
  | 'SearchItemHighShoppingIntent'
  | 'ShoppingTool'
  | 'BaseBoardPinGrid'
  | 'UserProfilePinGrid'
  | 'OtherProfilePinGrid'
  | 'CreatorProfileStoryPinGrid'
  | 'CreatorProfileActivityPinGrid'
  | 'RetrievalHub'
  | 'TodayArticleFeed'
  | 'ShoppingGridSmall'
  | 'VisualInspirationPin'
  | 'VisualInspirationShoppingPin'
  | typeof EXPLORE_LOCAL_SURFACE;

/** The card's own labels (not spec texts: those come from domain/card-texts.ts). */
export const CARD_LABELS = {
  video: 'Video',
  gif: 'GIF',
  shoppable: 'Shoppable Pin',
  noteToSelf: 'Note to self · ',
  preOwned: 'Pre-owned',
  analytics: 'Analytics',
  moreOptions: 'More options',
  pinOptions: 'Pin options',
  openPin: 'Open Pin',
  editPin: 'Edit Pin',
  reportPin: 'Report Pin',
  hidePin: 'Hide Pin',
  close: 'Close',
  originalPrice: (price: string) => `Original price ${price}`,
} as const;

/** How each of the five counted reactions is named (spec 1 section 3 reaction types). */
export const REACTION_NAMES: Record<string, string> = {
  goodIdea: 'Good idea',
  love: 'Love',
  thanks: 'Thanks',
  wow: 'Wow',
  haha: 'Haha',
};

/** Where a card's links go, built once from the domain's path helpers. */
export interface CardPaths {
  closeup: string;
  edit: string;
  stats: string;
  /** The creator's profile, when the card names a creator. */
  creator: string | null;
}

export interface CardImage {
  url: string;
  width: number;
  height: number;
  color: string;
  /** The text over that colour (the alt text while the image loads or if it fails), spec 2 section 4. */
  textColor: string | undefined;
}

export interface CardModel {
  pinId: string;
  /** The grid surface the card sits in (where a hide goes, spec 3 section 4). */
  surface: Surface;
  /** The pin as the server sent it (what an outside link's click-through reads). */
  pin: Pin;
  /** Where the card is shown, as its logging events carry it (spec 1 section 7). */
  view: LogView;
  /** A promoted carousel in search results: its swipes log 9315 and 9316 (spec 3 section 7). */
  searchAd: boolean;
  type: CardType;
  /** Where a tap goes: the closeup path, or an outside link in a new tab. */
  tap: { kind: 'closeup'; path: string } | { kind: 'external'; url: string };
  image: CardImage;
  alt: string;
  video: { url: string; poster: string } | null;
  gif: string | null;
  carouselSlides: number;
  /** A collection pin's chips: its first 3 items' pictures, or none below 3 items. */
  collectionChips: { url: string; dominantColor: string }[];
  deleted: boolean;
  title: string;
  /** A story pin's length as minutes:seconds (spec 1 section 9), else null. */
  storyDuration: string | null;
  domain: string;
  creator: { name: string; username: string; imageUrl: string | null } | null;
  attribution: string | null;
  /** Ad label ('Promoted', 'Ad', 'Sponsored') when no attribution text says it already. */
  adLabel: string | null;
  price: PriceDisplay | null;
  /** 'Sold out' or 'See price on site' instead of the price. */
  priceLabel: string | null;
  rating: RatingDisplay | null;
  reactions: { top: Reaction[]; total: string } | null;
  note: string | null;
  preOwned: boolean;
  /** 'Picked for you', 'From {topic}', 'From the pinner'. */
  reason: string | null;
  shopping: boolean;
  signedIn: boolean;
  mobile: boolean;
  own: boolean;
  canEdit: boolean;
  /** 'Report Pin' in the overflow menu: signed in, not the viewer's own pin. */
  canReport: boolean;
  /** Hide is offered (spec 3 section 4: not for promoted pins nor on the viewer's collaborative boards). */
  canHide: boolean;
  paths: CardPaths;
  overflow: boolean;
  /** Signed-out desktop hover: 'Open' for cards that leave the product, else the red Save. */
  signedOutHover: 'open' | 'save' | null;
  contextMenu: boolean;
  stats: { form: 'full' | 'icon'; analytics: boolean } | null;
  favorite: boolean;
  debug: string | null;
  domainActionBar: string;
  visitUrl: string | null;
}

const RECOMMENDATION_KINDS: CardLabel['kind'][] = ['pickedForYou', 'fromTopic', 'fromPinner'];
const AD_KINDS: CardLabel['kind'][] = ['promoted', 'ad', 'sponsored'];
const PRODUCT_KINDS: CardLabel['kind'][] = ['soldOut', 'seePriceOnSite'];

function cardImage({
  pin,
  original,
  width,
}: {
  pin: Pin;
  original: boolean;
  width: number;
}): CardImage {
  const pick = original
    ? (pin.images.orig ?? pin.images['736x'])
    : width > 236
      ? (pin.images['474x'] ?? pin.images['236x'])
      : (pin.images['236x'] ?? pin.images['474x']);
  const ref = pick ?? Object.values(pin.images).find((i) => i !== undefined);
  const color = ref?.dominantColor ?? pin.dominantColor ?? '#efefef';
  return {
    url: ref?.url ?? '',
    width: ref?.width ?? 1,
    height: ref?.height ?? 1,
    color,
    textColor: textColourOver(color),
  };
}

export interface CardModelInput {
  pin: Pin;
  viewer: Viewer;
  surface: Surface;
  /** Column width in px (image size choice). */
  width: number;
  /** Query string of the page (employee `deb_` parameters). */
  search: string;
}

/** Everything a card shows for this pin, viewer and surface. */
export function cardModel({ pin, viewer, surface, width, search }: CardModelInput): CardModel {
  const viewerId = viewer.id;
  const signedIn = viewerId !== null;
  const mobile = viewer.device === 'mobile';
  const type = cardType(pin);
  const labels = cardLabels(pin);
  const own = isOwnPin({ pin, viewerId });
  const deleted = isDeletedStoryPin(pin);
  const tap = cardTapTarget(pin);
  const video =
    type === 'video' ? playableVideo({ videos: pin.videos, device: viewer.device }) : null;
  const reactions = shownReactions({ pin, viewerId });
  const attribution = sponsorshipLabel(pin);
  const ad = labels.find((l) => AD_KINDS.includes(l.kind)) ?? null;
  const image = cardImage({ pin, original: usesOriginalImages(viewer), width });
  const canEdit = canEditCard({ pin, viewer });
  const creatorUser = pin.nativeCreator ?? pin.pinner;
  const stats = showsAnalyticsIndicator({ pin, viewer })
    ? { form: statsButtonForm(surface), analytics: true }
    : null;
  const view = cardLogView({ surface, pin });
  return {
    pinId: pin.id,
    surface,
    pin,
    view,
    searchAd: isSearchAd({ pin, viewType: view.viewType }),
    type,
    tap: tap.kind === 'closeup' ? tap : { kind: 'external', url: tap.url },
    image,
    alt: pin.altText || pin.autoAltText || pin.title || 'Pin image',
    video: video ? { url: video.url, poster: video.thumbnail ?? image.url } : null,
    gif: pin.embed?.type === 'gif' ? pin.embed.src : null,
    carouselSlides: hasCarousel(pin) ? (pin.carouselData?.slots.length ?? 0) : 0,
    collectionChips: collageChips(pin.collectionItems).flatMap(({ images }) => {
      const chip = images['236x'] ?? images['474x'];
      return chip ? [{ url: chip.url, dominantColor: chip.dominantColor ?? 'transparent' }] : [];
    }),
    deleted,
    // A story pin's title is cut at 32 characters (spec 1 section 5).
    title:
      type === 'storyPin'
        ? storyTitle(trimTitle(pin.gridTitle || pin.title))
        : trimTitle(pin.gridTitle || pin.title),
    storyDuration:
      type === 'storyPin' && pin.storyPinData
        ? storyPinDurationText(pin.storyPinData, viewer.locale)
        : null,
    domain: displayDomain({ domain: pin.domain }),
    domainActionBar: displayDomain({ domain: pin.domain, place: 'actionBar' }),
    creator: attribution
      ? null
      : {
          name: creatorUser.fullName,
          username: creatorUser.username,
          imageUrl: creatorUser.imageMediumUrl ?? null,
        },
    attribution,
    adLabel: attribution ? null : (ad?.text ?? null),
    price: labels.some((l) => PRODUCT_KINDS.includes(l.kind)) ? null : cardPrice(pin),
    priceLabel: labels.find((l) => PRODUCT_KINDS.includes(l.kind))?.text ?? null,
    rating: cardRating(pin),
    reactions:
      signedIn && reactions.length > 0
        ? {
            top: reactions,
            total: shortenNumber({
              value: totalReactions(pin.reactionCountsData),
              locale: viewer.locale,
            }),
          }
        : null,
    note: pin.pinNote?.text?.trim() || null,
    preOwned: pin.isPreOwned === true,
    reason: labels.find((l) => RECOMMENDATION_KINDS.includes(l.kind))?.text ?? null,
    shopping: showsShoppingIndicator({ pin, country: viewer.country }),
    signedIn,
    mobile,
    own,
    canEdit,
    canReport: signedIn && !own,
    canHide: !own && canHidePin({ pin, viewerId: viewer.id }),
    paths: {
      closeup: pinPath(pin.id),
      edit: pinSubpagePath({ id: pin.id, page: 'edit' }),
      stats: pinSubpagePath({ id: pin.id, page: 'analytics' }),
      creator: attribution ? null : profilePath(creatorUser.username),
    },
    overflow: overflowMenuKind(viewer) !== 'none',
    favorite: showsFavoriteButton({ board: pin.board, viewerId }),
    signedOutHover: signedIn || mobile ? null : tap.kind === 'external' ? 'open' : 'save',
    contextMenu:
      mobile && longPressOpensMenu({ viewer, isRelatedPin: surface === 'RelatedPinGrid' }),
    stats,
    debug: showsEmployeeDebug({ viewer, search })
      ? `id ${pin.id} · ${type} · ${pin.trackingParams}`
      : null,
    visitUrl: tap.kind === 'external' ? tap.url : null,
  };
}
