// Spec 2 section 4 "Tooltip and pulsar": a tooltip with neither pulsar nor tooltip is completed
// immediately. On the header's search placement (1000543) the fixture's second tooltip
// (1000543:510012, has_pulsar and has_tooltip false) comes once the first has been dismissed.
import { SEARCH_TOOLTIP_PLACEMENT } from '../domain/constants';
import { tooltipDisplay } from '../domain/guidance-anchored';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { ended, placementChosen, tooltipShown } from './anchored-steps';
import { defineScenario } from './format';

const PLACEMENT = SEARCH_TOOLTIP_PLACEMENT;
const EMPTY = 510012;
const behaviour = tooltipDisplay({ has_pulsar: false, has_tooltip: false }).behaviour;

export default defineScenario({
  id: 'tooltip-neither-part',
  title: 'A tooltip with neither part completing at once',
  summary:
    "Jane dismisses the search tooltip. While the header's placement is away, her experiences are refreshed, and its next tooltip has neither a pulsar nor a tooltip: as soon as the placement shows it, it is completed, and nothing ever appears.",
  spec: "spec 2 section 4 'Tooltip and pulsar' (neither pulsar nor tooltip: completed immediately), 'Experience actions'",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    ...placementChosen({ placementId: PLACEMENT, pathname: '/', experienceId: 510011 }),
    {
      kind: 'send',
      say: 'Jane dismisses the search tooltip.',
      to: 'experiences',
      event: { type: 'experience.dismiss', placementId: PLACEMENT },
    },
    { kind: 'wait', say: 'The dismissal is recorded.', ms: 300 },
    {
      kind: 'expect',
      say: 'The placement, mounted on this route, is left alone by the refresh: it shows nothing.',
      // In the page the header's placement may be registered on another route by then.
      only: ['headless'],
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}`, equals: null },
    },
    {
      kind: 'send',
      say: "The header's placement goes away for a moment (as on a page without it).",
      to: 'experiences',
      event: { type: 'placement.unmount', placementId: PLACEMENT },
    },
    {
      kind: 'send',
      say: 'Her experiences are fetched again.',
      to: 'experiences',
      event: { type: 'experiences.refresh' },
    },
    { kind: 'wait', say: 'The refresh answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'The tooltip with neither part (510012) is chosen next.',
      // In the page the placement shows it, and it is completed, as soon as it is chosen.
      only: ['headless'],
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}.experience_id`, equals: EMPTY },
    },
    {
      kind: 'send',
      say: 'The placement is back (headless, it registers itself again).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId: PLACEMENT, pathname: '/', bot: false },
    },
    tooltipShown({ placementId: PLACEMENT, experienceId: EMPTY, behaviour }),
    { kind: 'wait', say: 'The completion is sent.', ms: 300 },
    {
      kind: 'expect',
      say: 'It is completed at once: the placement shows nothing.',
      // In the page a refresh may answer before the completion is recorded and bring it back
      // for a moment (the completion record below is what counts there).
      only: ['headless'],
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}`, equals: null },
    },
    {
      ...ended({
        how: 'completed',
        placedId: `${PLACEMENT}:${EMPTY}`,
        say: 'The completion is recorded (event type 6567).',
      }),
      // In the page the next experience's view can still find the previous one's actor
      // `placement.1000543` (dropped only after the grace) and show through it; the end-to-end
      // spec checks the at-once completion after a reload (e2e/guidance-anchored.spec.ts).
      only: ['headless'],
    },
    {
      kind: 'expect',
      say: 'No pulsar ever showed.',
      only: ['headless'],
      check: { actor: placementActorId(PLACEMENT), state: 'completed' },
    },
  ],
});
