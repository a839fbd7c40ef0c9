// The processes the web bench runs (scripts/bench-web.ts): a free port, a command run to its end,
// the production preview (app and fake API) in a process group of its own, stopping that group,
// and waiting for a server to answer. Nothing imports scripts/ but scripts/.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** The fixture size that gives the home feed at least the pins the bench scrolls through. */
export const BENCH_PIN_COUNT = 2500;

/** How the benches launch headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

export function log(message: string): void {
  if (process.env.BENCH_QUIET !== '1') process.stderr.write(`[bench-web] ${message}\n`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}): ${stderr}`),
        );
    });
  });
}

/** The production build to measure: BENCH_WEB_DIST when given, else a fresh one in `distDir`. */
export async function buildToMeasure(distDir: string): Promise<string> {
  const given = process.env.BENCH_WEB_DIST;
  if (given) {
    log(`using the build in ${path.resolve(given)} (BENCH_WEB_DIST)`);
    return path.resolve(given);
  }
  log('building the production bundle');
  await run(
    path.join(BIN, 'vite'),
    ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    process.env,
    180_000,
  );
  return distDir;
}

export function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.BENCH_VERBOSE === '1') process.stderr.write(chunk);
  });
  return child;
}

/**
 * Starts the production build with the fake API behind it, each in its own process group:
 * scripts/preview.ts (one process) when it exists, otherwise `npm run api` and `vite preview`.
 */
export function startPreview(input: {
  distDir: string;
  port: number;
  apiPort: number;
  /** Pins the fake API generates (BENCH_PIN_COUNT by default). */
  pins?: number;
}): ChildProcess[] {
  const env = {
    ...process.env,
    PORT: String(input.port),
    API_PORT: String(input.apiPort),
    API_MEMORY: '1',
    DIST_DIR: input.distDir,
    API_PINS: String(input.pins ?? BENCH_PIN_COUNT),
  };
  if (existsSync(path.join(ROOT, 'scripts', 'preview.ts'))) {
    return [spawnGroup(path.join(BIN, 'tsx'), ['scripts/preview.ts'], env)];
  }
  return [
    spawnGroup(path.join(BIN, 'tsx'), ['fake-api/main.ts'], env),
    spawnGroup(
      path.join(BIN, 'vite'),
      [
        'preview',
        '--outDir',
        input.distDir,
        '--port',
        String(input.port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      env,
    ),
  ];
}

export function stopProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const pid = child.pid;
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 3000).unref();
}

export async function waitForHttp(
  url: string,
  children: ChildProcess[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gone = children.find((child) => child.exitCode !== null);
    if (gone) throw new Error(`A preview process exited (${gone.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The preview server did not answer ${url} within ${timeoutMs} ms`);
}
