// Spec 1 section 4 "Pin feedback status": hiding a pin shows 'Pin hidden' with an optional offer
// to unfollow; once done, the text swaps and the Unfollow button goes.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { feedbackActor, FOLLOWED_BOARD, hidablePin, hideFromMenu, HIDDEN_PIN } from './hide-steps';

export default defineScenario({
  id: 'hide-then-unfollow',
  title: 'Hide a pin, then unfollow the board it came from',
  summary:
    "Jane hides a pin from a board she follows. 'Pin hidden' offers to unfollow that board; she takes the offer, the board is unfollowed, and the offer gives way to a line saying so.",
  spec: "spec 1 section 4 'Pin feedback status'; spec 3 section 4 'Follow and hide actions'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [hidablePin] },
  steps: [
    ...hideFromMenu('Jane chooses Hide Pin.'),
    {
      kind: 'expect',
      say: 'The overlay offers to unfollow the board the pin came from.',
      check: { actor: feedbackActor, path: 'unfollow', equals: FOLLOWED_BOARD },
    },
    {
      kind: 'act',
      say: `Jane presses 'Unfollow ${FOLLOWED_BOARD.name}'.`,
      action: {
        do: 'click',
        target: { role: 'button', name: `Unfollow ${FOLLOWED_BOARD.name}`, withinPin: HIDDEN_PIN },
      },
      equivalent: { to: feedbackActor, event: { type: 'feedback.unfollow' } },
    },
    { kind: 'wait', say: 'The server unfollows the board.', ms: 300 },
    {
      kind: 'expect',
      say: 'The unfollow is done, once.',
      check: { actor: feedbackActor, path: 'unfollowed', equals: true },
    },
    {
      kind: 'expect',
      say: 'The pin stays hidden.',
      check: { actor: feedbackActor, state: { hidden: 'idle' } },
    },
    {
      kind: 'expect',
      say: 'The overlay says so, and the Unfollow button is gone.',
      check: { text: `You unfollowed ${FOLLOWED_BOARD.name}` },
      only: ['browser', 'playwright'],
    },
  ],
});
