// Properties of the pin card rules (spec 1 sections 1, 3 and 5): card type priority, valid
// reactions and the top 3, the sponsorship label.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  cardType,
  shownReactions,
  sponsorshipLabel,
  topReactions,
  type CardType,
} from '../domain/pin-card';
import { makePin, makeUser } from '../domain/test-pin';
import type { Pin } from '../domain/types';

/** Card types in the order the card type is derived (spec 1 section 1). */
const CARD_TYPE_PRIORITY: readonly CardType[] = [
  'oneTap',
  'video',
  'gif',
  'product',
  'recipe',
  'storyPin',
  'image',
];

const features = fc.record({
  oneTap: fc.boolean(),
  video: fc.boolean(),
  gif: fc.boolean(),
  product: fc.boolean(),
  recipe: fc.boolean(),
  storyPin: fc.boolean(),
});

function pinWith(f: Record<Exclude<CardType, 'image'>, boolean>): Pin {
  return makePin({
    isEligibleForWebCloseup: f.oneTap,
    videos: f.video
      ? { id: 'v', videoList: { V_720P: { url: 'u', width: 1, height: 1 } } }
      : undefined,
    embed: f.gif ? { type: 'gif', src: '/a.gif', width: 1, height: 1 } : undefined,
    product: f.product ? { productId: 'p' } : undefined,
    richMetadata: f.recipe ? { recipe: { name: 'Soup' } } : undefined,
    storyPinData: f.storyPin
      ? {
          id: 's',
          isDeleted: false,
          pages: [],
          staticPageCount: 1,
          totalVideoDuration: 0,
          hasAffiliateProducts: false,
        }
      : undefined,
  });
}

test('card type is the first type in priority order whose data is present', () => {
  fc.assert(
    fc.property(features, (f) => {
      const expected = CARD_TYPE_PRIORITY.find((t) => t === 'image' || f[t]);
      expect(cardType(pinWith(f))).toBe(expected);
    }),
  );
});

/** goodIdea 7, love 1, thanks 13, wow 11, haha 5: only these count. */
const validCodes = [7, 1, 13, 11, 5];
const reactionCounts = fc.array(
  fc.record({
    reactionType: fc.oneof(fc.constantFrom(...validCodes), fc.integer({ min: 0, max: 20 })),
    reactionCount: fc.integer({ min: 0, max: 10_000 }),
  }),
  { maxLength: 12 },
);

/** The model's valid reactions: counts of the five valid codes added by type, none of 0. */
function modelValidReactions(
  counts: readonly { reactionType: number; reactionCount: number }[],
): { type: number; count: number }[] {
  const totals = new Map<number, number>();
  for (const { reactionType, reactionCount } of counts)
    if (validCodes.includes(reactionType))
      totals.set(reactionType, (totals.get(reactionType) ?? 0) + reactionCount);
  return [...totals].filter(([, count]) => count > 0).map(([type, count]) => ({ type, count }));
}

test('only the five valid reaction types count', () => {
  fc.assert(
    fc.property(reactionCounts, (counts) => {
      for (const r of topReactions(counts)) {
        expect(validCodes).toContain(r.type);
        expect(r.count).toBeGreaterThan(0);
      }
    }),
  );
});

test('the top 3 are at most 3, in descending count, and none left out beats one shown', () => {
  fc.assert(
    fc.property(reactionCounts, (counts) => {
      const top = topReactions(counts);
      const all = modelValidReactions(counts);
      expect(top.length).toBe(Math.min(3, all.length));
      for (let i = 1; i < top.length; i += 1) {
        expect(top[i - 1]!.count).toBeGreaterThanOrEqual(top[i]!.count);
      }
      const lowestShown = Math.min(...top.map((r) => r.count));
      for (const r of all.filter((a) => !top.some((t) => t.type === a.type))) {
        expect(r.count).toBeLessThanOrEqual(lowestShown);
      }
    }),
  );
});

test('the own pin never shows the reaction footer', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.boolean(), (viewerId, promoted) => {
      const pin = makePin({ pinner: makeUser({ id: viewerId }), isPromoted: promoted });
      const reacted = { ...pin, reactionCountsData: [{ reactionType: 1, reactionCount: 3 }] };
      expect(shownReactions({ pin: reacted, viewerId })).toEqual([]);
    }),
  );
});

test('sponsorship status 2 on an organic pin never gives a label; promoted pins always do', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9 }),
      fc.boolean(),
      fc.boolean(),
      fc.option(fc.string({ maxLength: 12 })),
      (status, promoted, affiliate, name) => {
        const pin = makePin({
          isPromoted: promoted,
          isAffiliateLink: affiliate,
          sponsorship: {
            status,
            sponsor: name === null ? undefined : makeUser({ fullName: name }),
          },
        });
        const label = sponsorshipLabel(pin);
        if (promoted) expect(label?.startsWith('Promoted')).toBe(true);
        else if (status === 2) expect(label).toBe(null);
        else expect(label?.startsWith('Paid partnership')).toBe(true);
      },
    ),
  );
});
