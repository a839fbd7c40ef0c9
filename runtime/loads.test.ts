// The named loads: each name maps to its call with the signal of the loader that asked, a name
// the table does not know fails the type check, and a loader of the app's root holds only plain data.
import { expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Api } from '../api/api';
import { loadKey, type LoadRequest } from '../machines/loads';
import { loaderActorId } from '../machines/page-kinds';
import type { LoaderSnapshot } from '../machines/loader.machine';
import { createAppLogic } from './app-logic';
import { createLoads, runLoad, type LoadEffects } from './loads';

const topic = { id: 't1', name: 'Cats' };
const board = { id: 'b1', name: 'Kitchen', url: '/ann/kitchen/', layout: 'default' };

/** An API whose named calls answer at once and whose other calls never answer. */
function fakeApi(calls: Record<string, (...args: unknown[]) => Promise<unknown>>): Api {
  return new Proxy({} as Api, {
    get: (_target, key: string) => calls[key] ?? (() => new Promise(() => {})),
  });
}

test('a named load maps to its call, with the signal of the loader that asked', async () => {
  const getInterest = vi.fn(() => Promise.resolve(topic));
  const effects = createLoads(fakeApi({ getInterest }));
  const signal = new AbortController().signal;
  await expect(runLoad(effects, { what: 'topic', id: 't1', viewer: 'u1' }, signal)).resolves.toBe(
    topic,
  );
  expect(getInterest).toHaveBeenCalledWith('t1', { signal });
});

test('loads of the same call stay apart by name, and a search asks for the viewer’s own boards', async () => {
  const searchBoards = vi.fn(() => Promise.resolve({ items: [], bookmark: null }));
  const listBoards = vi.fn(() => Promise.resolve({ items: [board], bookmark: null }));
  const effects = createLoads(fakeApi({ searchBoards, listBoards }));
  const signal = new AbortController().signal;
  await runLoad(
    effects,
    { what: 'searchMyContent', q: 'soup', bookmark: null, viewer: 'u1' },
    signal,
  );
  expect(searchBoards).toHaveBeenCalledWith({ q: 'soup', type: 'my_content' }, { signal });
  await runLoad(effects, { what: 'searchBoards', q: 'soup', bookmark: 'b2', viewer: 'u1' }, signal);
  expect(searchBoards).toHaveBeenLastCalledWith({ q: 'soup', bookmark: 'b2' }, { signal });
  await expect(runLoad(effects, { what: 'builder', username: 'ann' }, signal)).resolves.toEqual([
    { value: 'b1', label: 'Kitchen' },
  ]);
  expect(listBoards).toHaveBeenCalledWith(
    { username: 'ann', pageSize: 25, bookmark: null },
    { signal },
  );
});

test('a name the table does not know, or a table without a name, fails the type check', () => {
  const effects = createLoads(fakeApi({}));
  const signal = new AbortController().signal;
  // @ts-expect-error: 'weather' is not a named load.
  expect(() => runLoad(effects, { what: 'weather', city: 'Paris' }, signal)).toThrow();
  // @ts-expect-error: every named load needs its effect.
  const partial: LoadEffects = { topic: effects.topic };
  expect(Object.keys(partial)).toEqual(['topic']);
});

test('the key names the load and whom it is for, arguments in a fixed order', () => {
  expect(loadKey({ what: 'topic', id: 't1', viewer: null })).toBe('topic.t1.for.visitor');
  expect(
    loadKey({
      what: 'boardPage',
      viewer: 'u1',
      username: 'ann',
      boardSlug: 'kitchen',
      sectionSlug: null,
      refreshed: null,
    }),
  ).toBe('boardPage.kitchen.-.-.ann.for.u1');
  expect(loadKey({ what: 'accounts' })).toBe('accounts');
});

/** Whether a value is plain data: no functions, nothing JSON would change. */
function plainData(value: unknown): boolean {
  return (
    JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value) &&
    !containsFunction(value)
  );
}

function containsFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsFunction);
}

test("a page's loader in the app's root holds only plain data, loading and loaded", async () => {
  const root = createActor(createAppLogic(fakeApi({ getInterest: () => Promise.resolve(topic) })), {
    input: {},
  }).start();
  const request: LoadRequest = { what: 'topic', id: 't1', viewer: null };
  const systemId = loaderActorId(loadKey(request));
  root.send({ type: 'page.spawn', systemId, kind: 'loader', input: request });
  const loader = root.system.get(systemId) as ReturnType<typeof createActor> | undefined;
  expect(loader).toBeDefined();
  if (!loader) return;
  expect(plainData((loader.getSnapshot() as LoaderSnapshot).context)).toBe(true);
  const loaded = (await waitFor(
    loader,
    (s) => (s as LoaderSnapshot).value === 'loaded',
  )) as LoaderSnapshot;
  expect(loaded.context).toEqual({ request, data: topic, failure: null });
  expect(plainData(loaded.context)).toBe(true);
  root.stop();
});
