// @vitest-environment jsdom
// The favorite heart as the app places it, over the real root actor system and a fake API: who
// sees it (spec 1 sections 4 and 6) and that the card and closeup share one favorite state.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Api } from '../../api/api';
import { startAppSystem } from '../../runtime/system';
import { makeBoard, makePin, makeUser } from '../../domain/test-pin';
import type { User } from '../../domain/types';
import { signInAs } from '../app/live-api.test-support';
import { FavoriteButton } from './favorite-button';

const fake = vi.hoisted(() => ({ favorites: [] as string[] }));

/** The API this file's app system calls: only what its tests use. */
function stubApi(): Api {
  const api: Partial<Api> = {
    getUser: (id) =>
      Promise.resolve({
        id,
        username: `user_${id}`,
        fullName: `User ${id}`,
        firstName: 'User',
        isPartner: false,
        isEmployee: false,
        country: 'US',
        createdAt: '2020-01-01T00:00:00.000Z',
        saveBehavior: 0,
        boardCount: 1,
      } as User),
    favoritePin: (id) => {
      fake.favorites.push(id);
      return Promise.resolve();
    },
    unfavoritePin: () => Promise.resolve(),
  };
  return api as Api;
}

// The file's app system, on that API, as ui/main.tsx starts the browser's, with the logic it
// loads after the first paint.
beforeAll(() => startAppSystem({ api: stubApi() }).loadPinLogic());

afterEach(cleanup);

const collaborative = makeBoard({
  id: 'b6',
  isCollaborative: true,
  owner: makeUser({ id: 'u9', username: 'host' }),
  collaborators: [{ id: 'u1' }],
} as Partial<ReturnType<typeof makeBoard>>);

test('a logged-out visitor sees no favorite button', async () => {
  await signInAs(null);
  render(<FavoriteButton pin={makePin({ id: '300001' })} />);
  expect(screen.queryByRole('button')).toBeNull();
});

test('on a collaborative board the heart shows to collaborators and the owner only', async () => {
  await signInAs('u1');
  const pin = makePin({ id: '300002', board: collaborative });
  const { unmount } = render(<FavoriteButton pin={pin} />);
  expect(screen.getByRole('button', { name: /^Favorite\b/ })).toBeTruthy();
  unmount();
  await signInAs('u3');
  render(<FavoriteButton pin={pin} />);
  expect(screen.queryByRole('button')).toBeNull();
  cleanup();
  await signInAs('u9');
  render(<FavoriteButton pin={pin} />);
  expect(screen.getByRole('button', { name: /^Favorite\b/ })).toBeTruthy();
});

test('the card and the closeup of one pin share its favorite state', async () => {
  await signInAs('u1');
  const pin = makePin({ id: '300003', favoritedByMe: false, favoriteUserCount: 4 });
  render(
    <>
      <section aria-label="Card">
        <FavoriteButton pin={pin} />
      </section>
      <section aria-label="Closeup">
        <FavoriteButton pin={pin} />
      </section>
    </>,
  );
  const [card, closeup] = screen.getAllByRole('button', { name: /^Favorite\b/ });
  await userEvent.click(card as HTMLElement);
  const hearts = screen.getAllByRole('button', { name: /^Unfavorite\b/ });
  expect(hearts).toHaveLength(2);
  expect(hearts.map((h) => h.textContent)).toEqual(['5', '5']);
  expect(closeup?.isConnected).toBe(true);
  expect(fake.favorites).toEqual(['300003']);
});
