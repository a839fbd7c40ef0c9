// Spec 2 section 4: dismissing calls the delete call and refreshes the experiences; a placement
// mounted on the current route is not refreshed; the dismissed banner does not come back.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';

const UPSELL = 1000541;

export default defineScenario({
  id: 'experience-refresh-after-dismiss',
  title: 'Dismissing a banner refreshes the experiences, and it stays gone',
  summary:
    'Jane dismisses the location upsell banner on her home feed. The dismissal is sent, her experiences are fetched again, and the banner does not come back.',
  spec: "spec 2 section 4 'Experience actions' (dismissed, refresh), section 7 'Dismissed'",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    { kind: 'wait', say: 'Her home feed loads.', ms: 300 },
    {
      kind: 'send',
      say: 'The home feed mounts its location upsell placement.',
      to: 'experiences',
      event: { type: 'placement.mount', placementId: UPSELL, pathname: '/', bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: 'The location upsell (502722) is chosen.',
      check: { actor: 'experiences', path: `chosen.${UPSELL}.experience_id`, equals: 502722 },
    },
    {
      kind: 'expect',
      say: 'Her experiences were fetched once.',
      check: { actor: 'experiences', path: 'fetches', equals: 1 },
    },
    {
      kind: 'send',
      say: 'Jane dismisses the banner.',
      to: 'experiences',
      event: { type: 'experience.dismiss', placementId: UPSELL },
    },
    {
      kind: 'expect',
      say: 'The banner is gone at once.',
      check: { actor: 'experiences', path: `chosen.${UPSELL}`, equals: null },
    },
    { kind: 'wait', say: 'The refresh answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'Her experiences were fetched again.',
      check: { actor: 'experiences', path: 'fetches', equals: 2 },
    },
    {
      kind: 'expect',
      say: 'The dismissed banner does not come back.',
      check: { actor: 'experiences', path: `chosen.${UPSELL}`, equals: null },
    },
  ],
});
