// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import { loaderMachine } from '../../machines/loader.machine';
import type { LoadRequest } from '../../machines/loads';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionUser, StoredSession } from '../../machines/session.machine';
import { SessionLoginPage } from './session-login-page';
import type { AccountChoice } from './session-login-page';

afterEach(() => cleanup());

/** The `accounts` load, answered by the given list instead of the API. */
function accountsLoad(listUsers: () => Promise<AccountChoice[]>) {
  const logic = loaderMachine.provide({
    actors: { load: fromPromise<unknown, LoadRequest>(() => listUsers()) },
  });
  return createActor(logic, { input: { what: 'accounts' } }).start();
}

const accounts: AccountChoice[] = [
  {
    id: 'u1',
    username: 'pinstate',
    fullName: 'Pinstate Default',
    isPartner: false,
    isEmployee: false,
    saveBehavior: 0,
  },
  {
    id: 'u2',
    username: 'shopowner',
    fullName: 'Shop Owner',
    isPartner: true,
    isEmployee: false,
    saveBehavior: 0,
  },
];

function sessionWith(loadUser: (id: string) => Promise<SessionUser>) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<StoredSession | null>(() => Promise.resolve(null)),
        loadUser: fromPromise<SessionUser, { userId: string }>(({ input }) =>
          loadUser(input.userId),
        ),
      },
    }),
    { input: {} },
  );
  session.start();
  return session;
}

function userFor(id: string): SessionUser {
  const account = accounts.find((a) => a.id === id);
  if (!account) throw new Error('User not found');
  return {
    id,
    username: account.username,
    fullName: account.fullName,
    firstName: account.fullName.split(' ')[0] ?? '',
    isPartner: account.isPartner,
    isEmployee: account.isEmployee,
    country: 'US',
    createdAt: '2026-01-01T00:00:00.000Z',
    saveBehavior: 0,
    boardCount: 3,
  };
}

function renderPage(
  session: ReturnType<typeof sessionWith>,
  listUsers: () => Promise<AccountChoice[]>,
  wrap: (node: ReactNode) => ReactNode = (n) => n,
  entry = '/login?next=%2Fpin%2F100001%2F',
) {
  return render(
    wrap(
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/login"
            element={
              <SessionLoginPage session={session} accounts={accountsLoad(listUsers)} mode="login" />
            }
          />
          <Route path="/pin/:id/" element={<p>Closeup page</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`picking an account signs in without a password and returns to the page (${mode})`, async () => {
    const session = sessionWith((id) => Promise.resolve(userFor(id)));
    renderPage(session, () => Promise.resolve(accounts), wrap);
    expect(screen.getByRole('heading', { name: 'Log in to Pinstate' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Shop Owner/ }));
    expect(await screen.findByText('Closeup page')).toBeTruthy();
    expect(session.getSnapshot().context.user?.id).toBe('u2');
  });
}

test('the account list shows loading, then an error with a retry that loads again', async () => {
  let calls = 0;
  const listUsers = () => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new Error('Service unavailable'))
      : Promise.resolve(accounts);
  };
  const session = sessionWith((id) => Promise.resolve(userFor(id)));
  renderPage(session, listUsers);
  expect(screen.getByText('Loading accounts…')).toBeTruthy();
  expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /Pinstate Default/ })).toBeTruthy();
});

test('a failed sign-in stays on the page and says why', async () => {
  const session = sessionWith(() => Promise.reject(new Error('User not found')));
  renderPage(session, () => Promise.resolve(accounts));
  await userEvent.click(await screen.findByRole('button', { name: /Pinstate Default/ }));
  expect((await screen.findByRole('alert')).textContent).toBe('User not found');
  expect(screen.getByRole('heading', { name: 'Log in to Pinstate' })).toBeTruthy();
});

test('a signed-in viewer sees who they are and may log out', async () => {
  const session = sessionWith((id) => Promise.resolve(userFor(id)));
  await act(() => Promise.resolve());
  session.send({ type: 'session.signIn', userId: 'u1' });
  await act(() => Promise.resolve());
  renderPage(session, () => Promise.resolve(accounts), undefined, '/login');
  expect(screen.getByText(/logged in as/).textContent).toContain('Pinstate Default');
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(session.getSnapshot().matches('loggedOut')).toBe(true);
});
