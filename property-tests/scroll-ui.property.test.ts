// Scroll-driven UI (spec 2 section 4 "Other") over random scrolls and pauses, against a timetable:
// the UI shows what the last position calls for exactly when 50 ms have passed with no scroll and
// then 1500 ms more with none; until then it keeps what it showed, and the button hides while the
// page moves.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  scrollUiMachine,
  selectCompactHeader,
  selectShowsBackToTop,
} from '../machines/scroll-ui.machine';

type Step = { kind: 'scroll'; y: number } | { kind: 'time'; ms: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: -100, max: 5000 }).map<Step>((y) => ({ kind: 'scroll', y })),
  fc.integer({ min: 1, max: 40 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.integer({ min: 1, max: 1600 }).map<Step>((ms) => ({ kind: 'time', ms })),
);

const AWAY_FROM = 800;

const property = (logic: typeof scrollUiMachine) =>
  fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { awayFrom: AWAY_FROM }, clock }).start();
    // The model: when the page last moved, where to, and what the UI last settled on.
    let now = 0;
    let lastMove: number | null = null;
    let y = 0;
    let settledAway = false;
    const settleAt = () => (lastMove === null ? null : lastMove + 50 + 1500);
    for (const step of steps) {
      if (step.kind === 'scroll') {
        lastMove = now;
        y = Math.max(0, step.y);
        actor.send({ type: 'scroll.moved', y: step.y });
      } else {
        // Time crosses at most one of the page's two timers per step, as the page's own timers do.
        let left = step.ms;
        while (left > 0) {
          const debounceEnd = lastMove === null ? null : lastMove + 50;
          const ends = [debounceEnd, settleAt()].filter(
            (t): t is number => t !== null && t > now && t <= now + left,
          );
          const to = ends.length ? Math.min(...ends) : now + left;
          clock.increment(to - now);
          left -= to - now;
          now = to;
          if (settleAt() === now) {
            settledAway = y > AWAY_FROM;
            lastMove = null;
          }
        }
      }
      const moving = lastMove !== null;
      expect(selectCompactHeader(actor.getSnapshot())).toBe(settledAway);
      expect(selectShowsBackToTop(actor.getSnapshot())).toBe(!moving && settledAway);
    }
  });

test('the scroll-driven UI changes exactly 50 + 1500 ms after the last scroll, to what it calls for', () => {
  fc.assert(property(scrollUiMachine), { numRuns: 300 });
});

test('the suite catches a UI that settles without waiting its 1500 ms', () => {
  const mutant = scrollUiMachine.provide({ delays: { scrollUiDelay: 0 } });
  expect(fc.check(property(mutant), { numRuns: 300, seed: 11 }).failed).toBe(true);
});
