// Every key the app keeps in browser storage is read here (docs/decisions/087, 101): `readKey`
// takes the text from storage (runtime/read-key.ts) and reads it through the key's one parser
// (domain/stored-keys.ts), so damaged storage starts the app fresh, with no error. A key that is
// not in the table cannot be read: `readKey` takes only a `StoredKey`.
import { readStored, type StoredKey, type StoredValue } from '../domain/stored-keys';
import { storedText, type StorageReader } from './read-key';

export {
  freshValue,
  readStored,
  STORED_KEYS,
  type StoredKey,
  type StoredValue,
} from '../domain/stored-keys';
export type { StorageReader } from './read-key';

/** The value kept under `key` in `storage`, read through its parser (at `now`, if it needs one). */
export function readKey<K extends StoredKey>(
  storage: StorageReader,
  key: K,
  now?: number,
): StoredValue<K> {
  return readStored(key, storedText(storage, key), now);
}
