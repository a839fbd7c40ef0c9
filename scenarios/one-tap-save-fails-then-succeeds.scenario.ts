// Spec 1 section 4 "One-tap save button" and section 8 "One-tap save fails".
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor, tapSave, toastSays } from './steps';

const pin = KNOWN.pins.image;
const save = saveActor(pin);
const serverMessage = 'Saving is paused for a moment. Please try again.';

export default defineScenario({
  id: 'one-tap-save-fails-then-succeeds',
  title: 'One-tap save fails, then succeeds',
  summary:
    "The first save is refused by the server: the button goes back to Save and a toast shows the server's message. The second tap saves the pin to the profile.",
  spec: "spec 1 section 4 'One-tap save button'; section 8 'One-tap save fails'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    { kind: 'expect', say: 'The pin is not saved.', check: { actor: save, state: 'none' } },
    {
      kind: 'api',
      say: 'The server will refuse the next save with a message.',
      change: {
        fault: { route: 'POST /v3/repins/', status: 500, message: serverMessage, count: 1 },
      },
    },
    tapSave(pin, 'Jane taps Save on the pin.'),
    {
      kind: 'expect',
      say: 'The button is back to Save: the save failed.',
      check: { actor: save, state: 'none' },
    },
    {
      kind: 'expect',
      say: "The failure keeps the server's message.",
      check: { actor: save, path: 'error', equals: serverMessage },
    },
    { kind: 'wait', say: '100 ms pass (the toast show delay).', ms: 100 },
    ...toastSays(serverMessage, "A toast shows the server's message."),
    tapSave(pin, 'Jane taps Save again.'),
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: 'It is a profile save.',
      check: { actor: save, path: 'saved.type', equals: 'profile' },
    },
    { kind: 'wait', say: 'The error toast runs out (2000 ms and its fade).', ms: 2400 },
    ...toastSays('Saved to Profile', "A toast says 'Saved to Profile'."),
    {
      kind: 'expect',
      say: "It offers 'Change'.",
      check: { actor: 'toasts', path: 'current.action.label', equals: 'Change' },
    },
  ],
});
