// Spec 3 section 2's routes without a feature of their own (domain/route-pages.ts): each is an
// honest page, never blank and never Not Found, titled by its name, saying what it is for, with a
// way on; axe finds nothing serious. Reserved words outside the spec's routes stay Not Found.
import { ROUTE_PAGES } from '../ui/pages/route-pages';
import { pageTitle } from '../domain/page-title';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

/** A visit path for a route pattern, with fixture-like ids for its parameters. */
const visitPath = (pattern: string) =>
  `/${pattern
    .replace(':username', 'pinstate')
    .replace(':category', 'home-decor')
    .replace(/:\w+/gu, '1')}/`;

test('every honest route page shows its name, its purpose and a way home, titled by its name', async ({
  page,
}) => {
  for (const route of ROUTE_PAGES) {
    await page.goto(visitPath(route.path));
    const heading = page.getByRole('heading', { level: 1, name: route.name, exact: true });
    await expect(heading, route.path).toBeVisible();
    await expect(page.getByText(route.purpose)).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(route.name));
    await expect(page.getByRole('link', { name: 'Go to your home feed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /couldn.t find that/ })).toHaveCount(0);
  }
});

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
