// Onboarding of a new account (spec 3 section 2 "Onboarding step names", section 9 "Other"): the
// step names, the gender values, the flow a person is shown and the progress the server keeps.
// How the spec's bare numbers are read is docs/decisions/105.
import {
  ONBOARDING_DEFAULT_COUNTRY,
  ONBOARDING_DEFAULT_LOCALE,
  ONBOARDING_STEPS_SHOWN_COUNT,
} from './constants';

/** The onboarding step names, in the spec's order. */
const ONBOARDING_STEPS = [
  'Gender',
  'InterestPicker',
  'UseCase',
  'PinPicker',
  'LoadingStep',
  'AppInstall',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The gender values. */
export const ONBOARDING_GENDERS = ['female', 'male', 'unspecified'] as const;

export type OnboardingGender = (typeof ONBOARDING_GENDERS)[number];

/** The steps that ask the person something, in order; 3 of them are shown. */
const ONBOARDING_QUESTION_STEPS: readonly OnboardingStep[] = [
  'Gender',
  'InterestPicker',
  'UseCase',
  'PinPicker',
];

/** What the UseCase step offers (our texts: the spec names the step only, decision 105). */
export const ONBOARDING_USE_CASES = [
  { id: 'find_ideas', label: 'Find new ideas' },
  { id: 'plan_project', label: 'Plan a project' },
  { id: 'shop', label: 'Shop for things I love' },
  { id: 'save_later', label: 'Save things for later' },
] as const;

export type OnboardingUseCase = (typeof ONBOARDING_USE_CASES)[number]['id'];

/** How a finished onboarding ended. */
export type OnboardingFinish = 'completed' | 'skipped';

/** The answers so far. */
export interface OnboardingAnswers {
  gender: OnboardingGender | null;
  interestIds: string[];
  useCase: OnboardingUseCase | null;
  pinIds: string[];
}

/** What the server keeps of one account's onboarding: where to resume and what was answered. */
export interface OnboardingProgress extends OnboardingAnswers {
  step: OnboardingStep;
  finished: OnboardingFinish | null;
  locale: string;
  country: string;
}

/** A tile the InterestPicker or the PinPicker offers. */
export interface OnboardingOption {
  id: string;
  label: string;
  imageUrl?: string;
}

/** What GET /v3/onboarding/ answers: the progress kept (none yet: null) and what to pick from. */
export interface OnboardingState {
  progress: OnboardingProgress | null;
  /** The account already has a gender: the Gender step is not asked. */
  genderKnown: boolean;
  interests: OnboardingOption[];
  pins: OnboardingOption[];
}

export const NO_ANSWERS: OnboardingAnswers = {
  gender: null,
  interestIds: [],
  useCase: null,
  pinIds: [],
};

/** Most picks kept of one picker. */
const ONBOARDING_PICKS_MAX = 50;

/**
 * The steps a person goes through, in order: the first 3 question steps that apply (Gender only
 * when the account has no gender yet), the LoadingStep, and AppInstall on a phone only.
 */
export function onboardingFlow({
  genderKnown,
  device,
}: {
  genderKnown: boolean;
  device: 'desktop' | 'mobile';
}): OnboardingStep[] {
  const questions = ONBOARDING_QUESTION_STEPS.filter((s) => s !== 'Gender' || !genderKnown).slice(
    0,
    ONBOARDING_STEPS_SHOWN_COUNT,
  );
  return [...questions, 'LoadingStep', ...(device === 'mobile' ? ['AppInstall' as const] : [])];
}

/** Whether a step's answer lets the person go on (a picker needs one pick at least). */
export function stepAnswered(step: OnboardingStep, answers: OnboardingAnswers): boolean {
  switch (step) {
    case 'Gender':
      return answers.gender !== null;
    case 'InterestPicker':
      return answers.interestIds.length > 0;
    case 'UseCase':
      return answers.useCase !== null;
    case 'PinPicker':
      return answers.pinIds.length > 0;
    default:
      return true;
  }
}

const isOnboardingStep = (v: unknown): v is OnboardingStep =>
  typeof v === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(v);
export const isOnboardingGender = (v: unknown): v is OnboardingGender =>
  typeof v === 'string' && (ONBOARDING_GENDERS as readonly string[]).includes(v);
export const isOnboardingUseCase = (v: unknown): v is OnboardingUseCase =>
  typeof v === 'string' && ONBOARDING_USE_CASES.some((u) => u.id === v);

/** Toggles one id in a list of picks. */
export function togglePick(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/**
 * The texts the onboarding shows that are its own. The card's title ('Welcome to Pinstate'), the
 * AppInstall heading ('Get the app'), 'Skip for now' and 'Try again' are the view's, as the app's
 * other 'Try again' buttons are (ui/onboarding/onboarding.tsx).
 */
export const ONBOARDING_TEXT = {
  steps: {
    Gender: 'How do you identify?',
    InterestPicker: 'What are you interested in?',
    UseCase: 'What brings you here?',
    PinPicker: 'Pick a few Pins you like',
    LoadingStep: 'Building your home feed…',
  } satisfies Record<Exclude<OnboardingStep, 'AppInstall'>, string>,
  genders: { female: 'Female', male: 'Male', unspecified: 'Rather not say' } satisfies Record<
    OnboardingGender,
    string
  >,
  appInstall: 'Pinstate works best in the app: save ideas wherever you are.',
  pickOne: 'Pick at least one to go on.',
  chooseOne: 'Choose one to go on.',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  saving: 'Saving…',
  loadFailed: 'Your setup could not be loaded.',
  saveFailed: 'Your answers could not be saved.',
  saveTimedOut: 'Saving took too long.',
} as const;

/** "Step 2 of 3" over the question steps shown. */
export function stepCounter(step: OnboardingStep, flow: readonly OnboardingStep[]): string | null {
  const questions = flow.filter((s) => ONBOARDING_QUESTION_STEPS.includes(s));
  const at = questions.indexOf(step);
  return at < 0 ? null : `Step ${at + 1} of ${questions.length}`;
}

type Parsed = { ok: true; progress: OnboardingProgress } | { ok: false; message: string };

function pickList(value: unknown, field: string): string[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v !== '')) {
    return `"${field}" must be a list of ids.`;
  }
  if (value.length > ONBOARDING_PICKS_MAX) {
    return `"${field}" holds at most ${ONBOARDING_PICKS_MAX} ids.`;
  }
  return [...new Set(value as string[])];
}

function text(value: unknown, field: string, fallback: string): string | { error: string } {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 20) {
    return { error: `"${field}" must be a short text.` };
  }
  return value;
}

/**
 * Reads a progress body (PUT /v3/onboarding/): every field checked before any is kept; the
 * locale and country default to en-US and US.
 */
export function parseOnboardingProgress(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The body must be a JSON object.' };
  }
  const b = body as Record<string, unknown>;
  if (!isOnboardingStep(b.step)) {
    return { ok: false, message: `"step" must be one of ${ONBOARDING_STEPS.join(', ')}.` };
  }
  if (b.gender !== undefined && b.gender !== null && !isOnboardingGender(b.gender)) {
    return {
      ok: false,
      message: `"gender" must be one of ${ONBOARDING_GENDERS.map((g) => `'${g}'`).join(', ')}.`,
    };
  }
  if (b.useCase !== undefined && b.useCase !== null && !isOnboardingUseCase(b.useCase)) {
    return {
      ok: false,
      message: `"useCase" must be one of ${ONBOARDING_USE_CASES.map((u) => u.id).join(', ')}.`,
    };
  }
  if (
    b.finished !== undefined &&
    b.finished !== null &&
    b.finished !== 'completed' &&
    b.finished !== 'skipped'
  ) {
    return { ok: false, message: `"finished" must be 'completed', 'skipped' or null.` };
  }
  const interestIds = pickList(b.interestIds, 'interestIds');
  if (typeof interestIds === 'string') return { ok: false, message: interestIds };
  const pinIds = pickList(b.pinIds, 'pinIds');
  if (typeof pinIds === 'string') return { ok: false, message: pinIds };
  const locale = text(b.locale, 'locale', ONBOARDING_DEFAULT_LOCALE);
  if (typeof locale !== 'string') return { ok: false, message: locale.error };
  const country = text(b.country, 'country', ONBOARDING_DEFAULT_COUNTRY);
  if (typeof country !== 'string') return { ok: false, message: country.error };
  return {
    ok: true,
    progress: {
      step: b.step,
      gender: b.gender ?? null,
      interestIds,
      useCase: b.useCase ?? null,
      pinIds,
      finished: b.finished ?? null,
      locale,
      country,
    },
  };
}
