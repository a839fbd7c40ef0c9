// Scroll-driven UI (spec 2 section 4 "Other"): the back-to-top button and the compact header appear
// 1500 ms after scrolling stops, the scroll read with a 50 ms debounce. Time is simulated.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { scrollUiMachine, selectCompactHeader, selectShowsBackToTop } from './scroll-ui.machine';

/** Moves simulated time in the steps the page's timers take (a timer set while others fire starts then). */
function pass(clock: SimulatedClock, ...steps: number[]) {
  for (const ms of steps) clock.increment(ms);
}

function start(y = 0) {
  const clock = new SimulatedClock();
  const actor = createActor(scrollUiMachine, { input: { awayFrom: 800, y }, clock }).start();
  const scroll = (to: number) => actor.send({ type: 'scroll.moved', y: to });
  return { actor, clock, scroll };
}

test('scroll-driven UI appears 1500 ms after scrolling stops, debounced 50 ms', () => {
  const { actor, clock, scroll } = start();
  scroll(2000);
  pass(clock, 50, 1500 - 1);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(false);
  expect(selectCompactHeader(actor.getSnapshot())).toBe(false);
  clock.increment(1);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(true);
  expect(selectCompactHeader(actor.getSnapshot())).toBe(true);
});

test('each scroll within 50 ms restarts the debounce', () => {
  const { actor, clock, scroll } = start();
  for (let y = 100; y <= 2000; y += 100) {
    scroll(y);
    clock.increment(50 - 1);
  }
  expect(actor.getSnapshot().value).toBe('moving');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('settling');
});

test('a scroll while the UI waits its 1500 ms starts the wait over', () => {
  const { actor, clock, scroll } = start();
  scroll(2000);
  pass(clock, 50, 1000);
  scroll(2100);
  pass(clock, 50, 1500 - 1);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(false);
  clock.increment(1);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(true);
});

test('while the page moves the back-to-top button steps aside; the header stays compact', () => {
  const { actor, clock, scroll } = start(3000);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(true);
  scroll(2900);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(false);
  expect(selectCompactHeader(actor.getSnapshot())).toBe(true);
  pass(clock, 50, 1500);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(true);
});

test('back at the top, the UI settles to the full header and no button', () => {
  const { actor, clock, scroll } = start(3000);
  scroll(0);
  pass(clock, 50, 1500);
  expect(selectShowsBackToTop(actor.getSnapshot())).toBe(false);
  expect(selectCompactHeader(actor.getSnapshot())).toBe(false);
});

test('a position above the top counts as the top', () => {
  const { actor, scroll } = start();
  scroll(-40);
  expect(actor.getSnapshot().context.y).toBe(0);
});
