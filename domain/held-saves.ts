// A logged-out visitor's held saves as they are kept in browser storage (spec 3 section 4): the
// key and how its text is read, anything malformed left out. Read through the stored keys' table
// (domain/stored-keys.ts, docs/decisions/101).

/** Where the logged-out visitor's held saves are kept. */
export const SIGNED_OUT_SAVES_STORAGE_KEY = 'pinstate.signedOutSaves';

/** Reads the held saves, ignoring anything malformed. */
export function parseHeldSaves(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
