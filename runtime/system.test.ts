// The app's system is a value (docs/decisions/079): nothing runs until one is started, the
// module's lookups act on the one started last, and starting another stops the one before.
import { afterEach, expect, test } from 'vitest';
import type { Api } from '../api/api';
import { AppClock } from './app-clock';
import { SESSION_STORAGE_KEY } from '../domain/session-store';
import {
  appActor,
  api,
  createAppSystem,
  getSessionActor,
  runningSystem,
  onSystemStart,
  startAppSystem,
  stopAppSystem,
  systemStarts,
} from './system';

// A stand-in API: nothing here calls it (the session finds nothing stored).
const stub = (name: string) => ({ name }) as unknown as Api;

afterEach(() => stopAppSystem());

test('asked for before a system is started, the lookups say so plainly', () => {
  stopAppSystem();
  expect(() => runningSystem()).toThrow('No app system started (startAppSystem)');
  expect(() => getSessionActor()).toThrow(/No app system/);
  expect(() => appActor.getSnapshot()).toThrow(/No app system/);
});

test("the module's names act on the running system; a new start stops the one before", () => {
  const first = startAppSystem({ api: stub('first'), storage: null });
  expect(getSessionActor()).toBe(first.getActorBySystemId('session'));
  expect((api as unknown as { name: string }).name).toBe('first');
  expect(appActor.system.get('session')).toBe(first.getActorBySystemId('session'));

  const second = startAppSystem({ api: stub('second'), storage: null });
  expect(first.root.getSnapshot().status).toBe('stopped');
  expect(second.root.getSnapshot().status).toBe('active');
  expect(getSessionActor()).toBe(second.getActorBySystemId('session'));
  expect((api as unknown as { name: string }).name).toBe('second');
});

test('each start is told to the one listener with its count, so the views are drawn afresh under it', () => {
  const told: number[] = [];
  onSystemStart(() => told.push(systemStarts()));
  const before = systemStarts();
  startAppSystem({ api: stub('first'), storage: null });
  startAppSystem({ api: stub('second'), storage: null });
  expect(told).toEqual([before + 1, before + 2]);
  onSystemStart(() => undefined);
});

test('two systems live side by side, each on its own clock, its late actors with its logic', async () => {
  const one = createAppSystem({ api: stub('one'), storage: null, clock: new AppClock() });
  const two = createAppSystem({ api: stub('two'), storage: null, clock: new AppClock() });
  try {
    expect(one.getActorBySystemId('session')).not.toBe(two.getActorBySystemId('session'));
    expect(one.pageLogicLoaded()).toBe(false);
    expect(one.getActorBySystemId('toasts')).toBeUndefined();
    await one.loadPinLogic();
    expect(one.pageLogicLoaded()).toBe(true);
    expect(one.getActorBySystemId('toasts')).toBeDefined();
    expect(two.pageLogicLoaded()).toBe(false);
    expect(two.getActorBySystemId('toasts')).toBeUndefined();
  } finally {
    one.stop();
    two.stop();
  }
});

/** A system opened on the home feed over a recording network, a visitor or a bot stored. */
async function openedOnHome(kindOverride: 'bot' | null) {
  const asked: string[] = [];
  const network: typeof fetch = (input) => {
    asked.push(input as string);
    return Promise.resolve(new Response(JSON.stringify({ resource_response: { data: [] } })));
  };
  const stored = { userId: null, kindOverride, device: 'mobile', country: 'US' };
  const storage = new Map([[SESSION_STORAGE_KEY, JSON.stringify(stored)]]);
  const system = createAppSystem({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    baseUrl: '',
    clock: new AppClock({
      now: () => 0,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id),
      fetch: network,
    }),
    firstFeed: { kind: 'home' },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { system, asked };
}

test("a page opened on the home feed asks for the visitor's experiences with its first page, before its code", async () => {
  const { system, asked } = await openedOnHome(null);
  try {
    expect(asked).toEqual(['/v3/feeds/home/', '/v3/experiences/?extra_context=%7B%7D']);
    // The placements' first fetch takes that answer: the list is asked for once.
    await system.api.getExperiences({});
    expect(asked).toHaveLength(2);
  } finally {
    system.stop();
  }
});

test('a bot, who is shown no experience, has none asked for ahead', async () => {
  const { system, asked } = await openedOnHome('bot');
  try {
    expect(asked).toEqual(['/v3/feeds/home/']);
  } finally {
    system.stop();
  }
});
