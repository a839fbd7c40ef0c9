// The shape of the fake API's database: its collections, an empty database, the key of a record
// and the check that parsed data is a database. The store (store.ts), the journal (journal.ts)
// and the data file (data-file.ts) all read it; it imports none of them.
import type { Db } from '../domain/types';

/** Collections of the database: every key of `Db` holding a list. */
export type CollectionName = {
  [K in keyof Db]: Db[K] extends unknown[] ? K : never;
}[keyof Db];

export type RecordOf<C extends CollectionName> = Db[C] extends (infer R)[] ? R : never;

export const COLLECTIONS: readonly CollectionName[] = [
  'pins',
  'boards',
  'sections',
  'users',
  'interests',
  'inviteCodes',
  'businessAccess',
  'experiences',
  'userSettings',
  'saves',
  'favorites',
  'follows',
  'hides',
  'experienceEvents',
  'offsiteEvents',
  'beacons',
  'sends',
  'analyticsEvents',
  'attributionSources',
  'businessAccounts',
  'businessHierarchies',
  'userStates',
];

/** The collections every data file has had from the start: without them it is not ours. */
const CORE_COLLECTIONS: readonly CollectionName[] = ['pins', 'boards', 'sections', 'users'];

/** A database with no records at all: the start of a data file, or of a test. */
export function emptyDb(): Db {
  return {
    meta: { seed: 0, refDate: '', pinCount: 0, version: 0 },
    pins: [],
    boards: [],
    sections: [],
    users: [],
    interests: [],
    inviteCodes: [],
    businessAccess: [],
    experiences: [],
    userSettings: [],
    saves: [],
    favorites: [],
    follows: [],
    hides: [],
    experienceEvents: [],
    offsiteEvents: [],
    beacons: [],
    sends: [],
    analyticsEvents: [],
    attributionSources: [],
    businessAccounts: [],
    businessHierarchies: [],
    userStates: [],
  };
}

/** The key of a record: invite codes are keyed by their code, everything else by id. */
export function keyOf(collection: CollectionName, record: unknown): string {
  const r = record as { id?: unknown; code?: unknown };
  const key = collection === 'inviteCodes' ? r.code : r.id;
  if (typeof key !== 'string' || key === '') {
    throw new Error(
      `A record of ${collection} has no ${collection === 'inviteCodes' ? 'code' : 'id'}`,
    );
  }
  return key;
}

/** Checks that a parsed value has the shape of a Pinstate database (every collection a list). */
export function assertDbShape(value: unknown, source: string): asserts value is Db {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${source} does not hold a Pinstate database (expected a JSON object).`);
  }
  const record = value as Record<string, unknown>;
  // A data file written before a collection existed gets it empty; the core ones must be there.
  const core = new Set<CollectionName>(CORE_COLLECTIONS);
  for (const c of COLLECTIONS) if (!core.has(c) && record[c] === undefined) record[c] = [];
  const missing = COLLECTIONS.filter((c) => !Array.isArray(record[c]));
  if (missing.length > 0) {
    throw new Error(
      `${source} does not hold a Pinstate database: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or not a list.`,
    );
  }
  if (typeof record.meta !== 'object' || record.meta === null) {
    throw new Error(`${source} does not hold a Pinstate database: meta is missing.`);
  }
}
