// Reading a kept key from browser storage (docs/decisions/101): the one storage effect every read
// goes through. Storage that refuses (private mode, a security error) is logged and read as
// nothing stored; the text is then read through its key's one parser. `readFirstPaintKey` reads
// the first paint's keys (domain/first-paint-keys.ts) and is all the home route's first load
// carries; every other module reads with `readKey` (runtime/stored-keys.ts), over the whole table.
import { FIRST_PAINT_KEYS, readIn } from '../domain/first-paint-keys';

/** What a read needs of browser storage; null or undefined where there is none. */
export type StorageReader = Pick<Storage, 'getItem'> | null | undefined;

/** The text stored under `key`, or null when nothing is, or storage refuses (said in a warning). */
export function storedText(storage: StorageReader, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read ${key} from storage`, error);
    return null;
  }
}

/** A first-paint key read from storage through its parser (runtime/stored-keys.ts: any key). */
export function readFirstPaintKey<K extends keyof typeof FIRST_PAINT_KEYS>(
  storage: StorageReader,
  key: K,
): ReturnType<(typeof FIRST_PAINT_KEYS)[K]> {
  return readIn(FIRST_PAINT_KEYS, key, storedText(storage, key));
}
