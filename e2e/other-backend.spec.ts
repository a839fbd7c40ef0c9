// A real backend in reach (docs/backend.md): `npm run preview -- --api URL` serves the built app
// with no fake API of its own and sends every call to the backend at URL. Here that backend is a
// second fake API on another port: a save made in the app lands there, and not on the worker's.
import { spawn, type ChildProcess } from 'node:child_process';
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

test('the built app runs against another backend named with --api', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const appPort = await freePort();
  const backend: FakeApiServer = createServer({
    db: generateDb(),
    allowedOrigins: loopbackOrigins([appPort]),
    playerCopy: false,
  });
  const { url: backendUrl } = await backend.listen(0);
  let preview: ChildProcess | null = null;
  try {
    preview = spawn('npx', ['tsx', 'scripts/preview.ts', '--api', backendUrl], {
      env: { ...process.env, PORT: String(appPort) },
      stdio: 'ignore',
      detached: true,
    });
    const app = `http://127.0.0.1:${appPort}`;
    await answers(`${app}/`, 60_000);
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
  } finally {
    if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
    await backend.close();
  }
});
