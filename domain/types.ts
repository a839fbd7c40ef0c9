// Entity types of spec 1 section 3, spec 2 section 3 and spec 3 section 3.
// Field names follow the specs (camelCase for pins, boards and users; the experience and
// settings records keep the snake_case the spec gives them).
import type { BusinessAccountRecord, BusinessHierarchyRecord } from './business-records';
import type { OnboardingProgress } from './onboarding';
import type { UserStateRecord } from './user-state';
import type {
  ImageRef,
  Images,
  UserRef,
  BoardRef,
  Sponsorship,
  CarouselData,
  CollectionItem,
  Videos,
  StoryPinData,
  RichSummary,
  RichMetadata,
  Product,
  ReactionCount,
  RecommendationReason,
  AggregatedPinData,
  SavedInfo,
  PinEmbed,
} from './pin-parts';

export type * from './pin-parts';

export type LinkSafety = 'blocked' | 'suspicious' | 'porn' | 'error' | 'none';

export interface Pin {
  id: string;
  /** Node id (base64-style) as the spec names it. */
  nodeId: string;
  title: string;
  gridTitle?: string;
  description: string;
  descriptionHtml?: string;
  closeupDescription?: string;
  closeupUnifiedDescription?: string;
  altText?: string;
  autoAltText?: string;
  link: string;
  trackedLink?: string;
  mobileLink?: string;
  adDestinationUrl?: string;
  domain: string;
  linkDomain?: { officialUser?: { imageMediumUrl: string } };
  seoUrl: string;
  category: string;
  dominantColor: string;
  imageSignature: string;
  images: Images;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  isThirdPartyAd: boolean;
  isEligibleForPdp: boolean;
  isEligibleForWebCloseup: boolean;
  isOosProduct: boolean;
  isStaleProduct: boolean;
  isShoppable: boolean;
  isRepin: boolean;
  isGoLinkless?: boolean;
  isAffiliateLink?: boolean;
  promotedIsRemovable?: boolean;
  promotedIsLeadAd: boolean;
  promotedLeadForm?: { leadFormId: string };
  isPromotedByPromoterVideo?: boolean;
  favoritedByMe: boolean;
  favoriteUserCount?: number;
  shareCount: number;
  videoStatus?: number;
  access: string[];
  advertiserId?: string;
  campaignId?: string;
  pinPromotionId?: string;
  trackingParams: string;
  shoppingFlags: number[];
  storyPinDataId?: string;
  unifiedUserNote?: string;
  pinNote?: { text: string };
  isPreOwned?: boolean;
  sourceInterest?: { name: string };
  board: BoardRef;
  /** Section of `board` the pin sits in; absent or null when it sits on the board itself. */
  sectionId?: string | null;
  pinner: UserRef;
  nativeCreator?: UserRef;
  promoter?: UserRef;
  sponsorship?: Sponsorship;
  embed?: PinEmbed;
  carouselData?: CarouselData;
  /** A collection (or collage) pin's items; chips show only from 3 of them (spec 1 section 4). */
  collectionItems?: CollectionItem[];
  videos?: Videos;
  storyPinData?: StoryPinData;
  richMetadata?: RichMetadata;
  richSummary?: RichSummary;
  product?: Product;
  aggregatedPinData: AggregatedPinData;
  reactionCountsData: ReactionCount[];
  recommendationReason?: RecommendationReason;
  savedInfo?: SavedInfo | null;
  /** Verdict of the link-safety check for this pin's outside link (fake API data). */
  linkSafety: LinkSafety;
  /** ISO time of creation. */
  createdAt: string;
}

export interface Board extends BoardRef {
  description: string;
  pinCount: number;
  sectionCount: number;
  /** ISO time of the last order change. */
  boardOrderModifiedAt: string;
  coverImages: Partial<Record<'222x' | '400x300' | '216x146' | '170x', ImageRef>>;
  collaborators: UserRef[];
  invitedUsers: UserRef[];
  archived: boolean;
}

export interface BoardSection {
  id: string;
  boardId: string;
  title: string;
  slug: string;
}

export interface User extends UserRef {
  firstName: string;
  imageSmallUrl: string;
  imageLargeUrl: string;
  isVerifiedMerchant: boolean;
  isAdsOnlyProfile: boolean;
  verifiedIdentity: { verified: boolean };
  isPartner: boolean;
  isEmployee: boolean;
  country: string;
  createdAt: string;
  avatarColorIndex: number;
  /** 0 = classic save to profile, 1 = inline board picker. */
  saveBehavior: 0 | 1;
  hasQuicksaveBoard: boolean;
  shouldShowMessaging: boolean;
  boardCount: number;
  secretBoardCount: number;
  followerCount: number;
  followingCount: number;
  businessName?: string;
  merchantId?: string;
  scheduledPinCount?: number;
  /** On the viewer's own account only: its onboarding is still to go through (decision 105). */
  onboardingPending?: boolean;
}

export interface Interest {
  id: string;
  name: string;
  urlName: string;
  followedByMe?: boolean;
}

export interface InviteCode {
  code: string;
  /** A failing code answers with an error from the metadata call. */
  failing: boolean;
  inviteChannel: number;
  sender: {
    id: string;
    first_name: string;
    full_name: string;
    image_medium_url: string;
    is_default_image: boolean;
    should_show_messaging: boolean;
  };
  pinId?: string;
}

export interface BusinessAccessProfile {
  id: string;
  permissions: string[];
  user: { username: string; businessName: string; imgUrl: string };
  viewerMeetsMfaRequirement: boolean;
}

/** Which business profiles a partner account may act as. */
export interface BusinessAccessGrant {
  id: string;
  userId: string;
  profiles: BusinessAccessProfile[];
}

export interface Experience {
  /** `${placement_id}:${experience_id}`. */
  id: string;
  experience_id: number;
  placement_id: number;
  type: number;
  status: string;
  display_data: Record<string, unknown>;
  triggerable_placed_exps: string[];
  metadata: Record<string, unknown>;
  extraContext?: Record<string, unknown>;
  /** Why a fixture record exists: 'valid' or the validation rule it breaks. */
  fixtureNote?: string;
}

export interface UserSettings {
  id: string;
  allow_analytic_cookies: boolean;
  allow_marketing_cookies: boolean;
  allow_personalization_cookies: boolean;
  surface_tag?: string;
  /** The account's save behaviour (spec 3 section 3): 0 save to profile, 1 board picker. */
  save_behavior?: 0 | 1;
  /** The onboarding progress the server keeps (domain/onboarding.ts), once first saved. */
  onboarding?: OnboardingProgress;
}

/** A save of a pin by a user: its id is the new local pin id of the repin. */
export interface Save {
  id: string;
  pinId: string;
  userId: string;
  boardId: string | null;
  sectionId: string | null;
  createdAt: string;
}

export interface Favorite {
  id: string;
  pinId: string;
  userId: string;
}

export interface Follow {
  id: string;
  userId: string;
  kind: 'board' | 'user' | 'interest';
  targetId: string;
}

/** A pin sent to a person from the send flyout (spec 3 section 4 "Sharing"). */
interface PinSend {
  id: string;
  pinId: string;
  senderId: string;
  recipientId: string;
  createdAt: string;
}

export interface Hide {
  id: string;
  userId: string;
  pinId: string;
  surface: 'news_hub' | 'p2p' | 'search' | 'feedback';
  newsId?: string;
  query?: string;
  /** The feedback type of a pin feedback hide. */
  feedbackType?: string;
}

export interface ExperienceEvent {
  id: string;
  userId: string | null;
  placedExperienceId: string;
  action: 'viewed' | 'completed' | 'dismissed' | 'triggered';
}

/** The logging fields of spec 1 section 7 an event may carry, as the events sink takes them. */
export interface SentLogFields {
  viewType?: string;
  viewParameter?: number | null;
  component?: string | number;
  element?: string | number;
  objectId?: string;
  auxData?: Record<string, unknown>;
}

/** One event as the events sink records it, with its logging fields when it has them. */
export interface AnalyticsEventRecord extends SentLogFields {
  id: string;
  /** Who sent it (the viewer header), null for a visitor. */
  viewerId: string | null;
  /** The batch it came in. */
  batchId: string;
  /** Its number in the sender's stream. */
  seq: number;
  /** The system id of the actor that emitted it. */
  source: string;
  /** The event's name (`log`, `pin.saved`, ...). */
  type: string;
  /** The spec's logging event type, for a `log` event. */
  eventType: number | null;
  /** Made for advertisers (sent under the marketing choice). */
  marketing: boolean;
}

interface OffsiteEvent {
  id: string;
  pinId: string | null;
  url: string;
  checkOnly: boolean;
  redirectStatus: LinkSafety;
}

/** The whole fake-API database, as the fixture generator writes it. */
/** One ad attribution source as the fake API records it (spec 1 section 7). */
export interface AttributionSourceRecord {
  id: string;
  sourceEventId: string;
  destination: string[];
  expiry: number;
  priority: number;
  sourceEventType: 'click' | 'view';
  advertiserId: string;
  campaignId: string;
  hostname: string;
}

export interface Db {
  meta: { seed: number; refDate: string; pinCount: number; version: number };
  pins: Pin[];
  boards: Board[];
  sections: BoardSection[];
  users: User[];
  interests: Interest[];
  inviteCodes: InviteCode[];
  businessAccess: BusinessAccessGrant[];
  experiences: Experience[];
  userSettings: UserSettings[];
  saves: Save[];
  favorites: Favorite[];
  follows: Follow[];
  hides: Hide[];
  experienceEvents: ExperienceEvent[];
  offsiteEvents: OffsiteEvent[];
  beacons: { id: string; url: string; pin: string; client_tracking_params: string }[];
  /** Pins sent to a person from the send flyout (POST /v3/pins/:id/send/). */
  sends: PinSend[];
  /** Events the app's analytics actor sent, one record each (POST /v3/events/). */
  analyticsEvents: AnalyticsEventRecord[];
  /** Ad attribution sources registered by ad clicks (spec 1 section 7). */
  attributionSources: AttributionSourceRecord[];
  /** A business profile's ads records (asset groups, tags, brand safety, invoices, ad accounts). */
  businessAccounts: BusinessAccountRecord[];
  /** Business hierarchies: a brand's profiles under one parent and their managers. */
  businessHierarchies: BusinessHierarchyRecord[];
  /** Values kept for an account by the user state resource (domain/user-state.ts). */
  userStates: UserStateRecord[];
}

/** Who is looking: the dev toolbar and the session decide it. */
export type ViewerKind = 'logged-out' | 'signed-in' | 'partner' | 'employee' | 'bot' | 'social-bot';
export type Device = 'desktop' | 'mobile';

export interface Viewer {
  kind: ViewerKind;
  /** Null when logged out. */
  id: string | null;
  country: string;
  device: Device;
  isPartner: boolean;
  isEmployee: boolean;
  createdAt?: string;
  /** The locale numbers and dates are shown in (spec 3 section 9); absent means the default. */
  locale?: string;
}
