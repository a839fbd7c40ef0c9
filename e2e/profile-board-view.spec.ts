// A profile's board sort order and board type filter, and the own pins' filter (spec 3 section 3
// "Profile view preferences"; section 7 BoardsResource sort) in the browser against the fake API:
// chosen with the keyboard, kept across a reload, axe clean.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signIn } from './support/viewer';

const boardNames = (page: Page) =>
  page.getByRole('list', { name: 'Boards' }).getByRole('link').allInnerTexts();

test('boards sort alphabetically and show one type; both survive a reload', async ({ page }) => {
  await signIn(page, undefined, { path: '/pinstate/' });
  const sort = page.getByRole('group', { name: 'Sort boards' });
  await expect(sort.getByRole('button', { name: 'Last pinned to' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sort.getByRole('button', { name: 'Alphabetical' }).focus();
  await page.keyboard.press('Enter');
  await expect(sort.getByRole('button', { name: 'Alphabetical' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Boards' })).toBeVisible();
  const names = (await boardNames(page)).map((t) => t.split('\n')[0] ?? '');
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const type = page.getByRole('group', { name: 'Board type' });
  await type.getByRole('button', { name: 'Secret' }).click();
  await expect(page.getByRole('link', { name: /Birthday surprise/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kitchen ideas/ })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Board type' }).getByRole('button', { name: 'Secret' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('group', { name: 'Sort boards' }).getByRole('button', { name: 'Alphabetical' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /Birthday surprise/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kitchen ideas/ })).toHaveCount(0);
});

test('the own created pins narrow to favorited ones; the filter is kept', async ({ page }) => {
  await signIn(page, undefined, { path: '/pinstate/_created/' });
  const filter = page.getByRole('group', { name: 'Pin filter' });
  await expect(filter.getByRole('button', { name: 'All Pins' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cards = page.getByTestId('pin-card');
  await expect(cards.first()).toBeVisible();
  await filter.getByRole('button', { name: 'Favorited', exact: true }).click();
  await expect(filter.getByRole('button', { name: 'Favorited', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Pin filter' })
      .getByRole('button', { name: 'Favorited', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test("someone else's profile offers the sort but no filters", async ({ page }) => {
  await signIn(page, undefined, { path: '/ana_creates/' });
  await expect(page.getByRole('group', { name: 'Sort boards' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Board type' })).toHaveCount(0);
});
