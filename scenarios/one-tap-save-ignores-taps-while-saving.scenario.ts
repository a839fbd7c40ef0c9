// Spec 1 section 4 "One-tap save button": taps are ignored while saving or deleting.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor } from './steps';

const pin = KNOWN.pins.gif;
const save = saveActor(pin);

export default defineScenario({
  id: 'one-tap-save-ignores-taps-while-saving',
  title: 'Taps are ignored while a save is on its way',
  summary:
    'The server is slow. A second tap during the save neither cancels it nor sends another: the pin ends up saved once.',
  spec: "spec 1 section 4 'One-tap save button' (taps ignored while saving or deleting)",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    {
      kind: 'api',
      say: 'Saves take 1500 ms to answer.',
      change: { fault: { route: 'POST /v3/repins/', latencyMs: 1500 } },
    },
    { kind: 'send', say: 'Jane taps Save.', to: save, event: { type: 'save.toggle' } },
    { kind: 'expect', say: 'The pin is saving.', check: { actor: save, state: 'saving' } },
    {
      kind: 'send',
      say: 'Jane taps Save again, impatient.',
      to: save,
      event: { type: 'save.toggle' },
    },
    { kind: 'expect', say: 'It is still the same save.', check: { actor: save, state: 'saving' } },
    { kind: 'wait', say: 'The server answers (1500 ms).', ms: 1600 },
    { kind: 'expect', say: 'The pin is saved, once.', check: { actor: save, state: 'saved' } },
    { kind: 'api', say: 'Saves answer at once again.', change: { reset: 'faults' } },
  ],
});
