// Spec 3 section 2 "Onboarding step names" and section 9 (onboarding values), as decision 105
// reads them: a new account on the home feed is asked 3 questions (Gender, InterestPicker,
// UseCase), each Next keeping the progress on the server, then the LoadingStep lasts 2500 ms and
// the onboarding is kept completed.
import { ONBOARDING_TEXT } from '../domain/onboarding';
import { KNOWN } from '../fixtures/known';
import { onboardingActorId } from '../machines/page-kinds';
import { pressAndSave } from './cookie-steps';
import { defineScenario, type Step } from './format';

const userId = KNOWN.users.newUser;
const actor = onboardingActorId(userId);

/** Sam presses Next, and the server keeps the progress. */
const next = (say: string): Step[] => [
  {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name: ONBOARDING_TEXT.next } },
    equivalent: { to: actor, event: { type: 'onboarding.next' } },
  },
  { kind: 'wait', say: 'The server keeps the progress.', ms: 400 },
];

const atStep = (step: string, say: string): Step => ({
  kind: 'expect',
  say,
  check: { actor, path: 'step', equals: step },
});

export default defineScenario({
  id: 'onboarding',
  title: 'A new account is onboarded: three questions, then the LoadingStep',
  summary:
    'Sam joined three days ago. On the home feed, once his cookie choice is made, Pinstate welcomes him with three questions: how he identifies, what he is interested in, what brings him here. Each Next is kept by the server; then his home feed is built for 2500 ms and the onboarding is done for good.',
  spec: "spec 3 section 2 'Onboarding step names', section 9 (onboarding values)",
  start: { viewer: userId, path: '/', pins: [] },
  steps: [
    ...pressAndSave('acceptAll', {
      who: 'Sam',
      saved: 'The choice is saved: every category allowed.',
    }),
    {
      kind: 'send',
      say: 'The home feed finds a new account with its onboarding still to go through.',
      only: ['headless'],
      to: 'app',
      event: {
        type: 'page.spawn',
        systemId: actor,
        kind: 'onboarding',
        input: { userId, device: 'desktop', locale: 'en-US', country: 'US' },
      },
    },
    { kind: 'wait', say: 'The progress loads; 250 ms later the first step opens.', ms: 400 },
    {
      kind: 'expect',
      say: 'The onboarding asks its first question.',
      check: { actor, state: 'asking' },
    },
    atStep('Gender', 'The first of 3 questions: Gender.'),
    {
      kind: 'act',
      say: "Sam chooses 'Rather not say'.",
      action: { do: 'click', target: { role: 'radio', name: 'Rather not say' } },
      equivalent: { to: actor, event: { type: 'onboarding.gender', gender: 'unspecified' } },
    },
    ...next('Sam presses Next.'),
    atStep('InterestPicker', 'The second question: his interests.'),
    {
      kind: 'act',
      say: 'Sam picks Home decor.',
      action: { do: 'click', target: { role: 'button', name: 'Home decor' } },
      equivalent: {
        to: actor,
        event: { type: 'onboarding.toggleInterest', id: KNOWN.interests.followed },
      },
    },
    ...next('Sam presses Next.'),
    atStep('UseCase', 'The third question: what brings him here.'),
    {
      kind: 'act',
      say: "Sam chooses 'Find new ideas'.",
      action: { do: 'click', target: { role: 'radio', name: 'Find new ideas' } },
      equivalent: { to: actor, event: { type: 'onboarding.useCase', useCase: 'find_ideas' } },
    },
    ...next('Sam presses Next.'),
    {
      kind: 'expect',
      say: 'His home feed is being built: the LoadingStep.',
      check: { actor, state: 'building' },
    },
    { kind: 'wait', say: 'Its 2500 ms pass, and the server keeps it completed.', ms: 2900 },
    {
      kind: 'expect',
      say: 'The onboarding is done.',
      check: { actor, path: 'finished', equals: 'completed' },
    },
  ],
});
