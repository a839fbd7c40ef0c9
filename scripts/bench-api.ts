// Fake-API figures for `npm run bench` (the bench of fake-api/README.md: writes are not lost
// when many arrive at once, and reads stay fast): requests per second and p99 latency at 10
// connections for a pin read, a feed page and a save; milliseconds per write with the full
// database; p99 of reads while a write burst runs. The API runs as `npm run api` does (its own
// process) over a temporary data file holding 10,000 pins. In the same run, json-server 0.17's
// own file mode (its router over a db.json of the same 10,000 pins, in its own process, as
// `json-server db.json --quiet` serves it) answers the same four questions as the baseline, so
// every figure is printed beside the baseline's, with the ratio. Loopback only; every loop is
// bounded. Last, 200 connections at once, 40 saving while 160 read, for the save p99 under many
// clients, timed once every connection has answered once (`manyClients`). Measured, never
// asserted.
//
// `npx tsx scripts/bench-api.ts [--json] [--seconds N]` runs this part alone.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { VIEWER_HEADER } from '../domain/api-contract';
import { startApiProcess } from '../fake-api/process';
import { startBaselineProcess } from './bench-baseline';
import { generateDb } from '../fixtures/generate';
import { KNOWN } from '../fixtures/known';

/** The figures measured on each server, by name. */
const MEASURES = [
  'pinRead.rps',
  'pinRead.p99Ms',
  'feedPage.rps',
  'feedPage.p99Ms',
  'save.rps',
  'save.p99Ms',
  'writeMs',
  'readP99DuringWritesMs',
  'manyClients.rps',
  'manyClients.readP99Ms',
  'manyClients.saveP99Ms',
] as const;
type Measure = (typeof MEASURES)[number];

/** Many clients at once: this many connections, of which `MANY_SAVING` save while the rest read. */
const MANY_CLIENTS = 200;
const MANY_SAVING = 40;

export const API_KEYS = MEASURES.map((m) => `api.${m}`);
/** json-server 0.17's figures, and ours divided by them. */
export const BASELINE_KEYS = MEASURES.map((m) => `api.baseline.${m}`);
export const RATIO_KEYS = MEASURES.map((m) => `api.baseline.ratio.${m}`);

export const API_LABELS: Record<string, string> = {
  'api.pinRead.rps': 'pin read, requests per second (10 connections)',
  'api.pinRead.p99Ms': 'pin read, p99 latency (ms)',
  'api.feedPage.rps': 'home feed page of 25, requests per second (10 connections)',
  'api.feedPage.p99Ms': 'home feed page of 25, p99 latency (ms)',
  'api.save.rps': 'save (repin), requests per second (10 connections)',
  'api.save.p99Ms': 'save (repin), p99 latency (ms)',
  'api.writeMs': 'one save at a time, ms per write (10,000 pins, on disk)',
  'api.readP99DuringWritesMs': 'pin read p99 during a save burst (ms)',
  'api.manyClients.rps': `${MANY_CLIENTS} connections, reads and saves: requests per second`,
  'api.manyClients.readP99Ms': `${MANY_CLIENTS} connections: pin read p99 (ms)`,
  'api.manyClients.saveP99Ms': `${MANY_CLIENTS} connections: save p99 (ms)`,
};

export interface BenchApiOptions {
  pins?: number;
  /** Seconds per autocannon run. */
  seconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

/** What one server answers the four questions with. */
interface Target {
  name: string;
  url: string;
  pinPath: (pinId: string) => string;
  feedPath: string;
  savePath: string;
  saveBody: (i: number) => string;
  headers: Record<string, string>;
}

/** Writes one at a time, at most this many and for at most this long. */
const SINGLE_WRITES_MAX = 40;
const SINGLE_WRITES_BUDGET_MS = 10_000;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

const pinFor = (i: number) => (i % 2 === 0 ? KNOWN.pins.image : KNOWN.pins.video);

/** Our save: a repin of a known pin to the default user's board. */
const ourSave = (i: number) =>
  JSON.stringify({
    pin_id: pinFor(i),
    board_id: KNOWN.boards.default,
    user_id: KNOWN.users.default,
  });

/** json-server's save: a record added to the saves collection (its whole file written again). */
const baselineSave = (i: number) =>
  JSON.stringify({
    pinId: pinFor(i),
    userId: KNOWN.users.default,
    boardId: KNOWN.boards.default,
    createdAt: new Date(0).toISOString(),
  });

/** Measures one server; answers the figures by measure name. */
async function measure(
  target: Target,
  options: { seconds: number; connections: number; log: (line: string) => void },
): Promise<Partial<Record<Measure, number>>> {
  const { seconds: duration, connections, log } = options;
  const { url, headers } = target;
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const check = (name: string, r: autocannon.Result) => {
    if (r.non2xx > 0 || r.errors > 0)
      log(`${target.name}: ${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  };
  // Warm up the code paths once.
  await run({
    url: `${url}${target.pinPath(KNOWN.pins.image)}`,
    connections: 2,
    amount: 200,
    headers,
  });

  log(`${target.name}: pin read`);
  const read = await run({
    url: `${url}${target.pinPath(KNOWN.pins.image)}`,
    connections,
    duration,
    headers,
  });
  check('pin read', read);

  log(`${target.name}: feed page`);
  const feed = await run({ url: `${url}${target.feedPath}`, connections, duration, headers });
  check('feed page', feed);

  log(`${target.name}: save`);
  let n = 0;
  const save = await run({
    url: `${url}${target.savePath}`,
    connections,
    duration,
    method: 'POST',
    headers: jsonHeaders,
    setupClient: (client) => {
      client.setBody(target.saveBody((n += 1)));
    },
    body: target.saveBody(0),
  });
  check('save', save);
  await drain(`${url}${target.pinPath(KNOWN.pins.image)}`, headers);

  log(`${target.name}: one write at a time`);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < SINGLE_WRITES_MAX; i += 1) {
    if (i > 0 && performance.now() - started > SINGLE_WRITES_BUDGET_MS) break;
    const t0 = performance.now();
    const response = await fetch(`${url}${target.savePath}`, {
      method: 'POST',
      headers: jsonHeaders,
      body: target.saveBody(i),
    });
    await response.text();
    times.push(performance.now() - t0);
  }

  log(`${target.name}: reads during a write burst`);
  const burst = run({
    url: `${url}${target.savePath}`,
    connections,
    duration,
    method: 'POST',
    headers: jsonHeaders,
    body: target.saveBody(1),
  });
  const readTimes = await readsUntil(`${url}${target.pinPath(KNOWN.pins.video)}`, headers, burst);
  check('write burst', await burst);
  await drain(`${url}${target.pinPath(KNOWN.pins.image)}`, headers);

  log(`${target.name}: ${MANY_CLIENTS} connections, ${MANY_SAVING} of them saving`);
  let k = 0;
  const many = await manyClients(
    {
      url: `${url}${target.pinPath(KNOWN.pins.image)}`,
      connections: MANY_CLIENTS - MANY_SAVING,
      headers,
    },
    {
      url: `${url}${target.savePath}`,
      connections: MANY_SAVING,
      method: 'POST',
      headers: jsonHeaders,
      setupClient: (client) => {
        client.setBody(target.saveBody((k += 1)));
      },
      body: target.saveBody(0),
    },
    duration,
  );
  check('many clients, reads', many.reads);
  check('many clients, saves', many.saves);
  log(
    `${target.name}: ${MANY_CLIENTS} connections: all answered once after ${Math.round(many.openedMs)} ms (first answers, with the wait to be accepted: p99 ${round(percentile(many.firsts, 0.99))} ms, not counted); then timed for ${duration} s`,
  );
  await drain(`${url}${target.pinPath(KNOWN.pins.image)}`, headers);

  return {
    'pinRead.rps': round(read.requests.average),
    'pinRead.p99Ms': p99(read),
    'feedPage.rps': round(feed.requests.average),
    'feedPage.p99Ms': p99(feed),
    'save.rps': round(save.requests.average),
    'save.p99Ms': p99(save),
    writeMs: round(times.reduce((a, b) => a + b, 0) / times.length, 2),
    readP99DuringWritesMs: round(percentile(readTimes, 0.99)),
    'manyClients.rps': many.rps,
    'manyClients.readP99Ms': many.readP99Ms,
    'manyClients.saveP99Ms': many.saveP99Ms,
  };
}

/** How long the many clients' connections may take to open before the timing starts anyway. */
const MANY_OPEN_BUDGET_MS = 10_000;

interface ManyClients {
  reads: autocannon.Result;
  saves: autocannon.Result;
  /** Answers per second, 2xx or not, within the timed window (undefined: none). */
  rps: number | undefined;
  readP99Ms: number | undefined;
  saveP99Ms: number | undefined;
  /** Each connection's first answer (ms), not counted: its wait to be accepted is in it. */
  firsts: number[];
  /** From the start until every connection had answered once, or the budget ran out (ms). */
  openedMs: number;
}

/**
 * The readers and the savers at once, timed over `seconds` once every connection has answered
 * once. All 200 connections open at the start, and Node accepts one new connection per turn of
 * its event loop; with 160 readers keeping every turn busy, the last connections wait seconds to
 * be accepted, and autocannon would count that wait in their first request. That is the cost of
 * opening a connection while the server is busy, not of a save or a read: the window starts
 * when all are open (at most `MANY_OPEN_BUDGET_MS` later), and a connection's first answer never
 * counts.
 */
async function manyClients(
  reads: autocannon.Options,
  saves: autocannon.Options,
  seconds: number,
): Promise<ManyClients> {
  const total = (reads.connections ?? 0) + (saves.connections ?? 0);
  const started = performance.now();
  const seen = new WeakSet<object>();
  const firsts: number[] = [];
  const timed = { reads: [] as number[], saves: [] as number[] };
  let answers = 0;
  let windowStart: number | null = null;
  const instances: autocannon.Instance[] = [];
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const openWindow = () => {
    if (windowStart !== null) return;
    windowStart = performance.now();
    stopTimer = setTimeout(() => instances.forEach((i) => i.stop()), seconds * 1000);
  };
  const budget = setTimeout(openWindow, MANY_OPEN_BUDGET_MS);
  const start = (options: autocannon.Options, latencies: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        // Stopped by the window's end; the duration only bounds a run that never gets there.
        { ...options, duration: seconds + MANY_OPEN_BUDGET_MS / 1000 + 5 },
        (error, result) =>
          error
            ? reject(error instanceof Error ? error : new Error(String(error)))
            : resolve(result),
      );
      instances.push(instance);
      instance.on('response', (client: object, status: number, _bytes: number, ms: number) => {
        if (!seen.has(client)) {
          seen.add(client);
          firsts.push(ms);
          if (firsts.length === total) openWindow();
          return;
        }
        if (windowStart === null || performance.now() - windowStart > seconds * 1000) return;
        answers += 1;
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    });
  try {
    const [readResult, saveResult] = await Promise.all([
      start(reads, timed.reads),
      start(saves, timed.saves),
    ]);
    const at = windowStart ?? performance.now();
    return {
      reads: readResult,
      saves: saveResult,
      rps: answers > 0 ? round(answers / seconds) : undefined,
      readP99Ms: timed.reads.length > 0 ? round(percentile(timed.reads, 0.99)) : undefined,
      saveP99Ms: timed.saves.length > 0 ? round(percentile(timed.saves, 0.99)) : undefined,
      firsts,
      openedMs: at - started,
    };
  } finally {
    clearTimeout(budget);
    clearTimeout(stopTimer);
  }
}

/** The p99 latency of a run, or undefined when nothing was answered in it (no figure, not 0). */
const p99 = (r: autocannon.Result) => (r['2xx'] > 0 ? round(r.latency.p99) : undefined);

/**
 * Waits until writes a burst left queued are done (two reads answered one after the other), so
 * they do not weigh on the next figure. Bounded by the read timeout.
 */
async function drain(url: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      await response.text();
    } catch {
      return;
    }
  }
}

/** How long one read may wait before the bench gives up on it. */
const READ_TIMEOUT_MS = 30_000;

/**
 * Pin reads on 5 connections, one after the other on each, from now until `burst` settles: every
 * read started during the burst is timed to its answer, however long the writes hold it up (a
 * server that blocks while it writes shows it here).
 */
async function readsUntil(
  url: string,
  headers: Record<string, string>,
  burst: Promise<unknown>,
): Promise<number[]> {
  let running = true;
  const settled = () => {
    running = false;
  };
  burst.then(settled, settled);
  const times: number[] = [];
  const loop = async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, {
          headers,
          signal: AbortSignal.timeout(READ_TIMEOUT_MS),
        });
        await response.text();
      } catch {
        // A read cut off by the timeout counts at the timeout.
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all([loop(), loop(), loop(), loop(), loop()]);
  return times;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** Three significant digits: a ratio far from 1 keeps its size. */
const ratio = (a: number, b: number) => Number((a / b).toPrecision(3));

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs the API bench and its baseline; answers the figures under API, BASELINE and RATIO keys. */
export async function benchApi(options: BenchApiOptions = {}): Promise<Record<string, number>> {
  const pins = options.pins ?? 10_000;
  const settings = {
    seconds: options.seconds ?? 4,
    connections: options.connections ?? 10,
    log: options.log ?? (() => undefined),
  };
  const { log } = settings;
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-bench-api-'));
  const figures: Record<string, number> = {};
  try {
    log(`api: starting the fake API with ${pins} pins on a data file in ${dir}`);
    const ours = await startApiProcess(join(dir, 'db.json'), { API_PINS: String(pins) }, 90_000);
    try {
      const measured = await measure(
        {
          name: 'api',
          url: ours.url,
          pinPath: (id) => `/v3/pins/${id}/`,
          feedPath: '/v3/feeds/home/?page_size=25',
          savePath: '/v3/repins/',
          saveBody: ourSave,
          headers: { [VIEWER_HEADER]: KNOWN.users.default },
        },
        settings,
      );
      for (const m of MEASURES) {
        const value = measured[m];
        if (value !== undefined) figures[`api.${m}`] = value;
      }
    } finally {
      await stop(ours.child);
    }

    log(`baseline: json-server 0.17 file mode over a db.json of the same ${pins} pins`);
    const file = join(dir, 'baseline-db.json');
    await writeFile(file, JSON.stringify(generateDb({ pinCount: pins })));
    const baseline = await startBaselineProcess(file, 90_000);
    try {
      const measured = await measure(
        {
          name: 'baseline',
          url: baseline.url,
          pinPath: (id) => `/pins/${id}`,
          feedPath: '/pins?_page=1&_limit=25',
          savePath: '/saves',
          saveBody: baselineSave,
          headers: {},
        },
        settings,
      );
      for (const m of MEASURES) {
        const value = measured[m];
        const ours = figures[`api.${m}`];
        if (value !== undefined) figures[`api.baseline.${m}`] = value;
        if (value !== undefined && value > 0 && ours !== undefined) {
          figures[`api.baseline.ratio.${m}`] = ratio(ours, value);
        }
      }
    } finally {
      await stop(baseline.child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

/** Our figures beside json-server's, with the ratio (ours ÷ json-server), one line each. */
export function apiComparisonLines(figures: Record<string, number>): string[] {
  const cell = (value: number | undefined, width: number) =>
    (value === undefined ? '–' : String(value)).padStart(width);
  const lines = [
    `  ${'fake API (10,000 pins)'.padEnd(62)} ${'ours'.padStart(10)} ${'json-server'.padStart(12)} ${'ratio'.padStart(7)}`,
  ];
  for (const m of MEASURES) {
    const key = `api.${m}`;
    lines.push(
      `  ${(API_LABELS[key] ?? key).padEnd(62)} ${cell(figures[key], 10)} ${cell(figures[`api.baseline.${m}`], 12)} ${cell(figures[`api.baseline.ratio.${m}`], 7)}`,
    );
  }
  lines.push(
    '  (ratio: ours ÷ json-server; above 1 is better for requests per second, below 1 for ms;',
    '  –: nothing answered within the run, so no figure: json-server rewrites its whole file per save)',
  );
  return lines;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const at = process.argv.indexOf('--seconds');
  const seconds = at >= 0 ? Number(process.argv[at + 1]) : undefined;
  const log = (line: string) => {
    if (!json) process.stderr.write(`${line}\n`);
  };
  const figures = await benchApi({ log, ...(seconds ? { seconds } : {}) });
  if (json) process.stdout.write(`${JSON.stringify(figures)}\n`);
  else process.stdout.write(`\n${apiComparisonLines(figures).join('\n')}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(
        `bench-api: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
