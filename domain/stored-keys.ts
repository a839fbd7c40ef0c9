// Every key the app keeps in browser storage, each with the one parser it is read through
// (docs/decisions/087, 101): the first paint's keys (first-paint-keys.ts) and the rest. A parser
// answers a value the app can start from for any text at all: random bytes, truncated JSON, JSON
// of another shape. `readStored` is the one way a text becomes a key's value (it answers the fresh
// value if a parser should ever throw); runtime/stored-keys.ts's `readKey` reads it from storage.
// Nothing else calls a parser directly (scripts/stored-keys.test.ts). The player's set-aside
// entries (ui/index.html's inline script, before any module loads) are not the app's keys.
import { parseProfileViewPreferences, PROFILE_VIEW_STORAGE_KEY } from './board-list';
import { BUSINESS_PROFILE_STORAGE_KEY, parseStoredBusinessProfile } from './business-profile';
import { COOKIE_STORAGE_KEY, parseCookieChoice } from './cookies';
import { APP_UPSELL_STORAGE_KEY, parseAppUpsellDismissedAt } from './deep-link';
import { EXPERIMENTS_STORAGE_KEY, parseExperiments } from './experiments';
import { FIRST_PAINT_KEYS, freshIn, readIn, type KeyParser } from './first-paint-keys';
import { parseHeldSaves, SIGNED_OUT_SAVES_STORAGE_KEY } from './held-saves';
import { LOCAL_STATE_STORAGE_KEY, parseLocalState } from './local-state-store';

/** The keys read after the first paint and how each is read (null: nothing stored) at `now`. */
const LATER_KEYS = {
  [SIGNED_OUT_SAVES_STORAGE_KEY]: (text: string | null) => parseHeldSaves(text),
  [COOKIE_STORAGE_KEY]: (text: string | null) => parseCookieChoice(text),
  [BUSINESS_PROFILE_STORAGE_KEY]: (text: string | null) => parseStoredBusinessProfile(text),
  [APP_UPSELL_STORAGE_KEY]: (text: string | null) => parseAppUpsellDismissedAt(text),
  [PROFILE_VIEW_STORAGE_KEY]: (text: string | null) => parseProfileViewPreferences(text),
  // Fresh local state is stamped with the moment it is read (its first visit's time).
  [LOCAL_STATE_STORAGE_KEY]: (text: string | null, now: number) =>
    parseLocalState({ stored: text, now }),
  [EXPERIMENTS_STORAGE_KEY]: (text: string | null) => parseExperiments(text ?? ''),
} satisfies Record<string, KeyParser>;

/**
 * Each stored key and how its text is read: the first paint's and the rest. Marked pure, so a
 * chunk that reads only the first paint's keys leaves this table and its parsers out (a spread
 * here would keep them in the home route's first load). The damaged-storage suites go through
 * every entry, so the table is public to them (decision 107: the one kind of test-only export
 * we keep is the table a property suite must walk).
 *
 * @public
 */
export const STORED_KEYS: typeof FIRST_PAINT_KEYS & typeof LATER_KEYS =
  /* @__PURE__ */ Object.assign({}, FIRST_PAINT_KEYS, LATER_KEYS);

/** A key the app keeps: only these can be read (`readStored`, `readKey`). */
export type StoredKey = keyof typeof STORED_KEYS;

/** What a key reads as. */
export type StoredValue<K extends StoredKey> = ReturnType<(typeof STORED_KEYS)[K]>;

/**
 * What a key reads as when nothing is stored: the fresh start (at `now`); the damaged-storage
 * suites compare every reading with it.
 *
 * @public
 */
export function freshValue<K extends StoredKey>(key: K, now = 0): StoredValue<K> {
  return freshIn(STORED_KEYS, key, now);
}

/** A stored text read through its key's one parser (at `now`); fresh if the parser should throw. */
export function readStored<K extends StoredKey>(
  key: K,
  text: string | null,
  now = 0,
): StoredValue<K> {
  return readIn(STORED_KEYS, key, text, now);
}
