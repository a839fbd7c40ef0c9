// Where a logging event happened (spec 1 section 7, spec 3 section 7 "Tracking"): logging events
// carry a view type, a view parameter, a component, an element, an object id and aux data. The
// spec gives the pin view parameter (144, 141, 145, 139, 140) but no view type for the product's
// pages (only 107, notifications' impressions), no component and no element for the pin events:
// those are our own small named sets (docs/decisions/046-log-view-types.md).
import { LOG_EVENT_TYPE, NOTIFICATION_IMPRESSION_VIEW_TYPE } from './constants';
import type { Pin } from './types';
import { pinViewParameter } from './pin-view-parameter';

/** The page a pin is shown on (ours: the spec gives no values, decisions/log-view-types.md). */
export const VIEW_TYPE = {
  homeFeed: 'home_feed',
  closeup: 'closeup',
  search: 'search',
  board: 'board',
  profile: 'profile',
  /** The discovery pages: Today and its stories, topics, videos and shopping (decision 058). */
  discovery: 'discovery',
  other: 'other',
  /** Notifications' impressions: the one view type the spec gives (spec 3 section 7). */
  notifications: String(NOTIFICATION_IMPRESSION_VIEW_TYPE) as '107',
} as const;
export type ViewType = (typeof VIEW_TYPE)[keyof typeof VIEW_TYPE];

/** The part of the page that was acted on (ours). */
export const LOG_COMPONENT = {
  /** A pin card in a grid (home feed, search results, a board, a profile, related pins). */
  pinCard: 'pin_card',
  /** The pin closeup itself. */
  closeup: 'closeup',
} as const;
type LogComponent = (typeof LOG_COMPONENT)[keyof typeof LOG_COMPONENT];

/** The element acted on (ours). */
export const LOG_ELEMENT = {
  saveButton: 'save_button',
  outboundLink: 'outbound_link',
  carousel: 'carousel',
} as const;
type LogElement = (typeof LOG_ELEMENT)[keyof typeof LOG_ELEMENT];

/** Where a pin is shown, as its events carry it. */
export interface LogView {
  viewType: ViewType;
  /** The pin view parameter (spec 1 section 7: 144, 141, 145, 139, 140). */
  viewParameter: number;
  component: LogComponent;
}

/** The fields every logging event carries besides its own type (spec 1 section 7). */
export interface LogFields extends LogView {
  element: LogElement;
  objectId: string;
  auxData: Record<string, unknown>;
}

/** Grid surfaces (spec 1 section 2) by the view type they are shown in, space-separated. */
const SURFACES_BY_VIEW_TYPE: Partial<Record<ViewType, string>> = {
  home_feed: 'AuthHomefeed HomefeedMoreIdeasTabs',
  // Visual search is a pin's own subpage (`/pin/{id}/visual-search/`, decision 059).
  closeup:
    'Closeup Repin RelatedPinGrid PdpRelatedPinGrid CloseupRelatedProducts VisualInspirationPin VisualInspirationShoppingPin',
  search: 'SearchItem SearchItemHighShoppingIntent SearchAdsOnlyModule ShoppingTool',
  board: 'BaseBoardPinGrid BoardMoreIdeasTabContent',
  profile:
    'UserProfilePinGrid OtherProfilePinGrid CreatorProfileStoryPinGrid CreatorProfileActivityPinGrid BoardlessPins',
  discovery: 'TodayArticleFeed ShoppingGridSmall RetrievalHub',
};

const SURFACE_VIEW_TYPES = new Map(
  Object.entries(SURFACES_BY_VIEW_TYPE).flatMap(([viewType, surfaces]) =>
    surfaces.split(' ').map((surface) => [surface, viewType as ViewType] as const),
  ),
);

/** The view type of a grid surface (spec 1 section 2), if it is one we know. */
export function surfaceViewType(surface: string | null | undefined): ViewType | undefined {
  return surface ? SURFACE_VIEW_TYPES.get(surface) : undefined;
}

/** Where a card's events happen: its surface's view type, the pin's view parameter, a pin card. */
export function cardLogView({
  surface,
  pin,
}: {
  surface: string;
  pin: Pick<Pin, 'richMetadata'>;
}): LogView {
  return {
    viewType: surfaceViewType(surface) ?? VIEW_TYPE.other,
    viewParameter: pinViewParameter(pin),
    component: LOG_COMPONENT.pinCard,
  };
}

/** What an event says before its view is known (a scenario's or test's event without one). */
export const UNKNOWN_VIEW: LogView = {
  viewType: VIEW_TYPE.other,
  viewParameter: pinViewParameter({}),
  component: LOG_COMPONENT.pinCard,
};

/**
 * A search ad: a promoted pin with carousel slides shown in search results (spec 1 section 2
 * "SearchItem", "SearchAdsOnlyModule"; spec 3 section 7 "9315 and 9316 search-ad swipe").
 */
export function isSearchAd({
  pin,
  viewType,
}: {
  pin: Pick<Pin, 'isPromoted' | 'carouselData'>;
  viewType: ViewType;
}): boolean {
  return (
    viewType === VIEW_TYPE.search &&
    pin.isPromoted === true &&
    (pin.carouselData?.slots.length ?? 0) > 1
  );
}

/**
 * The event type of a search ad's swipe: forward (to a later slide) 9315, backward 9316 (spec 3
 * section 7 names both "search-ad swipe"; which is which is ours, decisions/log-view-types.md).
 */
export function searchAdSwipeEventType({
  slotIndex,
  targetIndex,
}: {
  slotIndex: number;
  targetIndex: number;
}): number {
  return targetIndex > slotIndex
    ? LOG_EVENT_TYPE.searchAdSwipeNext
    : LOG_EVENT_TYPE.searchAdSwipePrevious;
}
