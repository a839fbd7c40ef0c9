// The onboarding of a new account (spec 3 section 2 "Onboarding step names", section 9;
// docs/decisions/105), every transition and failure on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { OnboardingProgress, OnboardingState } from '../domain/onboarding';
import {
  onboardingMachine,
  selectOnboardingBusy,
  selectOnboardingError,
  selectOnboardingLoading,
  selectOnboardingShown,
  type OnboardingInput,
} from './onboarding.machine';
import { apiError, deferred, flush, type Deferred } from './test-support';

const INPUT: OnboardingInput = { userId: 'u6', device: 'desktop', locale: 'en-GB', country: 'GB' };
const OPTIONS = {
  interests: [
    { id: 'i1', label: 'Recipes' },
    { id: 'i2', label: 'Gardening' },
  ],
  pins: [{ id: '100001', label: 'A pin' }],
};
const FRESH: OnboardingState = { progress: null, genderKnown: false, ...OPTIONS };

/** A kept progress: nothing answered, at Gender, unless told. */
const kept = (p: Partial<OnboardingProgress>): OnboardingProgress => ({
  step: 'Gender',
  gender: null,
  interestIds: [],
  useCase: null,
  pinIds: [],
  finished: null,
  locale: 'en-US',
  country: 'US',
  ...p,
});

function open(input: Partial<OnboardingInput> = {}) {
  const clock = new SimulatedClock();
  const loads: Deferred<OnboardingState>[] = [];
  const saves: { progress: OnboardingProgress; answer: Deferred<OnboardingProgress> }[] = [];
  const subject = onboardingMachine.provide({
    actors: {
      loadOnboarding: fromPromise(() => {
        const answer = deferred<OnboardingState>();
        loads.push(answer);
        return answer.promise;
      }),
      saveOnboarding: fromPromise(({ input: progress }: { input: OnboardingProgress }) => {
        const answer = deferred<OnboardingProgress>();
        saves.push({ progress, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(subject, { input: { ...INPUT, ...input }, clock });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.start();
  const state = () => actor.getSnapshot();
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  /** Answers the latest load and lets the 250 ms pass. */
  const loaded = async (answer: OnboardingState = FRESH) => {
    loads.at(-1)?.resolve(answer);
    await flush();
    clock.increment(250);
  };
  /** Answers the latest save as kept. */
  const saved = async () => {
    const last = saves.at(-1);
    last?.answer.resolve(last.progress);
    await flush();
  };
  return { clock, loads, saves, actor, emitted, state, send, loaded, saved };
}

test('a new account is shown Gender 250 ms after its progress has loaded', async () => {
  const t = open();
  expect(selectOnboardingLoading(t.state())).toBe(true);
  expect(selectOnboardingShown(t.state())).toBe(false);
  t.loads[0]?.resolve(FRESH);
  await flush();
  t.clock.increment(249);
  expect(selectOnboardingShown(t.state())).toBe(false);
  t.clock.increment(1);
  expect(t.state().value).toBe('asking');
  expect(t.state().context.step).toBe('Gender');
  expect(t.emitted).toContainEqual({ type: 'onboarding.step', userId: 'u6', step: 'Gender' });
});

test('3 question steps are shown: Gender, InterestPicker, UseCase, then the LoadingStep', async () => {
  const t = open();
  await t.loaded();
  expect(t.state().context.flow).toEqual(['Gender', 'InterestPicker', 'UseCase', 'LoadingStep']);
});

test('an account whose gender is known is not asked it, and is shown PinPicker instead', async () => {
  const t = open();
  await t.loaded({ ...FRESH, genderKnown: true });
  expect(t.state().context.flow).toEqual(['InterestPicker', 'UseCase', 'PinPicker', 'LoadingStep']);
  expect(t.state().context.step).toBe('InterestPicker');
});

test('AppInstall is the last step on a phone only', async () => {
  const t = open({ device: 'mobile' });
  await t.loaded();
  expect(t.state().context.flow.at(-1)).toBe('AppInstall');
});

test('Next waits for the step to be answered', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.next' });
  expect(t.state().value).toBe('asking');
  expect(t.saves).toEqual([]);
});

test('a step takes only its own answers, and only the options offered', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.toggleInterest', id: 'i1' });
  t.send({ type: 'onboarding.useCase', useCase: 'shop' });
  expect(t.state().context.answers).toEqual({
    gender: null,
    interestIds: [],
    useCase: null,
    pinIds: [],
  });
  t.send({ type: 'onboarding.gender', gender: 'male' });
  t.send({ type: 'onboarding.next' });
  await t.saved();
  t.send({ type: 'onboarding.toggleInterest', id: 'i9' });
  expect(t.state().context.answers.interestIds).toEqual([]);
  t.send({ type: 'onboarding.toggleInterest', id: 'i2' });
  t.send({ type: 'onboarding.toggleInterest', id: 'i1' });
  t.send({ type: 'onboarding.toggleInterest', id: 'i2' });
  expect(t.state().context.answers.interestIds).toEqual(['i1']);
});

test('Next saves the progress at the next step, with the viewer’s locale and country', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.gender', gender: 'unspecified' });
  t.send({ type: 'onboarding.next' });
  expect(t.state().value).toBe('saving');
  expect(selectOnboardingBusy(t.state())).toBe(true);
  expect(t.saves[0]?.progress).toEqual({
    step: 'InterestPicker',
    gender: 'unspecified',
    interestIds: [],
    useCase: null,
    pinIds: [],
    finished: null,
    locale: 'en-GB',
    country: 'GB',
  });
  await t.saved();
  expect(t.state().value).toBe('asking');
  expect(t.state().context.step).toBe('InterestPicker');
  expect(selectOnboardingBusy(t.state())).toBe(false);
});

test('a save with no answer after 5000 ms is given up, and Try again saves again', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.gender', gender: 'female' });
  t.send({ type: 'onboarding.next' });
  t.clock.increment(4999);
  expect(t.state().value).toBe('saving');
  t.clock.increment(1);
  expect(t.state().value).toBe('saveFailed');
  expect(selectOnboardingError(t.state())).toBe(
    'Your answers could not be saved. Saving took too long.',
  );
  expect(t.state().context.step).toBe('Gender');
  t.send({ type: 'onboarding.retry' });
  expect(t.saves).toHaveLength(2);
  expect(selectOnboardingError(t.state())).toBeNull();
  await t.saved();
  expect(t.state().context.step).toBe('InterestPicker');
});

test("a failed save shows the server's message and keeps the step; Try again saves again", async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.gender', gender: 'female' });
  t.send({ type: 'onboarding.next' });
  t.saves[0]?.answer.reject(apiError(400, '"gender" must be one of ...'));
  await flush();
  expect(t.state().value).toBe('saveFailed');
  expect(selectOnboardingShown(t.state())).toBe(true);
  expect(selectOnboardingError(t.state())).toBe('"gender" must be one of ...');
  t.send({ type: 'onboarding.retry' });
  expect(t.state().value).toBe('saving');
});

test('a failed save without a message says the answers could not be saved', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.gender', gender: 'female' });
  t.send({ type: 'onboarding.next' });
  t.saves[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(selectOnboardingError(t.state())).toBe('Your answers could not be saved.');
});

test('Back shows the previous step without a save; at the first step it does nothing', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.back' });
  expect(t.state().context.step).toBe('Gender');
  t.send({ type: 'onboarding.gender', gender: 'female' });
  t.send({ type: 'onboarding.next' });
  await t.saved();
  t.send({ type: 'onboarding.back' });
  expect(t.state().context.step).toBe('Gender');
  expect(t.state().context.answers.gender).toBe('female');
  expect(t.saves).toHaveLength(1);
});

async function toLoadingStep(t: ReturnType<typeof open>) {
  await t.loaded();
  t.send({ type: 'onboarding.gender', gender: 'female' });
  t.send({ type: 'onboarding.next' });
  await t.saved();
  t.send({ type: 'onboarding.toggleInterest', id: 'i1' });
  t.send({ type: 'onboarding.next' });
  await t.saved();
  t.send({ type: 'onboarding.useCase', useCase: 'find_ideas' });
  t.send({ type: 'onboarding.next' });
  await t.saved();
}

test('the LoadingStep lasts 2500 ms, then the onboarding is saved completed', async () => {
  const t = open();
  await toLoadingStep(t);
  expect(t.state().value).toBe('building');
  expect(t.state().context.step).toBe('LoadingStep');
  t.clock.increment(2499);
  expect(t.state().value).toBe('building');
  t.clock.increment(1);
  expect(t.state().value).toBe('saving');
  expect(t.saves.at(-1)?.progress).toMatchObject({ step: 'LoadingStep', finished: 'completed' });
  await t.saved();
  expect(t.state().value).toBe('finished');
  expect(selectOnboardingShown(t.state())).toBe(false);
  expect(t.emitted).toContainEqual({ type: 'onboarding.finished', userId: 'u6', how: 'completed' });
});

test('Back from AppInstall goes past the LoadingStep to the last question', async () => {
  const t = open({ device: 'mobile' });
  await toLoadingStep(t);
  t.clock.increment(2500);
  await t.saved();
  t.send({ type: 'onboarding.back' });
  expect(t.state().value).toBe('asking');
  expect(t.state().context.step).toBe('UseCase');
});

test('on a phone AppInstall follows the LoadingStep, and its Done completes the onboarding', async () => {
  const t = open({ device: 'mobile' });
  await toLoadingStep(t);
  t.clock.increment(2500);
  expect(t.saves.at(-1)?.progress).toMatchObject({ step: 'AppInstall', finished: null });
  await t.saved();
  expect(t.state().value).toBe('asking');
  expect(t.state().context.step).toBe('AppInstall');
  t.send({ type: 'onboarding.next' });
  expect(t.saves.at(-1)?.progress).toMatchObject({ step: 'AppInstall', finished: 'completed' });
  await t.saved();
  expect(t.state().value).toBe('finished');
});

test('Skip for now saves the onboarding skipped, at any step, the LoadingStep too', async () => {
  const t = open();
  await t.loaded();
  t.send({ type: 'onboarding.skip' });
  expect(t.saves[0]?.progress).toMatchObject({ step: 'Gender', finished: 'skipped' });
  await t.saved();
  expect(t.state().value).toBe('finished');
  expect(t.emitted).toContainEqual({ type: 'onboarding.finished', userId: 'u6', how: 'skipped' });

  const u = open();
  await toLoadingStep(u);
  u.send({ type: 'onboarding.skip' });
  expect(u.saves.at(-1)?.progress).toMatchObject({ step: 'LoadingStep', finished: 'skipped' });
});

test('a finished onboarding is not shown again', async () => {
  const t = open();
  t.loads[0]?.resolve({
    ...FRESH,
    progress: kept({ step: 'UseCase', gender: 'female', interestIds: ['i1'], finished: 'skipped' }),
  });
  await flush();
  expect(t.state().value).toBe('finished');
  t.clock.increment(10_000);
  expect(selectOnboardingShown(t.state())).toBe(false);
});

test('a reload resumes at the kept step with the kept answers', async () => {
  const t = open();
  await t.loaded({
    ...FRESH,
    progress: kept({ step: 'UseCase', gender: 'male', interestIds: ['i2'] }),
  });
  expect(t.state().context.step).toBe('UseCase');
  expect(t.state().context.answers).toMatchObject({ gender: 'male', interestIds: ['i2'] });
});

test('a kept step this flow does not have starts the flow at its first step', async () => {
  const t = open();
  await t.loaded({
    ...FRESH,
    progress: kept({ step: 'AppInstall' }),
  });
  expect(t.state().context.step).toBe('Gender');
});

test('a reload at the LoadingStep runs its 2500 ms again', async () => {
  const t = open();
  await t.loaded({
    ...FRESH,
    progress: kept({ step: 'LoadingStep', gender: 'male', interestIds: ['i2'], useCase: 'shop' }),
  });
  expect(t.state().value).toBe('building');
  t.clock.increment(2500);
  expect(t.state().value).toBe('saving');
});

test('a failed load shows its error, and Try again loads again', async () => {
  const t = open();
  t.loads[0]?.reject(apiError(500, null));
  await flush();
  expect(t.state().value).toBe('loadFailed');
  expect(selectOnboardingShown(t.state())).toBe(true);
  expect(selectOnboardingError(t.state())).toBe('Your setup could not be loaded.');
  t.send({ type: 'onboarding.retry' });
  expect(t.loads).toHaveLength(2);
  await t.loaded();
  expect(t.state().context.step).toBe('Gender');
});

test('Skip after a failed load hides the onboarding for this visit without a save', async () => {
  const t = open();
  t.loads[0]?.reject(apiError(503, 'Down for a moment.'));
  await flush();
  expect(selectOnboardingError(t.state())).toBe('Down for a moment.');
  t.send({ type: 'onboarding.skip' });
  expect(t.state().value).toBe('finished');
  expect(t.saves).toEqual([]);
  expect(t.emitted).toContainEqual({ type: 'onboarding.finished', userId: 'u6', how: 'skipped' });
});
