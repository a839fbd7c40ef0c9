// Spec 2 section 4: a NoAction event fires 4000 ms after a placement is shown, unless aborted
// (section 9: NoAction delay 4000 ms).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';

const PLACEMENT = 1000541;

export default defineScenario({
  id: 'experience-no-action',
  title: 'A banner nobody acts on reports NoAction after 4000 ms',
  summary:
    'Jane opens her home feed and the location upsell banner shows. She neither completes nor dismisses it: 4000 ms after it showed, the placement reports NoAction, not a moment earlier.',
  spec: "spec 2 section 4 'Experience actions' (NoAction 4000 ms), section 9",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    { kind: 'wait', say: 'Her home feed loads.', ms: 300 },
    {
      kind: 'send',
      say: 'The home feed mounts its location upsell placement.',
      to: 'experiences',
      event: { type: 'placement.mount', placementId: PLACEMENT, pathname: '/', bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: 'The location upsell (502722) is chosen for the placement.',
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}.experience_id`, equals: 502722 },
    },
    {
      kind: 'send',
      say: 'The banner shows.',
      to: 'experiences',
      event: { type: 'experience.displayed', placementId: PLACEMENT },
    },
    { kind: 'wait', say: '3900 ms pass with no action.', ms: 3900 },
    {
      kind: 'expect',
      say: 'No NoAction yet: its timer is still pending.',
      check: { actor: 'experiences', path: `noAction.${PLACEMENT}`, equals: 'pending' },
    },
    { kind: 'wait', say: 'The 4000 ms are up.', ms: 100 },
    {
      kind: 'expect',
      say: 'The placement reports NoAction.',
      check: { actor: 'experiences', path: `noAction.${PLACEMENT}`, equals: 'fired' },
    },
  ],
});
