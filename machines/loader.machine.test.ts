// A page's data load (spec 3 section 2 routes; spec 3 section 8: a failed load shows its message
// and can be tried again): loading, loaded, failed with retry; leaving the page cancels the load.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { failureOf, loaderMachine } from './loader.machine';
import { apiError, deferred, flush } from './test-support';

function start(load: (signal: AbortSignal) => Promise<unknown>) {
  const clock = new SimulatedClock();
  return createActor(loaderMachine, { input: { what: 'board b13', load }, clock }).start();
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
