// Topics (spec 3 section 2 "Discovery routes": /ideas, /ideas/{interest}/{id}, /topics; spec 3
// section 4: follow topic and unfollow topic, a login prompt for logged-out viewers; spec 3
// section 7: InterestFollowResource create and delete log 601 and 602), in Chromium against the
// production build and the fake API.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { recordedEvents, signInAllowingAnalytics } from './support/events';
import { openAs, signIn } from './support/viewer';

// This browser has not chosen yet: the follow test allows analytics itself.
test.use({ cookieChoice: null });

const topic = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The follow log events (type, object id) the events sink recorded for a topic's follow actor. */
async function followLogs(
  page: Page,
  interestId: string,
): Promise<[number | null, string | undefined][]> {
  return (await recordedEvents(page))
    .filter((e) => e.source === `interest.${interestId}.follow` && e.type === 'log')
    .map((e) => [e.eventType, e.objectId]);
}

/** Goes to `path` inside the app (no reload: the cookie choice made on this page stays known). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('/topics: follow a topic by keyboard logs 601, unfollow logs 602, kept by the server', async ({
  page,
}) => {
  // A signed-in viewer's cookie choice is the account's: allowed, the events reach the sink.
  await signInAllowingAnalytics(page);
  await goInApp(page, '/topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  const id = KNOWN.interests.notFollowed;
  const recipes = topic(page, 'Recipes');
  await recipes.getByRole('button', { name: 'Follow' }).focus();
  await page.keyboard.press('Enter');
  const following = recipes.getByRole('button', { name: 'Following' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => followLogs(page, id), { timeout: 10_000 }).toEqual([[601, id]]);
  await following.click();
  await expect(recipes.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect
    .poll(() => followLogs(page, id), { timeout: 10_000 })
    .toEqual([
      [601, id],
      [602, id],
    ]);
  // The server keeps the choice: follow again, and a reload shows Following.
  await recipes.getByRole('button', { name: 'Follow' }).click();
  await expect(following).toBeVisible();
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(topic(page, 'Recipes').getByRole('button', { name: 'Following' })).toBeVisible();
});

test("a logged-out follow opens the login prompt 'Log in to follow'", async ({ page }) => {
  await openAs(page, '/topics', { viewer: 'logged-out' });
  expect(await seriousViolations(page)).toEqual([]);
  await topic(page, 'Recipes').getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('dialog')).toContainText('Log in to follow');
});

test('/ideas links to a topic page with its pins, its Follow button and no axe violations', async ({
  page,
}) => {
  await signIn(page, undefined, { path: '/ideas' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await topic(page, 'Home decor').getByRole('link', { name: 'Home decor' }).click();
  await expect(page).toHaveURL(new RegExp(`/ideas/home-decor/${KNOWN.interests.followed}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Home decor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.locator('[data-testid="pin-card"]').first()).toBeVisible();
  await waitForAppIdle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the topics list shows an error with Try again when the call fails', async ({ page }) => {
  await setFault(page, { route: 'GET /v3/interests/', status: 500, count: 1 });
  await openAs(page, '/topics', { viewer: 'logged-out' });
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(topic(page, 'Recipes')).toBeVisible();
});

test('an unknown topic is not found', async ({ page }) => {
  await openAs(page, '/ideas/nothing/nope/', { viewer: 'logged-out' });
  await expect(page.getByRole('heading', { name: /couldn.t find that topic/ })).toBeVisible();
});
