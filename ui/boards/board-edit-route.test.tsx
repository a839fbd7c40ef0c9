// @vitest-environment jsdom
// The board management pages (spec 3 sections 2 and 4) as the app renders them, over the real root
// actor system and the real fake API on an ephemeral port with the fixtures: board edit, section
// edit, collaborators and add collaborators.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import { letPageActorsGo, renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import BoardEditRoute from './board-edit-route';

const live = startLiveApi();
afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

const open = (path: string) =>
  renderAt(
    path,
    [
      '/board/:boardId/edit',
      '/board/:boardId/edit/collaborators',
      '/board/:boardId/edit/add_collaborators',
      '/boardsection/:sectionId/edit',
    ],
    <BoardEditRoute />,
  );

async function board(id: string) {
  const reply = await live
    .server()
    .call('GET', `/v3/boards/${id}/`, { viewer: KNOWN.users.default });
  return reply.data as { name: string; privacy: string; invitedUsers: { id: string }[] };
}

test('board title max 50 characters: a longer name shows the message and nothing is written', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.second}/edit`);
  const name = await screen.findByLabelText('Name');
  const before = await board(KNOWN.boards.second);
  await userEvent.clear(name);
  await userEvent.type(name, 'x'.repeat(51));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('A board name can be at most 50 characters.')).toBeTruthy();
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect((await board(KNOWN.boards.second)).name).toBe(before.name);
});

test('a board rename is saved and the page moves on to the board', async () => {
  await signInAs(KNOWN.users.default);
  const router = open(`/board/${KNOWN.boards.second}/edit`);
  const name = await screen.findByLabelText('Name');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  await userEvent.clear(name);
  await userEvent.type(name, 'Weekend projects{Enter}');
  await screen.findByText('Elsewhere');
  expect((await board(KNOWN.boards.second)).name).toBe('Weekend projects');
  expect(router.state.location.pathname).toMatch(/^\/pinstate\//);
});

test("save fails: the server's message shows and what was typed stays", async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.second}/edit`);
  const name = await screen.findByLabelText('Name');
  const other = await board(KNOWN.boards.default);
  await userEvent.clear(name);
  await userEvent.type(name, other.name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`You already have a board called "${other.name}".`);
  expect((name as HTMLInputElement).value).toBe(other.name);
});

test('only the owner may change a board: a collaborator is told so', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborative}/edit`);
  expect(
    await screen.findByText(
      'Only the board’s owner can change its name, description and visibility',
    ),
  ).toBeTruthy();
  expect(screen.queryByLabelText('Name')).toBeNull();
});

test('a logged-out visitor is asked to log in to edit a board', async () => {
  await signInAs(null);
  open(`/board/${KNOWN.boards.default}/edit`);
  expect(await screen.findByText('Log in to edit this board')).toBeTruthy();
});

test('board delete asks first, and Cancel keeps the board', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.second}/edit`);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete board' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete board' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect((await live.server().call('GET', `/v3/boards/${KNOWN.boards.second}/`)).status).toBe(200);
});

test('a section rename is saved; a section name of only spaces is refused', async () => {
  await signInAs(KNOWN.users.default);
  open(`/boardsection/${KNOWN.sections.default}/edit`);
  const name = await screen.findByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Give your section a name.')).toBeTruthy();
  await userEvent.clear(name);
  await userEvent.type(name, 'Weekday breakfasts{Enter}');
  await screen.findByText('Elsewhere');
  const section = await live.server().call('GET', `/v3/board_sections/${KNOWN.sections.default}/`);
  expect((section.data as { title: string }).title).toBe('Weekday breakfasts');
});

test('collaborator removal throws: the collaborator is restored with a message', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborativeOwn}/edit/collaborators`);
  const remove = await screen.findByRole('button', { name: /^Remove / });
  const who = remove.getAttribute('aria-label') ?? '';
  live.server().server.faults.set({
    route: 'DELETE /v3/boards/:id/collaborators/:userId/',
    status: 500,
    message: 'The board is busy',
    count: 1,
  });
  await userEvent.click(remove);
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The board is busy');
  expect(screen.getByRole('button', { name: who })).toBeTruthy();
});

test('invite removal is applied locally first and written', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborativeOwn}/edit/collaborators`);
  const cancel = await screen.findByRole('button', { name: /^Cancel invite for / });
  await userEvent.click(cancel);
  expect(screen.queryByRole('button', { name: /^Cancel invite for / })).toBeNull();
  await vi.waitFor(async () =>
    expect((await board(KNOWN.boards.collaborativeOwn)).invitedUsers).toEqual([]),
  );
});

test('inviting a person shows Invited and the board lists them as invited', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborativeOwn}/edit/add_collaborators`);
  const search = await screen.findByLabelText('Search by name or username');
  await userEvent.type(search, 'ana_creates');
  const invite = screen.getByRole('button', { name: /^Invite / });
  await userEvent.click(invite);
  expect(await screen.findByRole('button', { name: /is invited$/ })).toBeTruthy();
  const invited = (await board(KNOWN.boards.collaborativeOwn)).invitedUsers.map((u) => u.id);
  expect(invited).toContain(KNOWN.users.creator);
});

test('the people search says so when no one matches', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborativeOwn}/edit/add_collaborators`);
  await userEvent.type(await screen.findByLabelText('Search by name or username'), 'zzzzqqq');
  expect(screen.getByText('No one matches')).toBeTruthy();
});

test('a collaborator may leave a board but not remove others', async () => {
  await signInAs(KNOWN.users.default);
  open(`/board/${KNOWN.boards.collaborative}/edit/collaborators`);
  expect(await screen.findByRole('button', { name: 'Leave this board' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Add collaborators' })).toBeNull();
});

test("a secret board's edit page opened before the viewer is known shows the form once they are", async () => {
  // As at a page load: the board is fetched while the stored session is still being read, and a
  // secret board is not found by a visitor.
  await signInAs(null);
  open(`/board/${KNOWN.boards.secret}/edit`);
  await screen.findByRole('heading', { name: /find that board/ });
  await signInAs(KNOWN.users.default);
  expect(await screen.findByLabelText('Name')).toBeTruthy();
});
