// Toast timings of spec 1 section 9 and spec 3 sections 4 and 9, on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock, type ActorRefFrom } from 'xstate';
import { createStopwatch } from '../runtime/late-root-actors';
import { selectToast, toastDurationMs, toastsMachine } from './toasts.machine';
import type { ToastsEmitted } from './toasts.machine';
import { screenArbiterMachine } from './screen-arbiter.machine';
import { createHost } from './test-support';

function start() {
  const clock = new SimulatedClock();
  const logic = toastsMachine.provide({
    actors: { stopwatch: createStopwatch(() => clock.now()) },
  });
  const actor = createActor(logic, { clock }).start();
  const emitted: ToastsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { clock, actor, emitted };
}

test('a toast shows 100 ms after the request', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  expect(selectToast(actor.getSnapshot())?.phase).toBe('entering');
  clock.increment(99);
  expect(actor.getSnapshot().matches('waiting')).toBe(true);
  clock.increment(1);
  expect(selectToast(actor.getSnapshot())).toMatchObject({
    phase: 'visible',
    toast: { headline: 'Pin deleted!' },
  });
});

test('a default toast lasts 2000 ms, then fades 200 ms before the hide callback', () => {
  const { clock, actor, emitted } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  clock.increment(100);
  clock.increment(1999);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(selectToast(actor.getSnapshot())?.phase).toBe('exiting');
  expect(emitted).toEqual([]);
  clock.increment(199);
  expect(emitted).toEqual([]);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hidden')).toBe(true);
  expect(selectToast(actor.getSnapshot())).toBeNull();
  expect(emitted).toEqual([{ type: 'toast.hidden', id: 1 }]);
});

test('a save toast lasts 5000 ms', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Saved to Profile', duration: 'save' } });
  clock.increment(100);
  clock.increment(4999);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hiding')).toBe(true);
});

test('a toast lasts 3000 ms when the caller says so', () => {
  const { clock, actor } = start();
  actor.send({
    type: 'toast.show',
    toast: { headline: 'We saved your cookie preferences.', durationMs: 3000 },
  });
  clock.increment(100);
  clock.increment(2999);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hiding')).toBe(true);
});

test('hovering pauses the timer: after the pointer leaves, only the time left runs', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  clock.increment(100);
  clock.increment(1500);
  actor.send({ type: 'toast.pause' });
  clock.increment(10_000);
  expect(actor.getSnapshot().matches({ visible: { timer: 'paused' } })).toBe(true);
  expect(actor.getSnapshot().context.remainingMs).toBe(500);
  actor.send({ type: 'toast.resume' });
  clock.increment(499);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hiding')).toBe(true);
});

test('a toast paused twice still lasts its duration in all', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Saved to Profile', duration: 'save' } });
  clock.increment(100);
  for (const shown of [1000, 2500]) {
    clock.increment(shown);
    actor.send({ type: 'toast.pause' });
    clock.increment(60_000);
    actor.send({ type: 'toast.resume' });
  }
  clock.increment(1499);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hiding')).toBe(true);
});

test('the next toast gets its whole duration, whatever the last one used', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'first' } });
  actor.send({ type: 'toast.show', toast: { headline: 'second' } });
  clock.increment(100);
  clock.increment(1500);
  actor.send({ type: 'toast.pause' });
  actor.send({ type: 'toast.dismiss' });
  clock.increment(200);
  clock.increment(100);
  expect(selectToast(actor.getSnapshot())?.toast.headline).toBe('second');
  clock.increment(1999);
  expect(actor.getSnapshot().matches('visible')).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches('hiding')).toBe(true);
});

test('toasts queue and show one after another', () => {
  const { clock, actor, emitted } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'first' } });
  actor.send({ type: 'toast.show', toast: { headline: 'second' } });
  expect(actor.getSnapshot().context.queue).toHaveLength(1);
  clock.increment(100);
  clock.increment(2000);
  clock.increment(200);
  expect(emitted).toEqual([{ type: 'toast.hidden', id: 1 }]);
  expect(selectToast(actor.getSnapshot())).toMatchObject({
    phase: 'entering',
    toast: { headline: 'second' },
  });
  clock.increment(100);
  expect(selectToast(actor.getSnapshot())?.toast.headline).toBe('second');
});

test("a new board's thumbnail check badge starts 700 ms after mount", () => {
  const { clock, actor } = start();
  actor.send({
    type: 'toast.show',
    toast: { headline: 'Saved to Garden', duration: 'save', thumbnailUrl: '/img/x.svg' },
  });
  clock.increment(100);
  clock.increment(699);
  expect(selectToast(actor.getSnapshot())?.badgeShown).toBe(false);
  clock.increment(1);
  expect(selectToast(actor.getSnapshot())?.badgeShown).toBe(true);
});

test('a toast without a thumbnail never shows the badge', () => {
  const { clock, actor } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Saved to Garden', duration: 'save' } });
  clock.increment(100);
  clock.increment(1000);
  expect(selectToast(actor.getSnapshot())?.badgeShown).toBe(false);
});

test('dismissing a visible toast starts the 200 ms fade at once', () => {
  const { clock, actor, emitted } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  clock.increment(100);
  actor.send({ type: 'toast.dismiss' });
  expect(selectToast(actor.getSnapshot())?.phase).toBe('exiting');
  clock.increment(200);
  expect(emitted).toEqual([{ type: 'toast.hidden', id: 1 }]);
});

test('dismissing a toast before it shows drops it', () => {
  const { actor, emitted } = start();
  actor.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  actor.send({ type: 'toast.dismiss' });
  expect(actor.getSnapshot().matches('hidden')).toBe(true);
  expect(emitted).toEqual([{ type: 'toast.hidden', id: 1 }]);
});

test('the toast action hides the toast and reports which action was taken', () => {
  const { clock, actor, emitted } = start();
  actor.send({
    type: 'toast.show',
    toast: {
      headline: 'Saved to Profile',
      duration: 'save',
      action: { label: 'Change', href: '/x' },
    },
  });
  clock.increment(100);
  actor.send({ type: 'toast.action' });
  expect(emitted).toEqual([{ type: 'toast.actioned', id: 1, label: 'Change' }]);
  clock.increment(200);
  expect(actor.getSnapshot().matches('hidden')).toBe(true);
});

test("a toast with a duration of its own lasts it (an experience toast's duration, spec 2 section 2)", () => {
  expect(toastDurationMs({ durationMs: 5000 })).toBe(5000);
  expect(toastDurationMs({ durationMs: null, duration: 'save' })).toBe(5000);
  expect(toastDurationMs({ durationMs: 0 })).toBe(2000);
});

/** The toasts beside the screen's arbiter, as in the app, on a phone or a desktop. */
function withArbiter(width: number) {
  const clock = new SimulatedClock();
  const host = createHost({
    subject: toastsMachine.provide({
      actors: { stopwatch: createStopwatch(() => clock.now()) },
    }),
    clock,
    extra: { screenArbiter: screenArbiterMachine },
    extraInputs: { screenArbiter: { width } },
  });
  const toasts = host.subject;
  const arbiter = host.get('screenArbiter') as ActorRefFrom<typeof screenArbiterMachine>;
  return { clock, toasts, arbiter };
}

test('on a phone a toast waits, undrawn and with no timer running, until the cookie choice is made; then it shows 100 ms later for its whole duration (decision 082)', () => {
  const { clock, toasts, arbiter } = withArbiter(390);
  toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  expect(toasts.getSnapshot().matches('asking')).toBe(true);
  expect(selectToast(toasts.getSnapshot())).toBeNull();
  expect(arbiter.getSnapshot().context.waiting.map((s) => s.id)).toEqual(['toast.1']);
  clock.increment(10_000);
  expect(selectToast(toasts.getSnapshot())).toBeNull();
  arbiter.send({ type: 'arbiter.consent' });
  expect(arbiter.getSnapshot().context.shown.map((s) => s.id)).toEqual(['toast.1']);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('entering');
  clock.increment(100);
  clock.increment(1999);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('visible');
  clock.increment(1);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('exiting');
});

test('on a desktop a toast shows at once beside the cookie banner, and gives the screen back when it has faded', () => {
  const { clock, toasts, arbiter } = withArbiter(1280);
  toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('entering');
  expect(arbiter.getSnapshot().context.shown.map((s) => s.id)).toEqual(['toast.1']);
  clock.increment(100);
  clock.increment(2000);
  clock.increment(200);
  expect(toasts.getSnapshot().matches('hidden')).toBe(true);
  expect(arbiter.getSnapshot().context.shown).toEqual([]);
});

test('the next toast asks under its own id once the first has given the screen back', () => {
  const { clock, toasts, arbiter } = withArbiter(1280);
  toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  toasts.send({ type: 'toast.show', toast: { headline: 'Saved to Profile' } });
  clock.increment(100);
  clock.increment(2000);
  clock.increment(200);
  expect(arbiter.getSnapshot().context.shown.map((s) => s.id)).toEqual(['toast.2']);
  expect(selectToast(toasts.getSnapshot())?.toast.headline).toBe('Saved to Profile');
});

test('a toast shown on a phone goes back to waiting when the cookie choice is asked for again, and starts its whole duration again once granted', () => {
  const { clock, toasts, arbiter } = withArbiter(390);
  arbiter.send({ type: 'arbiter.consent' });
  toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  clock.increment(100);
  clock.increment(1500);
  arbiter.send({ type: 'arbiter.choicePending' });
  expect(selectToast(toasts.getSnapshot())).toBeNull();
  clock.increment(5000);
  arbiter.send({ type: 'arbiter.consent' });
  clock.increment(100);
  clock.increment(1999);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('visible');
  clock.increment(1);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('exiting');
});

test('a toast dismissed while it waits for the screen leaves the queue and is hidden once', () => {
  const { toasts, arbiter } = withArbiter(390);
  const emitted: ToastsEmitted[] = [];
  toasts.on('*', (event) => emitted.push(event));
  toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
  toasts.send({ type: 'toast.dismiss' });
  expect(arbiter.getSnapshot().context.waiting).toEqual([]);
  expect(emitted).toEqual([{ type: 'toast.hidden', id: 1 }]);
  arbiter.send({ type: 'arbiter.consent' });
  expect(arbiter.getSnapshot().context.shown).toEqual([]);
});
