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
