// Writes are never lost and never corrupt the data (docs/decisions/001-fake-api-storage.md): concurrent saves all land, in memory and on disk; a
// write is on disk when it is acknowledged; a cut-short journal loses only what was never
// acknowledged; an empty or unreadable data file stops the start.
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { DataFileError, lockPathOf, openDataFile, readDataFile, writeDataFile } from './data-file';
import { journalPathOf, writeSnapshot } from './journal';
import { createServer } from './server';
import { freshDb, startTestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;

async function tempFile(): Promise<{ dir: string; file: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-durability-'));
  return { dir, file: join(dir, 'db.json') };
}

async function concurrentSaves(
  call: Awaited<ReturnType<typeof startTestServer>>['call'],
  n: number,
) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      call('POST', '/v3/repins/', {
        viewer: U.default,
        body: {
          pin_id: i % 2 === 0 ? P.image : P.video,
          board_id: i % 3 === 0 ? null : B.default,
          user_id: U.default,
        },
      }),
    ),
  );
}

test('500 concurrent save requests leave exactly 500 saves, in memory and on disk', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  try {
    const before = s.server.store.count('saves');
    const replies = await concurrentSaves(s.call, 500);
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const ids = replies.map((r) => (r.data as { id: string }).id);
    expect(new Set(ids).size).toBe(500);
    expect(s.server.store.count('saves')).toBe(before + 500);
    // Acknowledged means on disk: read the file while the server still runs.
    const onDisk = await readDataFile(file);
    expect(onDisk.saves.length).toBe(before + 500);
    const diskIds = new Set(onDisk.saves.map((x) => x.id));
    expect(ids.every((id) => diskIds.has(id))).toBe(true);
    // Group commit: many saves share one append and one fsync.
    expect(s.server.journalStats()?.flushes ?? 500).toBeLessThan(500);
  } finally {
    await s.close();
  }
  const again = createServer({ db: freshDb(), file });
  await again.ready;
  expect(
    again.store.all('saves').filter((x) => x.userId === U.default).length,
  ).toBeGreaterThanOrEqual(500);
  await again.close();
  await rm(dir, { recursive: true, force: true });
});

test('500 concurrent save requests leave exactly 500 saves in memory mode', async () => {
  const s = await startTestServer();
  try {
    const before = s.server.store.count('saves');
    const replies = await concurrentSaves(s.call, 500);
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(s.server.store.count('saves')).toBe(before + 500);
  } finally {
    await s.close();
  }
});

test('a data file survives a restart with every change, after the journal is folded into new snapshots', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file, journal: { compactAfterBytes: 40_000 } });
  const ids: string[] = [];
  try {
    for (let round = 0; round < 6; round += 1) {
      const replies = await concurrentSaves(s.call, 20);
      ids.push(...replies.map((r) => (r.data as { id: string }).id));
    }
    await s.call('POST', `/v3/pins/${P.favorites0}/favorite/`, { viewer: U.default });
    // The fold runs in the background once an append passes the threshold: wait for it.
    await vi.waitFor(() => expect(s.server.journalStats()?.compactions ?? 0).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  } finally {
    await s.close();
  }
  const reopened = await readDataFile(file);
  const saved = new Set(reopened.saves.map((x) => x.id));
  expect(ids.every((id) => saved.has(id))).toBe(true);
  expect(reopened.favorites.some((f) => f.pinId === P.favorites0 && f.userId === U.default)).toBe(
    true,
  );
  await rm(dir, { recursive: true, force: true });
});

test('start refuses an empty data file with a clear message and leaves the file alone', async () => {
  const { dir, file } = await tempFile();
  await writeFile(file, '');
  const server = createServer({ db: freshDb(), file });
  await expect(server.ready).rejects.toThrow(/is empty: refusing to start/);
  await expect(server.ready).rejects.toBeInstanceOf(DataFileError);
  expect(await readFile(file, 'utf8')).toBe('');
  await rm(dir, { recursive: true, force: true });
});

test('start refuses a truncated data file with a clear message', async () => {
  const { dir, file } = await tempFile();
  await writeDataFile(file, freshDb());
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.slice(0, Math.floor(text.length / 2)));
  await expect(openDataFile(file)).rejects.toThrow(/is not valid JSON/);
  await writeFile(file, '{"hello": []}');
  await expect(openDataFile(file)).rejects.toThrow(/does not hold a Pinstate database/);
  await rm(dir, { recursive: true, force: true });
});

test('npm run api exits non-zero with the reason when the data file is empty', async () => {
  const { dir, file } = await tempFile();
  await writeFile(file, '');
  const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
    env: { ...process.env, DATA_FILE: file, API_PORT: '0', API_MEMORY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/cannot start: Data file .* is empty/);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

test('a journal line cut short by a kill is dropped; every complete change is kept', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  const reply = await s.call('POST', '/v3/repins/', {
    viewer: U.default,
    body: { pin_id: P.image, board_id: B.default },
  });
  await s.close();
  // What a kill in the middle of an append leaves: part of a line, no newline.
  await appendFile(journalPathOf(file), '{"c":"saves","put":{"id":"half');
  const { db, journal, tornTail } = await openDataFile(file);
  await journal.close();
  expect(tornTail).toBe(true);
  expect(db.saves.some((x) => x.id === (reply.data as { id: string }).id)).toBe(true);
  await rm(dir, { recursive: true, force: true });
});

test('a damaged line inside the journal stops the start rather than lose changes', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  await s.close();
  await appendFile(journalPathOf(file), 'garbage\n{"c":"saves","del":"x"}\n');
  await expect(openDataFile(file)).rejects.toThrow(/is corrupt at line/);
  await rm(dir, { recursive: true, force: true });
});

test('a journal already folded into the snapshot is not replayed', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  await s.call('POST', '/v3/repins/', {
    viewer: U.default,
    body: { pin_id: P.image, board_id: B.default },
  });
  await s.close();
  // A kill between the new snapshot's rename and the new journal's: the snapshot is ahead.
  const data = await readDataFile(file);
  await writeSnapshot(
    file,
    { ...data, saves: data.saves.slice(0, 1) },
    { generation: 99, tag: 'newer' },
  );
  const { db, journal } = await openDataFile(file);
  await journal.close();
  expect(db.saves.length).toBe(1);
  await rm(dir, { recursive: true, force: true });
});

test('reset brings the data back to the fixtures, in memory and on disk', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  try {
    const before = s.server.store.count('saves');
    await concurrentSaves(s.call, 10);
    const r = await s.call('POST', '/_control/reset');
    expect(r.status).toBe(200);
    expect(s.server.store.count('saves')).toBe(before);
    expect((await readDataFile(file)).saves.length).toBe(before);
    await concurrentSaves(s.call, 3);
    expect((await readDataFile(file)).saves.length).toBe(before + 3);
  } finally {
    await s.close();
  }
  expect((await readDataFile(file)).saves.length).toBe(freshDb().saves.length + 3);
  await rm(dir, { recursive: true, force: true });
});

test("a second server on the same data file is refused while the first runs; a killed owner's lock is taken over", async () => {
  const { dir, file } = await tempFile();
  const first = await startTestServer({ db: freshDb(), file });
  try {
    await expect(openDataFile(file)).rejects.toThrow(/is in use by process \d+/);
  } finally {
    await first.close();
  }
  // What a SIGKILL leaves behind: a lock naming a process that no longer runs.
  await writeFile(lockPathOf(file), '2147483646');
  const { journal } = await openDataFile(file);
  await journal.close();
  await rm(dir, { recursive: true, force: true });
});

test('fixtures written over the data file by hand are not overlaid with the old journal', async () => {
  const { dir, file } = await tempFile();
  const s = await startTestServer({ db: freshDb(), file });
  await s.call('POST', '/v3/repins/', {
    viewer: U.default,
    body: { pin_id: P.image, board_id: B.default },
  });
  await s.close();
  // What `npm run fixtures -- --out data/db.json` writes: a plain database, no journal mark.
  await writeFile(file, JSON.stringify(freshDb()));
  const { db, journal } = await openDataFile(file);
  await journal.close();
  expect(db.saves.length).toBe(freshDb().saves.length);
  await rm(dir, { recursive: true, force: true });
});

test('a data file written before a collection existed opens with that collection empty', async () => {
  const { dir, file } = await tempFile();
  const { analyticsEvents: _left, ...older } = freshDb();
  await writeFile(file, JSON.stringify(older));
  const opened = await openDataFile(file);
  await opened.journal.close();
  expect(opened.db.analyticsEvents).toEqual([]);
  await writeFile(file, JSON.stringify({ ...older, pins: undefined }));
  await expect(openDataFile(file)).rejects.toThrow(/pins is missing or not a list/);
  await rm(dir, { recursive: true, force: true });
});
