// Catalogue entry of the onboarding (spec 3 sections 2 and 9; docs/decisions/105), listed through
// the kinds table: a desktop and a phone, the load's answers (a fresh account, one whose gender is
// known, a finished one, one resumed at the LoadingStep, a failure) and the save's, for path
// coverage.
import type { OnboardingState } from '../domain/onboarding';
import type { CatalogueEntry } from './catalogue-entry';
import { serverError } from './catalogue-entry';
import { onboardingMachine, type OnboardingContext } from './onboarding.machine';

const options = {
  interests: [
    { id: 'i1', label: 'Recipes' },
    { id: 'i2', label: 'Gardening' },
  ],
  pins: [
    { id: '100001', label: 'A pin' },
    { id: '100002', label: 'Another pin' },
  ],
};
const fresh: OnboardingState = { progress: null, genderKnown: false, ...options };
const kept = {
  gender: 'female',
  interestIds: ['i1'],
  useCase: 'shop',
  pinIds: [],
  locale: 'en-US',
  country: 'US',
} as const;

const desktop = { userId: 'u6', device: 'desktop', locale: 'en-US', country: 'US' } as const;
const phone = { ...desktop, device: 'mobile' } as const;

export const onboardingEntry: CatalogueEntry = {
  id: 'onboarding',
  title: 'Onboarding: Gender, InterestPicker, UseCase, PinPicker, LoadingStep, AppInstall',
  specSection: "spec 3 section 2 'Onboarding step names', section 9 (onboarding values)",
  machine: onboardingMachine,
  sampleInput: desktop,
  coverageInputs: [desktop, phone],
  events: [
    { event: { type: 'onboarding.gender', gender: 'female' }, label: "Choose 'Female'" },
    { event: { type: 'onboarding.toggleInterest', id: 'i1' }, label: 'Pick Recipes' },
    { event: { type: 'onboarding.useCase', useCase: 'shop' }, label: 'Choose Shop' },
    { event: { type: 'onboarding.togglePin', id: '100001' }, label: 'Pick a pin' },
    { event: { type: 'onboarding.next' }, label: 'Press Next' },
    { event: { type: 'onboarding.back' }, label: 'Press Back' },
    { event: { type: 'onboarding.skip' }, label: 'Skip the onboarding' },
    { event: { type: 'onboarding.retry' }, label: 'Ask again after a failure' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.loadOnboarding', output: fresh },
    { type: 'xstate.done.actor.loadOnboarding', output: { ...fresh, genderKnown: true } },
    {
      type: 'xstate.done.actor.loadOnboarding',
      output: { ...fresh, progress: { ...kept, step: 'UseCase', finished: 'completed' } },
    },
    {
      type: 'xstate.done.actor.loadOnboarding',
      output: { ...fresh, progress: { ...kept, step: 'LoadingStep', finished: null } },
    },
    { type: 'xstate.error.actor.loadOnboarding', error: serverError },
    { type: 'xstate.done.actor.saveOnboarding', output: undefined },
    { type: 'xstate.error.actor.saveOnboarding', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as OnboardingContext;
    return JSON.stringify([
      s.value,
      c.device,
      c.flow.length,
      c.step,
      c.finished,
      c.error !== null,
      c.answers.gender !== null,
      c.answers.interestIds.length > 0,
      c.answers.useCase !== null,
      c.answers.pinIds.length > 0,
      c.pending?.step ?? null,
      c.pending?.finished ?? null,
    ]);
  },
  summarize: (context) => {
    const c = context as OnboardingContext;
    const done = c.finished ? ` (${c.finished})` : '';
    return `${c.userId} at ${c.step}${done}${c.error ? `: ${c.error}` : ''}`;
  },
};
