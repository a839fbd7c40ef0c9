// The domain rules applied to the fixture records of fixtures/known.ts: each variant the specs
// name gets the outcome its record promises, so views reading these rules show the right thing.
import { expect, test } from 'vitest';
import { generateDb } from '../fixtures/generate';
import { KNOWN } from '../fixtures/known';
import { pinLookup } from '../fixtures/lookup';
import { favoriteCountLabel } from './numbers';
import {
  cardLabels,
  cardTapTarget,
  cardType,
  isDeletedStoryPin,
  playableVideo,
  shownReactions,
  showsShoppingIndicator,
  sponsorshipLabel,
  topReactions,
} from './pin-card';
import { canEditPin, showsFavoriteButton } from './permissions';
import { priceDisplay } from './price';
import { visibleRating } from './rating';
import { storyTitle, trimTitle } from './text';
import { displayDescription } from './description';
import { displayDomain, isEmptyOrHashLink, isExternalUrl } from './url';

const db = generateDb();
const pin = pinLookup(db);
const P = KNOWN.pins;
const me = KNOWN.users.default;

test('fixture card types follow the priority order', () => {
  expect(cardType(pin(P.image))).toBe('image');
  expect(cardType(pin(P.video))).toBe('video');
  expect(cardType(pin(P.gif))).toBe('gif');
  expect(cardType(pin(P.productRange))).toBe('product');
  expect(cardType(pin(P.recipe))).toBe('recipe');
  expect(cardType(pin(P.story))).toBe('storyPin');
  expect(cardType(pin(P.leadAd))).toBe('oneTap');
});

test('fixture videos: playable with url, height and width, unplayable without', () => {
  expect(playableVideo({ videos: pin(P.video).videos })).not.toBe(null);
  expect(playableVideo({ videos: pin(P.videoUnplayable).videos, device: 'desktop' })).toBe(null);
});

test('fixture favorite counts: hidden for 0 or absent, 9+ from 10', () => {
  expect(favoriteCountLabel(pin(P.favorites0).favoriteUserCount)).toBe(null);
  expect(favoriteCountLabel(pin(P.favoritesAbsent).favoriteUserCount)).toBe(null);
  expect(favoriteCountLabel(pin(P.favorites1).favoriteUserCount)).toBe('1');
  expect(favoriteCountLabel(pin(P.favorites9).favoriteUserCount)).toBe('9');
  expect(favoriteCountLabel(pin(P.favorites10).favoriteUserCount)).toBe('9+');
  expect(favoriteCountLabel(pin(P.favoritesMany).favoriteUserCount)).toBe('9+');
});

test('fixture sponsorship labels', () => {
  expect(sponsorshipLabel(pin(P.promoted))).toMatch(/^Promoted by .+/u);
  expect(sponsorshipLabel(pin(P.sponsorship0))).toBe('Paid partnership with Lumen Skincare');
  expect(sponsorshipLabel(pin(P.sponsorship2))).toBe(null);
  expect(sponsorshipLabel(pin(P.sponsorship3))).toBe('Paid partnership with Lumen Skincare');
  expect(sponsorshipLabel(pin(P.sponsorshipOther))).toBe('Paid partnership');
  expect(sponsorshipLabel(pin(P.affiliate))).toBe('Paid link');
});

test('fixture card labels', () => {
  const texts = (id: string) => cardLabels(pin(id)).map((l) => l.text);
  expect(texts(P.productSoldOut)).toContain('Sold out');
  expect(texts(P.productStale)).toContain('See price on site');
  expect(texts(P.pickedForYou)).toContain('Picked for you');
  expect(texts(P.fromTopic)).toContain('From Home decor');
  expect(texts(P.thirdPartyAd)).toContain('Ad');
  expect(texts(P.downstreamPromotion)).toContain('Sponsored');
  expect(texts(P.promoted)).toContain('Promoted');
});

test('fixture prices: range, struck original, labels instead of price', () => {
  expect(priceDisplay({ pin: pin(P.productRange) })).toEqual({
    kind: 'price',
    current: '$24.00–$48.00',
    original: null,
  });
  expect(priceDisplay({ pin: pin(P.productOriginalPrice) })).toEqual({
    kind: 'price',
    current: '$129.00',
    original: '$189.00',
  });
  expect(priceDisplay({ pin: pin(P.productSoldOut) })).toEqual({ kind: 'label', text: 'Sold out' });
  expect(priceDisplay({ pin: pin(P.productStale) })).toEqual({
    kind: 'label',
    text: 'See price on site',
  });
});

test('fixture ratings: shown with a finite count, hidden without or when None', () => {
  expect(visibleRating(pin(P.ratingWithCount).richSummary?.aggregateRating)).not.toBe(null);
  expect(visibleRating(pin(P.ratingWithoutCount).richSummary?.aggregateRating)).toBe(null);
  expect(visibleRating(pin(P.ratingNone).richSummary?.aggregateRating)).toBe(null);
});

test('fixture reactions: only valid types, top 3; none on own or deleted story pins', () => {
  expect(topReactions(pin(P.reactions).reactionCountsData)).toHaveLength(3);
  for (const r of topReactions(pin(P.reactionsInvalid).reactionCountsData)) {
    expect(r.type).not.toBe(4);
  }
  expect(shownReactions({ pin: pin(P.ownPin), viewerId: me })).toEqual([]);
  expect(shownReactions({ pin: pin(P.storyDeleted), viewerId: me })).toEqual([]);
  expect(isDeletedStoryPin(pin(P.storyDeleted))).toBe(true);
});

test('fixture texts: long title and description trimmed, short or same description unused', () => {
  expect(Array.from(pin(P.longTitle).title).length).toBeGreaterThan(200);
  expect(Array.from(trimTitle(pin(P.longTitle).title)).length).toBeLessThanOrEqual(200);
  expect(
    Array.from(
      displayDescription({ description: pin(P.longDescription).description, displayName: '' }) ??
        '',
    ).length,
  ).toBeLessThanOrEqual(496);
  const short = pin(P.descriptionShort);
  expect(displayDescription({ description: short.description, displayName: short.title })).toBe(
    null,
  );
  const same = pin(P.descriptionSameAsTitle);
  expect(displayDescription({ description: same.description, displayName: same.title })).toBe(null);
  expect(storyTitle(pin(P.story).title).endsWith('…')).toBe(true);
  expect(storyTitle(pin(P.storyShortTitle).title)).toBe(pin(P.storyShortTitle).title.trim());
});

test('fixture links: www removed and truncated, empty and hash cancelled, internal not external', () => {
  const shown = displayDomain({ domain: pin(P.wwwDomain).domain });
  expect(shown.startsWith('www.')).toBe(false);
  expect(Array.from(shown.replace(/…$/u, '')).length).toBeLessThanOrEqual(27);
  expect(isEmptyOrHashLink(pin(P.emptyLink).link)).toBe(true);
  expect(isEmptyOrHashLink(pin(P.hashLink).link)).toBe(true);
  expect(isExternalUrl({ url: pin(P.internalLink).link, appHost: 'localhost' })).toBe(false);
  expect(isExternalUrl({ url: pin(P.httpLink).link, appHost: 'localhost' })).toBe(true);
});

test('fixture tap targets: lead ad opens the closeup, promoted and one-tap cards go out', () => {
  expect(cardTapTarget(pin(P.leadAd)).kind).toBe('closeup');
  expect(cardTapTarget(pin(P.promoted)).kind).toBe('external');
  expect(cardTapTarget(pin(P.oneTap)).kind).toBe('external');
  expect(cardTapTarget(pin(P.image)).kind).toBe('closeup');
});

test('fixture permissions: write access edits, collaborators see the favorite button', () => {
  expect(canEditPin({ pin: pin(P.writeAccess), viewerId: me })).toBe(true);
  expect(canEditPin({ pin: pin(P.ownPin), viewerId: me })).toBe(true);
  expect(canEditPin({ pin: pin(P.image), viewerId: me })).toBe(pin(P.image).board.owner.id === me);
  const onCollab = pin(P.onCollaborativeBoard);
  const board = db.boards.find((b) => b.id === onCollab.board.id);
  expect(board?.isCollaborative).toBe(true);
  if (board) {
    expect(showsFavoriteButton({ board, viewerId: me })).toBe(true);
    expect(showsFavoriteButton({ board, viewerId: KNOWN.users.employee })).toBe(false);
  }
});

test('fixture shopping indicator: shoppable pin for US viewers, not for JP', () => {
  expect(showsShoppingIndicator({ pin: pin(P.shoppable), country: 'US' })).toBe(true);
  expect(showsShoppingIndicator({ pin: pin(P.shoppable), country: 'JP' })).toBe(false);
});
