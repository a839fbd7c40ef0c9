// Board create from the viewer's own profile (spec 3 section 7 BoardResource create; section 4:
// creating a board refreshes the user's board list; section 5: board title at most 50) in the
// browser against the fake API: the new board shows in the list at once; a bad body is refused
// with a 400 and a message, and nothing is written.
import type { Page } from '@playwright/test';
import type { Board } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { dismissedBefore } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const VIEWER = { 'x-pinstate-user': KNOWN.users.default };

async function boardNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/v3/users/pinstate/boards/?page_size=100', {
    headers: VIEWER,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { resource_response: { data: Board[] } };
  return body.resource_response.data.map((b) => b.name);
}

test('a board created from the profile shows in its board list at once', async ({ page }) => {
  // The own-board modal was answered on an earlier visit (it makes the page inert).
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.modal);
  await signIn(page, undefined, { path: '/pinstate/' });
  await page.getByRole('button', { name: 'Create board' }).click();
  const form = page.getByRole('form', { name: 'Create board' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Garden plans');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('list', { name: 'Boards' }).getByRole('link', { name: /Garden plans/ }),
  ).toBeVisible();
  await waitForAppIdle(page);
  expect(await boardNames(page)).toContain('Garden plans');
});

test('a name over 50 characters is refused in the form and by the API, which writes nothing', async ({
  page,
}) => {
  const before = await boardNames(page);
  const long = 'x'.repeat(51);
  const response = await page.request.post('/v3/boards/', {
    headers: { ...VIEWER, 'content-type': 'application/json' },
    data: { name: long, privacy: 'public', username: 'pinstate' },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { resource_response: { error: { message: string } } };
  expect(body.resource_response.error.message.length).toBeGreaterThan(0);
  const missing = await page.request.post('/v3/boards/', {
    headers: { ...VIEWER, 'content-type': 'application/json' },
    data: { privacy: 'public', username: 'pinstate' },
  });
  expect(missing.status()).toBe(400);
  expect(await boardNames(page)).toEqual(before);

  // The own-board modal was answered on an earlier visit (it makes the page inert).
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.modal);
  await signIn(page, undefined, { path: '/pinstate/' });
  await page.getByRole('button', { name: 'Create board' }).click();
  const form = page.getByRole('form', { name: 'Create board' });
  await form.getByRole('textbox', { name: 'Name' }).fill(long);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('at most 50 characters')).toBeVisible();
  await waitForAppIdle(page);
  expect(await boardNames(page)).toEqual(before);
});
