// A system started in experiments of its own runs in those, whatever the browser remembered
// (docs/decisions/089): a scenario's experiments hold for its run's system, and the next system
// starts without them.
import { afterEach, expect, test } from 'vitest';
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
