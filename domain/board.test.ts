import { expect, test } from 'vitest';
import {
  boardDisplayName,
  boardLink,
  boardSectionPath,
  clampBoardTitle,
  isValidBoardTitle,
  isValidFirstName,
  namedInterestTags,
  privacyLabel,
} from './board';

test("the quick_saves board is shown as 'Profile'", () => {
  expect(boardDisplayName({ name: 'Quick Saves', layout: 'quick_saves' })).toBe('Profile');
  expect(boardDisplayName({ name: 'Kitchen', layout: 'default' })).toBe('Kitchen');
});

test("the drawer links to the board's lowercased url", () => {
  expect(boardLink({ url: '/Pinstate/Kitchen-Ideas/' })).toBe('/pinstate/kitchen-ideas/');
});

test('a section slug may follow the board url', () => {
  expect(boardSectionPath({ boardUrl: '/pinstate/kitchen/', slug: 'shelves' })).toBe(
    '/pinstate/kitchen/shelves/',
  );
  expect(boardSectionPath({ boardUrl: '/pinstate/kitchen', slug: 'shelves' })).toBe(
    '/pinstate/kitchen/shelves/',
  );
});

test('board title max 50 characters', () => {
  expect(isValidBoardTitle('a'.repeat(50))).toBe(true);
  expect(isValidBoardTitle('a'.repeat(51))).toBe(false);
  expect(isValidBoardTitle('   ')).toBe(false);
  expect(clampBoardTitle(`  ${'b'.repeat(60)}`)).toBe('b'.repeat(50));
});

test('first name max 30 characters', () => {
  expect(isValidFirstName('x'.repeat(30))).toBe(true);
  expect(isValidFirstName('x'.repeat(31))).toBe(false);
});

test('related interests list only tags that have a name', () => {
  const tags = [
    { id: '1', name: 'Tea', url: '/ideas/tea/1/' },
    { id: '2', url: '/ideas/x/2/' },
    { id: '3', name: ' ', url: '/ideas/y/3/' },
  ];
  expect(namedInterestTags(tags).map((t) => t.id)).toEqual(['1']);
});

test('board privacy reads Public, Protected or Secret', () => {
  expect(privacyLabel('public')).toBe('Public');
  expect(privacyLabel('protected')).toBe('Protected');
  expect(privacyLabel('secret')).toBe('Secret');
});
