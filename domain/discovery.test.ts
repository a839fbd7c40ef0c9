// The discovery rules (spec 3 section 2 "Discovery routes", spec 3 section 9 "Shopping flags"),
// each test named after the rule it checks.
import { expect, test } from 'vitest';
import {
  categoryPath,
  groupStories,
  HUB_PINS,
  isShoppingPin,
  isTodayTab,
  orderArticles,
  todayPath,
  todayStoryPath,
  type Story,
} from './discovery';
import { makePin } from './test-pin';

const video = {
  id: 'v1',
  videoList: {
    V_720P: {
      url: '/video/1.webm',
      width: 720,
      height: 1280,
      duration: 1000,
      thumbnail: '/img/x.png',
    },
  },
};

test('a video pin is one whose card is a video: a playable video list', () => {
  const isVideoPin = HUB_PINS.videos;
  expect(isVideoPin(makePin({ videos: video }))).toBe(true);
  expect(isVideoPin(makePin())).toBe(false);
  expect(isVideoPin(makePin({ videos: { id: 'v2', videoList: {} } }))).toBe(false);
});

test('a product to shop is shoppable or carries shopping flag 1, 5 or 6, and is not sold out', () => {
  expect(isShoppingPin(makePin({ isShoppable: true }))).toBe(true);
  for (const flag of [1, 5, 6])
    expect(isShoppingPin(makePin({ shoppingFlags: [flag] }))).toBe(true);
  for (const flag of [2, 10]) expect(isShoppingPin(makePin({ shoppingFlags: [flag] }))).toBe(false);
  expect(isShoppingPin(makePin({ isShoppable: true, isOosProduct: true }))).toBe(false);
  expect(isShoppingPin(makePin())).toBe(false);
});

test('a category reads as words and as a path segment', () => {
  const stories = groupStories(
    ['home_decor', 'travel', '__'].map((category) => makePin({ id: category, category })),
  );
  const named = (id: string) => stories.find((s) => s.id === id);
  expect(named('home_decor')).toMatchObject({ name: 'Home decor', slug: 'home-decor' });
  expect(named('travel')).toMatchObject({ name: 'Travel', slug: 'travel' });
  expect(named('__')?.slug).toBe('category');
});

test('stories group pins by category, counting pins, saves and shares, with at most three pictures', () => {
  const pins = ['a', 'b', 'c', 'd'].map((id, i) =>
    makePin({
      id,
      createdAt: `2026-01-0${i + 1}T00:00:00.000Z`,
      shareCount: i,
      aggregatedPinData: { saves: 10, isShopTheLook: false },
    }),
  );
  const other = makePin({ id: 'e', category: 'travel' });
  const stories = groupStories([...pins, other]);
  expect(stories.map((s) => s.id)).toEqual(['home_decor', 'travel']);
  expect(stories[0]).toMatchObject({
    name: 'Home decor',
    slug: 'home-decor',
    pinCount: 4,
    saves: 40,
    shares: 6,
    newest: '2026-01-04T00:00:00.000Z',
  });
  expect(stories[0]?.covers).toHaveLength(3);
});

const story = (id: string, fields: Partial<Story>): Story => ({
  id,
  name: id,
  slug: id,
  pinCount: 1,
  covers: [],
  newest: '2026-01-01T00:00:00.000Z',
  saves: 0,
  shares: 0,
  ...fields,
});

test('each tab of Today has its order: biggest, by name, most saved, newest, most shared', () => {
  const a = story('art', { pinCount: 1, saves: 5, shares: 1, newest: '2026-03-01T00:00:00.000Z' });
  const b = story('beauty', {
    pinCount: 3,
    saves: 1,
    shares: 9,
    newest: '2026-01-01T00:00:00.000Z',
  });
  const c = story('crafts', {
    pinCount: 2,
    saves: 9,
    shares: 5,
    newest: '2026-02-01T00:00:00.000Z',
  });
  const ids = (list: Story[]) => list.map((s) => s.id);
  expect(ids(orderArticles([a, b, c], 'today'))).toEqual(['beauty', 'crafts', 'art']);
  expect(ids(orderArticles([c, b, a], 'article'))).toEqual(['art', 'beauty', 'crafts']);
  expect(ids(orderArticles([a, b, c], 'best'))).toEqual(['crafts', 'art', 'beauty']);
  expect(ids(orderArticles([a, b, c], 'trending'))).toEqual(['art', 'crafts', 'beauty']);
  expect(ids(orderArticles([a, b, c], 'popular'))).toEqual(['beauty', 'crafts', 'art']);
  expect(ids(orderArticles([a, b, c], 'shop'))).toEqual(['beauty', 'crafts', 'art']);
});

test('stories that tie are ordered by name', () => {
  const list = [story('travel', {}), story('art', {})];
  expect(orderArticles(list, 'best').map((s) => s.id)).toEqual(['art', 'travel']);
});

test("Today's tabs are today and the subpaths article, best, trending, popular and shop", () => {
  expect(['today', 'article', 'best', 'trending', 'popular', 'shop'].every(isTodayTab)).toBe(true);
  expect(isTodayTab('newest')).toBe(false);
  expect(todayPath('today')).toBe('/today/');
  expect(todayPath('best')).toBe('/today/best/');
});

test('an article lives at /discover/article/{x}; a category at /{hub}/{category}/{id}; shop stories lead to shopping', () => {
  const s = story('home_decor', { slug: 'home-decor' });
  expect(categoryPath('videos', s)).toBe('/videos/home-decor/home_decor/');
  expect(todayStoryPath('today', s)).toBe('/discover/article/home_decor/');
  expect(todayStoryPath('shop', s)).toBe('/shopping/home-decor/home_decor/');
});
