// Section create on the owner's board (spec 3 section 2 board section route; section 6) in the
// browser against the fake API: the new section opens at the board url plus its slug and shows
// among the board's sections; a name over 50 characters is refused and nothing is written.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { dismissedBefore } from './support/experience-calls';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

async function sectionTitles(page: Page): Promise<string[]> {
  const response = await page.request.get(`/v3/boards/${KNOWN.boards.default}/sections/`, {
    headers: { 'x-pinstate-user': KNOWN.users.default },
  });
  const body = (await response.json()) as { resource_response: { data: { title: string }[] } };
  return body.resource_response.data.map((s) => s.title);
}

test('the owner adds a section and lands on it', async ({ page }) => {
  // The own-board modal was answered on an earlier visit (it makes the page inert).
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.modal);
  await signIn(page, undefined, { path: '/pinstate/kitchen-ideas/' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const form = page.getByRole('form', { name: 'Add section' });
  await form.getByRole('textbox', { name: 'Section name' }).fill('Picnics');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/picnics\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Picnics' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Picnics' }),
  ).toBeVisible();
  expect(await sectionTitles(page)).toContain('Picnics');
});

test('a section name over 50 characters is refused; nothing is written', async ({ page }) => {
  const before = await sectionTitles(page);
  // The own-board modal was answered on an earlier visit (it makes the page inert).
  await dismissedBefore(page, KNOWN.users.default, KNOWN.experiences.valid.modal);
  await signIn(page, undefined, { path: '/pinstate/kitchen-ideas/' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const form = page.getByRole('form', { name: 'Add section' });
  await form.getByRole('textbox', { name: 'Section name' }).fill('x'.repeat(51));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('at most 50 characters')).toBeVisible();
  await waitForAppIdle(page);
  expect(await sectionTitles(page)).toEqual(before);
});
