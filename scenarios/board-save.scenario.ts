// Spec 1 section 4 "Save (repin) flow": the toast 'Saved to {board}' for 5000 ms, and the card's
// saved indicator 'Saved!' switching after 950 ms to the board name (spec 1 section 9).
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { indicatorActor, toastSays } from './steps';

const pin = KNOWN.pins.carousel;
const save = pinActorId(pin, 'save');
const indicator = indicatorActor(pin);

export default defineScenario({
  id: 'board-save',
  title: "Saving to a board: its toast, and 'Saved!' turning into the board name after 950 ms",
  summary:
    "Jane saves a pin to her board 'Kitchen ideas'. A toast says 'Saved to Kitchen ideas'; the card first says 'Saved!' and, 950 ms later, the board's name.",
  spec: "spec 1 section 4 'Save (repin) flow'; section 9 (saved title switch 950 ms, save toasts 5000 ms)",
  start: {
    viewer: KNOWN.users.default,
    path: '/',
    pins: [{ pinId: pin, kinds: ['save', 'savedIndicator'] }],
  },
  steps: [
    {
      kind: 'expect',
      say: 'The card shows no saved mark.',
      check: { actor: indicator, state: 'none' },
    },
    {
      kind: 'send',
      say: "Jane saves the pin to 'Kitchen ideas'.",
      to: save,
      event: { type: 'pin.save', boardId: KNOWN.boards.default, boardName: 'Kitchen ideas' },
    },
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: "The card says 'Saved!' (just saved).",
      check: { actor: indicator, state: 'justSaved' },
    },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays('Saved to Kitchen ideas', "A toast says 'Saved to Kitchen ideas'."),
    { kind: 'wait', say: '849 ms more (949 ms in all).', ms: 849, only: ['headless'] },
    {
      kind: 'expect',
      say: "At 949 ms the card still says 'Saved!'.",
      check: { actor: indicator, state: 'justSaved' },
      only: ['headless'],
    },
    { kind: 'wait', say: 'One more millisecond: 950 ms.', ms: 1, only: ['headless'] },
    { kind: 'wait', say: 'Past 950 ms.', ms: 1000, only: ['browser', 'playwright'] },
    {
      kind: 'expect',
      say: "The card now shows the board's name.",
      check: { actor: indicator, state: 'showingBoard' },
    },
    {
      kind: 'expect',
      say: "The name is 'Kitchen ideas'.",
      check: { actor: indicator, path: 'boardName', equals: 'Kitchen ideas' },
    },
  ],
});
