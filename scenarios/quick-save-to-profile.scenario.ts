// Spec 3 sections 3, 4 and 7: with save_behavior 0 a save goes to the profile, on the Quick Saves
// board (layout quick_saves) created with return_existing the first time it is needed; spec 1
// section 4: 'Saved to Profile'.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor, tapSave, toastSays } from './steps';

const pin = KNOWN.pins.image;
const save = saveActor(pin);

export default defineScenario({
  id: 'quick-save-to-profile',
  title: 'save_behavior 0: one tap saves to Profile, on the Quick Saves board made for it',
  summary:
    "Sam is new: save_behavior 0 and no board yet. One tap on Save makes his Quick Saves board (asked for with return_existing), saves the pin on it, and the toast says 'Saved to Profile'.",
  spec: "spec 3 sections 3, 4 and 7 (save_behavior 0, BoardResource create (quick save)); spec 1 section 4 'Save (repin) flow'",
  start: { viewer: KNOWN.users.newUser, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    { kind: 'expect', say: 'The pin is not saved.', check: { actor: save, state: 'none' } },
    tapSave(pin, 'Sam taps Save on the pin.'),
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: 'It is a save to the profile.',
      check: { actor: save, path: 'saved.type', equals: 'profile' },
    },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays('Saved to Profile', "A toast says 'Saved to Profile'."),
  ],
});
