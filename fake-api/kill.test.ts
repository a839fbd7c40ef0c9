// Kill the fake API during a write burst, many times (fake-api/README.md: writes are not lost): after every SIGKILL
// the data file is readable and holds every acknowledged write (saves present, acknowledged
// removals absent). The journal is folded often here, so kills also land mid-snapshot.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { VIEWER_HEADER } from '../domain/api-contract';
import { KNOWN } from '../fixtures/known';
import { readDataFile, writeDataFile } from './data-file';
import { startApiProcess } from './process';
import { freshDb } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;
const KILLS = 24;
const DEADLINE_MS = 170_000;
/** The journal is folded often, so kills also land mid-snapshot. */
const OFTEN_FOLDED = { JOURNAL_COMPACT_BYTES: '400000' };

async function post(
  url: string,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', [VIEWER_HEADER]: U.default },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { resource_response?: { data?: unknown } };
  return { status: response.status, data: json.resource_response?.data };
}

test(`a kill during a write burst, ${KILLS} times, never loses an acknowledged write nor leaves an unreadable file`, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-kill-'));
  const file = join(dir, 'db.json');
  await writeDataFile(file, freshDb());
  const acked = new Set<string>();
  const ackedRemovals = new Set<string>();
  const started = Date.now();
  let kills = 0;
  try {
    while (kills < KILLS && Date.now() - started < DEADLINE_MS) {
      const { child, url } = await startApiProcess(file, OFTEN_FOLDED);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      let stop = false;
      const mine: string[] = [];
      const worker = async (w: number) => {
        for (let i = 0; !stop; i += 1) {
          try {
            if (w === 0 && mine.length > 0 && i % 3 === 0) {
              const id = mine.shift() as string;
              // Once its removal is asked for, the save may be gone even if the answer never comes.
              acked.delete(id);
              const r = await post(url, `/v3/pins/${id}/`, 'DELETE', { id });
              if (r.status === 200) ackedRemovals.add(id);
            } else {
              const r = await post(url, '/v3/repins/', 'POST', {
                pin_id: (i + w) % 2 === 0 ? P.image : P.gif,
                board_id: w % 2 === 0 ? B.default : null,
              });
              if (r.status === 201) {
                const id = (r.data as { id: string }).id;
                acked.add(id);
                mine.push(id);
              }
            }
          } catch {
            // The connection died with the process: that write was never acknowledged.
            return;
          }
        }
      };
      const workers = Array.from({ length: 12 }, (_, w) => worker(w));
      await new Promise((r) => setTimeout(r, 40 + Math.random() * 400));
      child.kill('SIGKILL');
      stop = true;
      await exited;
      await Promise.all(workers);
      kills += 1;

      const db = await readDataFile(file);
      const saved = new Set(db.saves.map((s) => s.id));
      const missing = [...acked].filter((id) => !saved.has(id));
      const resurrected = [...ackedRemovals].filter((id) => saved.has(id));
      expect(missing, `after kill ${kills}`).toEqual([]);
      expect(resurrected, `after kill ${kills}`).toEqual([]);
    }
    expect(kills).toBeGreaterThanOrEqual(20);
    expect(acked.size).toBeGreaterThan(0);
    // The last start after all the kills opens the file cleanly too.
    const { child } = await startApiProcess(file, OFTEN_FOLDED);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 240_000);
