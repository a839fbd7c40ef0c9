// The app's system is a value (docs/decisions/079): nothing runs until one is started, the
// module's lookups act on the one started last, and starting another stops the one before.
import { afterEach, expect, test } from 'vitest';
import type { Api } from '../api/api';
import { AppClock } from './app-clock';
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
