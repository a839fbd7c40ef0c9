// The edit pages in the browser against the real fake API (spec 3 sections 2, 4 and 8,
// spec 1 section 8): pin edit, a saved pin's board, board edit, section edit and the collaborator
// pages. Each flow checks what a person sees, then asks the fake API whether the change was
// written (spec 3 section 9 limits: pin title 200, board title 50).
import type { Page, Request } from '@playwright/test';
import type { Board, BoardSection, Pin } from '../domain/types';
import {
  BOARD_TITLE_MAX,
  SAVE_TOAST_DURATION_MS,
  TITLE_MAX,
  TOAST_EXIT_MS,
} from '../domain/constants';
import { KNOWN } from '../fixtures/known';
import { API_ROUTES } from '../api/client';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { seriousViolations } from './support/a11y';
import { openAs, signIn } from './support/viewer';

const VIEWER = { 'x-pinstate-user': KNOWN.users.default };

/** One call to the fake API as the default user: its status and the envelope's data. */
async function apiGet<T>(page: Page, path: string): Promise<{ status: number; data: T }> {
  const response = await page.request.get(path, { headers: VIEWER });
  const body = (await response.json().catch(() => ({}))) as {
    resource_response?: { data?: T };
  };
  return { status: response.status(), data: body.resource_response?.data as T };
}

/** The edit calls (PATCH) the page sends to the API, recorded as they start. */
function watchEdits(page: Page): string[] {
  const edits: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    // The cookie choice a test browser holds may be carried into the account: not an edit.
    const edit = pathname.startsWith('/v3/') && !pathname.startsWith('/v3/user_settings/');
    if (request.method() === 'PATCH' && edit) {
      edits.push(`PATCH ${pathname}`);
    }
  });
  return edits;
}

function toast(page: Page, text: string) {
  return page.getByTestId('toast-host').getByRole('status').filter({ hasText: text });
}

const { ownPin } = KNOWN.pins;
const boardsOf = KNOWN.boards;

// ---- Pin edit ------------------------------------------------------------------------------

test('pin edit saves a new title and description and lands on the closeup showing the title', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${ownPin}/edit` });
  const form = page.getByRole('form', { name: 'Edit this Pin' });
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await form.getByLabel('Title').fill('Pantry jars, labelled at last');
  await form.getByLabel('Description').fill('Oats, lentils and rice in matching jars.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/pin/${ownPin}/$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pantry jars, labelled at last' }),
  ).toBeVisible();
  const { data: pin } = await apiGet<Pin>(page, `/v3/pins/${ownPin}/`);
  expect(pin.title).toBe('Pantry jars, labelled at last');
  expect(pin.description).toBe('Oats, lentils and rice in matching jars.');
});

test(`a pin title over ${TITLE_MAX} characters shows the field's message and sends no PATCH`, async ({
  page,
}) => {
  const edits = watchEdits(page);
  await signIn(page, undefined, { path: `/pin/${ownPin}/edit` });
  const form = page.getByRole('form', { name: 'Edit this Pin' });
  const title = form.getByLabel('Title');
  await title.fill('a'.repeat(TITLE_MAX + 1));
  await expect(form.getByText(`${TITLE_MAX + 1} / ${TITLE_MAX}`)).toBeVisible();
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(form.getByText(`A title can be at most ${TITLE_MAX} characters.`)).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await waitForAppIdle(page);
  expect(edits).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/pin/${ownPin}/edit`));

  // At the limit the same title is fine.
  await title.fill('a'.repeat(TITLE_MAX));
  await expect(form.getByText(`A title can be at most ${TITLE_MAX} characters.`)).toBeHidden();
});

test('pin edit moves the pin to another board', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${ownPin}/edit` });
  const form = page.getByRole('form', { name: 'Edit this Pin' });
  const board = form.getByLabel('Board');
  await expect(board).toHaveValue(boardsOf.default);
  await board.selectOption({ label: 'Weekend getaways' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/pin/${ownPin}/$`));
  await waitForAppIdle(page);
  const { data: pin } = await apiGet<Pin>(page, `/v3/pins/${ownPin}/`);
  expect(pin.board.id).toBe(boardsOf.second);
  await page.goto(`/pin/${ownPin}/edit`);
  await expect(page.getByRole('form', { name: 'Edit this Pin' }).getByLabel('Board')).toHaveValue(
    boardsOf.second,
  );
  await page.goto('/pinstate/weekend-getaways/');
  await expect(page.locator(`[data-testid="pin-card"][data-pin-id="${ownPin}"]`)).toBeVisible();
  await page.goto('/pinstate/kitchen-ideas/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await waitForAppIdle(page);
  await expect(page.locator(`[data-testid="pin-card"][data-pin-id="${ownPin}"]`)).toHaveCount(0);
});

test("Delete Pin asks first: Cancel keeps it, confirming shows 'Pin deleted!' and the pin is gone", async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${ownPin}/edit` });
  const form = page.getByRole('form', { name: 'Edit this Pin' });
  await form.getByRole('button', { name: 'Delete Pin' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Pin' });
  await expect(question).toContainText('Delete this Pin?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await waitForAppIdle(page);
  expect((await apiGet<Pin>(page, `/v3/pins/${ownPin}/`)).status).toBe(200);

  await form.getByRole('button', { name: 'Delete Pin' }).click();
  await question.getByRole('button', { name: 'Delete Pin' }).click();
  await expect(toast(page, 'Pin deleted!')).toBeVisible();
  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/$/);
  await waitForAppIdle(page);
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await expect(page.locator(`[data-testid="pin-card"][data-pin-id="${ownPin}"]`)).toHaveCount(0);
  expect((await apiGet<Pin>(page, `/v3/pins/${ownPin}/`)).status).toBe(404);
});

test('a failed pin delete says why and keeps the pin', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${ownPin}/edit` });
  await setFault(page, { route: API_ROUTES.deletePin, status: 500, message: '', count: 1 });
  const form = page.getByRole('form', { name: 'Edit this Pin' });
  await form.getByRole('button', { name: 'Delete Pin' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Pin' })
    .getByRole('button', { name: 'Delete Pin' })
    .click();
  await expect(form.getByRole('alert')).toHaveText('Sorry! There was an error deleting your Pin.');
  await expect(form.getByRole('button', { name: 'Delete Pin' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/pin/${ownPin}/edit`));
  expect((await apiGet<Pin>(page, `/v3/pins/${ownPin}/`)).status).toBe(200);
});

test('a viewer who may not edit a pin sees why, and no form', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.reactions}/edit` });
  await expect(page.getByRole('heading', { name: 'You can’t edit this Pin' })).toBeVisible();
  await expect(page.getByText(/Only the Pin’s owner or the board’s collaborators/)).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

// ---- A saved pin's board ---------------------------------------------------------------------

test('a just-saved pin moves to another board, then is removed; toast and API agree', async ({
  page,
}) => {
  const pinId = KNOWN.pins.reactions;
  await page.clock.install();
  await signIn(page);
  const created = await page.request.post('/v3/repins/', {
    headers: VIEWER,
    data: { pin_id: pinId, board_id: boardsOf.default, section: null, user_id: 'u1' },
  });
  expect(created.ok()).toBe(true);
  const saveId = ((await created.json()) as { resource_response: { data: { id: string } } })
    .resource_response.data.id;

  await page.goto(
    `/pin/${saveId}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${boardsOf.default}`,
  );
  const form = page.getByRole('form', { name: 'Edit your saved Pin' });
  await expect(form.getByText('You just saved this Pin.', { exact: false })).toBeVisible();
  const board = form.getByLabel('Board');
  await expect(board).toHaveValue(boardsOf.default);
  // A save moves between the viewer's own boards: the pin's board (someone else's) is no choice.
  await expect(board.locator(`option[value="${boardsOf.followed}"]`)).toHaveCount(0);
  await board.selectOption({ label: 'Weekend getaways' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Saved to Weekend getaways')).toBeVisible();
  // Toasts show one at a time: let this one (spec 3 section 4's 5000 ms) run out.
  await page.clock.runFor(SAVE_TOAST_DURATION_MS + TOAST_EXIT_MS);
  await expect(toast(page, 'Saved to Weekend getaways')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  await waitForAppIdle(page);
  const moved = await apiGet<Pin>(page, `/v3/pins/${pinId}/`);
  expect(moved.data.savedInfo?.boardId).toBe(boardsOf.second);

  // Back to the edit page: its address still names the old board; the server's record wins.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`pinBoardId=${boardsOf.default}`));
  await expect(form.getByLabel('Board')).toHaveValue(boardsOf.second);
  await form.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toast(page, 'Pin deleted!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  await waitForAppIdle(page);
  const removed = await apiGet<Pin>(page, `/v3/pins/${pinId}/`);
  expect(removed.data.savedInfo ?? null).toBeNull();
});

test('a profile save shows Profile as its board and moves to a board', async ({ page }) => {
  const pinId = KNOWN.pins.reactionsInvalid;
  await signIn(page);
  const created = await page.request.post('/v3/repins/', {
    headers: VIEWER,
    data: { pin_id: pinId, board_id: null, section: null, user_id: 'u1' },
  });
  expect(created.ok()).toBe(true);
  const saveId = ((await created.json()) as { resource_response: { data: { id: string } } })
    .resource_response.data.id;

  await page.goto(`/pin/${saveId}/repin/?isEditingPin=true&isFromToast=true`);
  const board = page.getByRole('form', { name: 'Edit your saved Pin' }).getByLabel('Board');
  await expect(board.locator('option:checked')).toHaveText('Profile');
  await board.selectOption({ label: 'Kitchen ideas' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Saved to Kitchen ideas')).toBeVisible();
  await waitForAppIdle(page);
  const moved = await apiGet<Pin>(page, `/v3/pins/${pinId}/`);
  expect(moved.data.savedInfo?.boardId).toBe(boardsOf.default);
});

test('the saved-pin page for a pin the viewer has not saved offers nothing to remove', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${ownPin}/repin/?isEditingPin=true` });
  await expect(page.getByRole('heading', { name: 'You haven’t saved this Pin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit this Pin' }).click();
  await expect(page.getByRole('form', { name: 'Edit this Pin' })).toBeVisible();
  expect((await apiGet<Pin>(page, `/v3/pins/${ownPin}/`)).status).toBe(200);
});

// ---- Board edit ------------------------------------------------------------------------------

test('board edit: too long, a duplicate name and a server failure keep what was typed; a rename to secret saves', async ({
  page,
}) => {
  const edits = watchEdits(page);
  await signIn(page, undefined, { path: `/board/${boardsOf.second}/edit` });
  const form = page.getByRole('form', { name: 'Edit board' });
  const name = form.getByLabel('Name');
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(name).toHaveValue('Weekend getaways');

  await name.fill('b'.repeat(BOARD_TITLE_MAX + 1));
  await save.click();
  await expect(
    form.getByText(`A board name can be at most ${BOARD_TITLE_MAX} characters.`),
  ).toBeVisible();
  await waitForAppIdle(page);
  expect(edits).toEqual([]);

  await name.fill('Kitchen ideas');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(
    'You already have a board called "Kitchen ideas".',
  );
  await expect(name).toHaveValue('Kitchen ideas');
  await expect(name).toBeEnabled();

  await setFault(page, { route: API_ROUTES.updateBoard, status: 500, message: '', count: 1 });
  await name.fill('Road trips');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Sorry! Something went wrong on our end.');
  await expect(name).toHaveValue('Road trips');
  expect((await apiGet<Board>(page, `/v3/boards/${boardsOf.second}/`)).data.name).toBe(
    'Weekend getaways',
  );

  await form.getByLabel('Visibility').selectOption('secret');
  await save.click();
  await expect(page).toHaveURL(/\/pinstate\/weekend-getaways\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Road trips' })).toBeVisible();
  const { data: board } = await apiGet<Board>(page, `/v3/boards/${boardsOf.second}/`);
  expect(board.name).toBe('Road trips');
  expect(board.privacy).toBe('secret');
});

test('Delete board asks first, then lands on the profile and the board is gone', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.second}/edit` });
  const form = page.getByRole('form', { name: 'Edit board' });
  await form.getByRole('button', { name: 'Delete board' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete board' });
  await expect(question).toContainText('Delete Weekend getaways?');
  await question.getByRole('button', { name: 'Delete board' }).click();

  await expect(page).toHaveURL(/\/pinstate\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pinstate Demo' })).toBeVisible();
  await waitForAppIdle(page);
  expect((await apiGet<Board>(page, `/v3/boards/${boardsOf.second}/`)).status).toBe(404);
  await expect(page.getByText('Weekend getaways')).toHaveCount(0);
});

test('a collaborator sees that only the owner can change the board', async ({ page }) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.collaborative}/edit` });
  await expect(
    page.getByRole('heading', {
      name: 'Only the board’s owner can change its name, description and visibility',
    }),
  ).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See who’s on this board' })).toBeVisible();
});

test('the Profile board (quick saves) is not offered for renaming or deleting', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.quickSaves}/edit` });
  await expect(
    page.getByRole('heading', { name: 'Your Profile board can’t be renamed or deleted' }),
  ).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete board' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible();
});

test('logged out, the edit pages ask to log in and show no form', async ({ page }) => {
  await openAs(page, `/board/${boardsOf.second}/edit`, { viewer: 'logged-out' });
  await expect(page.getByRole('heading', { name: 'Log in to edit this board' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.goto(`/pin/${ownPin}/edit`);
  await expect(page.getByRole('heading', { name: 'Log in to edit this Pin' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('the board edit form can be filled and submitted with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.second}/edit` });
  const name = page.getByRole('form', { name: 'Edit board' }).getByLabel('Name');
  await expect(name).toBeVisible();
  for (let i = 0; i < 40; i += 1) {
    if (await name.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Coast walks');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cliff paths and beach cafés.');
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  // A failed save leaves the person where they were, with the message read out.
  await setFault(page, { route: API_ROUTES.updateBoard, status: 500, message: '', count: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Sorry! Something went wrong on our end.');
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/pinstate\/weekend-getaways\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coast walks' })).toBeVisible();
  const { data: board } = await apiGet<Board>(page, `/v3/boards/${boardsOf.second}/`);
  expect(board.name).toBe('Coast walks');
  expect(board.description).toBe('Cliff paths and beach cafés.');
});

// ---- Section edit ----------------------------------------------------------------------------

test('section rename: a name another section has shows the server message; a new name lands on the section page', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/boardsection/${KNOWN.sections.default}/edit` });
  const form = page.getByRole('form', { name: 'Edit section' });
  await expect(form.getByLabel('Name')).toHaveValue('Breakfast');
  const other = 'Make-ahead lunches for busy weekdays';
  await form.getByLabel('Name').fill(other);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `Kitchen ideas already has a section called "${other}".`,
  );
  await expect(form.getByLabel('Name')).toHaveValue(other);
  await form.getByLabel('Name').fill('Slow breakfasts');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/slow-breakfasts\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow breakfasts' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Slow breakfasts' }),
  ).toHaveAttribute('aria-current', 'page');
  const { data: section } = await apiGet<BoardSection>(
    page,
    `/v3/board_sections/${KNOWN.sections.default}/`,
  );
  expect(section.title).toBe('Slow breakfasts');
});

test('deleting a section lands on the board and its pins stay on the board', async ({ page }) => {
  const sectionId = KNOWN.sections.default;
  await signIn(page, undefined, { path: `/boardsection/${sectionId}/edit` });
  const inSection = await apiGet<Pin[]>(
    page,
    `/v3/board_sections/${sectionId}/pins/?page_size=100`,
  );
  const sectionPins = inSection.data.map((p) => p.id);
  expect(sectionPins.length).toBeGreaterThan(0);

  const form = page.getByRole('form', { name: 'Edit section' });
  await form.getByRole('button', { name: 'Delete section' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete section' });
  await expect(question).toContainText('Its Pins stay on Kitchen ideas.');
  await question.getByRole('button', { name: 'Delete section' }).click();

  await expect(page).toHaveURL(/\/pinstate\/kitchen-ideas\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeVisible();
  await waitForAppIdle(page);
  await expect(page.getByRole('link', { name: 'Breakfast', exact: true })).toHaveCount(0);
  expect((await apiGet<BoardSection>(page, `/v3/board_sections/${sectionId}/`)).status).toBe(404);
  const onBoard = await apiGet<Pin[]>(page, `/v3/boards/${boardsOf.default}/pins/?page_size=100`);
  const boardPins = new Set(onBoard.data.map((p) => p.id));
  for (const id of sectionPins) expect(boardPins.has(id), `pin ${id} on the board`).toBe(true);
});

// ---- Collaborators ---------------------------------------------------------------------------

test('a collaborator removal that fails is restored with a message; without a fault it stays gone after reload', async ({
  page,
}) => {
  const board = boardsOf.collaborativeOwn;
  await signIn(page, undefined, { path: `/board/${board}/edit/collaborators` });
  const remove = page.getByRole('button', { name: 'Remove Team Kitchen' });
  await expect(remove).toBeVisible();

  await setFault(page, {
    route: API_ROUTES.deleteCollaborator,
    status: 500,
    message: '',
    count: 1,
  });
  await remove.click();
  await expect(page.getByRole('alert')).toHaveText('Team Kitchen could not be removed. Try again.');
  await expect(remove).toBeVisible();
  await waitForAppIdle(page);
  const kept = await apiGet<Board>(page, `/v3/boards/${board}/`);
  expect(kept.data.collaborators.map((u) => u.id)).toContain(KNOWN.users.collaboratorHost);

  await remove.click();
  await expect(remove).toBeHidden();
  await expect(page.getByText('No one else is on this board yet.')).toBeVisible();
  await waitForAppIdle(page);
  await page.reload();
  await waitForAppIdle(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Collaborators' })).toBeVisible();
  await expect(page.getByText('Team Kitchen')).toHaveCount(0);
  const gone = await apiGet<Board>(page, `/v3/boards/${board}/`);
  expect(gone.data.collaborators.map((u) => u.id)).not.toContain(KNOWN.users.collaboratorHost);
});

test('cancelling an invite takes the person off the list at once and for good', async ({
  page,
}) => {
  const board = boardsOf.collaborativeOwn;
  await signIn(page, undefined, { path: `/board/${board}/edit/collaborators` });
  await expect(page.getByRole('heading', { level: 2, name: 'Invited' })).toBeVisible();
  // The list changes at the click; the call follows it. Its answer, not a quiet moment on the
  // network (the call may not have been seen yet), says the fake API has the change.
  const cancelled = page.waitForResponse(
    (r) =>
      r.request().method() === 'DELETE' &&
      new URL(r.url()).pathname === `/v3/boards/${board}/invites/${KNOWN.users.newUser}/`,
  );
  await page.getByRole('button', { name: 'Cancel invite for Sam Newman' }).click();
  await expect(page.getByText('Sam Newman')).toHaveCount(0);
  expect((await cancelled).ok()).toBe(true);
  await waitForAppIdle(page);
  const { data } = await apiGet<Board>(page, `/v3/boards/${board}/`);
  expect(data.invitedUsers.map((u) => u.id)).not.toContain(KNOWN.users.newUser);
  await page.reload();
  await waitForAppIdle(page);
  await expect(page.getByText('Team Kitchen')).toBeVisible();
  await expect(page.getByText('Sam Newman')).toHaveCount(0);
});

test("add collaborators: the search box filters people, and inviting shows 'Invited' and the API lists them", async ({
  page,
}) => {
  const board = boardsOf.collaborativeOwn;
  await signIn(page, undefined, { path: `/board/${board}/edit/add_collaborators` });
  const people = page.getByRole('list', { name: 'People to invite' });
  await expect(people.getByRole('listitem').first()).toBeVisible();
  expect(await people.getByRole('listitem').count()).toBeGreaterThan(1);
  // Already on the board: the owner and the collaborator are not offered.
  await expect(people.getByText('Pinstate Demo')).toHaveCount(0);
  await expect(people.getByText('Team Kitchen')).toHaveCount(0);
  // Already invited: offered, but as invited.
  await expect(people.getByRole('button', { name: 'Sam Newman is invited' })).toBeDisabled();

  // Someone who gave no name is named by their username.
  await expect(people.getByRole('button', { name: 'Invite @nameless_inviter' })).toBeVisible();

  await page.getByLabel('Search by name or username').fill('oak');
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people.getByRole('listitem')).toContainText('Oak & Ash');
  await page.getByLabel('Search by name or username').fill('nobody by this name');
  await expect(page.getByRole('heading', { name: 'No one matches' })).toBeVisible();
  await page.getByLabel('Search by name or username').fill('@oak_and');

  await people.getByRole('button', { name: 'Invite Oak & Ash' }).click();
  const invited = people.getByRole('button', { name: 'Oak & Ash is invited' });
  await expect(invited).toHaveText('Invited');
  await expect(invited).toBeDisabled();
  await waitForAppIdle(page);
  const { data } = await apiGet<Board>(page, `/v3/boards/${board}/`);
  expect(data.invitedUsers.map((u) => u.id)).toContain(KNOWN.users.merchant);
});

test('on a board where the viewer collaborates, only their own row has a Leave button', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.collaborative}/edit/collaborators` });
  await expect(page.getByText('Maya Collins')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave this board' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Leave this board' })).toHaveText('Leave');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel invite for/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add collaborators' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Leave this board' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You left Team potluck.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave this board' })).toHaveCount(0);
  await waitForAppIdle(page);
  const { data } = await apiGet<Board>(page, `/v3/boards/${boardsOf.collaborative}/`);
  expect(data.collaborators.map((u) => u.id)).not.toContain(KNOWN.users.default);
});

test('the delete confirmation takes focus, Escape or Cancel gives it back to Delete', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.second}/edit` });
  const form = page.getByRole('form', { name: 'Edit board' });
  const remove = form.getByRole('button', { name: 'Delete board' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Delete board' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(remove).toBeFocused();
});

test('an invited person sees the board’s people and can decline the invitation', async ({
  page,
}) => {
  const board = boardsOf.collaborativeOwn;
  await signIn(page, KNOWN.users.newUser, { path: `/board/${board}/edit/collaborators` });
  await expect(page.getByText('Team Kitchen')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const decline = page.getByRole('button', { name: 'Decline the invitation to Family recipes' });
  await expect(decline).toHaveText('Decline');
  await decline.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You declined the invitation to Family recipes.' }),
  ).toBeVisible();
  await waitForAppIdle(page);
  const { data } = await apiGet<Board>(page, `/v3/boards/${board}/`);
  expect(data.invitedUsers.map((u) => u.id)).not.toContain(KNOWN.users.newUser);
});

// ---- Accessibility -----------------------------------------------------------------------------

test('axe finds no serious or critical violation on the board edit, pin edit and collaborators pages', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/board/${boardsOf.second}/edit` });
  await expect(page.getByRole('form', { name: 'Edit board' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/pin/${ownPin}/edit`);
  await expect(page.getByRole('form', { name: 'Edit this Pin' })).toBeVisible();
  await waitForAppIdle(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/board/${boardsOf.collaborativeOwn}/edit/collaborators`);
  await expect(page.getByRole('button', { name: 'Remove Team Kitchen' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
