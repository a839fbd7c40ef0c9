// `npm run preview`: the production build served by Vite's preview server with the fake API
// behind it, in one process. PORT (default 4173) for the app, API_PORT (default 3001) for the
// API, DIST_DIR (default dist/) for the build, API_MEMORY=1 for in-memory data, DATA_FILE for the
// data file; the API answers web pages from the app's origin only (API_ALLOWED_ORIGINS to allow
// others). `-- --api URL` starts no fake API and sends the app's calls to that backend instead
// (docs/backend.md). Stops both on SIGINT or SIGTERM.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { optionsFromEnv, startApi } from '../fake-api/main';

/** The backend named by `--api URL` (or `--api=URL`): its origin, checked; null without one. */
function backendArgument(args: readonly string[]): string | null {
  const at = args.findIndex((a) => a === '--api' || a.startsWith('--api='));
  if (at === -1) return null;
  const value = args[at]!.startsWith('--api=') ? args[at]!.slice('--api='.length) : args[at + 1];
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new Error(`--api needs the backend's address, e.g. --api http://127.0.0.1:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--api needs an http or https address, got ${value}`);
  return url.href.replace(/\/+$/, '');
}

async function main(): Promise<void> {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.error(
      `preview: no production build in ${distDir}: run \`npm run build\` first (or set DIST_DIR).`,
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const backend = backendArgument(process.argv.slice(2));
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  let where: string;
  if (backend) {
    // Another backend answers: no fake API is started, and the app's calls go there
    // (docs/backend.md says what it must answer).
    process.env.API_URL = backend;
    where = `backend ${backend}`;
  } else {
    // Web pages may call the API from this app's origin (or API_ALLOWED_ORIGINS when set).
    const apiOptions = optionsFromEnv({ ...process.env, PORT: String(port) });
    try {
      api = await startApi(apiOptions);
    } catch (error) {
      console.error(`preview: the fake API cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
    // vite.config.ts proxies the API paths to API_PORT: point it at the port actually taken.
    process.env.API_PORT = String(new URL(api.url).port);
    where = `fake API ${api.url}, ${
      apiOptions.memory ? 'data in memory' : `data in ${resolve(apiOptions.file ?? 'data/db.json')}`
    }`;
  }
  const server = await preview({
    configFile: resolve('vite.config.ts'),
    build: { outDir: distDir },
    preview: { port, host: '127.0.0.1', strictPort: true, open: false },
    logLevel: 'warn',
  });
  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(`Pinstate preview: ${address} (${where}, build ${distDir})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`preview: ${signal}, stopping`);
    Promise.allSettled([server.close(), api?.server.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

void main();
