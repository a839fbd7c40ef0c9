// Spec 1 section 8 "Merge of signed-out saves fails": silent; error metric.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { heldAre, sendSave, signedOutOnPhone, signIn } from './steps';

const pin = KNOWN.pins.image;

export default defineScenario({
  id: 'merge-failure-silent',
  title: 'A failed merge after sign-in is silent, only counted',
  summary:
    'The held save cannot be merged after sign-in: the person sees nothing, and the failure is only counted as an error metric.',
  spec: "spec 1 section 8 'Merge of signed-out saves fails'",
  start: signedOutOnPhone([pin]),
  steps: [
    sendSave(pin, 'The visitor saves a pin.'),
    heldAre([pin], 'It is held.'),
    {
      kind: 'api',
      say: 'The server will refuse the merge.',
      change: { fault: { route: 'POST /v3/repins/', status: 500, count: 1 } },
    },
    signIn(KNOWN.users.default, 'The visitor signs in.'),
    { kind: 'wait', say: 'The merge runs and fails.', ms: 500 },
    {
      kind: 'expect',
      say: 'One merge error is counted.',
      check: { actor: 'signedOutSaves', path: 'mergeErrors', equals: 1 },
    },
    { kind: 'expect', say: 'No toast appears.', check: { actor: 'toasts', state: 'hidden' } },
    {
      kind: 'expect',
      say: 'No error text is shown.',
      check: { text: 'Sorry! Something went wrong on our end.', visible: false },
    },
  ],
});
