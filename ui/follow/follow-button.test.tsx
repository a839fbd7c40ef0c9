// @vitest-environment jsdom
// The Follow button (spec 3 section 4 "Follow and hide actions") over the app's own actor system
// and a fake API: flips at once, disabled while the call runs, a board follow is kept in the
// entity store, a failure rolls back and says why; logged-out viewers get the login prompt
// (spec 2 section 6).
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Api } from '../../api/api';
import type { FollowInput } from '../../machines/follow.machine';
import { selectLoginPrompt } from '../../machines/session.machine';
import { apiError, flush } from '../../machines/test-support';
import { letPageActorsGo, signInAs } from '../app/live-api.test-support';
import {
  loadPinLogic,
  getEntityStore,
  getSessionActor,
  onAnalytics,
  startAppSystem,
} from '../../runtime/system';
import {
  FollowButton,
  FollowerCount,
  LoggedOutFollowButton,
  useFollowActor,
} from './follow-button';

interface FakeCall {
  call: 'followBoard' | 'unfollowBoard' | 'followUser' | 'unfollowUser';
  id: string;
  answer: { resolve: () => void; reject: (error: unknown) => void };
}

const fake = vi.hoisted(() => ({ calls: [] as FakeCall[] }));

/** The API this file's app system calls: only what its tests use. */
function stubApi(): Api {
  // Each call waits until the test answers it.
  const record = (call: FakeCall['call']) => (id: string) =>
    new Promise<void>((resolve, reject) => {
      fake.calls.push({ call, id, answer: { resolve: () => resolve(), reject } });
    });
  const api: Partial<Api> = {
    followBoard: record('followBoard'),
    unfollowBoard: record('unfollowBoard'),
    followUser: record('followUser'),
    unfollowUser: record('unfollowUser'),
  };
  return api as Api;
}

// The file's app system, on that API, as ui/main.tsx starts the browser's.
beforeAll(() => void startAppSystem({ api: stubApi() }));

// Page actors come with the logic the app loads after its first paint.
beforeAll(() => loadPinLogic());

afterEach(async () => {
  cleanup();
  await letPageActorsGo();
  fake.calls.length = 0;
});

function Follow(input: FollowInput) {
  const actor = useFollowActor(input);
  if (!actor) return null;
  return (
    <>
      <p>
        <FollowerCount actor={actor} />
      </p>
      <FollowButton actor={actor} />
    </>
  );
}

function setup(input: FollowInput, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  render(wrap(<Follow {...input} />));
  return { settle: () => act(flush) };
}

const board13 = { kind: 'board', id: 'b13', following: false } as const;

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a tap on Follow shows Following at once and disables the button while the call runs (${mode})`, async () => {
    const { settle } = setup(board13, wrap);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    const following = screen.getByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(following.getAttribute('aria-disabled')).toBe('true');
    expect(fake.calls.map(({ call, id }) => ({ call, id }))).toEqual([
      { call: 'followBoard', id: 'b13' },
    ]);
    fake.calls[0]?.answer.resolve();
    await settle();
    expect(following.getAttribute('aria-disabled')).toBeNull();
  });
}

test('taps while the call runs are ignored: one call in flight', async () => {
  setup(board13);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(fake.calls).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
});

test('a board follow is kept in the entity store once the server agrees', async () => {
  const { settle } = setup({ kind: 'board', id: 'b21', following: false });
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(getEntityStore().getSnapshot().context.boards.b21?.followedByMe).toBeUndefined();
  fake.calls[0]?.answer.resolve();
  await settle();
  expect(getEntityStore().getSnapshot().context.boards.b21?.followedByMe).toBe(true);
});

test('a board follow logs event 26 and an unfollow 27, through the root (spec 3 section 7)', async () => {
  const logged: unknown[] = [];
  const stop = onAnalytics((e) => logged.push({ source: e.source, event: e.event }));
  const { settle } = setup(board13);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  fake.calls[0]?.answer.resolve();
  await settle();
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  fake.calls[1]?.answer.resolve();
  await settle();
  stop();
  const types = logged
    .map((l) => l as { source: string; event: { type: string; eventType?: number } })
    .filter((l) => l.source === 'board.b13.follow' && l.event.type === 'log')
    .map((l) => l.event.eventType);
  expect(types).toEqual([26, 27]);
});

test('a tap on Following unfollows the board', async () => {
  const { settle } = setup({ kind: 'board', id: 'b22', following: true });
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
  expect(fake.calls[0]?.call).toBe('unfollowBoard');
  fake.calls[0]?.answer.resolve();
  await settle();
  expect(getEntityStore().getSnapshot().context.boards.b22?.followedByMe).toBe(false);
});

test('a failed follow rolls back and shows the server message in a status line', async () => {
  const { settle } = setup(board13);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  fake.calls[0]?.answer.reject(apiError(500, 'Follows are paused'));
  await settle();
  const button = screen.getByRole('button', { name: 'Follow' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  expect(button.getAttribute('aria-disabled')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Follows are paused');
  await userEvent.click(button);
  expect(screen.getByRole('status').textContent).toBe('');
});

test("a failure with no message says 'Sorry! Something went wrong on our end.'", async () => {
  const { settle } = setup(board13);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  fake.calls[0]?.answer.reject(apiError(503, null));
  await settle();
  expect(screen.getByRole('status').textContent).toBe('Sorry! Something went wrong on our end.');
});

test('following a person adds one to their follower count, and a failure takes it back', async () => {
  const { settle } = setup({ kind: 'user', id: 'u11', following: false, followerCount: 1 });
  expect(screen.getByText('1 follower')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(screen.getByText('2 followers')).toBeTruthy();
  expect(fake.calls[0]).toMatchObject({ call: 'followUser', id: 'u11' });
  fake.calls[0]?.answer.reject(apiError(500, null));
  await settle();
  expect(screen.getByText('1 follower')).toBeTruthy();
});

test('Enter on Follow follows and focus stays on the button while the call runs', async () => {
  setup(board13);
  screen.getByRole('button', { name: 'Follow' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(fake.calls).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Following' }));
});

test("a logged-out viewer's Follow opens the login prompt 'Log in to follow' and calls nothing", async () => {
  await signInAs(null);
  render(
    <StrictMode>
      <LoggedOutFollowButton />
    </StrictMode>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(selectLoginPrompt(getSessionActor().getSnapshot())).toMatchObject({
    action: 'follow',
  });
  expect(fake.calls).toEqual([]);
  act(() => getSessionActor().send({ type: 'loginPrompt.close' }));
});

test("a logged-out Following opens the login prompt 'Log in to unfollow'", async () => {
  await signInAs(null);
  render(<LoggedOutFollowButton following />);
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(selectLoginPrompt(getSessionActor().getSnapshot())?.action).toBe('unfollow');
  act(() => getSessionActor().send({ type: 'loginPrompt.close' }));
});
