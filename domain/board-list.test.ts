// Board sort orders, board type filter and profile pin filter as view preferences (spec 3
// sections 3, 6 and 7).
import { expect, test } from 'vitest';
import {
  BOARD_SORT_ORDERS,
  BOARD_TYPE_FILTERS,
  boardMatchesType,
  DEFAULT_PROFILE_VIEW_PREFERENCES,
  OFFERED_PIN_FILTERS,
  parseProfileViewPreferences,
  pinMatchesFilter,
  preferenceLabel,
  isProfilePinFilter,
} from './board-list';

const board = (
  over: Partial<{
    isCollaborative: boolean;
    privacy: 'public' | 'protected' | 'secret';
    archived: boolean;
  }> = {},
) => ({
  isCollaborative: false,
  privacy: 'public' as const,
  archived: false,
  ...over,
});

test('board sort orders are the spec list: alphabetical, last_pinned_to, oldest, newest, group_boards_at_top, custom', () => {
  expect(BOARD_SORT_ORDERS).toEqual([
    'alphabetical',
    'last_pinned_to',
    'oldest',
    'newest',
    'group_boards_at_top',
    'custom',
  ]);
  expect(BOARD_TYPE_FILTERS).toEqual(['NONE', 'GROUP', 'SECRET', 'ARCHIVED']);
  for (const filter of [
    'COLORS',
    'CREATED_BY_ME',
    'FAVORITED',
    'FAVORITED_AND_CREATED_BY_ME',
    'INTERESTS',
  ])
    expect(isProfilePinFilter(filter)).toBe(true);
  expect(isProfilePinFilter('colors')).toBe(false);
});

test('boards sort by last_pinned_to unless told (BoardsResource default)', () => {
  expect(DEFAULT_PROFILE_VIEW_PREFERENCES.boardSortOrder).toBe('last_pinned_to');
  expect(parseProfileViewPreferences(null)).toEqual(DEFAULT_PROFILE_VIEW_PREFERENCES);
});

test('stored preferences come back as stored', () => {
  const stored = {
    boardSortOrder: 'group_boards_at_top',
    selfProfileBoardFilter: 'SECRET',
    selfProfilePinFilter: 'FAVORITED',
  };
  expect(parseProfileViewPreferences(JSON.stringify(stored))).toEqual(stored);
});

test('a stored value outside the spec lists reads as its default, the others are kept', () => {
  const stored = {
    boardSortOrder: 'by_colour',
    selfProfileBoardFilter: 'GROUP',
    selfProfilePinFilter: 7,
  };
  expect(parseProfileViewPreferences(JSON.stringify(stored))).toEqual({
    boardSortOrder: 'last_pinned_to',
    selfProfileBoardFilter: 'GROUP',
    selfProfilePinFilter: null,
  });
  expect(parseProfileViewPreferences('{not json')).toEqual(DEFAULT_PROFILE_VIEW_PREFERENCES);
  expect(parseProfileViewPreferences('"alphabetical"')).toEqual(DEFAULT_PROFILE_VIEW_PREFERENCES);
});

test('board type NONE keeps every board', () => {
  for (const b of [
    board(),
    board({ isCollaborative: true }),
    board({ privacy: 'secret' }),
    board({ archived: true }),
  ])
    expect(boardMatchesType(b, 'NONE')).toBe(true);
});

test('board type GROUP keeps collaborative boards only', () => {
  expect(boardMatchesType(board({ isCollaborative: true }), 'GROUP')).toBe(true);
  expect(boardMatchesType(board(), 'GROUP')).toBe(false);
});

test('board type SECRET keeps secret boards only', () => {
  expect(boardMatchesType(board({ privacy: 'secret' }), 'SECRET')).toBe(true);
  expect(boardMatchesType(board({ privacy: 'protected' }), 'SECRET')).toBe(false);
});

test('board type ARCHIVED keeps archived boards only', () => {
  expect(boardMatchesType(board({ archived: true }), 'ARCHIVED')).toBe(true);
  expect(boardMatchesType(board(), 'ARCHIVED')).toBe(false);
});

const pin = (pinnerId: string, favoritedByMe: boolean) => ({
  pinner: { id: pinnerId, username: 'x', fullName: 'X', imageMediumUrl: '' },
  favoritedByMe,
});

test('pin filter CREATED_BY_ME keeps own pins: pinner id equals viewer id', () => {
  expect(pinMatchesFilter(pin('u1', false), 'CREATED_BY_ME', 'u1')).toBe(true);
  expect(pinMatchesFilter(pin('u2', true), 'CREATED_BY_ME', 'u1')).toBe(false);
  expect(pinMatchesFilter(pin('u1', false), 'CREATED_BY_ME', null)).toBe(false);
});

test('pin filter FAVORITED keeps the pins the viewer favorited', () => {
  expect(pinMatchesFilter(pin('u2', true), 'FAVORITED', 'u1')).toBe(true);
  expect(pinMatchesFilter(pin('u1', false), 'FAVORITED', 'u1')).toBe(false);
});

test('pin filter FAVORITED_AND_CREATED_BY_ME keeps own pins the viewer favorited', () => {
  expect(pinMatchesFilter(pin('u1', true), 'FAVORITED_AND_CREATED_BY_ME', 'u1')).toBe(true);
  expect(pinMatchesFilter(pin('u1', false), 'FAVORITED_AND_CREATED_BY_ME', 'u1')).toBe(false);
  expect(pinMatchesFilter(pin('u2', true), 'FAVORITED_AND_CREATED_BY_ME', 'u1')).toBe(false);
});

test('no pin filter, COLORS and INTERESTS (selection not shown) keep every pin; only the filters with a shown meaning are offered', () => {
  for (const f of [null, 'COLORS', 'INTERESTS'] as const)
    expect(pinMatchesFilter(pin('u2', false), f, 'u1')).toBe(true);
  expect(OFFERED_PIN_FILTERS).toEqual([
    'CREATED_BY_ME',
    'FAVORITED',
    'FAVORITED_AND_CREATED_BY_ME',
  ]);
});

test('a value reads with spaces and a capital first letter', () => {
  expect(preferenceLabel('last_pinned_to')).toBe('Last pinned to');
  expect(preferenceLabel('FAVORITED_AND_CREATED_BY_ME')).toBe('Favorited and created by me');
});
