// The shared Playwright helpers do what every e2e spec relies on: each test starts from the
// generated fixtures with no fault in force, a fault set through the app origin reaches the
// page's API calls, and signing in through the URL identifies the viewer to the API.
import type { Page } from '@playwright/test';
import { API_ROUTES } from '../../api/client';
import { VIEWER_HEADER } from '../../domain/api-contract';
import { KNOWN } from '../../fixtures/known';
import { seriousViolations } from './a11y';
import { listFaults, setFault, setOffline } from './control';
import { test, expect } from './fixtures';
import { describePage, waitForAppIdle } from './idle';
import { signIn, viewerUrl } from './viewer';

// The first two tests run in order on one worker: the second shows the first's change is gone.
test.describe.configure({ mode: 'default' });

const favoriteUrl = `/v3/pins/${KNOWN.pins.favorites0}/favorite/`;
const pinUrl = `/v3/pins/${KNOWN.pins.favorites0}/`;

test('a change made in one test is written to the fake API', async ({ request }) => {
  const done = await request.post(favoriteUrl, {
    headers: { [VIEWER_HEADER]: KNOWN.users.default },
  });
  expect(done.ok()).toBe(true);
  await setFault(request, { route: API_ROUTES.getPin, status: 503, message: 'Busy' });
  expect(await listFaults(request)).toHaveLength(1);
});

test('the next test starts from the generated fixtures with no fault in force', async ({
  request,
}) => {
  expect(await listFaults(request)).toEqual([]);
  const pin = await request.get(pinUrl, { headers: { [VIEWER_HEADER]: KNOWN.users.default } });
  expect(pin.ok()).toBe(true);
  const body = (await pin.json()) as { resource_response: { data: { favoritedByMe: boolean } } };
  expect(body.resource_response.data.favoritedByMe).toBe(false);
});

test("a fault set through the page reaches the page's API calls with its status and message", async ({
  page,
}) => {
  await page.goto('/');
  await setFault(page, { route: API_ROUTES.getPin, status: 500, message: 'Try later', count: 1 });
  const failed = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as unknown };
  }, pinUrl);
  expect(failed).toEqual({
    status: 500,
    body: { resource_response: { error: { message: 'Try later', status: 500 } } },
  });
  const next = await page.evaluate(async (url) => (await fetch(url)).status, pinUrl);
  expect(next).toBe(200);
});

test('offline drops API calls until switched back', async ({ page }) => {
  await page.goto('/');
  await setOffline(page, true);
  const offline = await page.evaluate(
    async (url) =>
      fetch(url).then(
        (r) => r.status,
        () => 0,
      ),
    pinUrl,
  );
  expect(offline).not.toBe(200);
  await setOffline(page, false);
  const online = await page.evaluate(async (url) => (await fetch(url)).status, pinUrl);
  expect(online).toBe(200);
});

test('signing in through the URL sends the viewer header on API calls', async ({ page }) => {
  const viewers: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v3/'))
      viewers.push(request.headers()[VIEWER_HEADER] ?? null);
  });
  await signIn(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  expect(viewers.length).toBeGreaterThan(0);
  expect(viewers.at(-1)).toBe(KNOWN.users.default);
});

test('signing in as another fixture user identifies that user', async ({ page }) => {
  const viewers: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v3/'))
      viewers.push(request.headers()[VIEWER_HEADER] ?? null);
  });
  await signIn(page, KNOWN.users.inlinePicker);
  await waitForAppIdle(page);
  expect(viewers).toContain(KNOWN.users.inlinePicker);
  expect(viewers).not.toContain(KNOWN.users.default);
});

test('viewer URLs keep the path and its own parameters', () => {
  expect(
    viewerUrl('/search/pins/?q=lamp', { viewer: 'partner', device: 'mobile', country: 'GB' }),
  ).toBe('/search/pins/?q=lamp&viewer=partner&device=mobile&country=GB');
});

test("waiting for the app to be idle works with Playwright's clock paused", async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
  await page.goto('/');
  await waitForAppIdle(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
});

test("a test that fixes the time with Playwright's clock leaves the next one a moving clock (1 of 2)", async ({
  page,
}) => {
  await page.goto('/');
  await page.clock.setFixedTime(new Date('2026-01-01T09:00:00Z'));
  expect(await page.evaluate(() => new Date().toISOString())).toBe('2026-01-01T09:00:00.000Z');
});

test("a test that fixes the time with Playwright's clock leaves the next one a moving clock (2 of 2)", async ({
  page,
}) => {
  await page.goto('/');
  // Runs after the test above, on the same worker: its page's clock moves with the real one.
  const moved = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const from = Date.now();
        setTimeout(() => resolve(Date.now() - from), 30);
      }),
  );
  expect(moved).toBeGreaterThan(0);
});

/**
 * A page of the test's own, away from the app: the checks of the axe scan below measure what they
 * put there and nothing else (the app would bring the survey's frame after its delay).
 */
async function bareDocument(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.setContent('<!doctype html><html lang="en"><title>Scan</title><main></main></html>');
}

test('the axe scan names a serious violation, on a page with no frame and inside a frame', async ({
  page,
}) => {
  await bareDocument(page);
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    nameless.id = 'nameless';
    document.body.append(nameless);
  });
  // Scanned in place: the page has no frame.
  expect(page.frames()).toHaveLength(1);
  expect((await seriousViolations(page)).join('\n')).toMatch(
    /^button-name \(critical\).*#nameless/m,
  );
  await page.evaluate(() => {
    document.getElementById('nameless')?.remove();
    const frame = document.createElement('iframe');
    frame.title = 'A frame with a nameless button';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><button id="in-frame"></button>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frameLocator('iframe').locator('#in-frame')).toBeAttached();
  // Scanned frame by frame, and the frame's violation is found.
  expect((await seriousViolations(page)).join('\n')).toMatch(
    /^button-name \(critical\).*#in-frame/m,
  );
});

test('the axe scan waits for text fading in, and measures its contrast as it ends', async ({
  page,
}) => {
  await bareDocument(page);
  const opacityNow = await page.evaluate(() => {
    const text = document.createElement('p');
    text.textContent = 'Readable once it has faded in';
    document.querySelector('main')?.append(text);
    // Faint until the end, then drawn in full: a scan that does not wait sees only the faint text.
    const fading = text.animate([{ opacity: 0.05 }, { opacity: 1 }], {
      duration: 2_500,
      easing: 'step-end',
    });
    return Number(getComputedStyle(text).opacity) + (fading.playState === 'running' ? 0 : 1);
  });
  // Faint and running when the scan starts ...
  expect(opacityNow).toBeLessThan(0.5);
  // ... and measured once it is drawn in full.
  expect(await seriousViolations(page)).toEqual([]);
});

test("a failure's description names what went wrong in the page: thrown, logged, failed", async ({
  page,
}) => {
  await bareDocument(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('A render that threw');
    });
    console.error('A logged error');
    void fetch('http://127.0.0.1:9/closed').catch(() => undefined);
  });
  await expect
    .poll(() => describePage(page))
    .toMatch(
      /what went wrong:(?=[\s\S]*thrown: A render that threw)(?=[\s\S]*console error: A logged error)(?=[\s\S]*failed: GET http:\/\/127\.0\.0\.1:9\/closed)/,
    );
});
