import { expect, test } from 'vitest';
import { landingPageType, pageKind, parseProfileRoute } from './page-kind';

test('profile routes: /{username}/, _created, _saved, board and section', () => {
  expect(parseProfileRoute('/pinstate/')).toEqual({ kind: 'profile', username: 'pinstate' });
  expect(parseProfileRoute('/pinstate/_created/')).toEqual({
    kind: 'created',
    username: 'pinstate',
  });
  expect(parseProfileRoute('/pinstate/_saved')).toEqual({ kind: 'saved', username: 'pinstate' });
  expect(parseProfileRoute('/pinstate/kitchen-ideas/')).toEqual({
    kind: 'board',
    username: 'pinstate',
    boardSlug: 'kitchen-ideas',
  });
  expect(parseProfileRoute('/pinstate/kitchen-ideas/open-shelves')).toEqual({
    kind: 'section',
    username: 'pinstate',
    boardSlug: 'kitchen-ideas',
    sectionSlug: 'open-shelves',
  });
});

test('reserved first segments are not profiles', () => {
  expect(parseProfileRoute('/settings/')).toBe(null);
  expect(parseProfileRoute('/search/pins/')).toBe(null);
  expect(parseProfileRoute('/pin/123/')).toBe(null);
  expect(parseProfileRoute('/pinstate/_unknown/')).toBe(null);
  expect(parseProfileRoute('/a/b/c/d')).toBe(null);
  expect(parseProfileRoute('/')).toBe(null);
});

test('page kinds recognised for logged-out interaction tracking', () => {
  expect(pageKind('/')).toBe('home');
  expect(pageKind('/homefeed/')).toBe('home');
  expect(pageKind('/pin/123/')).toBe('pin');
  expect(pageKind('/login/')).toBe('login');
  expect(pageKind('/pinstate/')).toBe('profile');
  expect(pageKind('/pinstate/kitchen/')).toBe('board');
  expect(pageKind('/ideas/')).toBe('ideas root');
  expect(pageKind('/ideas/home-decor/i1/')).toBe('ideas');
  expect(pageKind('/videos/')).toBe('videos');
  expect(pageKind('/videos/cooking/7/')).toBe('videos category');
  expect(pageKind('/discover/article/x/')).toBe('article');
  expect(pageKind('/today/')).toBe('today');
  expect(pageKind('/shopping/')).toBe('shopping root');
  expect(pageKind('/shopping/spotlight/')).toBe('shopping spotlight');
  expect(pageKind('/shopping/home/9/')).toBe('shopping category');
  expect(pageKind('/unauth-profile')).toBe('unauthenticated profile');
  expect(pageKind('/settings/')).toBe('other');
});

test('landing page types of local state', () => {
  const viewerUsername = 'pinstate';
  expect(landingPageType({ pathname: '/' })).toBe('home');
  expect(landingPageType({ pathname: '/pin/1/' })).toBe('closeup');
  expect(landingPageType({ pathname: '/search/pins/?q=tea' })).toBe('search');
  expect(landingPageType({ pathname: '/today/' })).toBe('today');
  expect(landingPageType({ pathname: '/discover/article/home-decor/' })).toBe('today');
  expect(landingPageType({ pathname: '/discover/' })).toBe('');
  expect(landingPageType({ pathname: '/ideas/' })).toBe('ideas');
  expect(landingPageType({ pathname: '/ideas/home-decor/i1/' })).toBe('topic');
  expect(landingPageType({ pathname: '/pinstate/', viewerUsername })).toBe('profile');
  expect(landingPageType({ pathname: '/pinstate/kitchen/', viewerUsername })).toBe('own_board');
  expect(landingPageType({ pathname: '/ana_creates/ceramics/', viewerUsername })).toBe('board');
  expect(landingPageType({ pathname: '/pinstate/kitchen/shelves', viewerUsername })).toBe(
    'own_section',
  );
  expect(landingPageType({ pathname: '/ana_creates/ceramics/glazes' })).toBe('section');
  expect(landingPageType({ pathname: '/settings/' })).toBe('');
});
