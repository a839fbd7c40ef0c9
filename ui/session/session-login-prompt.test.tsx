// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import type { StoredSession } from '../../machines/session.machine';
import { SessionLoginPrompt } from './session-login-prompt';
import { openScreen } from '../arbiter/open-screen';

afterEach(cleanup);

function loggedOutSession() {
  const session = createActor(
    sessionMachine.provide({
      actors: { restoreSession: fromPromise<StoredSession | null>(() => Promise.resolve(null)) },
    }),
    { input: {} },
  );
  session.start();
  return session;
}

const modes = [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const;

for (const [mode, wrap] of modes) {
  test(`a logged-out save opens 'Log in to save this Pin' and Close modal closes it (${mode})`, async () => {
    const session = loggedOutSession();
    await act(() => openScreen());
    await act(() => Promise.resolve());
    render(
      wrap(
        <MemoryRouter initialEntries={['/pin/100001/']}>
          <SessionLoginPrompt session={session} />
        </MemoryRouter>,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => session.send({ type: 'loginPrompt.open', action: 'save' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to save this Pin' });
    expect(dialog.textContent).toContain(
      "You're almost there! Log in to access all of the product",
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpin%2F100001%2F',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getSnapshot().context.loginPrompt).toBeNull();
  });
}

test('each gated action shows its own login prompt text', async () => {
  const session = loggedOutSession();
  await act(() => openScreen());
  await act(() => Promise.resolve());
  render(
    <MemoryRouter>
      <SessionLoginPrompt session={session} />
    </MemoryRouter>,
  );
  const texts = {
    save: 'Log in to save this Pin',
    edit: 'Log in to edit this Pin',
    follow: 'Log in to follow',
    unfollow: 'Log in to unfollow',
    create: 'Log in to create a Pin or board',
  } as const;
  for (const [action, text] of Object.entries(texts)) {
    act(() => session.send({ type: 'loginPrompt.open', action: action as keyof typeof texts }));
    expect(screen.getByRole('dialog', { name: text })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  }
});

test('the login prompt is a modal: it waits for the cookie choice on a phone and shows once it is made (decision 082)', async () => {
  const session = loggedOutSession();
  const arbiter = await openScreen({ width: 390 });
  act(() => arbiter.send({ type: 'arbiter.choicePending' }));
  render(
    <MemoryRouter initialEntries={['/pin/100001/']}>
      <SessionLoginPrompt session={session} />
    </MemoryRouter>,
  );
  act(() => session.send({ type: 'loginPrompt.open', action: 'save' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => arbiter.send({ type: 'arbiter.consent' }));
  expect(screen.getByRole('dialog', { name: 'Log in to save this Pin' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Close modal' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(arbiter.getSnapshot().context.shown).toEqual([]);
});

test('the login prompt answers a tap: it goes before a modal the server asked for, which waits its turn', async () => {
  const session = loggedOutSession();
  const arbiter = await openScreen();
  act(() => arbiter.send({ type: 'arbiter.request', id: 'placement.1000541', kind: 'modal' }));
  render(
    <MemoryRouter initialEntries={['/pin/100001/']}>
      <SessionLoginPrompt session={session} />
    </MemoryRouter>,
  );
  act(() => session.send({ type: 'loginPrompt.open', action: 'save' }));
  expect(screen.getByRole('dialog', { name: 'Log in to save this Pin' })).toBeTruthy();
  expect(arbiter.getSnapshot().context.waiting.map((s) => s.id)).toEqual(['placement.1000541']);
  await userEvent.click(screen.getByRole('button', { name: 'Close modal' }));
  expect(arbiter.getSnapshot().context.shown.map((s) => s.id)).toEqual(['placement.1000541']);
});
