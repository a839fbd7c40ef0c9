// How the API client reads answers and failures, with a scripted fetch: the envelope, the
// server's message on non-2xx (spec 1 section 8: the save-error toast shows it), and clear errors
// for a network failure, an offline browser, a malformed answer and an abort.
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from './api';
import { VIEWER_HEADER } from '../domain/api-contract';
import { API_ROUTES, createApi } from './client';
import { fillPath } from './routes';
import { NO_ANSWER_STATUS } from './transport';
import { createControl } from './control';

interface Call {
  url: string;
  init: RequestInit;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function bodyOf(call: Call | undefined): unknown {
  const body = call?.init.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** A fetch that answers `body` with `status` and records each call. */
function scripted(status: number, body: string, calls: Call[] = []): typeof fetch {
  return (input, init) => {
    calls.push({ url: urlOf(input), init: init ?? {} });
    return Promise.resolve(new Response(body === '' ? null : body, { status }));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a 2xx answer is unwrapped from resource_response.data', async () => {
  const api = createApi({
    getViewerId: () => null,
    fetch: scripted(
      200,
      JSON.stringify({ resource_response: { data: { id: '7', title: 'A pin' } } }),
    ),
  });
  await expect(api.getPin('7')).resolves.toMatchObject({ id: '7', title: 'A pin' });
});

test('a page carries the bookmark of the next page, null on the last page', async () => {
  const pins = [{ id: '1' }, { id: '2' }];
  const more = createApi({
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: pins, bookmark: 'b2' } })),
  });
  await expect(more.getFeed({ kind: 'home' })).resolves.toEqual({ items: pins, bookmark: 'b2' });
  const last = createApi({
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: pins, bookmark: null } })),
  });
  await expect(last.getFeed({ kind: 'home' })).resolves.toEqual({ items: pins, bookmark: null });
});

test('a failed save carries the server message and status for the error toast', async () => {
  const api = createApi({
    getViewerId: () => 'u1',
    fetch: scripted(
      500,
      JSON.stringify({ resource_response: { error: { message: 'Board is full', status: 500 } } }),
    ),
  });
  const error = await api
    .repin({ pinId: '1', boardId: 'b1', userId: 'u1' })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 500,
    serverMessage: 'Board is full',
    message: 'Board is full',
    path: '/v3/repins/',
  });
});

test('an error answer without a message has no server message, so the view shows its own fallback', async () => {
  const api = createApi({
    getViewerId: () => 'u1',
    fetch: scripted(502, '<html>Bad gateway</html>'),
  });
  const error = await api.favoritePin('1').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 502, serverMessage: null });
});

test('a network failure is an ApiError with no answer status and a clear message', async () => {
  const api = createApi({
    getViewerId: () => null,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
  });
  const error = await api.getPin('1').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: NO_ANSWER_STATUS, serverMessage: null });
  expect((error as Error).message).toMatch(/could not reach the server/i);
});

test('an offline browser fails at once without calling the network', async () => {
  vi.stubGlobal('navigator', { onLine: false });
  const calls: Call[] = [];
  const api = createApi({ getViewerId: () => null, fetch: scripted(200, '{}', calls) });
  const error = await api.getPin('1').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as Error).message).toMatch(/offline/i);
  expect(calls).toHaveLength(0);
});

test('an answer that is not JSON, or has no envelope, is a malformed-answer ApiError', async () => {
  const notJson = createApi({ getViewerId: () => null, fetch: scripted(200, 'hello') });
  await expect(notJson.getPin('1')).rejects.toThrow(/malformed answer/i);
  const noEnvelope = createApi({
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ id: '1' })),
  });
  await expect(noEnvelope.getPin('1')).rejects.toThrow(/resource_response/);
  const wrongShape = createApi({
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: { id: '1' } } })),
  });
  await expect(wrongShape.getFeed({ kind: 'home' })).rejects.toThrow(/expected a list/);
});

test('calls whose answer is not read accept an empty body', async () => {
  const api = createApi({ getViewerId: () => 'u1', fetch: scripted(204, '') });
  await expect(api.favoritePin('1')).resolves.toBeUndefined();
  await expect(api.followBoard('b1')).resolves.toBeUndefined();
});

test('the offsite check answers null for an empty answer (spec 1 section 8: navigate anyway)', async () => {
  const empty = createApi({
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: null } })),
  });
  await expect(empty.offsite({ checkOnly: true, url: 'https://example.com/' })).resolves.toBeNull();
  const blocked = createApi({
    getViewerId: () => null,
    fetch: scripted(
      200,
      JSON.stringify({
        resource_response: {
          data: { redirect_status: 'blocked', message: 'Spam', url: 'https://bad.example/' },
        },
      }),
    ),
  });
  await expect(blocked.offsite({ checkOnly: true, url: 'https://bad.example/' })).resolves.toEqual({
    redirect_status: 'blocked',
    message: 'Spam',
    url: 'https://bad.example/',
  });
});

test('the viewer header is sent only while signed in, read at each call', async () => {
  const calls: Call[] = [];
  let viewer: string | null = null;
  const api = createApi({
    getViewerId: () => viewer,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: { id: '1' } } }), calls),
  });
  await api.getPin('1');
  viewer = 'u1';
  await api.getPin('1');
  const headers = calls.map((c) => new Headers(c.init.headers).get(VIEWER_HEADER));
  expect(headers).toEqual([null, 'u1']);
});

test('payload fields are the snake_case names the spec gives them', async () => {
  const calls: Call[] = [];
  const api = createApi({
    getViewerId: () => 'u1',
    fetch: scripted(
      200,
      JSON.stringify({
        resource_response: { data: { redirect_status: 'none', message: '', url: 'x' } },
      }),
      calls,
    ),
  });
  await api.offsite({
    checkOnly: true,
    pinId: '9',
    url: 'https://example.com/',
    clientTrackingParams: 'ctp',
    auxData: { clickthrough_type: 'rightClick' },
  });
  const [call] = calls;
  expect(call?.url).toBe('/v3/offsite/');
  expect(call?.init.method).toBe('POST');
  expect(bodyOf(call)).toEqual({
    check_only: true,
    pin_id: '9',
    url: 'https://example.com/',
    client_tracking_params: 'ctp',
    aux_data: JSON.stringify({ clickthrough_type: 'rightClick' }),
  });
});

test('the base URL prefixes every path and path parameters are encoded', async () => {
  const calls: Call[] = [];
  const api = createApi({
    baseUrl: 'http://127.0.0.1:9/',
    getViewerId: () => null,
    fetch: scripted(200, JSON.stringify({ resource_response: { data: { id: 'a b' } } }), calls),
  });
  await api.getPin('a b/c');
  expect(calls[0]?.url).toBe('http://127.0.0.1:9/v3/pins/a%20b%2Fc/');
  expect(fillPath(API_ROUTES.triggerExperience.split(' ')[1] ?? '', { id: '11:500500' })).toBe(
    '/v3/experiences/11:500500/trigger/',
  );
});

test('an aborted call rejects with the abort, not an ApiError', async () => {
  const controller = new AbortController();
  const api = createApi({
    getViewerId: () => null,
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          const reason: unknown = init.signal?.reason;
          reject(reason instanceof Error ? reason : new Error('aborted'));
        });
      }),
  });
  const pending = api.getPin('1', { signal: controller.signal });
  controller.abort();
  const error = await pending.catch((e: unknown) => e);
  expect(error).not.toBeInstanceOf(ApiError);
  expect((error as Error).name).toBe('AbortError');
});

test('the fault control client sends the fault as JSON and reads the listed faults', async () => {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    calls.push({ url: urlOf(input), init: init ?? {} });
    const body =
      init?.method === 'GET'
        ? JSON.stringify({
            resource_response: { data: [{ route: 'POST /v3/repins/', status: 500, count: 1 }] },
          })
        : '';
    return Promise.resolve(new Response(body || null, { status: 200 }));
  };
  const control = createControl({ baseUrl: 'http://127.0.0.1:9', fetch: fetchFn });
  await control.setFault({ route: API_ROUTES.repin, status: 500, message: 'Nope', count: 1 });
  await expect(control.listFaults()).resolves.toEqual([
    { route: 'POST /v3/repins/', status: 500, count: 1 },
  ]);
  expect(calls[0]).toMatchObject({
    url: 'http://127.0.0.1:9/_control/faults',
    init: { method: 'PUT' },
  });
  expect(bodyOf(calls[0])).toEqual({
    route: 'POST /v3/repins/',
    status: 500,
    message: 'Nope',
    count: 1,
  });
});
