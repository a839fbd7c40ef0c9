// The survey prompt (spec 2 section 4) over random time, frame messages from the survey's origin
// and from others, accepts, declines and page leaves, against a timeline kept beside it:
// - no state reacts to a foreign-origin message;
// - a survey never shows after its 15000 ms abandon, nor before its delay;
// - it shows only after `surveyLoaded` from its own origin;
// - it completes or is dismissed at most once.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SURVEY_FRAME_TIMEOUT_MS } from '../domain/constants';
import { selectSurveyShown, surveyMachine, type SurveyEmitted } from '../machines/survey.machine';

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

const property = (logic: typeof surveyMachine) =>
  fc.property(
    fc.boolean(),
    fc.integer({ min: 0, max: 8000 }),
    fc.array(stepArb, { maxLength: 30 }),
    (onClose, delayMs, steps) => {
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
      // The timeline: when loading began, and whether an own-origin surveyLoaded came in time.
      // A timer fires on the clock step that reaches it, so the frame's load timeout starts at
      // that step's time, not at the delay itself.
      let now = 0;
      const loadsAt: number | null = onClose ? null : delayMs;
      let loadingSince: number | null = null;
      let loadedInTime = false;
      for (const step of steps) {
        const before = actor.getSnapshot();
        if (step.kind === 'time') {
          clock.increment(step.ms);
          now += step.ms;
          if (loadsAt !== null && loadingSince === null && now >= loadsAt) loadingSince = now;
        } else if (step.kind === 'message') {
          const origin = step.own ? SURVEY_ORIGIN : 'https://elsewhere.example';
          actor.send({ type: 'survey.message', origin, data: step.data });
          if (!step.own) {
            expect(actor.getSnapshot().value).toEqual(before.value);
            expect(actor.getSnapshot().context).toEqual(before.context);
          }
          const loading = loadingSince !== null && now >= loadingSince;
          const expired = loadingSince !== null && now >= loadingSince + SURVEY_FRAME_TIMEOUT_MS;
          if (step.own && step.data === 'surveyLoaded' && loading && !expired) loadedInTime = true;
        } else if (step.kind === 'leaving') {
          actor.send({ type: 'survey.leaving' });
          if (onClose && loadingSince === null) loadingSince = now;
        } else {
          actor.send({ type: `survey.${step.kind}` });
        }
        const shown = selectSurveyShown(actor.getSnapshot());
        if (shown) {
          expect(loadedInTime).toBe(true);
          expect(loadingSince).not.toBeNull();
          expect(now).toBeGreaterThanOrEqual(loadingSince!);
        }
        // Never shown after the abandon.
        if (
          !loadedInTime &&
          loadingSince !== null &&
          now >= loadingSince + SURVEY_FRAME_TIMEOUT_MS
        ) {
          expect(shown).toBe(false);
        }
        const ends = emitted.filter(
          (e) => e.type === 'experience.completed' || e.type === 'experience.dismissed',
        );
        expect(ends.length).toBeLessThanOrEqual(1);
      }
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
