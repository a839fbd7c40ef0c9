// `npm run preview`: the production build served by Vite's preview server with the fake API
// behind it, in one process. PORT (default 4173) for the app, API_PORT (default 3001) for the
// API, DIST_DIR (default dist/) for the build, API_MEMORY=1 for in-memory data, DATA_FILE for the
// data file; the API answers web pages from the app's origin only (API_ALLOWED_ORIGINS to allow
// others). Stops both on SIGINT or SIGTERM.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { optionsFromEnv, startApi } from '../fake-api/main';

async function main(): Promise<void> {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.error(
      `preview: no production build in ${distDir}: run \`npm run build\` first (or set DIST_DIR).`,
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  // Web pages may call the API from this app's origin (or API_ALLOWED_ORIGINS when set).
  const apiOptions = optionsFromEnv({ ...process.env, PORT: String(port) });
  let api: Awaited<ReturnType<typeof startApi>>;
  try {
    api = await startApi(apiOptions);
  } catch (error) {
    console.error(`preview: the fake API cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // vite.config.ts proxies the API paths to API_PORT: point it at the port actually taken.
  process.env.API_PORT = String(new URL(api.url).port);
  const server = await preview({
    configFile: resolve('vite.config.ts'),
    build: { outDir: distDir },
    preview: { port, host: '127.0.0.1', strictPort: true, open: false },
    logLevel: 'warn',
  });
  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  const where = apiOptions.memory
    ? 'data in memory'
    : `data in ${resolve(apiOptions.file ?? 'data/db.json')}`;
  console.log(`Pinstate preview: ${address} (fake API ${api.url}, ${where}, build ${distDir})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`preview: ${signal}, stopping`);
    Promise.allSettled([server.close(), api.server.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

void main();
