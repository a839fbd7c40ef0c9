// The experience modal (spec 2 section 4 "Modal") over random delays, time and presses, against a
// timeline kept beside it: hidden until delay_in_millis has elapsed (shown at once with none), shown until the first complete
// or dismiss after that, then hidden for good, with exactly that outcome emitted once.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  experienceModalMachine,
  selectModalShown,
  type ExperienceModalEmitted,
} from '../machines/experience-modal.machine';

type Step = { kind: 'time'; ms: number } | { kind: 'complete' } | { kind: 'dismiss' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 0, max: 3000 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.constant<Step>({ kind: 'complete' }),
  fc.constant<Step>({ kind: 'dismiss' }),
);

const property = (logic: typeof experienceModalMachine) =>
  fc.property(
    fc.integer({ min: 0, max: 6000 }),
    fc.array(stepArb, { maxLength: 25 }),
    (delayMs, steps) => {
      const clock = new SimulatedClock();
      const emitted: ExperienceModalEmitted[] = [];
      const actor = createActor(logic, {
        clock,
        input: { placementId: 1000564, experienceId: 7, delayMs },
      });
      actor.on('*', (e) => emitted.push(e));
      actor.start();
      // The model: the time, whether the delay is up (a timer fires on the clock step that
      // reaches it; no delay at all shows at once), and the outcome once there is one.
      let now = 0;
      let due = delayMs === 0;
      let outcome: 'completed' | 'dismissed' | null = null;
      for (const step of steps) {
        if (step.kind === 'time') {
          clock.increment(step.ms);
          now += step.ms;
          if (now >= delayMs) due = true;
        } else {
          actor.send({ type: `modal.${step.kind}` });
          if (due && outcome === null)
            outcome = step.kind === 'complete' ? 'completed' : 'dismissed';
        }
        expect(selectModalShown(actor.getSnapshot())).toBe(due && outcome === null);
        expect(emitted.map((e) => e.type)).toEqual(outcome ? [`experience.${outcome}`] : []);
      }
    },
  );

test('the modal agrees with its timeline over random delays, time and presses', () => {
  fc.assert(property(experienceModalMachine), { numRuns: 300 });
});

test('the suite catches a modal that shows before its delay', () => {
  const mutant = experienceModalMachine.provide({ delays: { modalDelay: 0 } });
  expect(fc.check(property(mutant), { numRuns: 300, seed: 5 }).failed).toBe(true);
});
