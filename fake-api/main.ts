// `npm run api`: the fake API alone. Port API_PORT (default 3001) on 127.0.0.1; data in DATA_FILE
// (default data/db.json, generated from the fixed fixture seed on first start), or in memory with
// API_MEMORY=1. An empty or unreadable data file stops the start with a clear message. Web pages
// may call it from the app's origins only: API_ALLOWED_ORIGINS, or the loopback origins of PORT
// (the app's port), or of the dev and preview servers' default ports (origins.ts).
import { resolve } from 'node:path';
import type { Db } from '../domain/types';
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
    pristine ??= generateDb(options.pinCount ? { pinCount: options.pinCount } : {});
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

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): StartApiOptions {
  const port = Number(env.API_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${env.API_PORT}".`);
  const compact = env.JOURNAL_COMPACT_BYTES ? Number(env.JOURNAL_COMPACT_BYTES) : undefined;
  const pins = env.API_PINS ? Number(env.API_PINS) : undefined;
  return {
    port,
    host: '127.0.0.1',
    memory: env.API_MEMORY === '1' || env.API_MEMORY === 'true',
    file: env.DATA_FILE ?? 'data/db.json',
    compactAfterBytes: compact && Number.isFinite(compact) ? compact : undefined,
    pinCount: pins && Number.isInteger(pins) ? pins : undefined,
    log: env.API_LOG === '1',
    allowedOrigins: allowedOriginsFromEnv(env),
  };
}

/** `npm run api`: starts the fake API from the environment and says where it listens. */
export async function main(): Promise<void> {
  let options: StartApiOptions;
  let started: { server: FakeApiServer; url: string };
  try {
    options = optionsFromEnv();
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
  console.log(`fake API listening on ${started.url} (${where})`);
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
