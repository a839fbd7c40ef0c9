// @vitest-environment jsdom
// The Save button as the app places it: the real root actor system (runtime/system.ts) over a fake
// API, so the button each viewer gets follows the save-button rule (spec 1 section 4), the
// signed-out rules (spec 1 sections 1 and 4) and the login prompt (spec 2 section 6).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { waitFor as waitForActor } from 'xstate';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Api, BoardCreateInput, RepinInput } from '../../api/api';
import { makeBoard, makePin, makeUser } from '../../domain/test-pin';
import type { Board, Pin, User } from '../../domain/types';
import { getSessionActor, getSignedOutSavesActor, startAppSystem } from '../../runtime/system';
import { BoardPickerLayer } from './board-picker-layer';
import { SaveButton } from './save-button';

const fake = vi.hoisted(() => {
  const repins: RepinInput[] = [];
  const boardsCreated: BoardCreateInput[] = [];
  return { repins, boardsCreated };
});

/** The API this file's app system calls: only what its tests use. */
function stubApi(): Api {
  const user = (id: string, saveBehavior: 0 | 1, isPartner = false): Partial<User> => ({
    id,
    username: `user_${id}`,
    fullName: `User ${id}`,
    firstName: 'User',
    isPartner,
    isEmployee: false,
    country: 'US',
    createdAt: '2020-01-01T00:00:00.000Z',
    saveBehavior,
    boardCount: 2,
  });
  const users: Record<string, Partial<User>> = {
    u1: user('u1', 0),
    u5: user('u5', 1),
    u2: user('u2', 0, true),
  };
  const api: Partial<Api> = {
    getUser: (id) =>
      users[id] ? Promise.resolve(users[id] as User) : Promise.reject(new Error('User not found')),
    repin: (input) => {
      fake.repins.push(input);
      return Promise.resolve({
        id: `saved-${input.pinId}`,
        board: null,
        section: null,
        isProfileSave: true,
      });
    },
    listBoards: () => Promise.resolve({ items: [], bookmark: null }),
    createBoard: (input) => {
      fake.boardsCreated.push(input);
      return Promise.resolve({ id: `quick-${input.userId}` } as Board);
    },
  };
  return api as Api;
}

// The file's app system, on that API, as ui/main.tsx starts the browser's, with the logic it
// loads after the first paint.
beforeAll(() => startAppSystem({ api: stubApi() }).loadPinLogic());

afterEach(cleanup);

const elsewhere = makeBoard({
  id: 'b13',
  name: 'Ceramics studio',
  owner: makeUser({ id: 'u11', username: 'ana_creates' }),
});

function pin(id: string, overrides: Partial<Pin> = {}): Pin {
  return makePin({ id, board: elsewhere, savedInfo: null, ...overrides });
}

async function as(userId: string | null, device: 'desktop' | 'mobile' = 'desktop') {
  const session = getSessionActor();
  await waitForActor(session, (s) => !s.hasTag('busy'));
  act(() => {
    session.send({ type: 'viewer.setDevice', device });
    if (session.getSnapshot().context.user && session.getSnapshot().context.user?.id !== userId) {
      session.send({ type: 'session.signOut' });
    }
    if (userId) session.send({ type: 'session.signIn', userId });
  });
  await act(() => waitForActor(session, (s) => !s.hasTag('busy')));
}

function renderAt(path: string, node: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

test('a logged-out desktop Save opens the login prompt', async () => {
  await as(null, 'desktop');
  renderAt('/', <SaveButton pin={pin('200001')} surface="AuthHomefeed" />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(getSessionActor().getSnapshot().context.loginPrompt?.action).toBe('save');
  act(() => getSessionActor().send({ type: 'loginPrompt.close' }));
});

test('a logged-out mobile Save is held; away from a closeup the button then hides', async () => {
  await as(null, 'mobile');
  const { unmount } = renderAt(
    '/pin/200002/',
    <SaveButton pin={pin('200002')} surface="Closeup" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(getSignedOutSavesActor().getSnapshot().context.held).toContain('200002');
  expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  unmount();
  renderAt('/', <SaveButton pin={pin('200003')} surface="AuthHomefeed" />);
  expect(screen.queryByRole('button', { name: /^Saved?$/ })).toBeNull();
  act(() => getSignedOutSavesActor().send({ type: 'signedOut.dismiss', pinId: '200002' }));
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
});

test('save_behavior 0 saves to the profile (the Quick Saves board, made once) in one tap', async () => {
  await as('u1');
  renderAt(
    '/',
    <>
      <SaveButton pin={pin('200004')} surface="AuthHomefeed" />
      <SaveButton pin={pin('200014')} surface="AuthHomefeed" />
    </>,
  );
  const [first, second] = screen.getAllByRole('button', { name: 'Save' });
  await userEvent.click(first as HTMLElement);
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(1));
  expect(fake.boardsCreated).toEqual([
    {
      name: 'Quick Saves',
      userId: 'u1',
      layout: 'quick_saves',
      isProtected: false,
      returnExisting: true,
    },
  ]);
  expect(fake.repins.at(-1)).toMatchObject({ pinId: '200004', boardId: 'quick-u1' });
  await userEvent.click(second as HTMLElement);
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2));
  expect(fake.boardsCreated).toHaveLength(1);
  expect(fake.repins.at(-1)).toMatchObject({ pinId: '200014', boardId: 'quick-u1' });
});

test('save_behavior 1 opens the inline board picker', async () => {
  await as('u5');
  renderAt(
    '/',
    <>
      <SaveButton pin={pin('200005')} surface="AuthHomefeed" />
      <BoardPickerLayer />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('dialog', { name: 'Save' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a pin on a board the viewer owns gets no Save button', async () => {
  await as('u1');
  renderAt(
    '/',
    <SaveButton
      pin={pin('200006', { board: makeBoard({ id: 'b1' }), pinner: makeUser({ id: 'u11' }) })}
    />,
  );
  expect(screen.queryByRole('button')).toBeNull();
});

test("a partner's own pin on their own board offers Promote", async () => {
  await as('u2');
  const own = makeBoard({ id: 'b9', owner: makeUser({ id: 'u2', username: 'northwind_studio' }) });
  renderAt('/', <SaveButton pin={pin('200007', { board: own, pinner: makeUser({ id: 'u2' }) })} />);
  expect(screen.getByRole('link', { name: 'Promote' })).toBeTruthy();
});

test('signing out swaps the one-tap Save for the logged-out one', async () => {
  await as('u1');
  renderAt('/', <SaveButton pin={pin('200008')} surface="AuthHomefeed" />);
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  await as(null, 'desktop');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(fake.repins.some((r) => r.pinId === '200008')).toBe(false);
  expect(getSessionActor().getSnapshot().context.loginPrompt?.action).toBe('save');
});
