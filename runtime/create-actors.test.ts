// The real effects behind the machines: storage reads that tolerate bad data (spec 3 section 8
// "Storage access failure: logged, default returned"), and the signed-out merge that saves each
// held pin once and only counts failures (spec 1 sections 4 and 8).
import { expect, test, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { Api, RepinInput } from '../api/api';
import { ApiError } from '../api/api';
import { parseHeldSaves, SIGNED_OUT_SAVES_STORAGE_KEY } from '../domain/held-saves';
import { parseStoredSession, SESSION_STORAGE_KEY } from '../domain/session-store';
import { createActors } from './app-logic';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

test('a stored session is read back, and anything malformed falls back to defaults', () => {
  expect(parseStoredSession(null)).toBeNull();
  expect(parseStoredSession('{not json')).toBeNull();
  expect(
    parseStoredSession(JSON.stringify({ userId: 'u1', kindOverride: 'alien', device: 'tv' })),
  ).toEqual({
    userId: 'u1',
    kindOverride: null,
    device: 'desktop',
    country: 'US',
  });
  expect(
    parseStoredSession(
      JSON.stringify({ userId: 'u2', kindOverride: 'partner', device: 'mobile', country: 'GB' }),
    ),
  ).toEqual({ userId: 'u2', kindOverride: 'partner', device: 'mobile', country: 'GB' });
});

test('held signed-out saves are read back, ignoring anything that is not a pin id', () => {
  expect(parseHeldSaves(null)).toEqual([]);
  expect(parseHeldSaves('oops')).toEqual([]);
  expect(parseHeldSaves(JSON.stringify(['p1', 3, 'p2']))).toEqual(['p1', 'p2']);
});

test('a storage that throws is logged and the default is used', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
    removeItem: () => {},
  };
  const actors = createActors({} as Api, { storage: broken });
  await expect(toPromise(createActor(actors.restoreSession).start())).resolves.toBeNull();
  await expect(toPromise(createActor(actors.restoreSignedOutSaves).start())).resolves.toEqual([]);
  const persist = createActor(actors.persistSession).start();
  persist.send({
    type: 'session.persist',
    stored: { userId: null, kindOverride: null, device: 'desktop', country: 'US' },
  });
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('the session and the held saves are written to storage', () => {
  const storage = memoryStorage();
  const actors = createActors({} as Api, { storage });
  const session = createActor(actors.persistSession).start();
  session.send({
    type: 'session.persist',
    stored: { userId: 'u1', kindOverride: null, device: 'mobile', country: 'FR' },
  });
  expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
    userId: 'u1',
    country: 'FR',
  });
  const held = createActor(actors.persistSignedOutSaves).start();
  held.send({ type: 'signedOut.persist', held: ['p1'] });
  expect(storage.data.get(SIGNED_OUT_SAVES_STORAGE_KEY)).toBe('["p1"]');
  held.send({ type: 'signedOut.persist', held: [] });
  expect(storage.data.has(SIGNED_OUT_SAVES_STORAGE_KEY)).toBe(false);
});

test('the merge saves each held pin once via repin and counts the failures', async () => {
  const repins: RepinInput[] = [];
  const api = {
    repin: (input: RepinInput) => {
      repins.push(input);
      return input.pinId === 'p2'
        ? Promise.reject(new ApiError({ status: 500, serverMessage: null, path: '/v3/repins/' }))
        : Promise.resolve({
            id: `s-${input.pinId}`,
            board: null,
            section: null,
            isProfileSave: true,
          });
    },
  } as unknown as Api;
  const actors = createActors(api, { storage: null });
  const result = await toPromise(
    createActor(actors.mergeSignedOutSaves, {
      input: { pinIds: ['p1', 'p2'], userId: 'u1' },
    }).start(),
  );
  expect(repins.map((r) => [r.pinId, r.boardId, r.userId])).toEqual([
    ['p1', null, 'u1'],
    ['p2', null, 'u1'],
  ]);
  expect(result.failed).toBe(1);
  expect(result.saved.map((s) => s.pinId)).toEqual(['p1']);
});

test('a favorite tap calls favorite or unfavorite by the new value', async () => {
  const calls: string[] = [];
  const api = {
    favoritePin: (id: string) => (calls.push(`POST ${id}`), Promise.resolve()),
    unfavoritePin: (id: string) => (calls.push(`DELETE ${id}`), Promise.resolve()),
  } as unknown as Api;
  const actors = createActors(api, { storage: null });
  await toPromise(
    createActor(actors.changeFavorite, { input: { pinId: 'p1', favorite: true } }).start(),
  );
  await toPromise(
    createActor(actors.changeFavorite, { input: { pinId: 'p1', favorite: false } }).start(),
  );
  expect(calls).toEqual(['POST p1', 'DELETE p1']);
});

test('a stored locale is read back; one that is no text is left out (spec 3 section 9)', () => {
  const stored = (locale: unknown) =>
    parseStoredSession(JSON.stringify({ userId: null, device: 'desktop', country: 'US', locale }));
  expect(stored('zh-CN')?.locale).toBe('zh-CN');
  expect(stored(42)?.locale).toBeUndefined();
});
