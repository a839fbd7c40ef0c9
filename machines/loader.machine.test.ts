// A page's data load (spec 3 section 2 routes; spec 3 section 8: a failed load shows its message
// and can be tried again): loading, loaded, failed with retry; leaving the page cancels the load.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { failureOf, loaderMachine } from './loader.machine';
import type { LoadRequest } from './loads';
import { apiError, deferred, flush } from './test-support';

const BOARD: LoadRequest = { what: 'boardEdit', boardId: 'b13', page: 'edit', viewer: null };

/** A loader whose `load` is the given function, as the root provides the real one. */
function start(load: (signal: AbortSignal, request: LoadRequest) => Promise<unknown>) {
  const clock = new SimulatedClock();
  const logic = loaderMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadRequest>(({ input, signal }) => load(signal, input)),
    },
  });
  return createActor(logic, { input: BOARD, clock }).start();
}

test('a load starts at once and is busy until it answers', async () => {
  const answer = deferred<unknown>();
  const actor = start(() => answer.promise);
  expect(actor.getSnapshot().value).toBe('loading');
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  answer.resolve({ id: 'b13' });
  await flush();
  expect(actor.getSnapshot().value).toBe('loaded');
  expect(actor.getSnapshot().context.data).toEqual({ id: 'b13' });
});

test("a failed load keeps the server's message and status; retry loads again", async () => {
  let calls = 0;
  const actor = start(() => {
    calls += 1;
    return calls === 1 ? Promise.reject(apiError(404, 'Board not found.')) : Promise.resolve(1);
  });
  await flush();
  expect(actor.getSnapshot().value).toBe('failed');
  expect(actor.getSnapshot().context.failure).toEqual({ message: 'Board not found.', status: 404 });
  actor.send({ type: 'load.retry' });
  expect(actor.getSnapshot().context.failure).toBeNull();
  await flush();
  expect(actor.getSnapshot().value).toBe('loaded');
  expect(calls).toBe(2);
});

test("a failure with no message says 'Sorry! Something went wrong on our end.' (spec 1 section 8)", () => {
  expect(failureOf({})).toEqual({ message: 'Sorry! Something went wrong on our end.', status: 0 });
  expect(failureOf(new Error('Offline'))).toEqual({ message: 'Offline', status: 0 });
});

test('leaving the page (stopping the loader) cancels the load', () => {
  let signal: AbortSignal | null = null;
  const actor = start((s) => {
    signal = s;
    return new Promise(() => {});
  });
  actor.stop();
  expect((signal as AbortSignal | null)?.aborted).toBe(true);
});

test('the invoked load is given the named load the loader was started with', async () => {
  const asked: LoadRequest[] = [];
  const actor = start((_signal, request) => {
    asked.push(request);
    return Promise.resolve({ id: 'b13' });
  });
  await flush();
  expect(asked).toEqual([BOARD]);
  expect(actor.getSnapshot().context.request).toEqual(BOARD);
});

test('unprovided, the load fails and says it is provided at the app root', async () => {
  const actor = createActor(loaderMachine, { input: BOARD }).start();
  await flush();
  expect(actor.getSnapshot().context.failure?.message).toBe('load is provided at the app root');
});
