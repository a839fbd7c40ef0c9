// The discovery pages (spec 3 section 2 "Discovery routes": /today with its subpaths article,
// best, trending, popular and shop, /discover/article/{x}, /videos/, /videos/{category}/{id},
// /shopping/, /shopping/{category}/{id}): which pins each shows and how they are grouped into
// stories. The fake API and the pages apply these same rules (docs/decisions/058-discovery-pages.md).
import { SHOPPING_FLAGS } from './constants';
import { cardType } from './pin-card';
import type { ImageRef, Pin } from './types';

/** A group of pins shown as one story card: a Today article, a video or shopping category. */
export interface Story {
  /** The pins' category key (`home_decor`): the article or category id. */
  id: string;
  /** The category as a person reads it (`Home decor`). */
  name: string;
  /** The path segment naming it (`home-decor`). */
  slug: string;
  pinCount: number;
  /** The first pins' pictures, at most STORY_COVERS. */
  covers: ImageRef[];
  /** ISO time of its newest pin. */
  newest: string;
  saves: number;
  shares: number;
}

/** How many pictures a story card shows. */
const STORY_COVERS = 3;

/** The two category hubs. */
export type CategoryHub = 'videos' | 'shopping';

/** The tabs of Today: `/today` itself, then its subpaths (spec 3 section 2). */
export const TODAY_TABS = ['today', 'article', 'best', 'trending', 'popular', 'shop'] as const;
export type TodayTab = (typeof TODAY_TABS)[number];

export const isTodayTab = (value: string): value is TodayTab =>
  (TODAY_TABS as readonly string[]).includes(value);

/** A video pin: its card is a video (spec 1 section 1 card type; a playable video list). */
const isVideoPin = (pin: Parameters<typeof cardType>[0]): boolean => cardType(pin) === 'video';

const PRODUCT_FLAGS: readonly number[] = [
  SHOPPING_FLAGS.available,
  SHOPPING_FLAGS.productPinV2,
  SHOPPING_FLAGS.richProductPin,
];

/**
 * A product to shop: shoppable, or with shopping flag 1 (available), 5 (product pin v2) or 6
 * (rich product pin) (spec 3 section 9), and not sold out.
 */
export function isShoppingPin(
  pin: Pick<Pin, 'isShoppable' | 'shoppingFlags' | 'isOosProduct'>,
): boolean {
  if (pin.isOosProduct) return false;
  return pin.isShoppable || pin.shoppingFlags.some((flag) => PRODUCT_FLAGS.includes(flag));
}

/** The pins a category hub shows. */
export const HUB_PINS: Record<CategoryHub, (pin: Pin) => boolean> = {
  videos: isVideoPin,
  shopping: isShoppingPin,
};

/** A category key as a person reads it: `home_decor` is 'Home decor'. */
function categoryName(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A category key as a path segment: `home_decor` is `home-decor`. */
const categorySlug = (key: string): string =>
  key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'category';

function coverOf(pin: Pin): ImageRef | undefined {
  return pin.images['236x'] ?? pin.images['474x'] ?? pin.images.orig;
}

/**
 * The stories of `pins`, one per category, in the order the categories first appear: its pin
 * count, first pictures, newest pin, saves and shares.
 */
export function groupStories(pins: readonly Pin[]): Story[] {
  const byId = new Map<string, Story>();
  for (const pin of pins) {
    let story = byId.get(pin.category);
    if (!story) {
      story = {
        id: pin.category,
        name: categoryName(pin.category),
        slug: categorySlug(pin.category),
        pinCount: 0,
        covers: [],
        newest: pin.createdAt,
        saves: 0,
        shares: 0,
      };
      byId.set(pin.category, story);
    }
    story.pinCount += 1;
    const cover = coverOf(pin);
    if (cover && story.covers.length < STORY_COVERS) story.covers.push(cover);
    if (pin.createdAt > story.newest) story.newest = pin.createdAt;
    story.saves += pin.aggregatedPinData.saves;
    story.shares += pin.shareCount;
  }
  return [...byId.values()];
}

const byName = (a: Story, b: Story) => a.name.localeCompare(b.name, 'en');

/** Most first, then by name. */
const most =
  (field: (story: Story) => number) =>
  (a: Story, b: Story): number =>
    field(b) - field(a) || byName(a, b);

/** The biggest stories first, then by name: the category hubs and Today's own tab. */
export const byPinCount = (stories: readonly Story[]): Story[] =>
  [...stories].sort(most((s) => s.pinCount));

/**
 * Today's articles in a tab's order: today and shop the biggest first, article every one by
 * name, best the most saved, trending the newest pin first, popular the most shared.
 */
export function orderArticles(stories: readonly Story[], tab: TodayTab): Story[] {
  switch (tab) {
    case 'article':
      return [...stories].sort(byName);
    case 'best':
      return [...stories].sort(most((s) => s.saves));
    case 'trending':
      return [...stories].sort((a, b) => b.newest.localeCompare(a.newest) || byName(a, b));
    case 'popular':
      return [...stories].sort(most((s) => s.shares));
    case 'today':
    case 'shop':
      return byPinCount(stories);
  }
}

/** The pins of Today's tab: every pin, or products only on the shop tab. */
export const todayPins = (tab: TodayTab): ((pin: Pin) => boolean) =>
  tab === 'shop' ? isShoppingPin : () => true;

/** An article's page: `/discover/article/{x}/`. */
const articlePath = (id: string): string => `/discover/article/${encodeURIComponent(id)}/`;

/** A category's page: `/videos/{category}/{id}/` or `/shopping/{category}/{id}/`. */
export const categoryPath = (hub: CategoryHub, story: Pick<Story, 'id' | 'slug'>): string =>
  `/${hub}/${encodeURIComponent(story.slug)}/${encodeURIComponent(story.id)}/`;

/** A tab of Today: `/today/` or `/today/{tab}/`. */
export const todayPath = (tab: TodayTab): string =>
  tab === 'today' ? '/today/' : `/today/${tab}/`;

/** Where a story of Today's tab leads: the shop tab's to the shopping category. */
export const todayStoryPath = (tab: TodayTab, story: Story): string =>
  tab === 'shop' ? categoryPath('shopping', story) : articlePath(story.id);

/** The grid surfaces of the discovery pages (spec 3 section 2 "Surfaces that host pin grids"). */
export const DISCOVERY_SURFACE = {
  article: 'TodayArticleFeed',
  shopping: 'ShoppingGridSmall',
  videos: 'RetrievalHub',
} as const;

/** The discovery pages' own words (ours: the spec names the routes, not their texts). */
export const DISCOVERY_TEXT = {
  todaySubtitle: 'Stories of ideas, gathered from the Pins people save.',
  tabs: {
    today: 'Today',
    article: 'All articles',
    best: 'Best',
    trending: 'Trending',
    popular: 'Popular',
    shop: 'Shop',
  } satisfies Record<TodayTab, string>,
  tabList: 'Today sections',
  articleTitle: (name: string) => `${name} ideas for today`,
  articleSubtitle: 'An article of Pins around one theme.',
  videosSubtitle: 'Video Pins to watch, by category.',
  shoppingSubtitle: 'Products to shop from Pins, by category.',
  categoryVideos: (name: string) => `${name} videos`,
  categoryShopping: (name: string) => `Shop ${name}`,
  storyPins: (count: number) => (count === 1 ? '1 Pin' : `${count} Pins`),
  storyList: (title: string) => `${title}: stories`,
  loadingStories: 'Loading stories',
  loadingStory: 'Loading',
  noStoriesTitle: 'Nothing here yet',
  noStoriesBody: 'Stories show up here once there are Pins to gather.',
  noPinsTitle: 'No Pins here yet',
  noPinsBody: 'Pins of this story will show up here.',
  pinsOf: (title: string) => `Pins of ${title}`,
  allVideos: 'All videos',
  allShopping: 'All shopping',
  backToToday: 'Back to Today',
} as const;

/** What a missing story is called on its Not Found page. */
export const MISSING = { article: 'article', videos: 'video category', shopping: 'category' };
