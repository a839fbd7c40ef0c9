// The running app's client: the read calls answer from the start, and every other call goes
// through the full client once it has loaded, with the same options (viewer header, fetch).
import { expect, test } from 'vitest';
import { createLazyApi } from './lazy-client';
import { createApi } from './client';
import { VIEWER_HEADER } from '../domain/api-contract';

function recordingFetch(answer: unknown = { id: '1', username: 'ana' }) {
  const calls: { method: string; url: string; viewer: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      viewer: headers.get(VIEWER_HEADER),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ resource_response: { data: answer, bookmark: null } })),
    );
  };
  return { calls, fetch };
}

test('a read call is made by the lazy client exactly as by the full one', async () => {
  const lazy = recordingFetch();
  const full = recordingFetch();
  await createLazyApi({ baseUrl: '', getViewerId: () => 'u1', fetch: lazy.fetch }).api.getUser(
    'u1',
  );
  await createApi({ baseUrl: '', getViewerId: () => 'u1', fetch: full.fetch }).getUser('u1');
  expect(lazy.calls).toEqual(full.calls);
  expect(lazy.calls[0]?.viewer).toBe('u1');
});

test('any other call loads the rest of the client and is made as by the full one', async () => {
  const lazy = recordingFetch();
  const full = recordingFetch();
  const options = { baseUrl: '', getViewerId: () => 'u1' };
  await createLazyApi({ ...options, fetch: lazy.fetch }).api.getBoard('b1');
  await createApi({ ...options, fetch: full.fetch }).getBoard('b1');
  expect(lazy.calls).toEqual(full.calls);
  expect(lazy.calls[0]?.url).toBe('/v3/boards/b1/');
});

test('the same call is the same function each time it is read', () => {
  const { api } = createLazyApi({ baseUrl: '', getViewerId: () => null });
  expect(api.getBoard).toBe(api.getBoard);
  expect(api.getPin).toBe(api.getPin);
});

test('the client is not a promise: awaiting it answers the client itself', async () => {
  const { api } = createLazyApi({ baseUrl: '', getViewerId: () => null });
  expect(await Promise.resolve(api)).toBe(api);
});

test('a call made before the rest of the client has come is tracked; later ones are not', async () => {
  const lazy = recordingFetch();
  const tracked: Promise<unknown>[] = [];
  const { api } = createLazyApi({
    baseUrl: '',
    getViewerId: () => 'u1',
    fetch: lazy.fetch,
    track: (call) => {
      tracked.push(call);
      return call;
    },
  });
  await api.getBoard('b1');
  expect(tracked).toHaveLength(1);
  await api.getBoard('b2');
  expect(tracked).toHaveLength(1);
});

test('a feed page asked ahead is taken by the first call for it as the same viewer: the page is asked for once', async () => {
  const { calls, fetch } = recordingFetch([]);
  let viewer: string | null = 'u1';
  const { api, askAhead } = createLazyApi({ baseUrl: '', getViewerId: () => viewer, fetch });
  void askAhead('getFeed', { kind: 'home', bookmark: null });
  expect(calls).toHaveLength(1);
  await api.getFeed({ kind: 'home', bookmark: null });
  expect(calls).toHaveLength(1);
  // Taken once: the next call asks again.
  await api.getFeed({ kind: 'home', bookmark: null });
  expect(calls).toHaveLength(2);
  // Asked as another viewer, or for another page, the answer ahead is not taken.
  void askAhead('getFeed', { kind: 'home', bookmark: null });
  viewer = 'u2';
  await api.getFeed({ kind: 'home', bookmark: null });
  viewer = 'u1';
  await api.getFeed({ kind: 'home', bookmark: 'next' });
  expect(calls.map((c) => c.viewer)).toEqual(['u1', 'u1', 'u1', 'u2', 'u1']);
});

test("the viewer's experiences asked ahead are taken by the first call for them as the same viewer: the list is asked for once", async () => {
  const { calls, fetch } = recordingFetch([]);
  let viewer: string | null = null;
  const { api, askAhead } = createLazyApi({ baseUrl: '', getViewerId: () => viewer, fetch });
  void askAhead('getExperiences', {});
  void askAhead('getFeed', { kind: 'home', bookmark: null });
  expect(calls).toHaveLength(2);
  // The feed's page asked ahead beside it stays the feed's.
  await expect(api.getExperiences({})).resolves.toEqual([]);
  await api.getFeed({ kind: 'home', bookmark: null });
  expect(calls).toHaveLength(2);
  expect(calls[0]?.url).toBe('/v3/experiences/?extra_context=%7B%7D');
  // Taken once: the next call asks again.
  await api.getExperiences({});
  expect(calls).toHaveLength(3);
  // With another extra context, or as another viewer, the answer ahead is not taken.
  void askAhead('getExperiences', {});
  await api.getExperiences({ search_query: 'cats' });
  viewer = 'u2';
  await api.getExperiences({});
  expect(calls.map((c) => [c.viewer, c.url])).toEqual([
    [null, '/v3/experiences/?extra_context=%7B%7D'],
    [null, '/v3/feeds/home/'],
    [null, '/v3/experiences/?extra_context=%7B%7D'],
    [null, '/v3/experiences/?extra_context=%7B%7D'],
    [null, '/v3/experiences/?extra_context=%7B%22search_query%22%3A%22cats%22%7D'],
    ['u2', '/v3/experiences/?extra_context=%7B%7D'],
  ]);
});

test('the experiences call is made by the lazy client exactly as by the full one', async () => {
  const lazy = recordingFetch([]);
  const full = recordingFetch([]);
  const options = { baseUrl: '', getViewerId: () => 'u1' };
  await createLazyApi({ ...options, fetch: lazy.fetch }).api.getExperiences({ search_query: 'x' });
  await createApi({ ...options, fetch: full.fetch }).getExperiences({ search_query: 'x' });
  await createApi({ ...options, fetch: full.fetch }).getExperiences();
  expect(lazy.calls).toEqual(full.calls.slice(0, 1));
  expect(full.calls[1]?.url).toBe('/v3/experiences/');
});
