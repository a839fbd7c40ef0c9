// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import { favoriteMachine } from '../../machines/favorite.machine';
import { apiError, createHost, deferred, flush } from '../../machines/test-support';
import type { Deferred } from '../../machines/test-support';
import type { FavoriteRef } from './favorite-actor-button';
import { FavoriteActorButton } from './favorite-actor-button';

afterEach(cleanup);

function setup(
  input: { favoritedByMe: boolean; favoriteUserCount?: number },
  wrap: (node: ReactNode) => ReactNode = (n) => n,
) {
  const calls: { input: { pinId: string; favorite: boolean }; answer: Deferred<void> }[] = [];
  const host = createHost({
    subject: favoriteMachine.provide({
      actors: {
        changeFavorite: fromPromise<void, { pinId: string; favorite: boolean }>(({ input }) => {
          const answer = deferred<void>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    input: { pinId: '100032', ...input },
  });
  const actor: FavoriteRef = host.subject;
  render(wrap(<FavoriteActorButton actor={actor} />));
  return { calls, host, settle: () => act(flush) };
}

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a favorite tap flips at once, counts one more and disables the heart while it runs (${mode})`, async () => {
    const { calls, settle } = setup({ favoritedByMe: false, favoriteUserCount: 1 }, wrap);
    const heart = screen.getByRole<HTMLButtonElement>('button', { name: /^Favorite\b/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.textContent).toBe('1');
    await userEvent.click(heart);
    const on = screen.getByRole<HTMLButtonElement>('button', { name: /^Unfavorite\b/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(on.textContent).toBe('2');
    expect(on.getAttribute('aria-disabled')).toBe('true');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ pinId: '100032', favorite: true });
    calls[0]?.answer.resolve();
    await settle();
    expect(on.getAttribute('aria-disabled')).toBeNull();
  });
}

test('an unfavorite counts one less', async () => {
  const { calls } = setup({ favoritedByMe: true, favoriteUserCount: 2 });
  await userEvent.click(screen.getByRole('button', { name: /^Unfavorite\b/ }));
  expect(screen.getByRole('button', { name: /^Favorite\b/ }).textContent).toBe('1');
  expect(calls[0]?.input.favorite).toBe(false);
});

test('a failed favorite shows nothing and is not rolled back (spec 1 section 8)', async () => {
  const { calls, settle } = setup({ favoritedByMe: false, favoriteUserCount: 1 });
  await userEvent.click(screen.getByRole('button', { name: /^Favorite\b/ }));
  calls[0]?.answer.reject(apiError(500, 'Favorites are down'));
  await settle();
  const heart = screen.getByRole<HTMLButtonElement>('button', { name: /^Unfavorite\b/ });
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  expect(heart.textContent).toBe('2');
  expect(heart.getAttribute('aria-disabled')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.body.textContent).not.toContain('Favorites are down');
});

test('favorite count above 9 shows 9+', () => {
  setup({ favoritedByMe: false, favoriteUserCount: 10 });
  expect(screen.getByRole('button', { name: /^Favorite\b/ }).textContent).toBe('9+');
});

test('a favorite count of 0 or none is not shown', () => {
  setup({ favoritedByMe: false, favoriteUserCount: 0 });
  expect(screen.queryByTestId('favorite-count')).toBeNull();
});

test('taps while the request runs are ignored: one request in flight', async () => {
  const { calls } = setup({ favoritedByMe: false, favoriteUserCount: 3 });
  const heart = screen.getByRole('button', { name: /^Favorite\b/ });
  await userEvent.click(heart);
  await userEvent.click(screen.getByRole('button', { name: /^Unfavorite\b/ }));
  expect(calls).toHaveLength(1);
  expect(screen.getByRole('button', { name: /^Unfavorite\b/ }).textContent).toBe('4');
});

test('Enter on the heart favorites and focus stays on it while the request runs', async () => {
  const { calls } = setup({ favoritedByMe: false, favoriteUserCount: 1 });
  screen.getByRole('button', { name: /^Favorite\b/ }).focus();
  await userEvent.keyboard('{Enter}');
  expect(calls).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Unfavorite\b/ }));
});

test('a favorite tap plays the reactions animation over the heart; an unfavorite plays none', async () => {
  const { calls, settle } = setup({ favoritedByMe: false, favoriteUserCount: 1 });
  const heart = screen.getByRole<HTMLButtonElement>('button', { name: /^Favorite\b/ });
  expect(heart.querySelectorAll('svg')).toHaveLength(1);
  await userEvent.click(heart);
  expect(heart.querySelectorAll('svg[data-frame]')).toHaveLength(1);
  calls[0]?.answer.resolve();
  await settle();
  await userEvent.click(screen.getByRole('button', { name: /^Unfavorite\b/ }));
  expect(heart.querySelectorAll('svg[data-frame]')).toHaveLength(0);
});
