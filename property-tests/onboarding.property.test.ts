// The new account's onboarding (spec 3 section 2 "Onboarding step names", section 9; decision
// 105) against a small model of its own, over random devices, kept progress, presses, answers and
// time. The model writes the spec's step names and numbers as it reads them, not from the code:
// 3 question steps shown, the first step 250 ms after the load, the LoadingStep 2500 ms, a save
// given up after 5000 ms, AppInstall on a phone only, one save at a time, Next only once answered.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { OnboardingProgress, OnboardingState } from '../domain/onboarding';
import { onboardingMachine, type OnboardingInput } from '../machines/onboarding.machine';
import { apiError, deferred, flush, type Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

// --- the model's own reading of the spec ---
const STEP_NAMES = [
  'Gender',
  'InterestPicker',
  'UseCase',
  'PinPicker',
  'LoadingStep',
  'AppInstall',
];
const QUESTIONS = ['Gender', 'InterestPicker', 'UseCase', 'PinPicker'];
const GENDERS = ['female', 'male', 'unspecified'];
const USE_CASES = ['find_ideas', 'plan_project', 'shop', 'save_later'];
const STEPS_SHOWN = 3;
const OPEN_MS = 250;
const LOADING_STEP_MS = 2500;
const SAVE_GIVEN_UP_MS = 5000;
const INTERESTS = ['i1', 'i2'];
const PINS = ['100001', '100002'];

type Phase =
  | 'loading'
  | 'loadFailed'
  | 'opening'
  | 'asking'
  | 'building'
  | 'saving'
  | 'saveFailed'
  | 'finished';

interface Answers {
  gender: string | null;
  interestIds: string[];
  useCase: string | null;
  pinIds: string[];
}

interface Model {
  phase: Phase;
  flow: string[];
  step: string;
  answers: Answers;
  pending: { step: string; finished: string | null } | null;
  elapsed: number;
  saves: number;
  loads: number;
}

const toggled = (ids: string[], id: string) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

function answered(step: string, a: Answers): boolean {
  if (step === 'Gender') return a.gender !== null;
  if (step === 'InterestPicker') return a.interestIds.length > 0;
  if (step === 'UseCase') return a.useCase !== null;
  if (step === 'PinPicker') return a.pinIds.length > 0;
  return true;
}

// --- the random runs ---
type Kept = Omit<OnboardingProgress, 'locale' | 'country'> | null;

const keptArb: fc.Arbitrary<Kept> = fc.option(
  fc.record({
    step: fc.constantFrom(...(STEP_NAMES as OnboardingProgress['step'][])),
    gender: fc.constantFrom(null, 'female' as const),
    interestIds: fc.constantFrom([], ['i1']),
    useCase: fc.constantFrom(null, 'shop' as const),
    pinIds: fc.constantFrom([], ['100002']),
    finished: fc.constantFrom(null, null, 'completed' as const, 'skipped' as const),
  }),
  { freq: 2 },
);

type Command =
  | { kind: 'gender'; gender: string }
  | { kind: 'interest' | 'pin'; id: string }
  | { kind: 'useCase'; useCase: string }
  | { kind: 'next' | 'back' | 'skip' | 'retry' }
  | { kind: 'loadAnswer'; ok: boolean }
  | { kind: 'saveAnswer'; ok: boolean }
  | { kind: 'time'; ms: number };

// Every command as a plain value, picked evenly (no bias toward the first), so a Next on an
// unanswered step and a wait inside the LoadingStep come as often as the answers.
const COMMANDS: Command[] = [
  ...[...GENDERS, 'other'].map((gender) => ({ kind: 'gender' as const, gender })),
  ...[...INTERESTS, 'i9'].map((id) => ({ kind: 'interest' as const, id })),
  ...[...PINS, '999'].map((id) => ({ kind: 'pin' as const, id })),
  ...USE_CASES.map((useCase) => ({ kind: 'useCase' as const, useCase })),
  ...(['next', 'next', 'next', 'back', 'skip', 'retry'] as const).map((kind) => ({ kind })),
  ...[true, false].map((ok) => ({ kind: 'loadAnswer' as const, ok })),
  ...[true, true, true, false].map((ok) => ({ kind: 'saveAnswer' as const, ok })),
  ...[1, 249, 250, 1000, 2499, 2500, 4999, 5000].map((ms) => ({ kind: 'time' as const, ms })),
];
const commandArb: fc.Arbitrary<Command> = fc.noBias(fc.constantFrom(...COMMANDS));

const opened: Command[] = [
  { kind: 'loadAnswer', ok: true },
  { kind: 'time', ms: 250 },
];

const onboardingFollowsTheSpec = (machine: typeof onboardingMachine) =>
  fc.asyncProperty(
    fc.constantFrom<'desktop' | 'mobile'>('desktop', 'mobile'),
    fc.boolean(),
    keptArb,
    // Most runs start loaded and opened, so the steps themselves get most of the presses.
    fc.constantFrom<Command[]>(opened, opened, opened, []),
    fc.noBias(fc.array(commandArb, { minLength: 4, maxLength: 40 })),
    async (device, genderKnown, kept, start, rest) => {
      const commands = [...start, ...rest];
      const clock = new SimulatedClock();
      const loads: Deferred<OnboardingState>[] = [];
      const saves: { progress: OnboardingProgress; answer: Deferred<OnboardingProgress> }[] = [];
      const subject = machine.provide({
        actors: {
          loadOnboarding: fromPromise(() => {
            const d = deferred<OnboardingState>();
            loads.push(d);
            return d.promise;
          }),
          saveOnboarding: fromPromise(({ input }: { input: OnboardingProgress }) => {
            const d = deferred<OnboardingProgress>();
            saves.push({ progress: input, answer: d });
            return d.promise;
          }),
        },
      });
      const input: OnboardingInput = { userId: 'u6', device, locale: 'en-US', country: 'US' };
      const actor = createActor(subject, { input, clock }).start();

      const questions = QUESTIONS.filter((s) => s !== 'Gender' || !genderKnown).slice(
        0,
        STEPS_SHOWN,
      );
      const flow = [...questions, 'LoadingStep', ...(device === 'mobile' ? ['AppInstall'] : [])];
      const m: Model = {
        phase: 'loading',
        flow,
        step: 'Gender',
        answers: { gender: null, interestIds: [], useCase: null, pinIds: [] },
        pending: null,
        elapsed: 0,
        saves: 0,
        loads: 1,
      };
      const enter = (phase: Phase) => {
        m.phase = phase;
        m.elapsed = 0;
      };
      const save = (step: string, finished: string | null) => {
        m.pending = { step, finished };
        m.saves += 1;
        enter('saving');
      };
      const goOn = () => {
        const next = m.flow[m.flow.indexOf(m.step) + 1];
        if (next === undefined) save(m.step, 'completed');
        else save(next, null);
      };
      const show = () => enter(m.step === 'LoadingStep' ? 'building' : 'asking');

      const check = () => {
        const s = actor.getSnapshot();
        expect(s.value).toBe(m.phase);
        expect(loads).toHaveLength(m.loads);
        expect(saves).toHaveLength(m.saves);
        const shown = ['loadFailed', 'asking', 'building', 'saving', 'saveFailed'];
        expect(s.hasTag('shown')).toBe(shown.includes(m.phase));
        if (m.phase !== 'loading' && m.phase !== 'loadFailed' && m.phase !== 'finished') {
          expect(s.context.step).toBe(m.step);
          expect(s.context.answers).toEqual(m.answers);
        }
        if (m.phase === 'saving') {
          expect(saves.at(-1)?.progress).toMatchObject({ ...m.pending, ...m.answers });
          // Next never saves past a step left unanswered (a fresh account's: a kept progress
          // may come from anywhere).
          if (kept === null && m.pending?.finished !== 'skipped') {
            for (const q of m.flow.slice(0, m.flow.indexOf(m.pending?.step ?? ''))) {
              expect(answered(q, m.answers)).toBe(true);
            }
          }
        }
        expect(s.context.error !== null).toBe(m.phase === 'loadFailed' || m.phase === 'saveFailed');
      };

      check();
      for (const c of commands) {
        switch (c.kind) {
          case 'gender':
            actor.send({ type: 'onboarding.gender', gender: c.gender as 'female' });
            if (m.phase === 'asking' && m.step === 'Gender' && GENDERS.includes(c.gender)) {
              m.answers = { ...m.answers, gender: c.gender };
            }
            break;
          case 'interest':
            actor.send({ type: 'onboarding.toggleInterest', id: c.id });
            if (m.phase === 'asking' && m.step === 'InterestPicker' && INTERESTS.includes(c.id)) {
              m.answers = { ...m.answers, interestIds: toggled(m.answers.interestIds, c.id) };
            }
            break;
          case 'pin':
            actor.send({ type: 'onboarding.togglePin', id: c.id });
            if (m.phase === 'asking' && m.step === 'PinPicker' && PINS.includes(c.id)) {
              m.answers = { ...m.answers, pinIds: toggled(m.answers.pinIds, c.id) };
            }
            break;
          case 'useCase':
            actor.send({ type: 'onboarding.useCase', useCase: c.useCase as 'shop' });
            if (m.phase === 'asking' && m.step === 'UseCase') {
              m.answers = { ...m.answers, useCase: c.useCase };
            }
            break;
          case 'next':
            actor.send({ type: 'onboarding.next' });
            if (m.phase === 'asking' && answered(m.step, m.answers)) goOn();
            break;
          case 'back': {
            actor.send({ type: 'onboarding.back' });
            const before = m.flow.slice(0, Math.max(0, m.flow.indexOf(m.step)));
            const back = before.filter((s) => s !== 'LoadingStep').at(-1);
            if (m.phase === 'asking' && back !== undefined) m.step = back;
            break;
          }
          case 'skip':
            actor.send({ type: 'onboarding.skip' });
            if (m.phase === 'asking' || m.phase === 'building') save(m.step, 'skipped');
            else if (m.phase === 'loadFailed') enter('finished');
            break;
          case 'retry':
            actor.send({ type: 'onboarding.retry' });
            if (m.phase === 'loadFailed') {
              m.loads += 1;
              enter('loading');
            } else if (m.phase === 'saveFailed') {
              m.saves += 1;
              enter('saving');
            }
            break;
          case 'loadAnswer':
            if (m.phase !== 'loading') break;
            if (c.ok) {
              loads.at(-1)?.resolve({
                progress: kept ? { ...kept, locale: 'en-US', country: 'US' } : null,
                genderKnown,
                interests: INTERESTS.map((id) => ({ id, label: id })),
                pins: PINS.map((id) => ({ id, label: id })),
              });
              if (kept) {
                const { gender, interestIds, useCase, pinIds } = kept;
                m.answers = { gender, interestIds, useCase, pinIds };
              }
              m.step = kept && m.flow.includes(kept.step) ? kept.step : (m.flow[0] ?? '');
              enter(kept?.finished ? 'finished' : 'opening');
            } else {
              loads.at(-1)?.reject(apiError(500, null));
              enter('loadFailed');
            }
            await flush();
            break;
          case 'saveAnswer': {
            if (m.phase !== 'saving') break;
            const last = saves.at(-1);
            if (c.ok) {
              last?.answer.resolve(last.progress);
              const done = m.pending;
              m.pending = null;
              if (done?.finished) enter('finished');
              else {
                m.step = done?.step ?? m.step;
                show();
              }
            } else {
              last?.answer.reject(apiError(500, null));
              enter('saveFailed');
            }
            await flush();
            break;
          }
          case 'time': {
            clock.increment(c.ms);
            m.elapsed += c.ms;
            if (m.phase === 'opening' && m.elapsed >= OPEN_MS) show();
            else if (m.phase === 'building' && m.elapsed >= LOADING_STEP_MS) goOn();
            else if (m.phase === 'saving' && m.elapsed >= SAVE_GIVEN_UP_MS) enter('saveFailed');
            break;
          }
        }
        check();
      }
      actor.stop();
    },
  );

test('onboarding: 3 question steps then the LoadingStep (AppInstall on a phone); Next only once answered, one save at a time; 250 ms, 2500 ms and 5000 ms as the spec gives them; a reload resumes the kept step', async () => {
  await assertProperty('onboarding', onboardingFollowsTheSpec(onboardingMachine));
});

test('the suite catches a LoadingStep that moves on after 250 ms', async () => {
  const hasty = onboardingMachine.provide({ delays: { loadingStep: 250 } });
  // Caught at run 90 on average over 21 seeds: 1400 keep 15 times that (docs/decisions/121).
  expect(await propertyFails(onboardingFollowsTheSpec(hasty), 1400)).toBe(true);
});

test('the suite catches a Next that does not wait for an answer', async () => {
  const careless = onboardingMachine.provide({ guards: { answered: () => true } });
  expect(await propertyFails(onboardingFollowsTheSpec(careless))).toBe(true);
});
