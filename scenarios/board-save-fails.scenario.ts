// Spec 1 section 8 "Save fails": an error toast with the server's message, or 'Sorry! Something
// went wrong on our end.' when there is none.
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { toastSays } from './steps';

const pin = KNOWN.pins.carousel;
const save = pinActorId(pin, 'save');
const serverMessage = 'This board is full. Try another one.';

export default defineScenario({
  id: 'board-save-fails',
  title: "A failed save shows the server's message, or the fallback when there is none",
  summary:
    "Jane's save to a board is refused with a message: the toast shows it. With the service unreachable, the toast says 'Sorry! Something went wrong on our end.' The pin stays unsaved both times.",
  spec: "spec 1 section 8 'Save fails'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['save'] }] },
  steps: [
    {
      kind: 'api',
      say: 'The server will refuse the next save with a message.',
      change: {
        fault: { route: 'POST /v3/repins/', status: 400, message: serverMessage, count: 1 },
      },
    },
    {
      kind: 'send',
      say: "Jane saves the pin to 'Kitchen ideas'.",
      to: save,
      event: { type: 'pin.save', boardId: KNOWN.boards.default, boardName: 'Kitchen ideas' },
    },
    { kind: 'expect', say: 'The pin is not saved.', check: { actor: save, state: 'idle' } },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays(serverMessage, "A toast shows the server's message."),
    { kind: 'wait', say: 'The toast runs out.', ms: 2400 },
    { kind: 'api', say: 'The service becomes unreachable.', change: { offline: true } },
    {
      kind: 'send',
      say: 'Jane tries again.',
      to: save,
      event: { type: 'pin.save', boardId: KNOWN.boards.default, boardName: 'Kitchen ideas' },
    },
    { kind: 'expect', say: 'The pin is still not saved.', check: { actor: save, state: 'idle' } },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays(
      'Sorry! Something went wrong on our end.',
      "A toast says 'Sorry! Something went wrong on our end.'",
    ),
    { kind: 'api', say: 'The service is back.', change: { offline: false } },
  ],
});
