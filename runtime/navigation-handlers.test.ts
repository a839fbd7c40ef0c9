// A machine's navigation request goes to the newest handler only: the scenario player's live app
// takes requests over while it shows, so the player's own page is never taken away, and gives
// them back when it goes.
import { afterAll, expect, test, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { Api } from '../api/api';
import { createAppSystem } from './system';

// No call is made: the session finds nothing stored.
const system = createAppSystem({ api: {} as Api, storage: null });
afterAll(() => system.stop());
const { onNavigate } = system;

function machineNavigates(to: string): void {
  const event: EventObject & { to: string } = { type: 'navigate', to };
  system.root.send({ type: 'child.emitted', from: 'heroBanner', event });
}

test('a navigation request reaches the newest handler only, and the older one once it lets go', () => {
  const page = vi.fn();
  const liveApp = vi.fn();
  const stopPage = onNavigate(page);
  const stopLiveApp = onNavigate(liveApp);
  machineNavigates('/ideas/');
  expect(liveApp).toHaveBeenCalledWith({ type: 'navigate', to: '/ideas/' });
  expect(page).not.toHaveBeenCalled();
  stopLiveApp();
  machineNavigates('/topics/');
  expect(page).toHaveBeenCalledWith({ type: 'navigate', to: '/topics/' });
  expect(liveApp).toHaveBeenCalledTimes(1);
  stopPage();
});
