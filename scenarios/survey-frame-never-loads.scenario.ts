// Spec 2 section 4 "Survey prompt" and section 9 (survey frame load timeout 15000 ms): a survey
// whose frame never reports `surveyLoaded` from the survey link's origin within 15000 ms is
// abandoned silently: no prompt, no error, nothing recorded against the experience.
import { SURVEY_TITLES } from '../domain/guidance';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { surveyActor as survey, surveyChosenAndWaiting } from './survey-steps';

export default defineScenario({
  id: 'survey-frame-never-loads',
  title: 'A survey whose frame never loads is dropped silently after 15000 ms',
  summary:
    "Jane browses her home feed while the survey service is down. 5000 ms later the survey's frame starts loading out of sight, but it never says it has loaded. 15000 ms after that the survey is dropped: Jane never sees a prompt or an error.",
  spec: "spec 2 section 4 'Survey prompt'; section 9 (frame load timeout 15000 ms)",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    {
      kind: 'api',
      say: 'The survey pages fail to load (the survey service answers 503).',
      change: { fault: { route: 'GET /surveys/:id/', status: 503 } },
    },
    ...surveyChosenAndWaiting,
    { kind: 'wait', say: 'The 5000 ms delay passes.', ms: 5000 },
    {
      kind: 'expect',
      say: "The survey's frame loads, out of sight.",
      check: { actor: survey, state: 'loading' },
    },
    { kind: 'wait', say: '14900 ms pass without a word from the frame.', ms: 14900 },
    {
      kind: 'expect',
      say: 'Nothing shows yet: the frame has 15000 ms to load.',
      only: ['headless'],
      check: { actor: survey, state: 'loading' },
    },
    {
      kind: 'expect',
      say: 'No prompt is shown while it loads.',
      only: ['browser', 'playwright'],
      check: { text: SURVEY_TITLES[0], visible: false },
    },
    { kind: 'wait', say: 'The 15000 ms are up.', ms: 100 },
    {
      kind: 'expect',
      say: 'The survey is abandoned, silently: its actor has ended.',
      check: { actor: survey, absent: true },
    },
    {
      kind: 'expect',
      say: 'Jane never saw a prompt.',
      only: ['browser', 'playwright'],
      check: { text: SURVEY_TITLES[0], visible: false },
    },
    { kind: 'api', say: 'The survey service is back.', change: { reset: 'faults' } },
  ],
});
