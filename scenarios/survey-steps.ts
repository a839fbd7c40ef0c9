// Steps the survey scenarios share (spec 2 section 4 "Survey prompt"): Jane's home feed mounts
// the survey placement, its survey is chosen, and the placement spawns the survey's page actor
// `placement.1000421` (docs/decisions/040), which waits its delay.
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import type { SendStep, Step } from './format';

export const SURVEY_PLACEMENT = KNOWN.placements.survey;
export const surveyActor = placementActorId(SURVEY_PLACEMENT);
/** Headless, the survey link's origin (the fake API's, as the running app has it). */
export const SURVEY_ORIGIN = 'http://127.0.0.1:3001';

/** The survey frame's own message, from its origin (headless: in the page, the frame posts it). */
export function frameSays(say: string, data: 'surveyLoaded' | 'surveyFinished'): SendStep {
  return {
    kind: 'send',
    say,
    only: ['headless'],
    to: surveyActor,
    event: { type: 'survey.message', origin: SURVEY_ORIGIN, data },
  };
}

/** The survey is chosen for its placement and its actor waits its 5000 ms delay. */
export const surveyChosenAndWaiting: readonly Step[] = [
  {
    kind: 'send',
    say: 'The app mounts the survey placement (headless, the placement registers itself).',
    only: ['headless'],
    to: 'experiences',
    event: { type: 'placement.mount', placementId: SURVEY_PLACEMENT, pathname: '/', bot: false },
  },
  { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
  {
    kind: 'expect',
    say: 'The survey (510008) is chosen for placement 1000421.',
    check: {
      actor: 'experiences',
      path: `chosen.${SURVEY_PLACEMENT}.experience_id`,
      equals: 510008,
    },
  },
  {
    kind: 'send',
    say: 'The placement shows its survey (headless, the view asks the root for its actor).',
    only: ['headless'],
    to: 'app',
    event: {
      type: 'page.spawn',
      systemId: surveyActor,
      kind: 'survey',
      input: {
        placementId: SURVEY_PLACEMENT,
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
    check: { actor: surveyActor, state: 'waiting' },
  },
];
