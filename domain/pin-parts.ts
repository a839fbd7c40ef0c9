// The parts a pin is made of (spec 1 section 3, spec 3 section 6): image sizes and references,
// the user and board references it carries, sponsorship, carousel, video, story, rich data,
// products, reactions, recommendation reasons and its saved state. domain/types.ts re-exports them.

export type SizeSpec =
  '60x60' | '136x136' | '170x' | '236x' | '474x' | '564x' | '736x' | '600x315' | 'orig';

export interface ImageRef {
  url: string;
  width: number;
  height: number;
  dominantColor?: string;
}

export type Images = Partial<Record<SizeSpec, ImageRef>>;

export type Privacy = 'public' | 'protected' | 'secret';

export interface UserRef {
  id: string;
  username: string;
  fullName: string;
  imageMediumUrl?: string;
  explicitlyFollowedByMe?: boolean;
}

export interface BoardRef {
  id: string;
  name: string;
  url: string;
  privacy: Privacy;
  layout: 'default' | 'quick_saves';
  followedByMe?: boolean;
  isCollaborative: boolean;
  collaboratedByMe?: boolean;
  collaboratorCount: number;
  collaboratorPermissions: string[];
  owner: UserRef;
}

export interface Sponsorship {
  creator?: UserRef;
  sponsor?: UserRef;
  status: number;
}

export interface CarouselSlot {
  slotId: string;
  title: string;
  details: string;
  link: string;
  imageSignature: string;
  images: Images;
}

/** One item of a collection pin (spec 1 section 3: collection pin item data). */
export interface CollectionItem {
  pinId: string;
  link: string;
  images: Images;
}

export interface CarouselData {
  index: number;
  entityId: string;
  slots: CarouselSlot[];
}

export interface VideoVariant {
  url?: string;
  width?: number;
  height?: number;
  duration?: number;
  thumbnail?: string;
}

export interface Videos {
  id: string;
  videoList: Partial<Record<'V_720P' | 'V_HLSV4' | 'V_HLSV3_MOBILE', VideoVariant>>;
}

interface StoryPinPage {
  blocks: { type: 'image' | 'video' | 'text'; text?: string; videoList?: Videos['videoList'] }[];
}

export interface StoryPinData {
  id: string;
  isDeleted: boolean;
  pages: StoryPinPage[];
  staticPageCount: number;
  /** Milliseconds. */
  totalVideoDuration: number;
  hasAffiliateProducts: boolean;
}

export interface OfferSummary {
  price?: string;
  minPrice?: string;
  maxPrice?: string;
  standardPrice?: string;
  labelInfo?: { labels: string[] };
}

export interface AggregateRating {
  ratingCount?: number | null;
  ratingValue?: number | 'None' | null;
}

interface RichSummaryProduct {
  itemId: string;
  itemSetId: string;
  brand?: { name: string };
  offerSummary?: OfferSummary;
}

export interface RichSummary {
  typeName: 'product' | 'recipe' | 'article';
  displayName: string;
  siteName: string;
  url: string;
  products: RichSummaryProduct[];
  aggregateRating?: AggregateRating;
}

export interface RichMetadata {
  article?: { title: string; description?: string };
  products?: { productId: string }[];
  recipe?: { name: string; cookTimes?: string };
}

export interface Product {
  productId: string;
  price?: number;
  minPrice?: number;
  maxPrice?: number;
  currentPrice?: number;
  originalPrice?: number;
  currency?: string;
}

export interface ReactionCount {
  reactionType: number;
  reactionCount: number;
}

export interface RecommendationReason {
  reason: string;
  reasonId: number;
  board?: { name: string; url: string };
}

export interface AggregatedPinData {
  saves: number;
  isShopTheLook: boolean;
  pinTagsChips?: { id: string; name?: string; url: string }[];
  /** Creator analytics for the last 30 days, present only where data exists. */
  creatorAnalytics?: { impression: number; pinClick: number; save: number };
}

export interface SavedInfo {
  title: string;
  type: 'board' | 'profile' | 'section';
  url: string;
  localPinId: string;
  boardId: string | null;
}

export type PinEmbed = { type: 'gif'; src: string; width: number; height: number };
