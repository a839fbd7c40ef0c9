// A page asks for what it shows once: a returning viewer's reload fetches the home feed one time,
// as that viewer, not first as a visitor while the account loads and again after
// (docs/decisions/100).
import { VIEWER_HEADER } from '../domain/api-contract';
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

test('a signed-in reload asks for the home feed once, as the returning viewer', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v3/feeds/home/')
      asked.push(request.headers()[VIEWER_HEADER] ?? null);
  });
  await page.reload();
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  expect(asked).toEqual([KNOWN.users.default]);
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
  await signIn(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v3/experiences/')
      asked.push(request.headers()[VIEWER_HEADER] ?? null);
  });
  await page.reload();
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  expect(asked).toEqual([KNOWN.users.default]);
});
