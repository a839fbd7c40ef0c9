// A page asks for what it shows once: a returning viewer's reload fetches the home feed one time,
// as that viewer, not first as a visitor while the account loads and again after
// (docs/decisions/100).
import type { Page } from '@playwright/test';
import { VIEWER_HEADER } from '../domain/api-contract';
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

/**
 * Who `path` was asked for as, in a signed-in reload of the home page: once it has been asked for,
 * and the page is idle after it. (The placements ask for the experiences as they mount, which
 * React may do a little after their lazy code has come and the page has looked idle.)
 */
async function askedOnReload(page: Page, path: string): Promise<(string | null)[]> {
  await signIn(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path)
      asked.push(request.headers()[VIEWER_HEADER] ?? null);
  });
  await page.reload();
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await waitForAppIdle(page);
  return asked;
}

test('a signed-in reload asks for the home feed once, as the returning viewer', async ({
  page,
}) => {
  expect(await askedOnReload(page, '/v3/feeds/home/')).toEqual([KNOWN.users.default]);
});

test("a visitor's home asks for the experiences once, with its feed's first page", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/v3/experiences/' || pathname === '/v3/feeds/home/') asked.push(pathname);
    // The late logic, which brings the placements and their fetch.
    if (/^\/assets\/pin-logic-/.test(pathname)) asked.push('late logic');
  });
  await page.goto('/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  // Asked ahead of the late logic, and taken by the placements' own first fetch.
  expect(asked).toEqual(['/v3/feeds/home/', '/v3/experiences/', 'late logic']);
});

test('a signed-in reload asks for the experiences once, as the returning viewer', async ({
  page,
}) => {
  expect(await askedOnReload(page, '/v3/experiences/')).toEqual([KNOWN.users.default]);
});
