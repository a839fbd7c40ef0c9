// @vitest-environment jsdom
// Every player run starts on a fresh system over a browser that kept nothing (docs/decisions/089):
// the running system is stopped and another started, the app's stored keys but the devtools
// switch are forgotten, and the page is painted light.
import { afterEach, expect, test } from 'vitest';
import { runningSystem, stopAppSystem } from '../../runtime/system';
import { startFreshSystem } from './fresh-run';

afterEach(() => {
  stopAppSystem();
  window.localStorage.clear();
});

test('a run starts on a fresh system: the one before is stopped, nothing the app kept is read', () => {
  const before = runningSystem();
  window.localStorage.setItem('pinstate.theme', 'dark');
  window.localStorage.setItem('pinstate.cookies', '{"choice":"all"}');
  window.localStorage.setItem('pinstate.devtools', '1');
  window.localStorage.setItem('pinstate-player.setAside', '{}');
  window.localStorage.setItem('other.key', 'kept');
  document.documentElement.dataset.theme = 'dark';

  const fresh = startFreshSystem();

  expect(before.root.getSnapshot().status).toBe('stopped');
  expect(runningSystem()).toBe(fresh);
  expect(fresh.root.getSnapshot().status).toBe('active');
  expect(window.localStorage.getItem('pinstate.theme')).toBeNull();
  expect(window.localStorage.getItem('pinstate.cookies')).toBeNull();
  expect(window.localStorage.getItem('pinstate.devtools')).toBe('1');
  expect(window.localStorage.getItem('pinstate-player.setAside')).toBe('{}');
  expect(window.localStorage.getItem('other.key')).toBe('kept');
  expect(document.documentElement.dataset.theme).toBeUndefined();
});
