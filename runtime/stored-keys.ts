// Every key the app keeps in browser storage, each with the one parser it is read through
// (docs/decisions/087). A parser answers a value the app can start from for any text at all:
// random bytes, truncated JSON, JSON of another shape. `readStored` is the single way in, and
// it answers the fresh value if a parser should ever throw. The devtools switch (ui/shell) and
// the player's set-aside entry (ui/index.html) are read as plain flags and are not listed.
import { parseProfileViewPreferences, PROFILE_VIEW_STORAGE_KEY } from '../domain/board-list';
import {
  BUSINESS_PROFILE_STORAGE_KEY,
  parseStoredBusinessProfile,
} from '../domain/business-profile';
import { COOKIE_STORAGE_KEY, parseCookieChoice } from '../domain/cookies';
import { APP_UPSELL_STORAGE_KEY, parseAppUpsellDismissedAt } from '../domain/deep-link';
import { parseExperiments } from '../domain/experiments';
import { LOCAL_STATE_STORAGE_KEY, parseLocalState } from '../domain/local-state-store';
import { parseTheme, THEME_STORAGE_KEY } from '../domain/theme';
import { parseStoredSession, SESSION_STORAGE_KEY } from './create-actors';
import { EXPERIMENTS_KEY } from './experiments';
import { parseHeldSaves, SIGNED_OUT_SAVES_STORAGE_KEY } from './late-root-actors';

/** A fixed moment for the local state's reading, so a key reads the same every time. */
const AT = 0;

/** Each stored key and how its text is read (null: nothing stored). */
export const STORED_KEYS = {
  [SESSION_STORAGE_KEY]: (text: string | null) => parseStoredSession(text),
  [SIGNED_OUT_SAVES_STORAGE_KEY]: (text: string | null) => parseHeldSaves(text),
  [THEME_STORAGE_KEY]: (text: string | null) => parseTheme(text),
  [COOKIE_STORAGE_KEY]: (text: string | null) => parseCookieChoice(text),
  [BUSINESS_PROFILE_STORAGE_KEY]: (text: string | null) => parseStoredBusinessProfile(text),
  [APP_UPSELL_STORAGE_KEY]: (text: string | null) => parseAppUpsellDismissedAt(text),
  [PROFILE_VIEW_STORAGE_KEY]: (text: string | null) => parseProfileViewPreferences(text),
  [LOCAL_STATE_STORAGE_KEY]: (text: string | null) => parseLocalState({ stored: text, now: AT }),
  [EXPERIMENTS_KEY]: (text: string | null) => parseExperiments(text ?? ''),
} as const;

export type StoredKey = keyof typeof STORED_KEYS;

/** What a key reads as when nothing is stored: the fresh start. */
export function freshValue<K extends StoredKey>(key: K): ReturnType<(typeof STORED_KEYS)[K]> {
  return STORED_KEYS[key](null) as ReturnType<(typeof STORED_KEYS)[K]>;
}

/** A stored text read through its key's parser; the fresh value if the parser throws. */
export function readStored<K extends StoredKey>(
  key: K,
  text: string | null,
): ReturnType<(typeof STORED_KEYS)[K]> {
  try {
    return STORED_KEYS[key](text) as ReturnType<(typeof STORED_KEYS)[K]>;
  } catch (error) {
    console.warn(`Could not read ${key}; starting fresh`, error);
    return freshValue(key);
  }
}
