// Spec 3 section 2's routes without a feature of their own (ui/pages/route-pages.ts), in the
// production build: axe finds nothing serious on them, and their links lead on. That each is an
// honest page (its name, title, purpose, links, never Not Found) is checked for every one of them
// in jsdom (ui/pages/route-pages.test.tsx).
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test('the honest pages are axe clean, and their links lead on', async ({ page }) => {
  for (const path of ['/password/reset/', '/secure/panic/', '/email/subscription/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/secure/panic/');
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reset your password', exact: true }),
  ).toBeVisible();
});
