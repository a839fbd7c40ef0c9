// The experience toast (spec 2 section 2 "Toast", section 4 "Other": education toast 2000 ms)
// over random durations, completion levels and time, against a timeline kept beside it: nothing
// is asked of the toasts actor before 2000 ms; its toast then carries the text, the link and the
// duration; the experience completes once, with its level, when that toast's time is up.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  experienceToastMachine,
  type ExperienceToastEmitted,
} from '../machines/experience-toast.machine';
import { createHost } from '../machines/test-support';

const property = (logic: typeof experienceToastMachine) =>
  fc.property(
    fc.option(fc.integer({ min: 1, max: 9000 }), { nil: null }),
    fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 12 }),
    (durationMs, completionLevel, steps) => {
      const clock = new SimulatedClock();
      const input = {
        placementId: 1000578,
        experienceId: 3,
        text: 'Hello',
        link: '/me/',
        durationMs,
        completionLevel,
      };
      const host = createHost({ subject: logic, input, clock });
      const emitted: ExperienceToastEmitted[] = [];
      host.subject.on('*', (e) => emitted.push(e));
      // The model: when the toast was asked for (a timer fires on the clock step that reaches it).
      const lifetime = 100 + (durationMs ?? 2000) + 200;
      let now = 0;
      let askedAt: number | null = null;
      for (const ms of steps) {
        clock.increment(ms);
        now += ms;
        if (askedAt === null && now >= 2000) askedAt = now;
        const toasts = host.toasts.getSnapshot();
        const asked = toasts.context.current ?? toasts.context.queue[0] ?? null;
        if (askedAt === null) expect(asked).toBeNull();
        const done = askedAt !== null && now >= askedAt + lifetime;
        if (askedAt !== null && !done) {
          expect(asked?.headline).toBe('Hello');
          expect(asked?.durationMs).toBe(durationMs);
        }
        expect(emitted).toEqual(
          done
            ? [
                {
                  type: 'experience.completed',
                  placementId: 1000578,
                  experienceId: 3,
                  ...(completionLevel === null ? {} : { completionLevel }),
                },
              ]
            : [],
        );
      }
    },
  );

test('the experience toast agrees with its timeline over random durations and time', () => {
  fc.assert(property(experienceToastMachine), { numRuns: 200 });
});

test('the suite catches an experience toast that shows before the education toast delay', () => {
  const mutant = experienceToastMachine.provide({ delays: { educationToastDelay: 500 } });
  expect(fc.check(property(mutant), { numRuns: 300, seed: 3 }).failed).toBe(true);
});
