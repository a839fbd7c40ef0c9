// Kill the fake API during a write burst, many times (issue 2, "Done when"): after every SIGKILL
// the data file is readable and holds every acknowledged write (saves present, acknowledged
// removals absent). The journal is folded often here, so kills also land mid-snapshot.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { readDataFile, writeDataFile } from './journal';
import { freshDb } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;
const KILLS = 24;
const DEADLINE_MS = 170_000;

function startChild(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
    env: {
      ...process.env,
      DATA_FILE: file,
      API_PORT: '0',
      API_MEMORY: '',
      JOURNAL_COMPACT_BYTES: '400000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`fake API did not start in time: ${err}`)),
      30_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fake API exited (${code}) before listening: ${err}`));
    });
  });
}

async function post(
  url: string,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-pinstate-user': U.default },
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
      const { child, url } = await startChild(file);
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
    const { child } = await startChild(file);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 240_000);
