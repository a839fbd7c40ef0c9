// Spec 1 section 4 "One-tap save button" (from saved, a failed delete returns to saved) and
// section 8 "Delete fails".
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor, tapSave, toastSays } from './steps';

const pin = KNOWN.pins.savedByDefault;
const save = saveActor(pin);

export default defineScenario({
  id: 'delete-fails',
  title: 'Removing a save fails: the pin stays saved',
  summary:
    "Jane un-saves a pin she saved earlier, but the server fails: the button returns to Saved and a toast says 'Sorry! There was an error deleting your Pin.'",
  spec: "spec 1 section 4 'One-tap save button'; section 8 'Delete fails'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    {
      kind: 'expect',
      say: 'The pin shows as saved at load.',
      check: { actor: save, state: 'saved' },
    },
    {
      kind: 'api',
      say: 'The server will fail the next delete.',
      change: { fault: { route: 'DELETE /v3/pins/:id/', status: 500, count: 1 } },
    },
    tapSave(pin, 'Jane taps Saved to remove the save.', 'Saved'),
    { kind: 'expect', say: 'The pin is still saved.', check: { actor: save, state: 'saved' } },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays(
      'Sorry! There was an error deleting your Pin.',
      "A toast says 'Sorry! There was an error deleting your Pin.'",
    ),
  ],
});
