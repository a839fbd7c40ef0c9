// Spec 2 section 4 "Survey prompt" and section 9 (survey default delay 5000 ms): the survey of
// placement 1000421 waits its delay, loads its frame hidden, shows its prompt once the frame
// reports it loaded, ignores messages from any other origin, and expands when accepted; the
// frame's own `surveyFinished` completes the experience. The survey is the page actor
// `placement.1000421` (docs/decisions/040).
import { SURVEY_TITLES } from '../domain/guidance';
import { KNOWN } from '../fixtures/known';
import { defineScenario, type Step } from './format';
import {
  frameSays,
  SURVEY_PLACEMENT,
  surveyActor as survey,
  surveyChosenAndWaiting,
} from './survey-steps';

export default defineScenario({
  id: 'survey-prompt',
  title: 'A survey waits its delay, shows its prompt, and ignores other origins',
  summary:
    "Jane browses her home feed. 5000 ms later the survey's frame loads out of sight; once it says it has loaded she is asked 'Would you mind taking a survey?'. A page of another origin pretending the survey is finished changes nothing; she accepts and the survey opens; when she finishes it, the experience is completed.",
  spec: "spec 2 section 4 'Survey prompt'; section 9 (survey default delay 5000 ms)",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    ...surveyChosenAndWaiting,
    { kind: 'wait', say: '4900 ms pass.', ms: 4900 },
    {
      kind: 'expect',
      say: 'Still nothing: the delay is 5000 ms.',
      // In the page the app's clock also runs between steps, so only headless times it exactly.
      only: ['headless'],
      check: { actor: survey, state: 'waiting' },
    },
    { kind: 'wait', say: 'The 5000 ms are up.', ms: 100 },
    {
      kind: 'expect',
      say: "The survey's frame loads, out of sight.",
      only: ['headless'],
      check: { actor: survey, state: 'loading' },
    },
    frameSays(
      'The frame reports it has loaded, from the survey link origin (in the page, the frame itself says so).',
      'surveyLoaded',
    ),
    {
      kind: 'expect',
      say: 'The prompt shows.',
      check: { actor: survey, state: 'prompting' },
    },
    // In the page the home feed's floating banners hold the bottom of the screen first; a survey
    // prompt waits its turn behind them (decision 082).
    ...[1000541, 1000503].map((placementId): Step => ({
      kind: 'send',
      say: `In the page Jane first dismisses the home feed's floating banner (placement ${placementId}).`,
      only: ['browser', 'playwright'],
      to: 'experiences',
      event: { type: 'experience.dismiss', placementId },
    })),
    { kind: 'wait', say: 'The banners leave.', ms: 300, only: ['browser', 'playwright'] },
    {
      kind: 'expect',
      say: 'Jane is asked whether she would take the survey.',
      check: { text: SURVEY_TITLES[0] },
    },
    {
      kind: 'send',
      say: 'A page of another origin posts that the survey is finished.',
      to: survey,
      event: {
        type: 'survey.message',
        origin: 'https://elsewhere.example',
        data: 'surveyFinished',
      },
    },
    {
      kind: 'expect',
      say: 'Nothing changes: the prompt still asks.',
      check: { actor: survey, state: 'prompting' },
    },
    {
      kind: 'act',
      say: 'Jane accepts.',
      action: { do: 'click', target: { role: 'button', name: 'Sure' } },
      equivalent: { to: survey, event: { type: 'survey.accept' } },
    },
    {
      kind: 'expect',
      say: 'The survey opens.',
      check: { actor: survey, state: 'expanded' },
    },
    frameSays(
      'Jane finishes the survey: its frame says so (in the page, the frame itself posts it).',
      'surveyFinished',
    ),
    { kind: 'wait', say: 'The completion is recorded.', only: ['headless'], ms: 300 },
    {
      kind: 'expect',
      say: 'The survey experience is completed: the placement shows nothing more.',
      only: ['headless'],
      check: { actor: 'experiences', path: `chosen.${SURVEY_PLACEMENT}`, equals: null },
    },
  ],
});
