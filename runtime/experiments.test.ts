// A system started in experiments of its own runs in those, whatever the browser remembered
// (docs/decisions/089): a scenario's experiments hold for its run's system, and the next system
// starts without them.
import { afterEach, expect, test, vi } from 'vitest';
import type { Api } from '../api/api';
import { EXPERIMENTS } from '../domain/experiments';
import { experimentsOf } from './experiments';
import { runningSystem, startAppSystem, stopAppSystem } from './system';

const stub = {} as Api;

afterEach(() => stopAppSystem());

test("a system's own experiments are the ones it runs in; the next system starts without them", () => {
  const name = Object.values(EXPERIMENTS)[0]!;
  startAppSystem({ api: stub, storage: null, experiments: [name] });
  expect(experimentsOf(runningSystem())).toEqual([name]);
  startAppSystem({ api: stub, storage: null });
  expect(experimentsOf(runningSystem())).toEqual([]);
});

test('the experiments the URL asks for are on from the first read, even before the start has remembered them', async () => {
  const name = Object.values(EXPERIMENTS)[0]!;
  const kept = new Map<string, string>();
  vi.stubGlobal('window', {
    location: { search: `?experiments=${name}` },
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    },
  });
  try {
    vi.resetModules();
    const fresh = await import('./experiments');
    expect(fresh.experimentsOn()).toEqual([name]);
    expect([...kept.values()]).toEqual([name]);
  } finally {
    vi.unstubAllGlobals();
    vi.resetModules();
  }
});
