import { expect, test } from 'vitest';
import {
  BUILDER_PATHS,
  createdPinsPath,
  isProfileSegment,
  isReservedProfileWord,
  parsePinPath,
  pinIdFromPath,
  pinIdFromSegment,
  pinPath,
  pinRepinPath,
  pinSeoPath,
  pinSubpagePath,
  profilePath,
  savedPinsPath,
  slugify,
} from './pin-path';

test('pin id pattern allows letters, digits, underscore and hyphen', () => {
  const isPinId = (id: string) => pinIdFromSegment(id) === id;
  expect(isPinId('123')).toBe(true);
  expect(isPinId('AbC_9-x')).toBe(true);
  expect(isPinId('12.3')).toBe(false);
  expect(isPinId('')).toBe(false);
  expect(isPinId('a b')).toBe(false);
});

test('pin path /pin/123 gives the id', () => {
  expect(pinIdFromPath('/pin/123')).toBe('123');
});

test('pin path with a trailing slash gives the id', () => {
  expect(pinIdFromPath('/pin/123/')).toBe('123');
});

test('pin path text--id reads the id from the end', () => {
  expect(pinIdFromPath('/pin/some-text--123/')).toBe('123');
  expect(pinIdFromPath('/pin/a--b--c_9/')).toBe('c_9');
  expect(pinIdFromSegment('cozy-reading-nook--p42')).toBe('p42');
});

test('pin path query and hash are ignored', () => {
  expect(pinIdFromPath('/pin/123/?invite_code=abc#imgViewer')).toBe('123');
});

test('pin paths with an invalid id are not pins', () => {
  expect(pinIdFromPath('/pin/')).toBe(null);
  expect(pinIdFromPath('/pin/some-text--/')).toBe(null);
  expect(pinIdFromPath('/pin/12.3/')).toBe(null);
  expect(pinIdFromPath('/board/123/')).toBe(null);
  expect(pinIdFromPath('/pin/%E0%A4%A/')).toBe(null);
});

test('pin sub-routes give the id and the rest of the path', () => {
  expect(parsePinPath('/pin/123/repin/?isEditingPin=true')).toEqual({ id: '123', rest: 'repin' });
  expect(parsePinPath('/pin/t--9/visual-search/products/')).toEqual({
    id: '9',
    rest: 'visual-search/products',
  });
  expect(parsePinPath('/pin/9/analytics')).toEqual({ id: '9', rest: 'analytics' });
  expect(pinIdFromPath('/pin/9/edit/')).toBe(null);
});

test('the canonical pin path is /pin/{id}/', () => {
  expect(pinPath('123')).toBe('/pin/123/');
  expect(pinIdFromPath(pinPath('a_b-c'))).toBe('a_b-c');
});

test('a descriptive pin path is text, a double dash, then the id', () => {
  expect(pinSeoPath({ id: '77', text: 'Crème brûlée for two!' })).toBe(
    '/pin/creme-brulee-for-two--77/',
  );
  expect(pinSeoPath({ id: '77', text: '!!!' })).toBe('/pin/77/');
  expect(pinIdFromPath(pinSeoPath({ id: '77', text: 'Any title at all' }))).toBe('77');
  expect(slugify('  Hello,   World  ')).toBe('hello-world');
});

test('the save-toast edit path carries isEditingPin, pinBoardId, isFromToast and originalPinId', () => {
  expect(pinRepinPath({ id: '5', boardId: 'b1', originalPinId: '4' })).toBe(
    '/pin/5/repin/?isEditingPin=true&pinBoardId=b1&isFromToast=true&originalPinId=4',
  );
  expect(parsePinPath(pinRepinPath({ id: '5' }))).toEqual({ id: '5', rest: 'repin' });
});

test('reserved profile words are not profiles', () => {
  for (const word of ['about', 'ads', 'settings', 'search', 'today', 'topics', 'login']) {
    expect(isReservedProfileWord(word)).toBe(true);
    expect(isProfileSegment(word)).toBe(false);
  }
  expect(isProfileSegment('Settings')).toBe(false);
  expect(isProfileSegment('pin')).toBe(false);
  expect(isProfileSegment('business')).toBe(false);
  expect(isProfileSegment('me')).toBe(false);
});

test('username segments are profiles', () => {
  expect(isProfileSegment('pinstate')).toBe(true);
  expect(isProfileSegment('Jane.Doe_42')).toBe(true);
  expect(isProfileSegment('_created')).toBe(false);
  expect(isProfileSegment('')).toBe(false);
});

test('profile, created and saved paths follow the route catalogue', () => {
  expect(profilePath('pinstate')).toBe('/pinstate/');
  expect(createdPinsPath('pinstate')).toBe('/pinstate/_created/');
  expect(savedPinsPath('pinstate')).toBe('/pinstate/_saved');
});

test('pin sub-pages end with a slash like the closeup path', () => {
  expect(pinSubpagePath({ id: '5', page: 'repin' })).toBe('/pin/5/repin/');
  expect(pinSubpagePath({ id: '5', page: 'edit' })).toBe('/pin/5/edit/');
  expect(pinSubpagePath({ id: '5', page: 'analytics' })).toBe('/pin/5/analytics/');
  expect(pinSubpagePath({ id: '5', page: 'comments' })).toBe('/pin/5/comments/');
  expect(parsePinPath(pinSubpagePath({ id: 'a_b-1', page: 'edit' }))).toEqual({
    id: 'a_b-1',
    rest: 'edit',
  });
});

test('the first segment of every builder route is never a profile', () => {
  expect(BUILDER_PATHS).toContain('pin-builder');
  expect(BUILDER_PATHS).toContain('tv/studio');
  for (const path of BUILDER_PATHS) {
    expect(isProfileSegment(path.split('/')[0] ?? '')).toBe(false);
  }
  expect(isReservedProfileWord('advertiser')).toBe(true);
});
