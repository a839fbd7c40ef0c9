// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fromPromise, SimulatedClock } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import type { RepinInput, RepinResult } from '../../api/api';
import { oneTapSaveMachine } from '../../machines/one-tap-save.machine';
import { apiError, createHost, deferred, flush } from '../../machines/test-support';
import type { Deferred } from '../../machines/test-support';
import { ToastQueue } from '../toasts/toast-queue';
import type { OneTapSaveRef } from './one-tap-save-button';
import { OneTapSaveButton } from './one-tap-save-button';

afterEach(cleanup);

function setup(options: { saved?: boolean; wrap?: (node: ReactNode) => ReactNode } = {}) {
  const saves: Deferred<RepinResult>[] = [];
  const deletes: Deferred<void>[] = [];
  const clock = new SimulatedClock();
  const logic = oneTapSaveMachine.provide({
    actors: {
      savePin: fromPromise<RepinResult, RepinInput>(() => {
        const d = deferred<RepinResult>();
        saves.push(d);
        return d.promise;
      }),
      deleteSave: fromPromise<void, { id: string; boardId: string | null; pinId: string }>(() => {
        const d = deferred<void>();
        deletes.push(d);
        return d.promise;
      }),
    },
  });
  const host = createHost({
    subject: logic,
    clock,
    input: {
      pinId: '100001',
      viewerId: 'u1',
      saved: options.saved
        ? { title: 'Profile', type: 'profile', url: '/me/', localPinId: '900', boardId: 'b2' }
        : null,
    },
  });
  const actor: OneTapSaveRef = host.subject;
  const wrap = options.wrap ?? ((n: ReactNode) => n);
  render(
    wrap(
      <MemoryRouter>
        <OneTapSaveButton actor={actor} />
        <ToastQueue toasts={host.toasts} />
      </MemoryRouter>,
    ),
  );
  const settle = async () => {
    await act(flush);
  };
  const advance = (ms: number) => act(() => clock.increment(ms));
  return { saves, deletes, actor, settle, advance, host };
}

const repinned: RepinResult = {
  id: '900',
  board: { id: 'b2', url: '/pinstate/quick-saves/', name: 'Quick Saves' },
  section: null,
  isProfileSave: true,
};

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a tap saves: Save, then Saved with the 'Saved to Profile' toast (${mode})`, async () => {
    const { saves, settle, advance } = setup({ wrap });
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).not.toContain('saved');
    await userEvent.click(button);
    expect(saves).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    saves[0]?.resolve(repinned);
    await settle();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    advance(100);
    expect(screen.getByRole('status').textContent).toContain('Saved to Profile');
    expect(screen.getByRole('link', { name: 'Change' })).toBeTruthy();
  });
}

test('taps are ignored while saving: one request in flight', async () => {
  const { saves } = setup();
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(button);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(button);
  await userEvent.click(button);
  expect(saves).toHaveLength(1);
});

test('a failed one-tap save resets to Save with the server message toast', async () => {
  const { saves, settle, advance } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  saves[0]?.reject(apiError(500, 'Board is full'));
  await settle();
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  advance(100);
  expect(screen.getByRole('alert').textContent).toBe('Board is full');
});

test("a failed one-tap save without a message says 'Sorry! Something went wrong on our end.'", async () => {
  const { saves, settle, advance } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  saves[0]?.reject(apiError(503, null));
  await settle();
  advance(100);
  expect(screen.getByRole('alert').textContent).toBe('Sorry! Something went wrong on our end.');
});

test("a tap on Saved deletes: back to Save with 'Pin deleted!'", async () => {
  const { deletes, settle, advance } = setup({ saved: true });
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(deletes).toHaveLength(1);
  deletes[0]?.resolve();
  await settle();
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  advance(100);
  expect(screen.getByRole('status').textContent).toContain('Pin deleted!');
});

test("a failed delete returns to Saved with 'Sorry! There was an error deleting your Pin.'", async () => {
  const { deletes, settle, advance } = setup({ saved: true });
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  deletes[0]?.reject(apiError(500, 'nope'));
  await settle();
  expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  advance(100);
  expect(screen.getByRole('alert').textContent).toBe(
    'Sorry! There was an error deleting your Pin.',
  );
});

test('Enter on the focused pill saves like a click', async () => {
  const { saves } = setup();
  screen.getByRole('button', { name: 'Save' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(saves).toHaveLength(1);
});
