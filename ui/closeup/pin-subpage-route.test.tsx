// @vitest-environment jsdom
// Pin edit (`/pin/{id}/edit`) and a just-saved pin's edit (`/pin/{id}/repin/?isEditingPin=true`,
// spec 1 section 2, spec 3 section 2) as the app renders them, over the real root actor system and
// the real fake API with the fixtures. Limits of spec 1 section 5; texts of spec 1 section 8 and
// spec 2's login prompt.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import { letPageActorsGo, renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import { getToastsActor } from '../../runtime/system';
import PinSubpageRoute from './pin-subpage-route';

const live = startLiveApi();
afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

const U1 = KNOWN.users.default;

const open = (path: string) =>
  renderAt(path, ['/pin/:pinPath/edit', '/pin/:pinPath/repin'], <PinSubpageRoute />);

async function pin(id: string) {
  return live.server().call('GET', `/v3/pins/${id}/`, { viewer: U1 });
}

/** Saves the image pin to the viewer's first board, through the fake API; answers the save's id. */
async function saveToDefaultBoard(): Promise<string> {
  const saved = await live.server().call('POST', '/v3/repins/', {
    viewer: U1,
    body: { pin_id: KNOWN.pins.image, board_id: KNOWN.boards.default },
  });
  return (saved.data as { id: string }).id;
}

/** The toast on screen and those queued behind it (an earlier test's toast may still show). */
const toastHeadlines = () => {
  const { current, queue } = getToastsActor().getSnapshot().context;
  return [current, ...queue].flatMap((t) => (t ? [t.headline] : []));
};

test('pin title max 200 characters: a longer title shows the message and nothing is written', async () => {
  await signInAs(U1);
  open(`/pin/${KNOWN.pins.ownPin}/edit/`);
  const title = await screen.findByLabelText('Title');
  const before = ((await pin(KNOWN.pins.ownPin)).data as { title: string }).title;
  await userEvent.clear(title);
  await userEvent.click(title);
  await userEvent.paste('t'.repeat(201));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('A title can be at most 200 characters.')).toBeTruthy();
  expect(screen.getByText('201 / 200')).toBeTruthy();
  expect(((await pin(KNOWN.pins.ownPin)).data as { title: string }).title).toBe(before);
});

test('a pin edit saves the new title and description and returns to the pin', async () => {
  await signInAs(U1);
  const router = open(`/pin/${KNOWN.pins.ownPin}/edit/`);
  const title = await screen.findByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Sunday bread');
  const description = screen.getByLabelText('Description');
  await userEvent.clear(description);
  await userEvent.type(description, 'A slow loaf for the weekend.');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Elsewhere');
  expect(router.state.location.pathname).toBe(`/pin/${KNOWN.pins.ownPin}/`);
  expect((await pin(KNOWN.pins.ownPin)).data).toMatchObject({
    title: 'Sunday bread',
    description: 'A slow loaf for the weekend.',
  });
});

test("a confirmed pin delete shows 'Pin deleted!' and the pin is gone", async () => {
  await signInAs(U1);
  open(`/pin/${KNOWN.pins.ownPin}/edit/`);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Pin' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Pin' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Pin' }));
  await screen.findByText('Elsewhere');
  await vi.waitFor(() => expect(toastHeadlines()).toContain('Pin deleted!'));
  expect((await pin(KNOWN.pins.ownPin)).status).toBe(404);
});

test("pin delete fails: 'Sorry! There was an error deleting your Pin.' and the pin stays", async () => {
  await signInAs(U1);
  live
    .server()
    .server.faults.set({ route: 'DELETE /v3/pins/:id/', status: 500, message: '', count: 1 });
  open(`/pin/${KNOWN.pins.ownPin}/edit/`);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Pin' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Pin' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Pin' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Sorry! There was an error deleting your Pin.',
  );
  expect((await pin(KNOWN.pins.ownPin)).status).toBe(200);
});

test('a viewer who may not edit the pin is told why', async () => {
  await signInAs(U1);
  open(`/pin/${KNOWN.pins.image}/edit/`);
  expect(await screen.findByText('You can’t edit this Pin')).toBeTruthy();
  expect(screen.queryByLabelText('Title')).toBeNull();
});

test("logged-out: 'Log in to edit this Pin'", async () => {
  await signInAs(null);
  open(`/pin/${KNOWN.pins.ownPin}/edit/`);
  expect(await screen.findByText('Log in to edit this Pin')).toBeTruthy();
});

test('a just-saved pin moves to another board from the save toast link', async () => {
  await signInAs(U1);
  const saveId = await saveToDefaultBoard();
  const second = await live
    .server()
    .call('GET', `/v3/boards/${KNOWN.boards.second}/`, { viewer: U1 });
  const secondName = (second.data as { name: string }).name;
  open(
    `/pin/${saveId}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${KNOWN.boards.default}`,
  );
  const board = await screen.findByLabelText('Board');
  expect((board as HTMLSelectElement).value).toBe(KNOWN.boards.default);
  await userEvent.selectOptions(board, KNOWN.boards.second);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Elsewhere');
  await vi.waitFor(() => expect(toastHeadlines()).toContain(`Saved to ${secondName}`));
  const onSecond = await live.server().call('GET', `/v3/boards/${KNOWN.boards.second}/pins/`, {
    viewer: U1,
  });
  expect((onSecond.data as { id: string }[]).map((p) => p.id)).toContain(KNOWN.pins.image);
});

test("a just-saved pin's edit page opened before the viewer is known shows the save once they are", async () => {
  // As at a page load: the pin is fetched while the stored session is still being read.
  await signInAs(null);
  const saveId = await saveToDefaultBoard();
  open(`/pin/${saveId}/repin/?isEditingPin=true&pinBoardId=${KNOWN.boards.default}`);
  await screen.findByRole('link', { name: 'Log in' });
  await signInAs(U1);
  const board = await screen.findByLabelText('Board');
  expect((board as HTMLSelectElement).value).toBe(KNOWN.boards.default);
  expect(screen.queryByText('You haven’t saved this Pin')).toBeNull();
});
