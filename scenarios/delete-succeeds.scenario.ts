// Spec 1 section 4 "One-tap save button" (saved, deleting, none) and section 8 "Delete succeeds".
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor, tapSave, toastSays } from './steps';

const pin = KNOWN.pins.savedByDefault;
const save = saveActor(pin);

export default defineScenario({
  id: 'delete-succeeds',
  title: "Removing a save: 'Pin deleted!'",
  summary: "Jane un-saves a pin: the button goes back to Save and a toast says 'Pin deleted!'.",
  spec: "spec 1 section 4 'One-tap save button'; section 8 'Delete succeeds'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    {
      kind: 'expect',
      say: 'The pin shows as saved at load.',
      check: { actor: save, state: 'saved' },
    },
    tapSave(pin, 'Jane taps Saved to remove the save.', 'Saved'),
    { kind: 'expect', say: 'The pin is no longer saved.', check: { actor: save, state: 'none' } },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays('Pin deleted!', "A toast says 'Pin deleted!'."),
  ],
});
