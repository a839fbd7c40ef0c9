// Spec 1 section 4 "Save (repin) flow": a pin already saved at load is shown differently from a
// newly saved one ('Saved!' is only for a save made just now).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { indicatorActor, saveActor } from './steps';

const pin = KNOWN.pins.savedByDefault;
const indicator = indicatorActor(pin);

export default defineScenario({
  id: 'saved-at-load',
  title: "A pin saved before shows its board quietly, never 'Saved!'",
  summary:
    "A pin Jane saved on an earlier visit shows the board it is on at once, without the 'Saved!' moment a save made just now gets.",
  spec: "spec 1 section 4 'Save (repin) flow' (saved at load shown differently)",
  start: {
    viewer: KNOWN.users.default,
    path: '/',
    pins: [{ pinId: pin, kinds: ['oneTapSave', 'savedIndicator'] }],
  },
  steps: [
    {
      kind: 'expect',
      say: 'The save button knows it is saved.',
      check: { actor: saveActor(pin), state: 'saved' },
    },
    {
      kind: 'expect',
      say: 'The card shows it as saved at load.',
      check: { actor: indicator, state: 'savedAtLoad' },
    },
    { kind: 'wait', say: 'A second passes.', ms: 1000 },
    {
      kind: 'expect',
      say: "It never switches through 'Saved!'.",
      check: { actor: indicator, state: 'savedAtLoad' },
    },
  ],
});
