// A person's data is theirs (docs/decisions/085): the scenario player runs on the fake API's copy
// of the data under `/_player/`, in memory, so playing every scenario (each resets the data,
// sets faults, goes offline and writes) leaves the data `npm start` keeps on disk as it was, a
// save made under the running app included.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PLAYER_API_PREFIX } from '../domain/api-contract';
import { freshDb, startTestServer, type TestServer } from '../fake-api/testing';
import { scenarios } from './all';
import { createHeadlessDriver } from './drivers/headless-driver';
import { runScenario } from './runner';

const APP = 'http://127.0.0.1:4440';
const ELSEWHERE = 'https://elsewhere.example';
const SAVE = { pin_id: '100001', board_id: 'b5', section: null, user_id: 'u1' };

let dir = '';
let file = '';
let s: TestServer;

/** Every file of the data directory (the data file and its journal), by name. */
async function onDisk(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    files[name] = await readFile(join(dir, name), 'utf8');
  return files;
}

/** The person's own data as the running app's calls and its tools see it. */
async function ownState() {
  const pin = await s.call('GET', `/v3/pins/${SAVE.pin_id}/`, { viewer: 'u1' });
  const faults = await s.call('GET', '/_control/faults');
  const offline = await s.call('GET', '/_control/offline');
  return { saved: pin.data, faults: faults.data, offline: offline.data, db: s.server.store.db };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pinstate-own-data-'));
  file = join(dir, 'db.json');
  s = await startTestServer({ db: freshDb, file, allowedOrigins: [APP] });
});

afterAll(async () => {
  await s.close();
  await rm(dir, { recursive: true, force: true });
});

test('a save under the running app is still there after every scenario is played', async () => {
  const saved = await s.call('POST', '/v3/repins/', {
    viewer: 'u1',
    body: SAVE,
    headers: { origin: APP },
  });
  expect(saved.status).toBe(201);
  const before = await ownState();
  expect(before.saved).toMatchObject({ savedInfo: expect.anything() as unknown });
  const bytes = await onDisk();
  const db = structuredClone(before.db);

  const driver = createHeadlessDriver({ apiUrl: `${s.url}${PLAYER_API_PREFIX}` });
  const failed: string[] = [];
  try {
    for (const scenario of scenarios) {
      const result = await runScenario(scenario, driver);
      if (!result.passed)
        failed.push(
          `${scenario.id}: ${result.steps
            .filter((x) => x.status === 'failed')
            .map((x) => `${x.say} ${x.detail ?? ''}`)
            .join('; ')}`,
        );
    }
  } finally {
    await driver.close();
  }
  // The scenarios really ran on the copy: they pass there as they do on an API of their own.
  expect(failed).toEqual([]);

  const after = await ownState();
  expect(after.saved).toEqual(before.saved);
  expect(after.faults).toEqual(before.faults);
  expect(after.offline).toEqual(before.offline);
  expect(s.server.store.db).toEqual(db);
  expect(await onDisk()).toEqual(bytes);
}, 300_000);

test("the player's copy starts from the fixtures, not from the person's data", async () => {
  await s.call('POST', `${PLAYER_API_PREFIX}/_control/reset`, { headers: { origin: APP } });
  const own = await s.call('GET', `/v3/pins/${SAVE.pin_id}/`, { viewer: 'u1' });
  const copy = await s.call('GET', `${PLAYER_API_PREFIX}/v3/pins/${SAVE.pin_id}/`, {
    viewer: 'u1',
  });
  expect(copy.status).toBe(200);
  expect(own.data).not.toEqual(copy.data);
  expect(copy.data).toEqual(
    (await s.call('GET', `${PLAYER_API_PREFIX}/v3/pins/${SAVE.pin_id}/`, { viewer: 'u1' })).data,
  );
});

test("the player's copy refuses other origins as the API does", async () => {
  const copyDb = async () => (await s.call('GET', `${PLAYER_API_PREFIX}/_control/db`)).data;
  const before = await copyDb();
  for (const [method, path] of [
    ['POST', '/_control/reset'],
    ['PUT', '/_control/offline'],
    ['GET', '/_control/db'],
    ['POST', '/v3/repins/'],
  ] as const) {
    const reply = await s.call(method, `${PLAYER_API_PREFIX}${path}`, {
      viewer: 'u1',
      headers: { origin: ELSEWHERE },
      ...(method === 'GET' ? {} : { body: path === '/v3/repins/' ? SAVE : { offline: true } }),
    });
    expect(reply.status, `${method} ${path}`).toBe(403);
  }
  expect(await copyDb()).toEqual(before);
});

test("a survey answered by the player's copy is framed from the copy, with the copy's faults", async () => {
  const answer = await s.call(
    'GET',
    `${PLAYER_API_PREFIX}/v3/experiences/placements/?placement_ids=1000421`,
    { viewer: 'u1' },
  );
  const survey = (answer.data as { display_data: { anket?: { url: string } } }[]).find(
    (e) => e.display_data.anket,
  );
  const url = survey!.display_data.anket!.url;
  expect(url).toBe(`${new URL(s.url).origin}${PLAYER_API_PREFIX}/surveys/home-feed/`);
  await s.call('PUT', `${PLAYER_API_PREFIX}/_control/faults`, {
    body: { route: 'GET /surveys/:id/', status: 503 },
  });
  expect((await fetch(url)).status).toBe(503);
  expect((await fetch(`${s.url}/surveys/home-feed/`)).status).toBe(200);
  await s.call('DELETE', `${PLAYER_API_PREFIX}/_control/faults`);
});
