// Spec 1 section 4 "Pin feedback status": hiding a pin shows 'Pin hidden' with an undo that
// reverses the action; spec 3 section 4: the hide goes where the card sits.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { feedbackActor, hidablePin, hideFromMenu, HIDDEN_PIN } from './hide-steps';

export default defineScenario({
  id: 'hide-then-undo',
  title: "Hide a pin, then undo: 'Pin hidden', and the pin is back",
  summary:
    "Jane hides a pin from her home feed: 'Pin hidden' takes its place. She changes her mind and presses Undo: the hide is reversed on the server and the pin shows again.",
  spec: "spec 1 section 4 'Pin feedback status'; spec 3 section 4 'Follow and hide actions'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [hidablePin] },
  steps: [
    ...hideFromMenu('Jane chooses Hide Pin.'),
    {
      kind: 'expect',
      say: 'The entity store remembers the hide, so the card stays hidden while she scrolls.',
      check: { actor: 'entities', path: `pins.${HIDDEN_PIN}.hidden`, equals: true },
    },
    {
      kind: 'act',
      say: 'Jane presses Undo.',
      action: { do: 'click', target: { role: 'button', name: 'Undo', withinPin: HIDDEN_PIN } },
      equivalent: { to: feedbackActor, event: { type: 'feedback.undo' } },
    },
    { kind: 'wait', say: 'The server reverses the hide.', ms: 300 },
    {
      kind: 'expect',
      say: 'The pin is back as it was.',
      check: { actor: feedbackActor, state: 'none' },
    },
    {
      kind: 'expect',
      say: 'The entity store forgets the hide.',
      check: { actor: 'entities', path: `pins.${HIDDEN_PIN}.hidden`, equals: false },
    },
    {
      kind: 'expect',
      say: "'Pin hidden' is gone.",
      check: { text: 'Pin hidden', visible: false },
      only: ['browser', 'playwright'],
    },
  ],
});
