import { expect, test } from 'vitest';
import {
  boardDisplayName,
  boardLink,
  boardSectionPath,
  isValidBoardTitle,
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

test('board privacy reads Public, Protected or Secret', () => {
  expect(privacyLabel('public')).toBe('Public');
  expect(privacyLabel('protected')).toBe('Protected');
  expect(privacyLabel('secret')).toBe('Secret');
});

test('board title max 50 characters', () => {
  expect(isValidBoardTitle('a'.repeat(50))).toBe(true);
  expect(isValidBoardTitle('a'.repeat(51))).toBe(false);
  expect(isValidBoardTitle('   ')).toBe(false);
});
