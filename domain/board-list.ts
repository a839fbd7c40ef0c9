// A profile's board sort order, board type filter and pin filter, kept as view preferences
// (spec 3 section 3: "Board sort orders", "Board type filter enum", "Profile pin filter enum",
// "Profile view preferences" boardSortOrder, selfProfileBoardFilter, selfProfilePinFilter; section 7
// BoardsResource get: sort, default last_pinned_to).
import type { Board, Pin } from './types';

/** Spec 3 section 3 "Board sort orders". */
export const BOARD_SORT_ORDERS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;
export type BoardSortOrder = (typeof BOARD_SORT_ORDERS)[number];

/** Spec 3 section 7: BoardsResource get sorts by last_pinned_to unless told. */
const DEFAULT_BOARD_SORT_ORDER: BoardSortOrder = 'last_pinned_to';

/** Spec 3 section 3 "Board type filter enum". */
export const BOARD_TYPE_FILTERS = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const;
export type BoardTypeFilter = (typeof BOARD_TYPE_FILTERS)[number];

/** Spec 3 section 3 "Profile pin filter enum". */
const PROFILE_PIN_FILTERS = [
  'COLORS',
  'CREATED_BY_ME',
  'FAVORITED',
  'FAVORITED_AND_CREATED_BY_ME',
  'INTERESTS',
] as const;
export type ProfilePinFilter = (typeof PROFILE_PIN_FILTERS)[number];

/**
 * The pin filters whose meaning the spec's own fields give (own pin: pinner id equals viewer id,
 * section 6; favorited: the pin's favoritedByMe). What COLORS and INTERESTS select is not shown,
 * so they are kept when stored but not offered (docs/decisions/048).
 */
export const OFFERED_PIN_FILTERS = [
  'CREATED_BY_ME',
  'FAVORITED',
  'FAVORITED_AND_CREATED_BY_ME',
] as const satisfies readonly ProfilePinFilter[];

/** The three view preferences, under the spec's names. */
export interface ProfileViewPreferences {
  boardSortOrder: BoardSortOrder;
  selfProfileBoardFilter: BoardTypeFilter;
  /** null: no pin filter. */
  selfProfilePinFilter: ProfilePinFilter | null;
}

export const DEFAULT_PROFILE_VIEW_PREFERENCES: ProfileViewPreferences = {
  boardSortOrder: DEFAULT_BOARD_SORT_ORDER,
  selfProfileBoardFilter: 'NONE',
  selfProfilePinFilter: null,
};

/** Where the browser keeps them. */
export const PROFILE_VIEW_STORAGE_KEY = 'pinstate.profileViewPreferences';

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isBoardSortOrder = (v: unknown): v is BoardSortOrder => oneOf(BOARD_SORT_ORDERS, v);
export const isBoardTypeFilter = (v: unknown): v is BoardTypeFilter => oneOf(BOARD_TYPE_FILTERS, v);
export const isProfilePinFilter = (v: unknown): v is ProfilePinFilter =>
  oneOf(PROFILE_PIN_FILTERS, v);

/** Stored preferences read back: each value outside the spec's lists reads as its default. */
export function parseProfileViewPreferences(
  text: string | null | undefined,
): ProfileViewPreferences {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_PROFILE_VIEW_PREFERENCES;
  return {
    boardSortOrder: isBoardSortOrder(r.boardSortOrder) ? r.boardSortOrder : d.boardSortOrder,
    selfProfileBoardFilter: isBoardTypeFilter(r.selfProfileBoardFilter)
      ? r.selfProfileBoardFilter
      : d.selfProfileBoardFilter,
    selfProfilePinFilter: isProfilePinFilter(r.selfProfilePinFilter)
      ? r.selfProfilePinFilter
      : null,
  };
}

/** Whether a board is of the chosen type: NONE keeps every board (spec 3 section 3). */
export function boardMatchesType(
  board: Pick<Board, 'isCollaborative' | 'privacy' | 'archived'>,
  filter: BoardTypeFilter,
): boolean {
  switch (filter) {
    case 'NONE':
      return true;
    case 'GROUP':
      return board.isCollaborative;
    case 'SECRET':
      return board.privacy === 'secret';
    case 'ARCHIVED':
      return board.archived;
  }
}

/**
 * Whether a pin passes the profile pin filter. null keeps every pin; CREATED_BY_ME keeps own pins
 * (pinner id equals viewer id, spec 3 section 6); FAVORITED keeps the viewer's favorites; both
 * together keep pins that are both. COLORS and INTERESTS narrow nothing: what they select is not
 * shown.
 */
export function pinMatchesFilter(
  pin: Pick<Pin, 'pinner' | 'favoritedByMe'>,
  filter: ProfilePinFilter | null,
  viewerId: string | null,
): boolean {
  const own = viewerId !== null && pin.pinner.id === viewerId;
  switch (filter) {
    case 'CREATED_BY_ME':
      return own;
    case 'FAVORITED':
      return pin.favoritedByMe;
    case 'FAVORITED_AND_CREATED_BY_ME':
      return own && pin.favoritedByMe;
    default:
      return true;
  }
}

/** A value as a person reads it: the spec's value with spaces, first letter capital
 * (`last_pinned_to` → 'Last pinned to', `CREATED_BY_ME` → 'Created by me'). */
export function preferenceLabel(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
