// Follow and unfollow in the browser against the real fake API (spec 3 section 4 "Follow and hide
// actions", spec 3 section 7 board follow calls, spec 2 section 6 login prompts): a board and a
// person stay followed across a reload and the API agrees; a failed follow rolls back and says
// why; a logged-out visitor is asked to log in; no button on one's own board or profile.
import type { Page } from '@playwright/test';
import type { Board, User } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { followerCountText } from '../machines/follow.machine';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const VIEWER = { 'x-pinstate-user': KNOWN.users.default };

/** One record from the fake API as the default user sees it. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: VIEWER });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { resource_response: { data: T } };
  return body.resource_response.data;
}

const followedBoard = () => `/v3/boards/${KNOWN.boards.followed}/`;

/** The failure line under the Follow button. */
function followFailure(page: Page) {
  return page.getByRole('main').locator('header').getByRole('status');
}

function followButton(page: Page, name: 'Follow' | 'Following') {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

async function boardUrl(page: Page): Promise<string> {
  return (await apiGet<Board>(page, followedBoard())).url;
}

test('a followed board can be unfollowed and followed again; each survives a reload and the API agrees', async ({
  page,
}) => {
  const url = await boardUrl(page);
  expect((await apiGet<Board>(page, followedBoard())).followedByMe).toBe(true);
  await signIn(page, undefined, { path: url });
  await expect(page.getByRole('heading', { level: 1, name: 'Ceramics studio' })).toBeVisible();

  await followButton(page, 'Following').click();
  await expect(followButton(page, 'Follow')).toHaveAttribute('aria-pressed', 'false');
  await waitForAppIdle(page);
  expect((await apiGet<Board>(page, followedBoard())).followedByMe).toBe(false);
  await page.reload();
  await waitForAppIdle(page);
  await expect(followButton(page, 'Follow')).toBeVisible();

  await followButton(page, 'Follow').click();
  await expect(followButton(page, 'Following')).toHaveAttribute('aria-pressed', 'true');
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(followButton(page, 'Following')).toBeVisible();
  expect((await apiGet<Board>(page, followedBoard())).followedByMe).toBe(true);
});

test('following a person survives a reload, the API agrees and the follower count follows', async ({
  page,
}) => {
  const path = `/v3/users/${KNOWN.users.creator}/`;
  const before = await apiGet<User>(page, path);
  expect(before.explicitlyFollowedByMe).toBe(true);
  const count = (n: number) => followerCountText(n) ?? '';
  await signIn(page, undefined, { path: `/${KNOWN.usernames.creator}/` });
  const header = page.getByRole('main').locator('header');
  await expect(header).toContainText(count(before.followerCount));

  await followButton(page, 'Following').click();
  await expect(followButton(page, 'Follow')).toBeVisible();
  await expect(header).toContainText(count(before.followerCount - 1));
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(followButton(page, 'Follow')).toBeVisible();
  await expect(header).toContainText(count(before.followerCount - 1));
  const between = await apiGet<User>(page, path);
  expect(between.explicitlyFollowedByMe).toBe(false);
  expect(between.followerCount).toBe(before.followerCount - 1);

  await followButton(page, 'Follow').click();
  await expect(followButton(page, 'Following')).toBeVisible();
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(followButton(page, 'Following')).toBeVisible();
  await expect(header).toContainText(count(before.followerCount));
  const after = await apiGet<User>(page, path);
  expect(after.explicitlyFollowedByMe).toBe(true);
  expect(after.followerCount).toBe(before.followerCount);
});

test('a failed follow rolls back to Follow and shows the server message; the next try works', async ({
  page,
}) => {
  const url = await boardUrl(page);
  const unfollow = await page.request.delete(`${followedBoard()}follow/`, { headers: VIEWER });
  expect(unfollow.status()).toBe(200);
  await setFault(page, {
    route: 'PUT /v3/boards/:id/follow/',
    status: 500,
    message: 'Following is paused for maintenance.',
    count: 1,
  });
  await signIn(page, undefined, { path: url });

  await followButton(page, 'Follow').click();
  await expect(followFailure(page)).toHaveText('Following is paused for maintenance.');
  await expect(followButton(page, 'Follow')).toHaveAttribute('aria-pressed', 'false');
  await expect(followButton(page, 'Follow')).toBeEnabled();
  expect((await apiGet<Board>(page, followedBoard())).followedByMe).toBe(false);

  await followButton(page, 'Follow').click();
  await expect(followButton(page, 'Following')).toBeVisible();
  await expect(followFailure(page)).toHaveText('');
  await waitForAppIdle(page);
  expect((await apiGet<Board>(page, followedBoard())).followedByMe).toBe(true);
});

test("a logged-out visitor's Follow opens the login prompt 'Log in to follow'", async ({
  page,
}) => {
  const url = await boardUrl(page);
  let followCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/follow/')) followCalls += 1;
  });
  await openAs(page, url, { viewer: 'logged-out' });
  await followButton(page, 'Follow').click();
  const prompt = page.getByRole('dialog', { name: 'Log in to follow' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("You're almost there! Log in to access all of the product");
  expect(followCalls).toBe(0);

  await openAs(page, `/${KNOWN.usernames.creator}/`, { viewer: 'logged-out' });
  await followButton(page, 'Follow').click();
  await expect(page.getByRole('dialog', { name: 'Log in to follow' })).toBeVisible();
  expect(followCalls).toBe(0);
});

test('no Follow button on your own board, a board you collaborate on, or your own profile', async ({
  page,
}) => {
  const own = await apiGet<Board>(page, `/v3/boards/${KNOWN.boards.default}/`);
  await signIn(page, undefined, { path: own.url });
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit board' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow/ })).toHaveCount(0);

  const shared = await apiGet<Board>(page, `/v3/boards/${KNOWN.boards.collaborative}/`);
  await openAs(page, shared.url, {});
  await expect(page.getByRole('heading', { level: 1, name: shared.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow/ })).toHaveCount(0);

  await openAs(page, `/${KNOWN.usernames.default}/`, {});
  await expect(page.getByRole('main').locator('header')).toContainText('following');
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow/ })).toHaveCount(0);
});
