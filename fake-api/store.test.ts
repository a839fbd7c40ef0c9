// The store's lists (docs/decisions/120-a-save-answered-in-its-own-turn.md): a record put again
// (a pin's save count, once per save) is replaced where it lies, found without a scan of its
// list however large the database; a removal still finds the records after it.
import { afterEach, expect, test, vi } from 'vitest';
import type { Db, Pin } from '../domain/types';
import { emptyDb } from './collections';
import { Store } from './store';

const PINS = 10_000;

function storeOfPins(): { store: Store; db: Db } {
  const db = emptyDb();
  db.pins = Array.from({ length: PINS }, (_, i) => ({ id: `p${i}`, title: `${i}` }) as Pin);
  return { store: new Store(db), db };
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('a record put again is replaced where it lies, without a scan of its list', () => {
  const { store, db } = storeOfPins();
  const last = `p${PINS - 1}`;
  const scans = [vi.spyOn(Array.prototype, 'indexOf'), vi.spyOn(Array.prototype, 'lastIndexOf')];
  for (let n = 0; n < 3; n += 1)
    store.put('pins', { ...(store.get('pins', last) as Pin), title: `${n}` });
  expect(scans.map((scan) => scan.mock.calls.length)).toEqual([0, 0]);
  expect(db.pins.length).toBe(PINS);
  expect(db.pins[PINS - 1]?.title).toBe('2');
});

test('after a removal, records behind it are still replaced in place and removed', () => {
  const { store, db } = storeOfPins();
  store.del('pins', 'p0');
  store.del('pins', 'p1');
  store.put('pins', { ...(store.get('pins', 'p500') as Pin), title: 'moved twice' });
  store.put('pins', { id: 'new', title: 'new' } as Pin);
  store.del('pins', 'p9999');
  expect(db.pins.length).toBe(PINS - 2);
  expect(db.pins.filter((p) => p.id === 'p500').map((p) => p.title)).toEqual(['moved twice']);
  expect(db.pins.indexOf(store.get('pins', 'p500') as Pin)).toBe(498);
  expect(db.pins.some((p) => p.id === 'p9999')).toBe(false);
  expect(db.pins[db.pins.length - 1]?.id).toBe('new');
});
