// Spec 2 section 4 "Survey prompt": in on-close mode (action_trigger 2, with its experiment
// enabled) leaving the page is blocked, the survey is shown, and the navigation then resumes.
// The on-close survey (510009) sits on the closeup's placement 1000542 (docs/decisions/041).
import { CLOSEUP_LEAVING_SURVEY_PLACEMENT } from '../domain/constants';
import { EXPERIMENTS } from '../domain/experiments';
import { SURVEY_TITLES } from '../domain/guidance';
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { defineScenario } from './format';
import { frameSays, surveyChosenAndSpawned } from './survey-steps';

const PLACEMENT = CLOSEUP_LEAVING_SURVEY_PLACEMENT;
const survey = placementActorId(PLACEMENT);
const PIN = KNOWN.pins.image;
const PATH = pinPath(PIN);
const CLOSEUP_HEADING = 'More to explore';

export default defineScenario({
  id: 'survey-on-close',
  title: 'A survey in on-close mode holds a navigation, then lets it go',
  summary:
    "Jane, in the survey-on-close experiment, reads a pin's closeup. When she clicks Home to leave, the page stays: 'Have a few minutes to take a survey?' asks first. She says No thanks, and only then does she arrive on her home feed.",
  spec: "spec 2 section 4 'Survey prompt' (on-close mode, action_trigger 2)",
  start: {
    viewer: KNOWN.users.default,
    path: PATH,
    experiments: [EXPERIMENTS.surveyOnClose],
  },
  steps: [
    ...surveyChosenAndSpawned({
      placementId: PLACEMENT,
      experienceId: 510009,
      surveyPath: '/surveys/leaving/',
      pathname: PATH,
      onClose: true,
    }),
    {
      kind: 'expect',
      say: 'The survey is armed: it waits for Jane to leave, showing nothing.',
      check: { actor: survey, state: 'armed' },
    },
    {
      kind: 'act',
      say: 'Jane clicks Home to leave the closeup.',
      action: { do: 'click', target: { role: 'link', name: 'Home' } },
      equivalent: { to: survey, event: { type: 'survey.leaving' } },
    },
    frameSays(
      "The survey's frame reports it has loaded (in the page, the frame itself says so).",
      'surveyLoaded',
      survey,
    ),
    { kind: 'wait', say: 'The survey comes up.', ms: 300 },
    {
      kind: 'expect',
      say: 'The survey asks first.',
      check: { actor: survey, state: 'prompting' },
    },
    {
      kind: 'expect',
      say: "Jane is asked 'Have a few minutes to take a survey?'.",
      check: { text: SURVEY_TITLES[1] },
    },
    {
      kind: 'expect',
      say: 'She is still on the closeup: the navigation is held.',
      only: ['browser', 'playwright'],
      check: { text: CLOSEUP_HEADING },
    },
    {
      kind: 'act',
      say: 'Jane says No thanks.',
      action: { do: 'click', target: { role: 'button', name: 'No thanks' } },
      equivalent: { to: survey, event: { type: 'survey.decline' } },
    },
    {
      kind: 'expect',
      say: 'The survey is over.',
      check: { actor: survey, absent: true },
    },
    {
      kind: 'expect',
      say: 'The held navigation goes on: the closeup is gone, she is on her home feed.',
      only: ['browser', 'playwright'],
      check: { text: CLOSEUP_HEADING, visible: false },
    },
  ],
});
