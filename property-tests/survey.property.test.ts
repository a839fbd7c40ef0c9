// The survey prompt (spec 2 section 4) over random time, frame messages from the survey's origin
// and from others, accepts, declines and page leaves, against a small model of its phases kept
// beside it, its numbers written out (default delay 5000 ms, frame abandoned after 15000 ms):
// - no state reacts to a foreign-origin message;
// - the prompt shows exactly when the model says: never before its delay and an own-origin
//   `surveyLoaded`, never after the abandon, and always once that `surveyLoaded` came in time,
//   the default 5000 ms delay included;
// - it completes or is dismissed at most once.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  selectFrameMounted,
  selectSurveyShown,
  surveyMachine,
  type SurveyEmitted,
} from '../machines/survey.machine';

const SURVEY_ORIGIN = 'http://127.0.0.1:3001';

type Step =
  | { kind: 'time'; ms: number }
  | { kind: 'message'; own: boolean; data: 'surveyLoaded' | 'surveyFinished' | 'hello' }
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'leaving' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 0, max: 9000 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.record({
    kind: fc.constant('message' as const),
    own: fc.boolean(),
    data: fc.constantFrom('surveyLoaded' as const, 'surveyFinished' as const, 'hello' as const),
  }),
  fc.constant<Step>({ kind: 'accept' }),
  fc.constant<Step>({ kind: 'decline' }),
  fc.constant<Step>({ kind: 'leaving' }),
);

/** A survey on the home feed's survey placement, started on a simulated clock. */
function startSurvey(
  logic: typeof surveyMachine,
  { delayMs, onClose }: { delayMs: number | undefined; onClose: boolean },
) {
  const clock = new SimulatedClock();
  const emitted: SurveyEmitted[] = [];
  const actor = createActor(logic, {
    clock,
    input: {
      placementId: 1000421,
      experienceId: 9,
      surveyUrl: `${SURVEY_ORIGIN}/surveys/9/`,
      appOrigin: 'http://127.0.0.1:4173',
      delayMs,
      onClose,
      pathname: '/',
    },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, emitted };
}

/** Where the model has the survey: `done` is finished, declined or abandoned. */
type Phase = 'waiting' | 'armed' | 'loading' | 'prompting' | 'expanded' | 'done';

const property = (logic: typeof surveyMachine) =>
  fc.property(
    fc.boolean(),
    // The display data's delay; none (null or absent) is the default, 5000 ms.
    fc.option(fc.integer({ min: 0, max: 8000 }), { nil: undefined }),
    fc.array(stepArb, { maxLength: 30 }),
    (onClose, delayMs, steps) => {
      const { actor, clock, emitted } = startSurvey(logic, { delayMs, onClose });
      // The model: the survey waits its delay (or, on close, the person leaving), loads its
      // frame, shows on an own-origin surveyLoaded within 15000 ms of loading, else is abandoned.
      // A timer fires on the clock step that reaches it, so the frame's load timeout starts at
      // that step's time, not at the delay itself.
      const delay = delayMs ?? 5000;
      let now = 0;
      let phase: Phase = onClose ? 'armed' : 'waiting';
      let loadingSince = 0;
      for (const step of steps) {
        const before = actor.getSnapshot();
        if (step.kind === 'time') {
          clock.increment(step.ms);
          now += step.ms;
          if (phase === 'waiting' && now >= delay) {
            phase = 'loading';
            loadingSince = now;
          } else if (phase === 'loading' && now >= loadingSince + 15000) phase = 'done';
        } else if (step.kind === 'message') {
          const origin = step.own ? SURVEY_ORIGIN : 'https://elsewhere.example';
          actor.send({ type: 'survey.message', origin, data: step.data });
          if (!step.own) {
            expect(actor.getSnapshot().value).toEqual(before.value);
            expect(actor.getSnapshot().context).toEqual(before.context);
          } else if (step.data === 'surveyLoaded' && phase === 'loading') phase = 'prompting';
          else if (
            step.data === 'surveyFinished' &&
            (phase === 'prompting' || phase === 'expanded')
          )
            phase = 'done';
        } else if (step.kind === 'leaving') {
          actor.send({ type: 'survey.leaving' });
          if (phase === 'armed') {
            phase = 'loading';
            loadingSince = now;
          }
        } else {
          actor.send({ type: `survey.${step.kind}` });
          if (step.kind === 'accept' && phase === 'prompting') phase = 'expanded';
          if (step.kind === 'decline' && (phase === 'prompting' || phase === 'expanded'))
            phase = 'done';
        }
        // Shown exactly when the model says: never before its delay and surveyLoaded, never
        // after the abandon, and always once an own surveyLoaded came in time.
        const snapshot = actor.getSnapshot();
        expect(selectSurveyShown(snapshot)).toBe(phase === 'prompting' || phase === 'expanded');
        expect(selectFrameMounted(snapshot)).toBe(
          phase === 'loading' || phase === 'prompting' || phase === 'expanded',
        );
        expect(snapshot.status === 'done').toBe(phase === 'done');
        const ends = emitted.filter(
          (e) => e.type === 'experience.completed' || e.type === 'experience.dismissed',
        );
        expect(ends.length).toBeLessThanOrEqual(1);
      }
    },
  );

/**
 * The prompt shows once its delay has passed and an own-origin surveyLoaded comes within
 * 15000 ms: the frame is not in the page a millisecond before the delay, is at the delay, and
 * the prompt shows on surveyLoaded at any time up to 14999 ms later.
 */
const showsAfterDelay = (logic: typeof surveyMachine) =>
  fc.property(
    fc.option(fc.integer({ min: 1, max: 8000 }), { nil: undefined }),
    fc.integer({ min: 0, max: 14999 }),
    (delayMs, loadedAfter) => {
      const { actor, clock } = startSurvey(logic, { delayMs, onClose: false });
      const delay = delayMs ?? 5000;
      clock.increment(delay - 1);
      expect(selectFrameMounted(actor.getSnapshot())).toBe(false);
      clock.increment(1);
      expect(selectFrameMounted(actor.getSnapshot())).toBe(true);
      expect(selectSurveyShown(actor.getSnapshot())).toBe(false);
      clock.increment(loadedAfter);
      actor.send({ type: 'survey.message', origin: SURVEY_ORIGIN, data: 'surveyLoaded' });
      expect(selectSurveyShown(actor.getSnapshot())).toBe(true);
    },
  );

test('the survey agrees with its timeline over random time, messages and presses', () => {
  fc.assert(property(surveyMachine), { numRuns: 300 });
});

test("the survey's timeline holds where the load timeout ends exactly as surveyLoaded arrives", () => {
  fc.assert(property(surveyMachine), {
    examples: [
      [
        false,
        0,
        [
          { kind: 'time', ms: 1018 },
          { kind: 'time', ms: 3338 },
          { kind: 'time', ms: 5386 },
          { kind: 'time', ms: 5258 },
          { kind: 'message', own: true, data: 'surveyLoaded' },
        ],
      ],
    ],
    numRuns: 1,
  });
});

test('the suite catches a survey that accepts surveyLoaded from any origin', () => {
  const mutant = surveyMachine.provide({
    guards: {
      isLoaded: ({ event }) => event.type === 'survey.message' && event.data === 'surveyLoaded',
    },
  });
  expect(fc.check(property(mutant), { numRuns: 500, seed: 21 }).failed).toBe(true);
});

test('the prompt shows after its delay, the default 5000 ms included, on a timely surveyLoaded', () => {
  fc.assert(showsAfterDelay(surveyMachine), {
    examples: [
      [undefined, 0],
      [undefined, 14999],
      [1, 0],
    ],
    numRuns: 200,
  });
});

test('the suite catches a survey that never shows, and one whose default delay is not 5000 ms', () => {
  const neverShows = surveyMachine.provide({ guards: { isLoaded: () => false } });
  expect(fc.check(property(neverShows), { numRuns: 300, seed: 21 }).failed).toBe(true);
  expect(fc.check(showsAfterDelay(neverShows), { numRuns: 50, seed: 21 }).failed).toBe(true);
  const lateDefault = surveyMachine.provide({
    delays: { surveyDelay: ({ context }) => (context.delayMs === 5000 ? 6000 : context.delayMs) },
  });
  expect(fc.check(property(lateDefault), { numRuns: 300, seed: 21 }).failed).toBe(true);
  expect(fc.check(showsAfterDelay(lateDefault), { numRuns: 50, seed: 21 }).failed).toBe(true);
});
