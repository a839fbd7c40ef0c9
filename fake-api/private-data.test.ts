// What is private stays private, whatever the path and whoever asks (docs/decisions/070): the raw
// collections are not served at their plain names to anyone, only through the control routes; the
// control routes, every change and every viewer are refused to a page on another origin, with
// nothing changed; the app's own origin works as before; and CORS names the origin, never `*`.
import { expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { COLLECTIONS, keyOf } from './collections';
import { CONTROL_ROUTES } from './control-routes';
import { allowedOriginsFromEnv, loopbackOrigins, parseAllowedOrigins } from './origins';
import { ROUTES } from './server';
import { freshDb, startTestServer, type Reply, type TestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;

/** The app's own origin in these tests, as an e2e server's would be. */
const APP = 'http://127.0.0.1:4440';
const ELSEWHERE = 'https://elsewhere.example';

async function withServer(run: (s: TestServer) => Promise<void>) {
  const s = await startTestServer({ allowedOrigins: [APP] });
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

const from = (origin: string) => ({ headers: { origin } });

/** An answer that holds nothing but an error of `status`. */
function onlyAnError(reply: Reply, status: number) {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual({
    resource_response: { error: { message: expect.any(String) as string, status } },
  });
}

/** Everything the API holds and does: its data, its faults, whether it is offline. */
function stateOf(s: TestServer): string {
  const { store, faults } = s.server;
  return JSON.stringify({ db: store.db, faults: faults.list(), offline: faults.offline });
}

const fixtures = freshDb();
/** Each raw collection's plain paths: the list, a filter, and its first record by key. */
const plainPaths: [string, string[]][] = [
  ...COLLECTIONS.map((c): [string, string[]] => {
    const first = (fixtures[c] as unknown[])[0];
    const paths = [`/${c}`, `/${c}?_limit=1`];
    if (first !== undefined) paths.push(`/${c}/${encodeURIComponent(keyOf(c, first))}`);
    return [c, paths];
  }),
  ['db', ['/db']],
  ['secret boards', [`/boards/${B.secret}`, '/boards?privacy=secret']],
];

test.each(plainPaths)(
  'the raw %s are served at no plain path: nothing to a visitor nor to another viewer',
  (_name, paths) =>
    withServer(async (s) => {
      for (const path of paths) {
        for (const viewer of [null, U.partnerOwner]) {
          onlyAnError(await s.call('GET', path, { viewer }), 404);
        }
      }
    }),
);

test('a plain collection path says where tests read the raw collections', () =>
  withServer(async (s) => {
    const r = await s.call('GET', `/boards/${B.secret}`);
    expect(r.message).toMatch(/GET \/_control\/rest\/boards/);
  }));

test('the raw collections are read through the control routes, from no web page or the app', () =>
  withServer(async (s) => {
    const secret = await s.call('GET', `/_control/rest/boards/${B.secret}`);
    expect(secret.status).toBe(200);
    expect(secret.body).toMatchObject({ id: B.secret, privacy: 'secret' });
    const settings = await s.call('GET', '/_control/rest/userSettings', from(APP));
    expect(settings.status).toBe(200);
    expect(settings.body).toHaveLength(fixtures.userSettings.length);
    const db = await s.call('GET', '/_control/db');
    expect(Object.keys(db.body as object)).toEqual(expect.arrayContaining([...COLLECTIONS]));
  }));

/** Each control route with the body it takes. */
const controlCalls = CONTROL_ROUTES.map(({ method, path }) => {
  const concrete = path.replace(':collection', 'userSettings');
  const body =
    method !== 'PUT'
      ? undefined
      : path === '/_control/faults'
        ? { route: '*', status: 500 }
        : { offline: true };
  return [`${method} ${path}`, method, concrete, body] as const;
});

test.each(controlCalls)(
  'the control route %s refuses a page on another origin and changes nothing',
  (_name, method, path, body) =>
    withServer(async (s) => {
      // A change a reset would undo, and a fault a clear would remove.
      await s.call('POST', `/v3/pins/${P.image}/favorite/`, { viewer: U.default });
      await s.call('PUT', '/_control/faults', { body: { route: 'GET /v3/pins/:id/', count: 5 } });
      const before = stateOf(s);
      const r = await s.call(method, path, { body, ...from(ELSEWHERE) });
      onlyAnError(r, 403);
      expect(r.message).toMatch(/control routes answer only the app's own origin/);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      expect(stateOf(s)).toBe(before);
    }),
);

/** Every change the API takes, on real ids, as its method and path. */
const writes = ROUTES.filter((r) => r.write).map(
  (r) => [`${r.method} ${r.path}`, r.method, r.path.replace(/:\w+/g, P.image)] as const,
);

test.each(writes)(
  'the change %s is refused to a page on another origin, with a viewer or without, and changes nothing',
  (_name, method, path) =>
    withServer(async (s) => {
      const before = stateOf(s);
      for (const viewer of [U.default, null]) {
        const body = method === 'GET' ? undefined : {};
        const r = await s.call(method, path, { viewer, body, ...from(ELSEWHERE) });
        onlyAnError(r, 403);
        expect(r.message).toMatch(/only from the app's own origin/);
      }
      expect(stateOf(s)).toBe(before);
    }),
);

test('a read from another origin may not name a viewer; without one it answers a visitor', () =>
  withServer(async (s) => {
    const named = await s.call('GET', `/v3/pins/${P.image}/`, {
      viewer: U.default,
      ...from(ELSEWHERE),
    });
    onlyAnError(named, 403);
    expect(named.message).toMatch(/viewer is honoured only from the app's own origin/);
    const visitor = await s.call('GET', `/v3/pins/${P.image}/`, from(ELSEWHERE));
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('access-control-allow-origin')).toBeNull();
  }));

test("the app's own origin changes data, names its viewer and drives the control routes", () =>
  withServer(async (s) => {
    const preflight = await s.call('OPTIONS', `/v3/pins/${P.image}/favorite/`, from(APP));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-pinstate-user/);
    const favorite = await s.call('POST', `/v3/pins/${P.image}/favorite/`, {
      viewer: U.default,
      ...from(APP),
    });
    expect(favorite.status).toBe(200);
    expect(favorite.headers.get('access-control-allow-origin')).toBe(APP);
    expect(favorite.headers.get('vary')).toMatch(/Origin/);
    expect(s.server.store.all('favorites').some((f) => f.pinId === P.image)).toBe(true);
    expect(
      (await s.call('PUT', '/_control/offline', { body: { offline: false }, ...from(APP) })).status,
    ).toBe(200);
    expect((await s.call('POST', '/_control/reset', from(APP))).status).toBe(200);
    expect(
      s.server.store.all('favorites').some((f) => f.pinId === P.image && f.userId === U.default),
    ).toBe(false);
  }));

test('a preflight from another origin is refused, so its page never sends a viewer', () =>
  withServer(async (s) => {
    const r = await s.call('OPTIONS', `/v3/pins/${P.image}/favorite/`, from(ELSEWHERE));
    onlyAnError(r, 403);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  }));

test('CORS never answers *: it names the app origin, and nothing for others or no origin', () =>
  withServer(async (s) => {
    const calls = [
      ['GET', `/v3/pins/${P.image}/`],
      ['OPTIONS', `/v3/pins/${P.image}/`],
      ['GET', '/_control'],
      ['GET', '/_control/rest/pins?_limit=1'],
      ['GET', '/img/236x/e8dccb/236x354/a.png'],
      ['GET', '/nothing'],
    ] as const;
    for (const [method, path] of calls) {
      for (const origin of [APP, ELSEWHERE, null]) {
        const r = await s.call(method, path, origin ? from(origin) : {});
        const allowed = r.headers.get('access-control-allow-origin');
        expect(allowed, `${method} ${path} from ${origin}`).not.toBe('*');
        expect(allowed, `${method} ${path} from ${origin}`).toBe(origin === APP ? APP : null);
      }
    }
  }));

test("the allowed origins are the app's own: PORT's loopback origins, or the dev and preview ports", () => {
  expect(allowedOriginsFromEnv({})).toEqual(loopbackOrigins([5173, 4173]));
  expect(allowedOriginsFromEnv({ PORT: '4440' })).toEqual([
    'http://127.0.0.1:4440',
    'http://localhost:4440',
    'http://[::1]:4440',
  ]);
  expect(
    allowedOriginsFromEnv({
      PORT: '4440',
      API_ALLOWED_ORIGINS: ' https://pins.example , http://127.0.0.1:8080/',
    }),
  ).toEqual(['https://pins.example', 'http://127.0.0.1:8080']);
  expect(() => allowedOriginsFromEnv({ PORT: 'web' })).toThrow(/PORT must be a port number/);
});

test('API_ALLOWED_ORIGINS names every origin: no *, no path, no other scheme', () => {
  for (const bad of ['*', 'null', 'localhost:5173', 'http://127.0.0.1:5173/app', 'file:///x']) {
    expect(() => parseAllowedOrigins(bad), bad).toThrow(/is not an origin/);
  }
});
