// Spec 1 section 4 "Signed-out saves": after authentication every held pin is saved via repin
// once, then the list is cleared.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { heldAre, sendSave, signedOutOnPhone, signIn } from './steps';

const [first, second] = [KNOWN.pins.image, KNOWN.pins.video];

export default defineScenario({
  id: 'merge-after-sign-in',
  title: 'Signing in saves the held pins, once each',
  summary:
    'A visitor saves two pins while logged out, then signs in: each held pin is saved to the new account once and the held list is emptied.',
  spec: "spec 1 section 4 'Signed-out saves' (merge after authentication)",
  start: signedOutOnPhone([first, second]),
  steps: [
    sendSave(first, 'The visitor saves a first pin.'),
    sendSave(second, 'And a second.'),
    heldAre([first, second], 'Both are held.'),
    signIn(KNOWN.users.default, 'The visitor signs in as Pinstate Demo.'),
    { kind: 'wait', say: 'The merge runs.', ms: 500 },
    heldAre([], 'The held list is empty.'),
    {
      kind: 'expect',
      say: 'No merge error was counted.',
      check: { actor: 'signedOutSaves', path: 'mergeErrors', equals: 0 },
    },
    {
      kind: 'expect',
      say: 'The first pin is now saved.',
      check: { actor: 'entities', path: `pins.${first}.saved.localPinId`, contains: '' },
    },
    {
      kind: 'expect',
      say: 'The second pin is now saved.',
      check: { actor: 'entities', path: `pins.${second}.saved.localPinId`, contains: '' },
    },
  ],
});
