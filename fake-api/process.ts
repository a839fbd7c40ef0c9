// The fake API in its own process, as `npm run api` runs it, over a given data file: for the
// tests that kill it and the figures of `npm run bench`.
//
// The process runs `fake-api/main.ts` bundled once into one file (esbuild, the packages left to
// node_modules), not through tsx: a test that starts the API two dozen times then waits for
// Node alone, not for every module's TypeScript to be found and turned into JavaScript again
// (about 1.5 s less per start on two cores).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Where this process's bundle goes: a folder beside `fake-api/`, so the bundle finds the packages
 * in node_modules and the files the API reads beside its own sources (`../fixtures/media`).
 */
const BUNDLE_DIR = resolve('.api-bundle');
let bundled: string | undefined;

/** Bundles older than this are left by processes that ended; the next build removes them. */
const STALE_MS = 60 * 60 * 1000;

/** The fake API's entry as one file of JavaScript, built on first use by this process. */
function bundledEntry(): string {
  if (bundled) return bundled;
  mkdirSync(BUNDLE_DIR, { recursive: true });
  for (const name of readdirSync(BUNDLE_DIR)) {
    const old = join(BUNDLE_DIR, name);
    // Another process may remove the same old file first.
    const stat = statSync(old, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_MS) rmSync(old, { force: true });
  }
  // A file of this process's own: test workers build side by side.
  const file = join(BUNDLE_DIR, `fake-api-${process.pid}-${Date.now()}.mjs`);
  buildSync({
    stdin: {
      contents: "import { main } from './fake-api/main.ts';\nvoid main();\n",
      resolveDir: process.cwd(),
      loader: 'ts',
      sourcefile: 'fake-api-process.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: file,
    logLevel: 'warning',
  });
  bundled = file;
  return file;
}

export interface ApiProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the API announced it. */
  url: string;
}

/**
 * Starts `fake-api/main.ts` on an ephemeral port over `file` (extra `env` on top of this
 * process's), and resolves once it says where it listens.
 */
export function startApiProcess(
  file: string,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [bundledEntry()], {
    env: { ...process.env, DATA_FILE: file, API_PORT: '0', API_MEMORY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`the fake API did not start in ${timeoutMs / 1000} s: ${err}`)),
      timeoutMs,
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake API exited (${code}) before listening: ${err}`));
    });
  });
}
