// The board link's markers against the real fake API (spec 3 section 2: a board url may carry
// board_url, accept_invite and seamless): accept_invite offers the invitation and Accept makes the
// invited person a collaborator; seamless accepts at once and board_url is opened after; Decline
// removes the invitation; a visitor is asked to log in. Axe clean on the offer.
import type { Page } from '@playwright/test';
import { BOARD_INVITE_LOGIN_TEXT, boardInviteOffer } from '../domain/invite';
import type { Board } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const B = KNOWN.boards.collaborativeOwn;
const INVITED = KNOWN.users.newUser;

async function board(page: Page): Promise<Board> {
  const response = await page.request.get(`/v3/boards/${B}/`, {
    headers: { 'x-pinstate-user': KNOWN.users.default },
  });
  return ((await response.json()) as { resource_response: { data: Board } }).resource_response.data;
}
const people = async (page: Page) => {
  const b = await board(page);
  return {
    invited: b.invitedUsers.map((u) => u.id),
    collaborators: b.collaborators.map((u) => u.id),
  };
};
const offer = (page: Page) => page.getByRole('region', { name: 'Invitation to collaborate' });

test('accept_invite offers the invitation; Accept makes the invited person a collaborator and the markers leave the url; axe clean', async ({
  page,
}) => {
  const b = await board(page);
  await signIn(page, INVITED, { path: `${b.url}?accept_invite=true` });
  await expect(offer(page)).toContainText(boardInviteOffer(b.owner.fullName, b.name));
  expect(await seriousViolations(page)).toEqual([]);
  await offer(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await people(page)).collaborators).toContain(INVITED);
  expect((await people(page)).invited).not.toContain(INVITED);
  await expect(page).toHaveURL(
    (url) => url.pathname === b.url && !url.search.includes('accept_invite'),
  );
  await waitForAppIdle(page);
  await expect(offer(page)).toHaveCount(0);
  // The board loads again: the new collaborator sees it as one.
  await expect(page.getByRole('link', { name: 'Edit board' })).toBeVisible();
});

test('seamless accepts at once, without asking, and board_url is opened after', async ({
  page,
}) => {
  const b = await board(page);
  await signIn(page, INVITED, {
    path: `${b.url}?accept_invite=1&seamless=1&board_url=${encodeURIComponent(b.url)}`,
  });
  await expect.poll(async () => (await people(page)).collaborators).toContain(INVITED);
  await expect(page).toHaveURL((url) => url.pathname === b.url && url.search === '');
});

test('Decline removes the invitation', async ({ page }) => {
  const b = await board(page);
  await signIn(page, INVITED, { path: `${b.url}?accept_invite=true` });
  await offer(page).getByRole('button', { name: 'Decline' }).click();
  await expect.poll(async () => (await people(page)).invited).not.toContain(INVITED);
  expect((await people(page)).collaborators).not.toContain(INVITED);
});

test('a visitor is asked to log in; a signed-in viewer who is not invited is offered nothing', async ({
  page,
}) => {
  const b = await board(page);
  await openAs(page, `${b.url}?accept_invite=true`, { viewer: 'logged-out' });
  await expect(page.getByRole('link', { name: BOARD_INVITE_LOGIN_TEXT })).toHaveAttribute(
    'href',
    /\/login\?next=/,
  );
  await signIn(page, KNOWN.users.merchant, { path: `${b.url}?accept_invite=true&seamless=true` });
  await waitForAppIdle(page);
  await expect(offer(page)).toHaveCount(0);
  expect(await people(page)).toEqual({
    invited: [INVITED],
    collaborators: [KNOWN.users.collaboratorHost],
  });
});
