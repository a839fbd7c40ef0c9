// The discovery routes (spec 3 section 2 "Discovery routes"): Today's articles by tab, one
// article and its pins, the video and shopping categories and their pins, and a 400 with a
// message for a tab that does not exist.
import { expect, test } from 'vitest';
import {
  groupStories,
  isShoppingPin,
  HUB_PINS,
  orderArticles,
  type Story,
} from '../domain/discovery';
import type { Pin } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { freshDb, withTestServer as withServer } from './testing';

/** The fixture pins anyone may see (not on a secret board). */
const publicPins = (): Pin[] => freshDb().pins.filter((p) => p.board.privacy !== 'secret');

test("Today's articles: one per pin category, the biggest first by default", () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/v3/today/articles/');
    expect(r.status).toBe(200);
    const stories = r.data as Story[];
    const categories = new Set(publicPins().map((p) => p.category));
    expect(stories.map((s) => s.id).sort()).toEqual([...categories].sort());
    const counts = stories.map((s) => s.pinCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stories[0]?.covers.length).toBe(3);
  }));

test('each tab of Today orders the articles by its rule; the shop tab counts products only', () =>
  withServer(async ({ call }) => {
    const all = groupStories(publicPins());
    for (const tab of ['article', 'best', 'trending', 'popular'] as const) {
      const r = await call('GET', `/v3/today/articles/?tab=${tab}`);
      expect(r.status, tab).toBe(200);
      expect(
        (r.data as Story[]).map((s) => s.id),
        tab,
      ).toEqual(orderArticles(all, tab).map((s) => s.id));
    }
    const shop = (await call('GET', '/v3/today/articles/?tab=shop')).data as Story[];
    const products = publicPins().filter(isShoppingPin);
    expect(shop.reduce((n, s) => n + s.pinCount, 0)).toBe(products.length);
  }));

test('a tab that does not exist is a 400 with a message naming the tabs', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/v3/today/articles/?tab=newest');
    expect(r.status).toBe(400);
    expect(r.message).toBe(
      'Query parameter "tab" must be one of today, article, best, trending, popular, shop; got "newest".',
    );
  }));

test('an article answers with its pins, all of its category; an unknown one is a 404', () =>
  withServer(async ({ call }) => {
    const one = await call('GET', '/v3/today/articles/travel/');
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ id: 'travel', name: 'Travel', slug: 'travel' });
    const pins = await call('GET', '/v3/today/articles/travel/pins/?page_size=100');
    const list = pins.data as Pin[];
    expect(list.length).toBe((one.data as Story).pinCount);
    expect(list.every((p) => p.category === 'travel')).toBe(true);
    const missing = await call('GET', '/v3/today/articles/nope/');
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Article nope not found.');
    expect((await call('GET', '/v3/today/articles/nope/pins/')).status).toBe(404);
  }));

for (const [hub, keep] of [
  ['videos', HUB_PINS.videos],
  ['shopping', isShoppingPin],
] as const) {
  test(`the ${hub} categories group its pins; a category answers only its pins, an unknown one 404`, () =>
    withServer(async ({ call }) => {
      const stories = (await call('GET', `/v3/${hub}/categories/`)).data as Story[];
      expect(stories.reduce((n, s) => n + s.pinCount, 0)).toBe(publicPins().filter(keep).length);
      const first = stories[0];
      if (!first) throw new Error(`no ${hub} category`);
      const pins = (await call('GET', `/v3/${hub}/categories/${first.id}/pins/?page_size=100`))
        .data as Pin[];
      expect(pins.length).toBe(first.pinCount);
      expect(pins.every((p) => keep(p) && p.category === first.id)).toBe(true);
      const missing = await call('GET', `/v3/${hub}/categories/nope/pins/`);
      expect(missing.status).toBe(404);
      expect(missing.message).toBe('Category nope not found.');
    }));
}

test('a bad page size on a category feed is a 400 with a message', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/v3/videos/categories/travel/pins/?page_size=0');
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/page_size/);
  }));

test("a pin the viewer hid leaves the viewer's stories and pages, and no one else's", () =>
  withServer(async ({ call }) => {
    const [first] = (await call('GET', '/v3/videos/categories/')).data as Story[];
    if (!first) throw new Error('no video category');
    const [pin] = (await call('GET', `/v3/videos/categories/${first.id}/pins/?page_size=1`))
      .data as Pin[];
    if (!pin) throw new Error('no video pin');
    const hid = await call('PUT', `/v3/pins/${pin.id}/feedback/`, {
      viewer: KNOWN.users.default,
      body: { pin_id: pin.id, feedback_type: 'not_relevant' },
    });
    expect(hid.status).toBe(200);
    const count = async (viewer: string | null) =>
      ((await call('GET', '/v3/videos/categories/', { viewer })).data as Story[]).find(
        (s) => s.id === first.id,
      )?.pinCount ?? 0;
    expect(await count(KNOWN.users.default)).toBe(first.pinCount - 1);
    expect(await count(null)).toBe(first.pinCount);
    const pins = (
      await call('GET', `/v3/videos/categories/${first.id}/pins/?page_size=100`, {
        viewer: KNOWN.users.default,
      })
    ).data as Pin[];
    expect(pins.some((p) => p.id === pin.id)).toBe(false);
  }));
