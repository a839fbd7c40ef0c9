// Fake-API figures for `npm run bench` (issue 2, "Done when"): requests per second and p99
// latency at 10 connections for a pin read, a feed page and a save; milliseconds per write with
// the full database; p99 of reads while a write burst runs. The API runs as `npm run api` does
// (its own process) over a temporary data file holding 10,000 pins. Measured, never asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { VIEWER_HEADER } from '../domain/api-contract';
import { startApiProcess } from '../fake-api/process';
import { KNOWN } from '../fixtures/known';

export const API_KEYS = [
  'api.pinRead.rps',
  'api.pinRead.p99Ms',
  'api.feedPage.rps',
  'api.feedPage.p99Ms',
  'api.save.rps',
  'api.save.p99Ms',
  'api.writeMs',
  'api.readP99DuringWritesMs',
] as const;

export interface BenchApiOptions {
  pins?: number;
  /** Seconds per autocannon run. */
  seconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

const VIEWER = { [VIEWER_HEADER]: KNOWN.users.default };

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function saveBody(i: number): string {
  return JSON.stringify({
    pin_id: i % 2 === 0 ? KNOWN.pins.image : KNOWN.pins.video,
    board_id: KNOWN.boards.default,
    user_id: KNOWN.users.default,
  });
}

/** Runs the API bench; answers the figures under the `API_KEYS` names. */
export async function benchApi(options: BenchApiOptions = {}): Promise<Record<string, number>> {
  const pins = options.pins ?? 10_000;
  const duration = options.seconds ?? 4;
  const connections = options.connections ?? 10;
  const log = options.log ?? (() => undefined);
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-bench-api-'));
  log(`api: starting the fake API with ${pins} pins on a data file in ${dir}`);
  const { child, url } = await startApiProcess(join(dir, 'db.json'), { API_PINS: String(pins) }, 90_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const figures: Record<string, number> = {};
  const check = (name: string, r: autocannon.Result) => {
    if (r.non2xx > 0 || r.errors > 0)
      log(`api: ${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  };
  try {
    // Warm up the code paths once.
    await run({
      url: `${url}/v3/pins/${KNOWN.pins.image}/`,
      connections: 2,
      amount: 200,
      headers: VIEWER,
    });

    log('api: pin read');
    const read = await run({
      url: `${url}/v3/pins/${KNOWN.pins.image}/`,
      connections,
      duration,
      headers: VIEWER,
    });
    check('pin read', read);
    figures['api.pinRead.rps'] = round(read.requests.average);
    figures['api.pinRead.p99Ms'] = round(read.latency.p99);

    log('api: feed page');
    const feed = await run({
      url: `${url}/v3/feeds/home/?page_size=25`,
      connections,
      duration,
      headers: VIEWER,
    });
    check('feed page', feed);
    figures['api.feedPage.rps'] = round(feed.requests.average);
    figures['api.feedPage.p99Ms'] = round(feed.latency.p99);

    log('api: save');
    let n = 0;
    const save = await run({
      url: `${url}/v3/repins/`,
      connections,
      duration,
      method: 'POST',
      headers: { ...VIEWER, 'content-type': 'application/json' },
      setupClient: (client) => {
        client.setBody(saveBody((n += 1)));
      },
      body: saveBody(0),
    });
    check('save', save);
    figures['api.save.rps'] = round(save.requests.average);
    figures['api.save.p99Ms'] = round(save.latency.p99);

    log('api: one write at a time');
    const times: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${url}/v3/repins/`, {
        method: 'POST',
        headers: { ...VIEWER, 'content-type': 'application/json' },
        body: saveBody(i),
      });
      await response.text();
      times.push(performance.now() - t0);
    }
    figures['api.writeMs'] = round(times.reduce((a, b) => a + b, 0) / times.length, 2);

    log('api: reads during a write burst');
    const [readsDuringWrites, writes] = await Promise.all([
      run({
        url: `${url}/v3/pins/${KNOWN.pins.video}/`,
        connections: 5,
        duration,
        headers: VIEWER,
      }),
      run({
        url: `${url}/v3/repins/`,
        connections,
        duration,
        method: 'POST',
        headers: { ...VIEWER, 'content-type': 'application/json' },
        body: saveBody(1),
      }),
    ]);
    check('reads during writes', readsDuringWrites);
    check('write burst', writes);
    figures['api.readP99DuringWritesMs'] = round(readsDuringWrites.latency.p99);
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}
