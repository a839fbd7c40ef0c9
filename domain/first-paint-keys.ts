// The stored keys the first paint reads, each with the one parser it is read through, and how any
// table of keys is read (docs/decisions/087, 101). The whole table is domain/stored-keys.ts; these
// keys are its first half, kept apart so the home route's first load carries only their parsers.
// A parser answers a value the app can start from for any text at all: random bytes, truncated
// JSON, JSON of another shape. Nothing outside the stored keys' modules calls one directly
// (scripts/stored-keys.test.ts); code reads a key with `readKey` (runtime/stored-keys.ts) or, before
// the first paint, `readFirstPaintKey` (runtime/read-key.ts).
import { parseStoredSession, SESSION_STORAGE_KEY } from './session-store';
import { parseTheme, THEME_STORAGE_KEY } from './theme';

/** Whether the dev toolbar shows in production: the stored switch (ui/shell/devtools-switch.ts). */
export const DEVTOOLS_STORAGE_KEY = 'pinstate.devtools';

/** How a key's text is read (null: nothing stored), at a moment where its reading needs one. */
export type KeyParser = (text: string | null, now: number) => unknown;

/** The keys the first paint reads and how each is read. */
export const FIRST_PAINT_KEYS = {
  [SESSION_STORAGE_KEY]: (text: string | null) => parseStoredSession(text),
  [THEME_STORAGE_KEY]: (text: string | null) => parseTheme(text),
  // A flag set to '1' by `?devtools`: anything else is off.
  [DEVTOOLS_STORAGE_KEY]: (text: string | null) => text === '1',
} satisfies Record<string, KeyParser>;

/** What a table's key reads as when nothing is stored: the fresh start (at `now`). */
export function freshIn<T extends Record<string, KeyParser>, K extends keyof T & string>(
  table: T,
  key: K,
  now = 0,
): ReturnType<T[K]> {
  return table[key]!(null, now) as ReturnType<T[K]>;
}

/** A stored text read through its key's parser in `table` (at `now`); fresh if it should throw. */
export function readIn<T extends Record<string, KeyParser>, K extends keyof T & string>(
  table: T,
  key: K,
  text: string | null,
  now = 0,
): ReturnType<T[K]> {
  try {
    return table[key]!(text, now) as ReturnType<T[K]>;
  } catch (error) {
    console.warn(`Could not read ${key}; starting fresh`, error);
    return freshIn(table, key, now);
  }
}
