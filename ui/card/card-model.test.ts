// Every label and footer rule of the pin card (spec 1 sections 1, 2, 5 and 6) against the
// fixture pins of fixtures/known.ts.
import { expect, test } from 'vitest';
import { fixtureViewers, pinLookup } from '../../fixtures/lookup';
import { KNOWN } from '../../fixtures/known';
import type { Viewer } from '../../domain/types';
import { cardModel, type Surface } from './card-model';
import { cardHeight, footerRows, mediaHeight } from './card-layout';

const pin = pinLookup();
const { loggedOut, signedIn } = fixtureViewers;
const partner: Viewer = {
  ...signedIn,
  kind: 'partner',
  id: KNOWN.users.partnerOwner,
  isPartner: true,
};
const employee: Viewer = { ...signedIn, kind: 'employee', isEmployee: true };

function model(
  id: string,
  viewer: Viewer = signedIn,
  extra: { surface?: Surface; search?: string } = {},
) {
  return cardModel({
    pin: pin(id),
    viewer,
    surface: extra.surface ?? 'AuthHomefeed',
    width: 236,
    search: extra.search ?? '',
  });
}

test('sold-out product shows Sold out instead of the price', () => {
  const m = model(KNOWN.pins.productSoldOut);
  expect(m.priceLabel).toBe('Sold out');
  expect(m.price).toBeNull();
});

test('stale product shows See price on site instead of the price', () => {
  const m = model(KNOWN.pins.productStale);
  expect(m.priceLabel).toBe('See price on site');
  expect(m.price).toBeNull();
});

test('price range shows min-max', () => {
  const m = model(KNOWN.pins.productRange);
  expect(m.price?.current).toMatch(/–|-/);
});

test('original price is struck through when it differs from the current price', () => {
  const m = model(KNOWN.pins.productOriginalPrice);
  expect(m.price?.original).toBeTruthy();
  expect(m.price?.original).not.toBe(m.price?.current);
});

test('rating shows one decimal and the count when the count is finite', () => {
  const m = model(KNOWN.pins.ratingWithCount);
  expect(m.rating?.value).toMatch(/^\d\.\d$/);
  expect(m.rating?.stars).toHaveLength(5);
});

test('rating without a count is hidden', () => {
  expect(model(KNOWN.pins.ratingWithoutCount).rating).toBeNull();
});

test("rating 'None' is hidden", () => {
  expect(model(KNOWN.pins.ratingNone).rating).toBeNull();
});

test('Picked for you label from the recommendation reason', () => {
  expect(model(KNOWN.pins.pickedForYou).reason).toBe('Picked for you');
});

test('From {topic} label from a followed topic', () => {
  expect(model(KNOWN.pins.fromTopic).reason).toBe('From Home decor');
});

test('From the pinner label from a followed pinner', () => {
  expect(model(KNOWN.pins.fromPinner).reason).toBe('From the pinner');
});

test('promoted pin shows Promoted by {name} as its attribution', () => {
  const m = model(KNOWN.pins.promoted);
  expect(m.attribution).toMatch(/^Promoted by .+/);
  expect(m.creator).toBeNull();
});

test('third-party ad carries the Ad label', () => {
  const m = cardModel({
    pin: { ...pin(KNOWN.pins.thirdPartyAd), isPromoted: false },
    viewer: signedIn,
    surface: 'AuthHomefeed',
    width: 236,
    search: '',
  });
  expect(m.adLabel).toBe('Ad');
});

test('downstream promotion carries the Sponsored label', () => {
  const m = cardModel({
    pin: { ...pin(KNOWN.pins.downstreamPromotion), isPromoted: false },
    viewer: signedIn,
    surface: 'AuthHomefeed',
    width: 236,
    search: '',
  });
  expect(m.adLabel).toBe('Sponsored');
});

test('sponsorship status 0 with a name gives Paid partnership with {name}', () => {
  expect(model(KNOWN.pins.sponsorship0).attribution).toMatch(/^Paid partnership with .+/);
});

test('sponsorship status 3 with a name gives Paid partnership with {name}', () => {
  expect(model(KNOWN.pins.sponsorship3).attribution).toMatch(/^Paid partnership with .+/);
});

test('sponsorship status 2 gives no text', () => {
  const m = model(KNOWN.pins.sponsorship2);
  expect(m.attribution).toBeNull();
  expect(m.creator).not.toBeNull();
});

test('other sponsorship statuses give Paid partnership', () => {
  expect(model(KNOWN.pins.sponsorshipOther).attribution).toBe('Paid partnership');
});

test('affiliate links give Paid link', () => {
  expect(model(KNOWN.pins.affiliate).attribution).toBe('Paid link');
});

test('reactions footer shows the top 3 valid reactions', () => {
  const m = model(KNOWN.pins.reactions);
  expect(m.reactions?.top).toHaveLength(3);
  const counts = m.reactions?.top.map((r) => r.count) ?? [];
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
});

test('an invalid reaction type never shows', () => {
  const m = model(KNOWN.pins.reactionsInvalid);
  expect(m.reactions?.top.every((r) => [7, 1, 13, 11, 5].includes(r.type))).toBe(true);
});

test('own pin has no reaction footer', () => {
  expect(model(KNOWN.pins.ownPin, signedIn).reactions).toBeNull();
});

test('deleted story pin shows the placeholder 314 high', () => {
  const m = model(KNOWN.pins.storyDeleted);
  expect(m.deleted).toBe(true);
  expect(mediaHeight({ model: m, width: 236 })).toBe(314);
});

test('note and pre-owned label show in the footer', () => {
  const m = model(KNOWN.pins.preOwnedWithNote);
  expect(m.note).toBe('Ask if they deliver to Leeds');
  expect(m.preOwned).toBe(true);
  expect(footerRows(m)).toEqual(expect.arrayContaining(['note', 'preOwned']));
});

test('the domain loses www. and is cut to 27 characters', () => {
  const m = model(KNOWN.pins.wwwDomain);
  expect(m.domain.startsWith('www.')).toBe(false);
  // At most 27 characters of the domain (12 in the action bar), and an ellipsis at a cut.
  expect(m.domain.replace(/…$/u, '').length).toBeLessThanOrEqual(27);
  expect(m.domainActionBar.replace(/…$/u, '').length).toBeLessThanOrEqual(12);
});

test('titles are trimmed to 200 characters', () => {
  expect(model(KNOWN.pins.longTitle).title.length).toBeLessThanOrEqual(200);
});

test('shopping indicator shows for shoppable pins in US, GB, DE, CA and FR', () => {
  for (const country of ['US', 'GB', 'DE', 'CA', 'FR']) {
    expect(model(KNOWN.pins.shoppable, { ...signedIn, country }).shopping).toBe(true);
  }
  expect(model(KNOWN.pins.shoppable, { ...signedIn, country: 'JP' }).shopping).toBe(false);
});

test('a promoted card taps through to its external link', () => {
  const m = model(KNOWN.pins.promoted);
  expect(m.tap.kind).toBe('external');
});

test('a lead ad opens the closeup', () => {
  expect(model(KNOWN.pins.leadAd).tap.kind).toBe('closeup');
});

test('a plain card opens the closeup at /pin/{id}/', () => {
  expect(model(KNOWN.pins.image).tap).toEqual({
    kind: 'closeup',
    path: `/pin/${KNOWN.pins.image}/`,
  });
});

test("signed-out desktop hover shows 'Open' for cards that leave, the red 'Save' otherwise", () => {
  expect(model(KNOWN.pins.promoted, loggedOut).signedOutHover).toBe('open');
  expect(model(KNOWN.pins.image, loggedOut).signedOutHover).toBe('save');
  expect(model(KNOWN.pins.image, signedIn).signedOutHover).toBeNull();
  expect(model(KNOWN.pins.image, { ...loggedOut, device: 'mobile' }).signedOutHover).toBeNull();
});

test('long-press context menu: signed-in mobile, and signed-out mobile only on related pins', () => {
  expect(model(KNOWN.pins.image, { ...signedIn, device: 'mobile' }).contextMenu).toBe(true);
  expect(model(KNOWN.pins.image, { ...loggedOut, device: 'mobile' }).contextMenu).toBe(false);
  expect(
    model(KNOWN.pins.image, { ...loggedOut, device: 'mobile' }, { surface: 'RelatedPinGrid' })
      .contextMenu,
  ).toBe(true);
  expect(model(KNOWN.pins.image, signedIn).contextMenu).toBe(false);
});

test('a long press opens no context menu for bots and social bots, even on related pins', () => {
  for (const kind of ['bot', 'social-bot'] as const) {
    const bot: Viewer = { ...loggedOut, kind, device: 'mobile' };
    expect(model(KNOWN.pins.image, bot, { surface: 'RelatedPinGrid' }).contextMenu).toBe(false);
  }
});

test('the viewer may edit a pin whose access includes write', () => {
  expect(model(KNOWN.pins.writeAccess, signedIn).canEdit).toBe(true);
  expect(model(KNOWN.pins.writeAccess, loggedOut).canEdit).toBe(false);
});

test('logged-out visitors get no reactions footer', () => {
  expect(model(KNOWN.pins.reactions, loggedOut).reactions).toBeNull();
});

test('partner sees the analytics indicator on pins with 30-day data, as an icon button on grids', () => {
  const m = model(KNOWN.pins.partnerAnalytics, partner);
  expect(m.stats).toEqual({ form: 'icon', analytics: true });
  expect(
    model(KNOWN.pins.partnerAnalytics, partner, { surface: 'CreatorProfileActivityPinGrid' }).stats
      ?.form,
  ).toBe('full');
  expect(model(KNOWN.pins.partnerAnalytics, signedIn).stats).toBeNull();
});

test('employee debug info shows only with a deb_ query parameter', () => {
  expect(model(KNOWN.pins.image, employee).debug).toBeNull();
  expect(model(KNOWN.pins.image, employee, { search: '?deb_signals=1' }).debug).toContain(
    KNOWN.pins.image,
  );
  expect(model(KNOWN.pins.image, signedIn, { search: '?deb_signals=1' }).debug).toBeNull();
});

test('bots and social bots get original-size images', () => {
  const p = pin(KNOWN.pins.image);
  for (const kind of ['bot', 'social-bot'] as const) {
    const m = model(KNOWN.pins.image, { ...loggedOut, kind });
    expect(m.image.url).toBe(p.images.orig?.url);
  }
  expect(model(KNOWN.pins.image, loggedOut).image.url).toBe(p.images['236x']?.url);
});

test('video cards carry a playable video; an unplayable one does not', () => {
  expect(model(KNOWN.pins.video).video).not.toBeNull();
  expect(model(KNOWN.pins.videoUnplayable).video).toBeNull();
});

test('gif cards carry the gif; carousels show their slide count', () => {
  expect(model(KNOWN.pins.gif).gif).toBeTruthy();
  expect(model(KNOWN.pins.carousel).carouselSlides).toBe(5);
  expect(model(KNOWN.pins.carouselTwo).carouselSlides).toBe(2);
});

test('collection chips render only with at least 3 items, and show the first 3', () => {
  const four = model(KNOWN.pins.promoted);
  const items = four.pin.collectionItems ?? [];
  expect(items).toHaveLength(4);
  expect(four.collectionChips.map((c) => c.url)).toEqual(
    items.slice(0, 3).map((item) => item.images['236x']?.url),
  );
  expect(model(KNOWN.pins.sponsorship0).pin.collectionItems).toHaveLength(2);
  expect(model(KNOWN.pins.sponsorship0).collectionChips).toEqual([]);
  expect(model(KNOWN.pins.image).collectionChips).toEqual([]);
});

test('a card box is sized from the image width and height, so nothing shifts', () => {
  const m = model(KNOWN.pins.image);
  expect(mediaHeight({ model: m, width: 236 })).toBe(
    Math.round((236 * m.image.height) / m.image.width),
  );
  expect(cardHeight({ model: m, width: 236 })).toBeGreaterThan(
    mediaHeight({ model: m, width: 236 }),
  );
});
