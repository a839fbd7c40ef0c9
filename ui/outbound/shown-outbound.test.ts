// The outbound actor the blocked-link modal host watches is the running system's own
// (docs/decisions/089): a new system (a player's run) starts watching none, so a modal left up by
// the run before never shows over the new app.
import { afterEach, expect, test, vi } from 'vitest';
import type { Api } from '../../api/api';
import { startAppSystem, stopAppSystem } from '../../runtime/system';
import { shownOutbound, watchOutbound, type OutboundRef } from './shown-outbound';

afterEach(() => stopAppSystem());

const system = () => startAppSystem({ api: {} as Api, storage: null });

test('the host is told of the outbound actor a click started, once', () => {
  system();
  const outbound = {} as OutboundRef;
  const listener = vi.fn();
  const stop = shownOutbound.subscribe(listener);
  watchOutbound(outbound, null);
  watchOutbound(outbound, null);
  expect(shownOutbound.get()).toEqual({ outbound, returnTo: null });
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

test('a new system watches no outbound actor of the system before it', () => {
  system();
  watchOutbound({} as OutboundRef, null);
  system();
  expect(shownOutbound.get()).toBeNull();
});
