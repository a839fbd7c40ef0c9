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
export function frameSays(
  say: string,
  data: 'surveyLoaded' | 'surveyFinished',
  to: string = surveyActor,
): SendStep {
  return {
    kind: 'send',
    say,
    only: ['headless'],
    to,
    event: { type: 'survey.message', origin: SURVEY_ORIGIN, data },
  };
}

/** Where a survey sits and what the placement gives its actor. */
export interface SurveyShown {
  placementId: number;
  experienceId: number;
  /** The survey page's path on the survey origin, e.g. `/surveys/home-feed/`. */
  surveyPath: string;
  pathname: string;
  onClose: boolean;
}

/** The survey is chosen for its placement, and the placement spawns its actor. */
export function surveyChosenAndSpawned(shown: SurveyShown): Step[] {
  const { placementId, experienceId, surveyPath, pathname, onClose } = shown;
  return [
    {
      kind: 'send',
      say: 'The page mounts the survey placement (headless, the placement registers itself).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId, pathname, bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: `The survey (${experienceId}) is chosen for placement ${placementId}.`,
      check: {
        actor: 'experiences',
        path: `chosen.${placementId}.experience_id`,
        equals: experienceId,
      },
    },
    {
      kind: 'send',
      say: 'The placement shows its survey (headless, the view asks the root for its actor).',
      only: ['headless'],
      to: 'app',
      event: {
        type: 'page.spawn',
        systemId: placementActorId(placementId),
        kind: 'survey',
        input: {
          placementId,
          experienceId,
          surveyUrl: `${SURVEY_ORIGIN}${surveyPath}`,
          appOrigin: 'http://127.0.0.1:4173',
          delayMs: 5000,
          onClose,
          pathname,
        },
      },
    },
  ];
}

/** The home survey is chosen for its placement and its actor waits its 5000 ms delay. */
export const surveyChosenAndWaiting: readonly Step[] = [
  ...surveyChosenAndSpawned({
    placementId: SURVEY_PLACEMENT,
    experienceId: 510008,
    surveyPath: '/surveys/home-feed/',
    pathname: '/',
    onClose: false,
  }),
  {
    kind: 'expect',
    say: 'The survey waits its delay; nothing shows.',
    check: { actor: surveyActor, state: 'waiting' },
  },
];
