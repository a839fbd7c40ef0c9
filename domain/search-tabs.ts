// The search page's tabs (spec 3 section 3 "Search tab types: pins, buyable_pins, my_pins, videos,
// boards, users, ..."): Pins, Videos, Boards and Users, each at `/search/{tab}/?q=`, and the words
// a search matches. `/search/?q=` is the Pins tab. A search matches a text when every word of it
// is in the text, ignoring case (the pin search's rule).
import { playableVideo } from './pin-card';
import type { Pin } from './types';

export const SEARCH_TABS = ['pins', 'videos', 'boards', 'users'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The tab labels. */
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  pins: 'Pins',
  videos: 'Videos',
  boards: 'Boards',
  users: 'Users',
};

/** What an empty tab says. */
export const SEARCH_EMPTY_TEXT = {
  body: 'Try another word, or check the spelling.',
} as const;

/** The empty tab's title: `No Videos found for “q”`. */
export function searchEmptyTitle({ tab, q }: { tab: SearchTab; q: string }): string {
  return `No ${SEARCH_TAB_LABELS[tab]} found for “${q}”`;
}

/** The tab of a search page path: `/search/videos/` is Videos; `/search` and unknown are Pins. */
export function searchTabOfPath(pathname: string): SearchTab {
  const segment = pathname.replace(/\/+$/u, '').split('/')[2] ?? '';
  return (SEARCH_TABS as readonly string[]).includes(segment) ? (segment as SearchTab) : 'pins';
}

/** The address of a tab for a term: `/search/{tab}/?q=`. */
export function searchTabPagePath({ tab, q }: { tab: SearchTab; q: string }): string {
  return `/search/${tab}/?${new URLSearchParams({ q }).toString()}`;
}

/** The words of a search, lower case. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}

/** Whether every word is in one of the texts (case ignored); no words match nothing. */
export function matchesEveryWord({
  texts,
  words,
}: {
  texts: readonly string[];
  words: readonly string[];
}): boolean {
  if (words.length === 0) return false;
  const text = texts.join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A board matches when every word is in its name. */
export function boardMatchesSearch({
  board,
  words,
}: {
  board: { name: string };
  words: readonly string[];
}): boolean {
  return matchesEveryWord({ texts: [board.name], words });
}

/** A person matches when every word is in their name or username. */
export function userMatchesSearch({
  user,
  words,
}: {
  user: { fullName: string; username: string };
  words: readonly string[];
}): boolean {
  return matchesEveryWord({ texts: [user.fullName, user.username], words });
}

/** The pin types a pin search may keep (`type` of the pin search): every pin, or video pins. */
export const SEARCH_PIN_TYPES = ['pins', 'videos'] as const;
export type SearchPinType = (typeof SEARCH_PIN_TYPES)[number];

/** The `type` of a pin search: absent or empty is `pins`; null when unknown. */
export function parseSearchPinType(value: string | undefined): SearchPinType | null {
  if (value === undefined || value === '') return 'pins';
  return (SEARCH_PIN_TYPES as readonly string[]).includes(value) ? (value as SearchPinType) : null;
}

/** A video pin: one with a playable video (spec 1 section 3). */
export function isVideoPin(pin: Pick<Pin, 'videos'>): boolean {
  return playableVideo({ videos: pin.videos }) !== null;
}

/** Whether a pin belongs to a pin search of `type`. */
export function keepsPinType({ pin, type }: { pin: Pick<Pin, 'videos'>; type: SearchPinType }) {
  return type === 'pins' || isVideoPin(pin);
}
