// Spec 1 section 4 "Signed-out saves": at most 2 pins are held; a further save is refused with
// the login prompt (spec 2 section 6).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { heldAre, sendSave, signedOutOnPhone } from './steps';

const [first, second, third] = [KNOWN.pins.image, KNOWN.pins.video, KNOWN.pins.gif];

export default defineScenario({
  id: 'signed-out-third-save-refused',
  title: 'A signed-out visitor may hold two saves; the third asks them to log in',
  summary:
    'A visitor who is not logged in saves two pins: both are held for later. A third save is refused and the login prompt opens.',
  spec: "spec 1 section 4 'Signed-out saves'; spec 2 section 6 (login prompts)",
  start: signedOutOnPhone([first, second, third]),
  steps: [
    sendSave(first, 'The visitor saves a first pin.'),
    sendSave(second, 'And a second.'),
    heldAre([first, second], 'Both are held for after sign-in.'),
    sendSave(third, 'The visitor saves a third pin.'),
    heldAre([first, second], 'The third is refused: still two held.'),
    {
      kind: 'expect',
      say: 'The login prompt opens for saving.',
      check: { actor: 'session', path: 'loginPrompt.action', equals: 'save' },
    },
  ],
});
