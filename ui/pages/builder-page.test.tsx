// @vitest-environment jsdom
// Create Pin on the builder paths (spec 3 section 2; PinResource create, spec 1 section 7) as the
// app renders it, over the real root actor system and the real fake API with the fixtures.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import { letPageActorsGo, renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import BuilderPage from './builder-page';

const live = startLiveApi();
afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

const open = () => renderAt('/pin-builder', ['/pin-builder'], <BuilderPage />);

test('a new pin needs a picture address: Publish without one says so and writes nothing', async () => {
  await signInAs(KNOWN.users.default);
  open();
  await userEvent.type(await screen.findByLabelText('Title'), 'Sunday bread');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(screen.getByText('Add the address of the picture.')).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Image address'), 'picture.jpg');
  await userEvent.type(screen.getByLabelText('Link'), 'example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(screen.getByText('A picture address starts with http:// or https://.')).toBeTruthy();
  expect(screen.getByText('A link starts with http:// or https://.')).toBeTruthy();
});

test('a published pin is created on the chosen board and the page opens it', async () => {
  await signInAs(KNOWN.users.default);
  const router = open();
  await userEvent.type(await screen.findByLabelText('Image address'), '/img/bread.svg');
  await userEvent.type(screen.getByLabelText('Title'), 'Sunday bread');
  await userEvent.selectOptions(screen.getByLabelText('Board'), KNOWN.boards.second);
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await screen.findByText('Elsewhere');
  const id = /^\/pin\/([^/]+)\/$/.exec(router.state.location.pathname)?.[1] ?? '';
  const pin = await live.server().call('GET', `/v3/pins/${id}/`, { viewer: KNOWN.users.default });
  expect(pin.data).toMatchObject({ title: 'Sunday bread', board: { id: KNOWN.boards.second } });
});

test('a logged-out visitor is asked to log in to create a pin', async () => {
  await signInAs(null);
  open();
  expect(await screen.findByText('Log in to create a Pin or board')).toBeTruthy();
});
