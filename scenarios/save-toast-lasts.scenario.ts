// Spec 1 section 9: a save toast shows 100 ms after the save, stays 5000 ms and fades in 200 ms.
// One `wait` covers the toast's whole stay, so the player shows it for 5000 ms at 1× (2500 ms at
// 2×): machine time moves by the wait's length at the player's speed (docs/decisions/012).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor } from './steps';

const pin = KNOWN.pins.image;
const save = saveActor(pin);

export default defineScenario({
  id: 'save-toast-lasts',
  title: 'A save toast stays on screen for its 5000 ms',
  summary:
    "Jane saves a pin: 'Saved to Profile' shows 100 ms later and stays for 5000 ms before it fades. Watched at 1× it stays five seconds; at 2×, two and a half.",
  spec: 'spec 1 section 9 (toast show 100 ms, save toasts 5000 ms, exit 200 ms)',
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    { kind: 'send', say: 'Jane taps Save.', to: save, event: { type: 'save.toggle' } },
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: 'The toast waits its 100 ms show delay.',
      check: { actor: 'toasts', state: 'waiting' },
    },
    {
      kind: 'wait',
      say: "5100 ms pass: 'Saved to Profile' shows after 100 ms and stays its 5000 ms.",
      ms: 5100,
    },
    {
      kind: 'expect',
      say: 'Its time is over: the toast fades out.',
      check: { actor: 'toasts', state: 'hiding' },
    },
    { kind: 'wait', say: 'The 200 ms fade passes.', ms: 200 },
    { kind: 'expect', say: 'The toast is gone.', check: { actor: 'toasts', state: 'hidden' } },
  ],
});
