// A real backend in reach (docs/backend.md): `npm run preview -- --api URL` serves the built app
// with no fake API of its own and sends every call to the backend at URL. Here that backend is a
// second fake API on another port: a save made in the app lands there, and not on the worker's.
// A build made with VITE_API_BASE (in dist-other/, so the suite's dist/ is left as it is) calls
// its backend itself, from the browser.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer as createNetServer } from 'node:net';
import { VIEWER_HEADER } from '../domain/api-contract';
import { generateDb } from '../fixtures/generate';
import { loopbackOrigins } from '../fake-api/origins';
import { createServer, type FakeApiServer } from '../fake-api/server';
import { cardsWith } from './support/cards';
import { expect, test } from './support/fixtures';

/** A port no one listens on now, picked by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function savedInfo(base: string, pinId: string): Promise<unknown> {
  const answer = await fetch(`${base}/v3/pins/${pinId}/`, { headers: { [VIEWER_HEADER]: 'u1' } });
  const body = (await answer.json()) as { resource_response: { data: { savedInfo: unknown } } };
  return body.resource_response.data.savedInfo;
}

test.use({ ownContext: true });

/** Where a test's app and its backend are. */
interface Setup {
  app: string;
  backendUrl: string;
}

/**
 * A second fake API on a port of its own and a preview on another (`npx tsx scripts/preview.ts`
 * with `args` and `env`, made once the backend's address is known): `run` with both, then both
 * stopped.
 */
async function withOtherBackend(
  preview: (backendUrl: string) => Promise<{ args: string[]; env?: Record<string, string> }>,
  run: (setup: Setup) => Promise<void>,
): Promise<void> {
  const appPort = await freePort();
  const backend: FakeApiServer = createServer({
    db: generateDb(),
    allowedOrigins: loopbackOrigins([appPort]),
    playerCopy: false,
  });
  const { url: backendUrl } = await backend.listen(0);
  let server: ChildProcess | null = null;
  try {
    const { args, env = {} } = await preview(backendUrl);
    server = spawn('npx', ['tsx', 'scripts/preview.ts', ...args], {
      env: { ...process.env, ...env, PORT: String(appPort) },
      stdio: 'ignore',
      detached: true,
    });
    const app = `http://127.0.0.1:${appPort}`;
    await answers(`${app}/`, 60_000);
    await run({ app, backendUrl });
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await backend.close();
  }
}

test('the built app runs against another backend named with --api', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await withOtherBackend(
    (backendUrl) => Promise.resolve({ args: ['--api', backendUrl] }),
    async ({ app, backendUrl }) => {
      // No fake API of its own: the app's calls reach the backend through the preview.
      const pin: unknown = await (await fetch(`${app}/v3/pins/100001/`)).json();
      expect(pin).toMatchObject({ resource_response: { data: { id: '100001' } } });

      await page.goto(`${app}/?viewer=signed-in`);
      const [card] = await cardsWith(page, 'Save', 1);
      const pinId = (await card!.getAttribute('data-pin-id'))!;
      await card!.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(card!.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

      await expect.poll(() => savedInfo(backendUrl, pinId)).toBeTruthy();
      expect(await savedInfo(baseURL!, pinId)).toBeFalsy();
    },
  );
});

/** A production build of the app made with `env`, in dist-other/ (the suite's dist/ untouched). */
async function buildOther(env: Record<string, string>): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', '../dist-other', '--emptyOutDir', '--logLevel', 'warn'],
    { env: { ...process.env, ...env } },
  );
}

test('a build made with VITE_API_BASE loads its feed from that backend, called from the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withOtherBackend(
    async (backendUrl) => {
      await buildOther({ VITE_API_BASE: `${backendUrl}/` });
      // The preview's own proxy leads nowhere: whatever reaches the backend came from the page.
      return { args: ['--api', 'http://127.0.0.1:9'], env: { DIST_DIR: 'dist-other' } };
    },
    async ({ app, backendUrl }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${app}/`);
      await expect(page.locator('[data-pin-id]').first()).toBeVisible();
      expect(requests.filter((url) => url.includes('/v3/feeds/home/'))).toEqual([
        expect.stringMatching(new RegExp(`^${backendUrl}/v3/feeds/home/`)),
      ]);
      // Nothing of the API was asked of the page's own origin.
      const ownOrigin = requests.filter((url) => url.startsWith(`${app}/`));
      expect(ownOrigin.filter((url) => /^\/(v3|vx)\//.test(url.slice(app.length)))).toEqual([]);
    },
  );
});
