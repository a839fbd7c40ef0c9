import { expect, test } from 'vitest';
import {
  cardLabels,
  cardTapTarget,
  cardType,
  hasCarousel,
  isDeletedStoryPin,
  isOwnPin,
  playableVideo,
  productStateLabel,
  showsShoppingIndicator,
  shownReactions,
  sponsorshipLabel,
  topReactions,
  UNAVAILABLE_PIN_TEXT,
} from './pin-card';
import { makePin, makeStoryPinData, makeUser } from './test-pin';
import type { Pin, VideoVariant, Videos } from './types';

const playable = { url: 'https://v.example/720.mp4', width: 720, height: 1280, duration: 9000 };
const videos: Videos = { id: 'v1', videoList: { V_720P: playable } };
const story = makeStoryPinData;

/** The first label a card shows: its ad or recommendation label when it has no product state. */
const firstLabel = (pin: Pin) => cardLabels(pin)[0] ?? null;

/** Whether a video variant is played: the card's only variant and playable. */
const isPlayable = (variant: VideoVariant | undefined) =>
  playableVideo({ videos: { id: 'v', videoList: variant ? { V_720P: variant } : {} } }) !== null;

/** Whether a promoted card with a tracked link opens it as its web closeup link. */
const viaWebCloseupLink = (fields: Partial<Pin>) => {
  const target = cardTapTarget(
    makePin({
      isPromoted: true,
      trackedLink: 'https://t.example/x',
      link: 'https://l.example/',
      ...fields,
    }),
  );
  return target.kind === 'external' && target.via === 'webCloseupLink';
};

test('card type priority is oneTap, video, gif, product, recipe, storyPin, image', () => {
  const everything = makePin({
    isEligibleForWebCloseup: true,
    videos,
    embed: { type: 'gif', src: '/a.gif', width: 1, height: 1 },
    product: { productId: 'p1', price: 10 },
    richMetadata: { recipe: { name: 'Soup' } },
    storyPinData: story(false),
  });
  expect(cardType(everything)).toBe('oneTap');
  expect(cardType({ ...everything, isEligibleForWebCloseup: false })).toBe('video');
  expect(cardType({ ...everything, isEligibleForWebCloseup: false, videos: undefined })).toBe(
    'gif',
  );
  expect(
    cardType({
      ...everything,
      isEligibleForWebCloseup: false,
      videos: undefined,
      embed: undefined,
    }),
  ).toBe('product');
  expect(
    cardType({
      ...everything,
      isEligibleForWebCloseup: false,
      videos: undefined,
      embed: undefined,
      product: undefined,
    }),
  ).toBe('recipe');
  expect(cardType(makePin({ storyPinData: story(false) }))).toBe('storyPin');
  expect(cardType(makePin())).toBe('image');
});

test('a product rich summary makes a product card and a recipe summary a recipe card', () => {
  const summary = {
    displayName: 'x',
    siteName: 'x',
    url: 'https://x.example',
    products: [],
  };
  expect(cardType(makePin({ richSummary: { ...summary, typeName: 'product' } }))).toBe('product');
  expect(cardType(makePin({ richSummary: { ...summary, typeName: 'recipe' } }))).toBe('recipe');
  expect(cardType(makePin({ richSummary: { ...summary, typeName: 'article' } }))).toBe('image');
});

test('a video is playable only with url, height and width', () => {
  expect(isPlayable(playable)).toBe(true);
  expect(isPlayable({ url: 'https://v.example/a.mp4', width: 720 })).toBe(false);
  expect(isPlayable({ width: 720, height: 1280 })).toBe(false);
  expect(isPlayable({ url: '', width: 720, height: 1280 })).toBe(false);
  expect(isPlayable(undefined)).toBe(false);
});

test('the playable variant prefers the mobile HLS list on mobile', () => {
  const mobile = { url: 'https://v.example/m.m3u8', width: 360, height: 640 };
  const all: Videos = { id: 'v', videoList: { V_720P: playable, V_HLSV3_MOBILE: mobile } };
  expect(playableVideo({ videos: all, device: 'mobile' })).toEqual(mobile);
  expect(playableVideo({ videos: all })).toEqual(playable);
  expect(playableVideo({ videos: { id: 'v', videoList: { V_720P: { width: 1 } } } })).toBe(null);
  expect(playableVideo({ videos: undefined })).toBe(null);
});

test('carousel cards have more than one slot', () => {
  const slot = { slotId: 's', title: '', details: '', link: '', imageSignature: 'x', images: {} };
  expect(hasCarousel(makePin())).toBe(false);
  expect(
    hasCarousel(makePin({ carouselData: { index: 0, entityId: 'c', slots: [slot, slot] } })),
  ).toBe(true);
});

test('the web closeup link is used only for non-lead-ad pins eligible for closeup or promoter videos not downstream-promoted', () => {
  expect(viaWebCloseupLink({ isEligibleForWebCloseup: true })).toBe(true);
  expect(viaWebCloseupLink({ isEligibleForWebCloseup: true, promotedIsLeadAd: true })).toBe(false);
  expect(viaWebCloseupLink({ isPromotedByPromoterVideo: true })).toBe(true);
  expect(viaWebCloseupLink({ isPromotedByPromoterVideo: true, isDownstreamPromotion: true })).toBe(
    false,
  );
  expect(viaWebCloseupLink({})).toBe(false);
});

test('tapping an organic card opens the closeup', () => {
  expect(cardTapTarget(makePin({ id: '42' }))).toEqual({ kind: 'closeup', path: '/pin/42/' });
});

test('a promoted or one-tap card goes to its external link', () => {
  expect(cardTapTarget(makePin({ isPromoted: true, link: 'https://shop.example/a' }))).toEqual({
    kind: 'external',
    url: 'https://shop.example/a',
    via: 'link',
  });
  expect(
    cardTapTarget(
      makePin({
        isEligibleForWebCloseup: true,
        link: 'https://shop.example/a',
        trackedLink: 'https://t.example/a',
      }),
    ),
  ).toEqual({ kind: 'external', url: 'https://t.example/a', via: 'webCloseupLink' });
});

test('a lead ad and a promoted card without a link open the closeup', () => {
  expect(cardTapTarget(makePin({ id: '7', isPromoted: true, promotedIsLeadAd: true }))).toEqual({
    kind: 'closeup',
    path: '/pin/7/',
  });
  expect(cardTapTarget(makePin({ id: '7', isPromoted: true, link: '#' }))).toEqual({
    kind: 'closeup',
    path: '/pin/7/',
  });
});

test('sold-out and stale product states show labels instead of price', () => {
  expect(productStateLabel(makePin({ isOosProduct: true }))?.text).toBe('Sold out');
  expect(productStateLabel(makePin({ isStaleProduct: true }))?.text).toBe('See price on site');
  expect(productStateLabel(makePin())).toBe(null);
});

test('recommendation labels: Picked for you, From {topic}, From the pinner', () => {
  expect(firstLabel(makePin({ recommendationReason: { reason: 'pfy', reasonId: 1 } }))).toEqual({
    kind: 'pickedForYou',
    text: 'Picked for you',
  });
  expect(
    firstLabel(
      makePin({
        recommendationReason: { reason: 'topic', reasonId: 2 },
        sourceInterest: { name: 'Gardening' },
      }),
    ),
  ).toEqual({ kind: 'fromTopic', text: 'From Gardening' });
  expect(firstLabel(makePin({ sourceInterest: { name: 'Baking' } }))?.text).toBe('From Baking');
  expect(
    firstLabel(makePin({ recommendationReason: { reason: 'followed', reasonId: 3 } }))?.text,
  ).toBe('From the pinner');
  expect(firstLabel(makePin())).toBe(null);
});

test('ad labels: Ad for third-party ads, Sponsored for downstream promotion, Promoted otherwise', () => {
  expect(firstLabel(makePin({ isPromoted: true, isThirdPartyAd: true }))?.text).toBe('Ad');
  expect(firstLabel(makePin({ isPromoted: true, isDownstreamPromotion: true }))?.text).toBe(
    'Sponsored',
  );
  expect(firstLabel(makePin({ isPromoted: true }))?.text).toBe('Promoted');
  expect(firstLabel(makePin())).toBe(null);
  expect(cardLabels(makePin({ isPromoted: true, isOosProduct: true })).map((l) => l.text)).toEqual([
    'Sold out',
    'Promoted',
  ]);
});

test('the shopping indicator shows for viewers in US, GB, DE, CA, FR', () => {
  for (const country of ['US', 'GB', 'DE', 'CA', 'FR', 'us']) {
    expect(showsShoppingIndicator({ pin: makePin({ isShoppable: true }), country: country })).toBe(
      true,
    );
  }
  expect(showsShoppingIndicator({ pin: makePin({ isShoppable: true }), country: 'JP' })).toBe(
    false,
  );
  expect(showsShoppingIndicator({ pin: makePin({ isShoppable: true }), country: undefined })).toBe(
    false,
  );
  const shoppable = makePin({ isShoppable: true });
  expect(showsShoppingIndicator({ pin: shoppable, country: 'GB' })).toBe(true);
  expect(showsShoppingIndicator({ pin: shoppable, country: 'JP' })).toBe(false);
  expect(showsShoppingIndicator({ pin: makePin({ shoppingFlags: [1] }), country: 'US' })).toBe(
    true,
  );
  expect(showsShoppingIndicator({ pin: makePin(), country: 'US' })).toBe(false);
});

test('sponsorship label: promoted gives Promoted by {name}', () => {
  expect(
    sponsorshipLabel(makePin({ isPromoted: true, promoter: makeUser({ fullName: 'Lumen' }) })),
  ).toBe('Promoted by Lumen');
});

test('sponsorship label: status 0 or 3 with a name gives Paid partnership with {name}', () => {
  const sponsor = makeUser({ fullName: 'Lumen' });
  expect(sponsorshipLabel(makePin({ sponsorship: { status: 0, sponsor } }))).toBe(
    'Paid partnership with Lumen',
  );
  expect(sponsorshipLabel(makePin({ sponsorship: { status: 3, sponsor } }))).toBe(
    'Paid partnership with Lumen',
  );
  expect(sponsorshipLabel(makePin({ sponsorship: { status: 3 } }))).toBe('Paid partnership');
});

test('sponsorship label: status 2 gives no text and other statuses give Paid partnership', () => {
  const sponsor = makeUser({ fullName: 'Lumen' });
  expect(sponsorshipLabel(makePin({ sponsorship: { status: 2, sponsor } }))).toBe(null);
  expect(sponsorshipLabel(makePin({ sponsorship: { status: 1, sponsor } }))).toBe(
    'Paid partnership',
  );
});

test('sponsorship label: affiliate links give Paid link', () => {
  expect(sponsorshipLabel(makePin({ isAffiliateLink: true }))).toBe('Paid link');
  expect(sponsorshipLabel(makePin())).toBe(null);
});

test('only the five valid reaction types count', () => {
  const reactions = topReactions([
    { reactionType: 4, reactionCount: 99 },
    { reactionType: 1, reactionCount: 3 },
    { reactionType: 1, reactionCount: 2 },
    { reactionType: 11, reactionCount: 0 },
  ]);
  expect(reactions).toEqual([{ name: 'love', type: 1, count: 5 }]);
});

test('the top 3 reactions by count are selected', () => {
  const top = topReactions([
    { reactionType: 7, reactionCount: 1 },
    { reactionType: 1, reactionCount: 5 },
    { reactionType: 13, reactionCount: 4 },
    { reactionType: 11, reactionCount: 2 },
    { reactionType: 5, reactionCount: 3 },
    { reactionType: 4, reactionCount: 100 },
  ]);
  expect(top.map((r) => r.name)).toEqual(['love', 'thanks', 'haha']);
});

test('own pin is a pin whose pinner id equals the viewer id', () => {
  expect(isOwnPin({ pin: makePin({ pinner: makeUser({ id: 'u1' }) }), viewerId: 'u1' })).toBe(true);
  expect(isOwnPin({ pin: makePin(), viewerId: 'u1' })).toBe(false);
  expect(isOwnPin({ pin: makePin(), viewerId: null })).toBe(false);
});

test('the pin owner sees no reaction footer on own pin', () => {
  const pin = makePin({
    pinner: makeUser({ id: 'u1' }),
    reactionCountsData: [{ reactionType: 1, reactionCount: 3 }],
  });
  expect(shownReactions({ pin, viewerId: 'u1' })).toEqual([]);
  expect(shownReactions({ pin, viewerId: 'u2' })).toHaveLength(1);
});

test('reactions are hidden on own promoted or deleted story pins', () => {
  const reactionCountsData = [{ reactionType: 1, reactionCount: 3 }];
  const promoted = makePin({
    isPromoted: true,
    promoter: makeUser({ id: 'u12' }),
    reactionCountsData,
  });
  expect(shownReactions({ pin: promoted, viewerId: 'u12' })).toEqual([]);
  expect(shownReactions({ pin: promoted, viewerId: 'u1' })).toHaveLength(1);
  const deletedStory = makePin({ storyPinData: story(true), reactionCountsData });
  expect(shownReactions({ pin: deletedStory, viewerId: 'u1' })).toEqual([]);
});

test('a pin whose story pin is deleted shows the deleted-pin placeholder', () => {
  expect(isDeletedStoryPin(makePin({ storyPinData: story(true) }))).toBe(true);
  expect(isDeletedStoryPin(makePin({ storyPinData: story(false) }))).toBe(false);
  expect(isDeletedStoryPin(makePin())).toBe(false);
  expect(UNAVAILABLE_PIN_TEXT).toEqual({ heading: 'Unavailable', body: 'Removed by the creator' });
});

test('recommendation reasons of the fixtures map to their labels', () => {
  const label = (reason: string) =>
    firstLabel(
      makePin({
        recommendationReason: { reason, reasonId: 1 },
        sourceInterest: { name: 'Home decor' },
      }),
    )?.text;
  expect(label('pfy_board')).toBe('Picked for you');
  expect(label('followed_interest')).toBe('From Home decor');
  expect(label('followed_pinner')).toBe('From the pinner');
});
