// Fault control (fake-api/README.md): per-route status, message, latency and count, offline,
// and reset, through /_control, as tests, scenarios and the dev toolbar use it.
import { expect, test } from 'vitest';
import { createControl } from '../api/control';
import { KNOWN } from '../fixtures/known';
import { DEFAULT_FAULT_MESSAGE } from './faults';
import { startTestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;

test('a fault answers its status and message for count calls, then the route works again', async () => {
  const s = await startTestServer();
  try {
    const set = await s.call('PUT', '/_control/faults', {
      body: { route: 'POST /v3/repins/', status: 500, message: 'Board is full', count: 2 },
    });
    expect(set.status).toBe(200);
    const body = { pin_id: P.image, board_id: B.default };
    const saves = s.server.store.count('saves');
    for (let i = 0; i < 2; i += 1) {
      const r = await s.call('POST', '/v3/repins/', { viewer: U.default, body });
      expect(r.status).toBe(500);
      expect(r.message).toBe('Board is full');
    }
    expect(s.server.store.count('saves')).toBe(saves);
    expect((await s.call('POST', '/v3/repins/', { viewer: U.default, body })).status).toBe(201);
    expect((await s.call('GET', '/_control/faults')).data).toEqual([]);
  } finally {
    await s.close();
  }
});

test('a fault without a message answers the default one; any parameter names match the route', async () => {
  const s = await startTestServer();
  try {
    await s.call('PUT', '/_control/faults', {
      body: { route: 'POST /v3/pins/:pinId/favorite', status: 503 },
    });
    const r = await s.call('POST', `/v3/pins/${P.image}/favorite/`, { viewer: U.default });
    expect(r.status).toBe(503);
    expect(r.message).toBe(DEFAULT_FAULT_MESSAGE);
  } finally {
    await s.close();
  }
});

test('a 2xx fault answers an empty body (the offsite check that comes back empty)', async () => {
  const s = await startTestServer();
  try {
    await s.call('PUT', '/_control/faults', {
      body: { route: 'POST /v3/offsite/', status: 200, count: 1 },
    });
    const r = await s.call('POST', '/v3/offsite/', {
      body: { check_only: true, url: 'https://x.example/' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toBeUndefined();
  } finally {
    await s.close();
  }
});

test('latency delays the answer by at least the given milliseconds', async () => {
  const s = await startTestServer();
  try {
    await s.call('PUT', '/_control/faults', {
      body: { route: 'GET /v3/pins/:id/', latencyMs: 150 },
    });
    const t0 = performance.now();
    const r = await s.call('GET', `/v3/pins/${P.image}/`);
    expect(r.status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(145);
  } finally {
    await s.close();
  }
});

test('offline drops every API connection; back online the API answers', async () => {
  const s = await startTestServer();
  try {
    await s.call('PUT', '/_control/offline', { body: { offline: true } });
    await expect(s.call('GET', `/v3/pins/${P.image}/`)).rejects.toThrow();
    expect((await s.call('GET', '/_control/offline')).data).toEqual({ offline: true });
    await s.call('PUT', '/_control/offline', { body: { offline: false } });
    expect((await s.call('GET', `/v3/pins/${P.image}/`)).status).toBe(200);
  } finally {
    await s.close();
  }
});

test('a fault on an unknown route, or with a bad status, answers 400', async () => {
  const s = await startTestServer();
  try {
    const unknown = await s.call('PUT', '/_control/faults', {
      body: { route: 'GET /v3/nothing/', status: 500 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/Unknown route/);
    const bad = await s.call('PUT', '/_control/faults', {
      body: { route: 'POST /v3/repins/', status: 99 },
    });
    expect(bad.status).toBe(400);
    const nothing = await s.call('PUT', '/_control/faults', {
      body: { route: 'POST /v3/repins/' },
    });
    expect(nothing.status).toBe(400);
  } finally {
    await s.close();
  }
});

test('reset clears faults and offline and brings the data back to the fixtures', async () => {
  const s = await startTestServer();
  try {
    const saves = s.server.store.count('saves');
    await s.call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.image, board_id: B.default },
    });
    await s.call('PUT', '/_control/faults', { body: { route: '*', status: 500 } });
    expect((await s.call('GET', `/v3/pins/${P.image}/`)).status).toBe(500);
    expect((await s.call('POST', '/_control/reset')).status).toBe(200);
    expect(s.server.store.count('saves')).toBe(saves);
    expect((await s.call('GET', `/v3/pins/${P.image}/`)).status).toBe(200);
    // The raw collections follow the reset data too.
    expect(((await s.call('GET', '/_control/rest/saves')).body as unknown[]).length).toBe(saves);
  } finally {
    await s.close();
  }
});

test('the typed control client drives the fault control', async () => {
  const s = await startTestServer();
  try {
    const control = createControl({ baseUrl: s.url });
    await control.setFault({
      route: 'GET /v3/feeds/home/',
      status: 502,
      message: 'Feed down',
      count: 1,
    });
    expect(await control.listFaults()).toEqual([
      { route: 'GET /v3/feeds/home/', status: 502, message: 'Feed down', count: 1 },
    ]);
    expect((await s.call('GET', '/v3/feeds/home/')).message).toBe('Feed down');
    await control.setFault({ route: 'GET /v3/feeds/home/', latencyMs: 10 });
    await control.resetFaults();
    expect(await control.listFaults()).toEqual([]);
    await control.setOffline(false);
    await control.resetData();
  } finally {
    await s.close();
  }
});
