// Where a logging event happened: spec 1 section 7 (view type, view parameter, component) and
// spec 3 section 7 (9315 and 9316 search-ad swipe); the view types are ours (decision record).
import { expect, test } from 'vitest';
import { cardLogView, isSearchAd, searchAdSwipeEventType } from './log-view';
import { logViewOf, viewTypeOfPath } from './log-view-path';
import type { CarouselData } from './types';

const slides: CarouselData = {
  index: 0,
  entityId: 'c-1',
  slots: [1, 2].map((i) => ({
    slotId: `s${i}`,
    title: '',
    details: '',
    link: '',
    imageSignature: '',
    images: {},
  })),
};

test('the view type comes from the surface hosting the pin', () => {
  const pin = {};
  expect(logViewOf({ surface: 'AuthHomefeed', pathname: '/x', pin }).viewType).toBe('home_feed');
  expect(logViewOf({ surface: 'SearchItem', pathname: '/', pin }).viewType).toBe('search');
  expect(logViewOf({ surface: 'ShoppingTool', pathname: '/', pin }).viewType).toBe('search');
  expect(logViewOf({ surface: 'RelatedPinGrid', pathname: '/', pin }).viewType).toBe('closeup');
  expect(logViewOf({ surface: 'BaseBoardPinGrid', pathname: '/', pin }).viewType).toBe('board');
  expect(logViewOf({ surface: 'UserProfilePinGrid', pathname: '/', pin }).viewType).toBe('profile');
  expect(logViewOf({ surface: 'TodayArticleFeed', pathname: '/', pin }).viewType).toBe('discovery');
  expect(logViewOf({ surface: 'ShoppingGridSmall', pathname: '/', pin }).viewType).toBe(
    'discovery',
  );
  expect(logViewOf({ surface: 'RetrievalHub', pathname: '/', pin }).viewType).toBe('discovery');
  expect(logViewOf({ surface: 'VisualInspirationPin', pathname: '/', pin }).viewType).toBe(
    'closeup',
  );
  expect(logViewOf({ surface: 'VisualInspirationShoppingPin', pathname: '/', pin }).viewType).toBe(
    'closeup',
  );
});

test('without a known surface the view type comes from the page path', () => {
  expect(viewTypeOfPath('/')).toBe('home_feed');
  expect(viewTypeOfPath('/homefeed/')).toBe('home_feed');
  expect(viewTypeOfPath('/pin/100001/')).toBe('closeup');
  expect(viewTypeOfPath('/search/pins/?q=serum')).toBe('search');
  expect(viewTypeOfPath('/pinstate/kitchen-ideas/')).toBe('board');
  expect(viewTypeOfPath('/pinstate/')).toBe('profile');
  expect(viewTypeOfPath('/settings')).toBe('other');
  for (const path of [
    '/today/best/',
    '/discover/article/home-decor/',
    '/ideas/',
    '/topics/',
    '/videos/',
    '/shopping/home/1/',
  ])
    expect(viewTypeOfPath(path)).toBe('discovery');
  expect(viewTypeOfPath('/todayish/')).toBe('profile');
});

test('the view parameter is the pin view parameter: 144 products, 141 article, 145 recipe, 139 other rich data, 140 none', () => {
  const at = (richMetadata: object | undefined) =>
    logViewOf({ surface: 'SearchItem', pathname: '/', pin: { richMetadata } }).viewParameter;
  expect(at({ products: [{ productId: 'p' }] })).toBe(144);
  expect(at({ article: { name: 'a' } })).toBe(141);
  expect(at({ recipe: { name: 'r' } })).toBe(145);
  expect(at({ siteName: 'x' })).toBe(139);
  expect(at(undefined)).toBe(140);
});

test('the component is the closeup on the closeup itself, a pin card in any grid', () => {
  const pin = {};
  expect(logViewOf({ surface: 'Closeup', pathname: '/pin/1/', pin }).component).toBe('closeup');
  expect(logViewOf({ pathname: '/pin/1/', pin }).component).toBe('closeup');
  expect(logViewOf({ surface: 'RelatedPinGrid', pathname: '/pin/1/', pin }).component).toBe(
    'pin_card',
  );
});

test('a card logs the view type of its surface and is a pin card', () => {
  expect(cardLogView({ surface: 'SearchItem', pin: {} })).toEqual({
    viewType: 'search',
    viewParameter: 140,
    component: 'pin_card',
  });
});

test('a search ad is a promoted pin with carousel slides shown in search results', () => {
  expect(isSearchAd({ pin: { isPromoted: true, carouselData: slides }, viewType: 'search' })).toBe(
    true,
  );
  expect(
    isSearchAd({ pin: { isPromoted: true, carouselData: slides }, viewType: 'home_feed' }),
  ).toBe(false);
  expect(isSearchAd({ pin: { isPromoted: false, carouselData: slides }, viewType: 'search' })).toBe(
    false,
  );
  expect(isSearchAd({ pin: { isPromoted: true }, viewType: 'search' })).toBe(false);
});

test('a search-ad swipe forward is 9315, backward 9316', () => {
  expect(searchAdSwipeEventType({ slotIndex: 0, targetIndex: 1 })).toBe(9315);
  expect(searchAdSwipeEventType({ slotIndex: 2, targetIndex: 1 })).toBe(9316);
});
