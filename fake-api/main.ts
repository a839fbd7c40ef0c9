// `npm run api`: the fake API alone. Port API_PORT (default 3001) on 127.0.0.1; data in DATA_FILE
// (default data/db.json, generated from the fixed fixture seed on first start), or in memory with
// API_MEMORY=1. `npm run api -- --pins N` (or API_PINS=N) generates N pins instead of the
// generator's own count, into a data file of that size (default data/db-N-pins.json), so a data
// file of another size already there is never served in its place. An empty or unreadable data
// file stops the start with a clear message. Web pages may call it from the app's origins only:
// API_ALLOWED_ORIGINS, or the loopback origins of PORT (the app's port), or of the dev and
// preview servers' default ports (origins.ts).
import { resolve } from 'node:path';
import type { Db } from '../domain/types';
import { wholeNumber } from '../fixtures/cli';
import { generateDb } from '../fixtures/generate';
import { DataFileError } from './data-file';
import { allowedOriginsFromEnv } from './origins';
import { createServer } from './server';
import type { FakeApiServer } from './server';

export interface StartApiOptions {
  port?: number;
  host?: string;
  memory?: boolean;
  file?: string;
  compactAfterBytes?: number;
  /** Pins in the generated database (default: the generator's own). */
  pinCount?: number;
  /** Print one line per request. */
  log?: boolean;
  /** The web origins that may call the API (the app's own); see createServer. */
  allowedOrigins?: readonly string[];
}

/** Starts the fake API as `npm run api` does; used by scripts/preview.ts too. */
export async function startApi(
  options: StartApiOptions = {},
): Promise<{ server: FakeApiServer; url: string }> {
  // Generated once (only when needed), then copied: a reset between tests costs a copy, not a generation.
  let pristine: Db | null = null;
  const make = (): Db => {
    pristine ??= generateDb(options.pinCount !== undefined ? { pinCount: options.pinCount } : {});
    return structuredClone(pristine);
  };
  const server = createServer({
    db: make,
    file: options.memory ? null : resolve(options.file ?? 'data/db.json'),
    journal: { compactAfterBytes: options.compactAfterBytes },
    reset: make,
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    ...(options.log ? { log: (line: string) => console.log(line) } : {}),
  });
  const { url } = await server.listen(options.port ?? 3001, options.host ?? '127.0.0.1');
  return { server, url };
}

const API_USAGE =
  'Usage: npm run api [-- --pins N]\n' +
  '  --pins N   pins in the generated database, a whole number of at least 0 (API_PINS=N too);\n' +
  '             kept in data/db-N-pins.json unless DATA_FILE or API_MEMORY=1 says otherwise';

/** `--pins N` or `--pins=N` among the command's arguments: the count, checked; null without it. */
function pinsArgument(args: readonly string[]): number | null {
  let pins: number | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag !== '--pins') throw new Error(`unknown argument '${arg}'.\n${API_USAGE}`);
    if (pins !== null) throw new Error(`--pins is given twice.\n${API_USAGE}`);
    const value = eq > 0 ? arg.slice(eq + 1) : args[(i += 1)];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw new Error(`--pins needs a number of pins, e.g. --pins 10000.\n${API_USAGE}`);
    pins = wholeNumber('--pins', value, 0);
  }
  return pins;
}

/**
 * The start options from the environment and the command's arguments (`--pins N`, which wins
 * over API_PINS). Throws a clear message for a bad port or pin count.
 */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = [],
): StartApiOptions {
  const port = Number(env.API_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${env.API_PORT}".`);
  const compact = env.JOURNAL_COMPACT_BYTES ? Number(env.JOURNAL_COMPACT_BYTES) : undefined;
  const pins =
    pinsArgument(args) ?? (env.API_PINS ? wholeNumber('API_PINS', env.API_PINS, 0) : undefined);
  return {
    port,
    host: '127.0.0.1',
    memory: env.API_MEMORY === '1' || env.API_MEMORY === 'true',
    file: env.DATA_FILE ?? (pins === undefined ? 'data/db.json' : `data/db-${pins}-pins.json`),
    compactAfterBytes: compact && Number.isFinite(compact) ? compact : undefined,
    pinCount: pins,
    log: env.API_LOG === '1',
    allowedOrigins: allowedOriginsFromEnv(env),
  };
}

/** `npm run api`: starts the fake API from the environment and says where it listens. */
export async function main(): Promise<void> {
  let options: StartApiOptions;
  let started: { server: FakeApiServer; url: string };
  try {
    options = optionsFromEnv(process.env, process.argv.slice(2));
    started = await startApi(options);
  } catch (error) {
    const message =
      error instanceof DataFileError || error instanceof Error ? error.message : String(error);
    console.error(`fake API: cannot start: ${message}`);
    process.exit(1);
  }
  const where = options.memory
    ? 'data in memory (API_MEMORY=1)'
    : `data in ${resolve(options.file ?? 'data/db.json')}`;
  const pins = started.server.store.all('pins').length;
  console.log(`fake API listening on ${started.url} (${where}, ${pins} pins)`);
  console.log(`fake API: web pages may call it from ${options.allowedOrigins?.join(', ')}`);
  const stop = (signal: string) => {
    console.log(`fake API: ${signal}, stopping`);
    started.server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

const invokedDirectly =
  process.argv[1] !== undefined && /fake-api[/\\]main\.ts$/.test(process.argv[1]);
if (invokedDirectly) void main();
