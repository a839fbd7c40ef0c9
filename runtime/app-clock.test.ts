// The app's clock (docs/decisions/012): live it follows real time; held, machine time stands
// still, answers wait until let in, and `advance` moves time by exactly its length, timer by
// timer, at the given speed. Real time here is vitest's fake timers.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { AppClock, type RealWorld } from './app-clock';
import { controlClock } from './clock-control';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function world(fetchAnswer?: () => Promise<Response>): RealWorld {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    fetch: () => fetchAnswer?.() ?? Promise.resolve(new Response('{}')),
  };
}

/** Runs real (fake) time until the promise settles. */
async function finish(promise: Promise<void>): Promise<void> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10_000 && !done; i += 1) await vi.advanceTimersByTimeAsync(10);
  await promise;
}

const toast = setup({ delays: { toastDuration: 5000 } }).createMachine({
  initial: 'shown',
  states: { shown: { after: { toastDuration: 'gone' } }, gone: {} },
});

test('live, a named delay runs out in real time', async () => {
  const clock = new AppClock(world(), 0);
  const actor = createActor(toast, { clock }).start();
  await vi.advanceTimersByTimeAsync(4999);
  expect(actor.getSnapshot().value).toBe('shown');
  await vi.advanceTimersByTimeAsync(1);
  expect(actor.getSnapshot().value).toBe('gone');
});

test('held, machine time stands still however long real time runs', async () => {
  const clock = controlClock(new AppClock(world(), 0));
  const actor = createActor(toast, { clock }).start();
  await vi.advanceTimersByTimeAsync(1000);
  clock.hold();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(actor.getSnapshot().value).toBe('shown');
  expect(clock.now()).toBe(1000);
  clock.release();
  await vi.advanceTimersByTimeAsync(3999);
  expect(actor.getSnapshot().value).toBe('shown');
  await vi.advanceTimersByTimeAsync(1);
  expect(actor.getSnapshot().value).toBe('gone');
});

test('advance moves held time by exactly its length, taking length / speed real ms', async () => {
  const clock = controlClock(new AppClock(world(), 0));
  const actor = createActor(toast, { clock }).start();
  clock.hold();
  const done = clock.advance(4999, { speed: () => 2 });
  await vi.advanceTimersByTimeAsync(1000);
  expect(clock.now()).toBe(2000);
  await vi.advanceTimersByTimeAsync(1400);
  expect(clock.now()).toBe(4800);
  await finish(done);
  expect(clock.now()).toBe(4999);
  expect(actor.getSnapshot().value).toBe('shown');
  await finish(clock.advance(1, { speed: () => 0 }));
  expect(actor.getSnapshot().value).toBe('gone');
});

test('advance at speed 0 fires timers in order at their exact times', async () => {
  const clock = controlClock(new AppClock(world(), 0));
  clock.hold();
  const fired: Array<[string, number]> = [];
  clock.setTimeout(() => fired.push(['b', clock.now()]), 300);
  clock.setTimeout(() => {
    fired.push(['a', clock.now()]);
    clock.setTimeout(() => fired.push(['c', clock.now()]), 50);
  }, 100);
  await finish(clock.advance(400, { speed: () => 0 }));
  expect(fired).toEqual([
    ['a', 100],
    ['c', 150],
    ['b', 300],
  ]);
  expect(clock.now()).toBe(400);
});

test('held, an answer waits until the player lets answers in', async () => {
  const clock = controlClock(new AppClock(world(), 0));
  clock.hold();
  let got = false;
  void clock.fetch('/v3/pins/1/').then(() => (got = true));
  await vi.advanceTimersByTimeAsync(5000);
  expect(got).toBe(false);
  expect(clock.pending()).toBe(1);
  const settling = clock.settle();
  await vi.advanceTimersByTimeAsync(100);
  await settling;
  expect(got).toBe(true);
});

test('held, settling waits for work on its way to a request, and lets that answer in', async () => {
  const app = new AppClock(world(), 0);
  const clock = controlClock(app);
  clock.hold();
  let got = false;
  // A click whose code comes first (200 ms of real time), then makes its call.
  void app.track(
    new Promise<void>((resolve) => setTimeout(resolve, 200)).then(() =>
      clock.fetch('/v3/offsite/').then(() => (got = true)),
    ),
  );
  const settling = clock.settle();
  await vi.advanceTimersByTimeAsync(400);
  await settling;
  expect(got).toBe(true);
  expect(app.work.size).toBe(0);
});

test('a latency in clock time holds the answer until the clock reaches it', async () => {
  const clock = controlClock(new AppClock(world(), 0));
  clock.latencyFor = (method) => (method === 'POST' ? 400 : 0);
  clock.hold();
  let got = false;
  void clock.fetch('/v3/repins/', { method: 'POST' }).then(() => (got = true));
  const settling = clock.settle();
  await vi.advanceTimersByTimeAsync(100);
  await settling;
  expect(got).toBe(false);
  const waiting = clock.advance(399, { speed: () => 0 });
  await vi.advanceTimersByTimeAsync(100);
  await waiting;
  expect(got).toBe(false);
  const last = clock.advance(1, { speed: () => 0 });
  await vi.advanceTimersByTimeAsync(100);
  await last;
  expect(got).toBe(true);
});

test('live, the app fetch goes straight to the network until the player takes control', async () => {
  let calls = 0;
  const clock = new AppClock(
    world(() => {
      calls += 1;
      return Promise.resolve(new Response('{}'));
    }),
    0,
  );
  await clock.fetch('/v3/pins/1/');
  expect(calls).toBe(1);
  const control = controlClock(clock);
  control.hold();
  let got = false;
  void clock.fetch('/v3/pins/2/').then(() => (got = true));
  await vi.advanceTimersByTimeAsync(1000);
  expect(got).toBe(false);
  expect(control.pending()).toBe(1);
});

test('live, a timer never fires before it is due, though the browser drops the part of its delay below a ms', () => {
  // A browser's setTimeout takes whole ms: 1999.4 becomes 1999.
  const browser: RealWorld = { ...world(), setTimeout: (fn, ms) => setTimeout(fn, Math.trunc(ms)) };
  const clock = new AppClock(browser, 0);
  const fired: number[] = [];
  // What a toast paused 3000.6 ms into its 5000 ms has left.
  clock.setTimeout(() => fired.push(clock.now()), 1999.4);
  vi.advanceTimersByTime(1999);
  expect(fired).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(fired).toEqual([2000]);
});

test('live, the clock keeps pace with real time across a timer, though real time moves on between two reads', () => {
  // Real time as a browser reads it: each read may find it a ms further on.
  let real = 0;
  let moving = false;
  const armed: { at: number; fn: () => void }[] = [];
  const browser: RealWorld = {
    ...world(),
    now: () => (moving ? real++ : real),
    setTimeout: (fn, ms) =>
      armed.push({ at: real + ms, fn }) as unknown as ReturnType<typeof setTimeout>,
  };
  const clock = new AppClock(browser, 0);
  clock.setTimeout(() => undefined, 100);
  real = 100;
  moving = true;
  armed[0]!.fn();
  moving = false;
  real += 3000;
  // Machine time is real time, as live it should be: no ms lost where the timer fired.
  expect(clock.now()).toBe(real);
});
