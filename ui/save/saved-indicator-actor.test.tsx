// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import type { SavedInfo } from '../../domain/types';
import { savedIndicatorMachine } from '../../machines/saved-indicator.machine';
import { SavedIndicatorActor } from './saved-indicator-actor';

afterEach(cleanup);

function setup(saved: SavedInfo | null, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const clock = new SimulatedClock();
  const actor = createActor(savedIndicatorMachine, { input: { saved }, clock });
  actor.start();
  render(
    wrap(
      <MemoryRouter>
        <SavedIndicatorActor actor={actor} />
      </MemoryRouter>,
    ),
  );
  return { actor, advance: (ms: number) => act(() => clock.increment(ms)) };
}

const indicator = () => screen.getByTestId('saved-indicator');

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a new save shows 'Saved!' then after 950 ms the board name (${mode})`, () => {
    const { actor, advance } = setup(null, wrap);
    expect(screen.queryByTestId('saved-indicator')).toBeNull();
    act(() => actor.send({ type: 'pin.saved', boardName: 'Garden', href: '/pinstate/garden/' }));
    expect(indicator().textContent).toBe('Saved!');
    expect(indicator().getAttribute('data-kind')).toBe('justSaved');
    advance(949);
    expect(indicator().textContent).toBe('Saved!');
    advance(1);
    expect(indicator().textContent).toBe('Garden');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pinstate/garden/');
  });
}

test("a boardless save switches to 'Saved to Profile'", () => {
  const { actor, advance } = setup(null);
  act(() => actor.send({ type: 'pin.saved', boardName: null, href: '/me/' }));
  advance(950);
  expect(indicator().textContent).toBe('Saved to Profile');
});

test('a board name over 20 characters is truncated in the simplified style', () => {
  const { actor, advance } = setup(null);
  const name = 'Weekend projects for the garden shed';
  act(() => actor.send({ type: 'pin.saved', boardName: name, href: '/pinstate/weekend/' }));
  advance(950);
  expect(indicator().textContent).toBe(`${Array.from(name).slice(0, 20).join('')}…`);
  expect(indicator().getAttribute('title')).toBe(name);
});

test('a pin saved at load is shown differently from one saved just now', () => {
  setup({
    title: 'Garden',
    type: 'board',
    url: '/pinstate/garden/',
    localPinId: '9',
    boardId: 'b1',
  });
  expect(indicator().getAttribute('data-kind')).toBe('atLoad');
  expect(indicator().textContent).toBe('Garden');
});

test('an unsave removes the indicator', () => {
  const { actor } = setup({
    title: 'Garden',
    type: 'board',
    url: '/pinstate/garden/',
    localPinId: '9',
    boardId: 'b1',
  });
  act(() => actor.send({ type: 'pin.unsaved' }));
  expect(screen.queryByTestId('saved-indicator')).toBeNull();
});
