// Properties of the discovery rules (domain/discovery.ts): for any pins, the stories count every
// pin once under its own category; every tab's order is a permutation of the stories that does
// not depend on the order they came in, sorted by the tab's own measure.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  groupStories,
  orderArticles,
  TODAY_TABS,
  type Story,
  type TodayTab,
} from '../domain/discovery';
import { makePin } from '../domain/test-pin';

const CATEGORIES = ['art', 'home_decor', 'travel', 'diy_crafts'] as const;

const pinArb = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  saves: fc.nat({ max: 50 }),
  shares: fc.nat({ max: 50 }),
  day: fc.integer({ min: 1, max: 28 }),
});

const pinsArb = fc.array(pinArb, { maxLength: 30 }).map((list) =>
  list.map((p, i) =>
    makePin({
      id: String(i),
      category: p.category,
      shareCount: p.shares,
      createdAt: `2026-02-${String(p.day).padStart(2, '0')}T00:00:00.000Z`,
      aggregatedPinData: { saves: p.saves, isShopTheLook: false },
    }),
  ),
);

test('stories count every pin once, under its own category, with at most three pictures', () => {
  fc.assert(
    fc.property(pinsArb, (pins) => {
      const stories = groupStories(pins);
      expect(stories.reduce((n, s) => n + s.pinCount, 0)).toBe(pins.length);
      for (const story of stories) {
        const own = pins.filter((p) => p.category === story.id);
        expect(story.pinCount).toBe(own.length);
        expect(story.saves).toBe(own.reduce((n, p) => n + p.aggregatedPinData.saves, 0));
        expect(story.covers.length).toBe(Math.min(3, own.length));
      }
    }),
  );
});

/** The measure a tab sorts by, most first (an independent reading of the tab's rule). */
const MEASURE: Record<TodayTab, ((s: Story) => number | string) | null> = {
  today: (s) => s.pinCount,
  shop: (s) => s.pinCount,
  article: null,
  best: (s) => s.saves,
  trending: (s) => s.newest,
  popular: (s) => s.shares,
};

test("each tab's order is a permutation, sorted by its measure, whatever order the stories came in", () => {
  fc.assert(
    fc.property(
      pinsArb,
      fc.constantFrom(...TODAY_TABS),
      fc.infiniteStream(fc.nat()),
      (pins, tab, seeds) => {
        const stories = groupStories(pins);
        const shuffled = [...stories].sort(() => (seeds.next().value % 3) - 1);
        const ordered = orderArticles(stories, tab);
        expect(orderArticles(shuffled, tab).map((s) => s.id)).toEqual(ordered.map((s) => s.id));
        expect([...ordered.map((s) => s.id)].sort()).toEqual(stories.map((s) => s.id).sort());
        const measure = MEASURE[tab];
        for (let i = 1; i < ordered.length; i += 1) {
          const [a, b] = [ordered[i - 1], ordered[i]];
          if (!a || !b) continue;
          if (measure === null || measure(a) === measure(b)) {
            expect(a.name.localeCompare(b.name, 'en')).toBeLessThanOrEqual(0);
          } else {
            expect(measure(a) > measure(b)).toBe(true);
          }
        }
      },
    ),
  );
});
