// Spec 2 section 4 "Survey prompt" and section 9 (survey default delay 5000 ms): the survey of
// placement 1000421 waits its delay, loads its frame hidden, shows its prompt once the frame
// reports it loaded, ignores messages from any other origin, and expands when accepted; the
// frame's own `surveyFinished` completes the experience. The survey is the page actor
// `placement.1000421` (docs/decisions/040).
import { SURVEY_TITLES } from '../domain/guidance';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { defineScenario, type SendStep } from './format';

const PLACEMENT = KNOWN.placements.survey;
const survey = placementActorId(PLACEMENT);
/** Headless, the survey link's origin (the fake API's, as the running app has it). */
const SURVEY_ORIGIN = 'http://127.0.0.1:3001';

/** The survey frame's own message, from its origin (headless: in the page, the frame posts it). */
function frameSays(say: string, data: 'surveyLoaded' | 'surveyFinished'): SendStep {
  return {
    kind: 'send',
    say,
    only: ['headless'],
    to: survey,
    event: { type: 'survey.message', origin: SURVEY_ORIGIN, data },
  };
}

export default defineScenario({
  id: 'survey-prompt',
  title: 'A survey waits its delay, shows its prompt, and ignores other origins',
  summary:
    "Jane browses her home feed. 5000 ms later the survey's frame loads out of sight; once it says it has loaded she is asked 'Would you mind taking a survey?'. A page of another origin pretending the survey is finished changes nothing; she accepts and the survey opens; when she finishes it, the experience is completed.",
  spec: "spec 2 section 4 'Survey prompt'; section 9 (survey default delay 5000 ms)",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    {
      kind: 'send',
      say: 'The app mounts the survey placement (headless, the placement registers itself).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId: PLACEMENT, pathname: '/', bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: 'The survey (510008) is chosen for placement 1000421.',
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}.experience_id`, equals: 510008 },
    },
    {
      kind: 'send',
      say: 'The placement shows its survey (headless, the view asks the root for its actor).',
      only: ['headless'],
      to: 'app',
      event: {
        type: 'page.spawn',
        systemId: survey,
        kind: 'survey',
        input: {
          placementId: PLACEMENT,
          experienceId: 510008,
          surveyUrl: `${SURVEY_ORIGIN}/surveys/home-feed/`,
          appOrigin: 'http://127.0.0.1:4173',
          delayMs: 5000,
          onClose: false,
          pathname: '/',
        },
      },
    },
    {
      kind: 'expect',
      say: 'The survey waits its delay; nothing shows.',
      check: { actor: survey, state: 'waiting' },
    },
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
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}`, equals: null },
    },
  ],
});
