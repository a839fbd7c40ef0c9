// The logged-out local state's recent searches (spec 3 section 4 "Logged-out local state": ADD and
// REMOVE completed search; section 8 "Corrupt stored revisitation data: reset to fresh state"):
// shown under the search field for a logged-out visitor, each removable with the keyboard alone,
// axe clean; a signed-in viewer never writes the local state; corrupt stored data never breaks
// the page.
import type { Page } from '@playwright/test';
import { LOCAL_STATE_STORAGE_KEY, RECENT_SEARCH_LABELS } from '../domain/local-state-store';
import { seriousViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { signIn } from './support/viewer';

const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown,
    LOCAL_STATE_STORAGE_KEY,
  );

async function search(page: Page, term: string) {
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill(term);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${term}`));
}

test('a logged-out visitor sees recent searches under the field and removes one by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await waitForAppIdle(page);
  await search(page, 'soup');
  await search(page, 'bread');
  await expect
    .poll(
      async () =>
        ((await stored(page)) as { completedSearches?: unknown[] } | null)?.completedSearches
          ?.length,
    )
    .toBe(2);
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.focus();
  const list = page.getByRole('list', { name: RECENT_SEARCH_LABELS.heading });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(['bread', 'soup']);
  expect(await seriousViolations(page, 'form[role="search"]')).toEqual([]);
  // Tab reaches the newest search, then its remove button.
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: 'bread' })).toBeFocused();
  await page.keyboard.press('Tab');
  const removeBread = page.getByRole('button', { name: RECENT_SEARCH_LABELS.remove('bread') });
  await expect(removeBread).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('link')).toHaveText(['soup']);
  await expect(field).toBeFocused();
  await expect
    .poll(async () => (await stored(page)) as { completedSearches?: unknown[] } | null)
    .toMatchObject({ completedSearches: [{ query: 'soup', rs: 'typed', scope: 'pins', rg: '' }] });
  // Away from the field, the list is not shown.
  await page.getByRole('link', { name: 'Home', exact: true }).focus();
  await expect(list).toBeHidden();
});

test('a signed-in viewer never writes the local state and sees no recent searches', async ({
  page,
}) => {
  await signIn(page);
  await search(page, 'soup');
  await waitForAppIdle(page);
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await expect(page.getByText(RECENT_SEARCH_LABELS.heading)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
});

test('corrupt stored local state resets to fresh and the page works', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem(key, '{"revisitation":{"count":"three"');
      sessionStorage.setItem('seeded', '1');
    }
  }, LOCAL_STATE_STORAGE_KEY);
  await page.goto('/');
  await waitForAppIdle(page);
  await expect
    .poll(async () => (await stored(page)) as { revisitation?: { count: unknown } } | null)
    .toMatchObject({ revisitation: { count: 0 }, completedSearches: [] });
  await search(page, 'soup');
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await expect(page.getByRole('list', { name: RECENT_SEARCH_LABELS.heading })).toBeVisible();
});
