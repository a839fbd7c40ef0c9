// Spec 2 section 4 "Modal" (hidden until delay_in_millis elapses; shown; hidden again when complete
// or dismiss is invoked) and section 5 (title, body and completeButton text): the modal of
// placement 1000564 on Jane's own board waits its 1500 ms, shows, and is dismissed for good. The
// modal is the page actor `placement.1000564` (docs/decisions/040).
import { KNOWN } from '../fixtures/known';
import { OWN_BOARD_PLACEMENT } from '../domain/experience-display';
import { placementActorId } from '../machines/page-kinds';
import { defineScenario } from './format';
import { pressModalButton, spawnModalHeadless } from './modal-steps';

const PLACEMENT = OWN_BOARD_PLACEMENT;
const modal = placementActorId(PLACEMENT);
const BOARD = '/pinstate/kitchen-ideas/';

export default defineScenario({
  id: 'delayed-modal',
  title: 'A delayed modal',
  summary:
    "Jane opens one of her boards. Nothing covers it at first; 1500 ms later a modal tells her 'Boards just got smarter'. She presses Maybe later: the modal closes and the experience is dismissed, so it does not come back.",
  spec: "spec 2 section 4 'Modal'; section 2 (delay_in_millis); section 5",
  start: { viewer: KNOWN.users.default, path: BOARD },
  steps: [
    {
      kind: 'send',
      say: 'The board page mounts the modal placement (headless, the placement registers itself).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId: PLACEMENT, pathname: BOARD, bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: 'The modal (510007) is chosen for placement 1000564.',
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}.experience_id`, equals: 510007 },
    },
    spawnModalHeadless(PLACEMENT, 510007, 1500),
    {
      kind: 'expect',
      say: 'The modal waits its delay; nothing covers the board.',
      only: ['headless'],
      check: { actor: modal, state: 'waiting' },
    },
    { kind: 'wait', say: '1400 ms pass.', ms: 1400 },
    {
      kind: 'expect',
      say: 'Still nothing: delay_in_millis is 1500.',
      // In the page the app's clock also runs between steps, so only headless times it exactly.
      only: ['headless'],
      check: { actor: modal, state: 'waiting' },
    },
    { kind: 'wait', say: 'The 1500 ms are up.', ms: 100 },
    {
      kind: 'expect',
      say: 'The modal shows.',
      check: { actor: modal, state: 'shown' },
    },
    {
      kind: 'expect',
      say: "Jane reads 'Boards just got smarter'.",
      check: { text: 'Boards just got smarter' },
    },
    ...pressModalButton(PLACEMENT, 'Jane presses Maybe later.', 'Maybe later', 'modal.dismiss'),
    {
      kind: 'expect',
      say: 'Nothing covers the board any more.',
      check: { text: 'Boards just got smarter', visible: false },
    },
    { kind: 'wait', say: 'The dismissal is recorded.', only: ['headless'], ms: 300 },
    {
      kind: 'expect',
      say: 'The experience is dismissed: the placement shows nothing more.',
      // In the player the page itself sits on the player's route, so refreshes treat the board's
      // placement as off-route; only headless keeps the route exact.
      only: ['headless'],
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}`, equals: null },
    },
  ],
});
