// @vitest-environment jsdom
// A machine's navigation request moves the app's router through the router's own API: the path
// and the state the machine gave reach the route, again after the router has moved, and a handler
// registered after the app's (the scenario player's live app) takes requests over while it shows.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { appActor, onNavigate } from '../../runtime/system';
import { NavigationRequests } from './navigation-requests';

function machineNavigates(to: string, state?: unknown): void {
  const event: EventObject & { to: string; state?: unknown } = { type: 'navigate', to, state };
  act(() => appActor.send({ type: 'child.emitted', from: 'heroBanner', event }));
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderApp() {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <NavigationRequests />
        <Where />
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

test("a machine's navigation request moves the router, with the machine's state", () => {
  const { unmount } = renderApp();
  machineNavigates('/pin/100031/repin/?from=explore', { fromOneTap: true });
  expect(screen.getByTestId('where').textContent).toBe(
    '/pin/100031/repin/?from=explore {"fromOneTap":true}',
  );
  // Again once the router has moved: the handler reads the router's newest navigate.
  machineNavigates('/ideas/');
  expect(screen.getByTestId('where').textContent).toBe('/ideas/ null');
  unmount();
});

test("a handler registered after the app's takes the requests over while it shows", () => {
  const { unmount } = renderApp();
  const liveApp = vi.fn();
  const stopLiveApp = onNavigate(liveApp);
  machineNavigates('/topics/');
  expect(liveApp).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('where').textContent).toBe('/ null');
  stopLiveApp();
  machineNavigates('/topics/');
  expect(screen.getByTestId('where').textContent).toBe('/topics/ null');
  unmount();
});

test('once the app unmounts, its handler lets go', () => {
  const { unmount } = renderApp();
  unmount();
  const later = vi.fn();
  const stop = onNavigate(later);
  machineNavigates('/ideas/');
  expect(later).toHaveBeenCalledTimes(1);
  stop();
});
