// Spec 1 section 4 "Save (repin) flow": a save with no board id is a profile save; spec 3
// section 4: 'Saved to Profile' with a 'Change' action.
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { toastSays } from './steps';

const pin = KNOWN.pins.carouselTwo;
const save = pinActorId(pin, 'save');

export default defineScenario({
  id: 'profile-save',
  title: "A save without a board goes to the profile: 'Saved to Profile', 'Change'",
  summary:
    "Jane saves a pin without choosing a board: it is recorded as a profile save and the toast says 'Saved to Profile' with a 'Change' action to pick a board.",
  spec: "spec 1 section 4 'Save (repin) flow' (is_profile_save); spec 3 section 4 (quick-save toast)",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['save'] }] },
  steps: [
    {
      kind: 'send',
      say: 'Jane saves the pin with no board.',
      to: save,
      event: { type: 'pin.save', boardId: null },
    },
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: 'It is recorded as a profile save.',
      check: { actor: save, path: 'saved.type', equals: 'profile' },
    },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays('Saved to Profile', "A toast says 'Saved to Profile'."),
    {
      kind: 'expect',
      say: "It offers 'Change'.",
      check: { actor: 'toasts', path: 'current.action.label', equals: 'Change' },
    },
  ],
});
