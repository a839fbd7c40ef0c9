// Spec 1 section 2: a mobile long-press over 500 ms opens the context menu for signed-in viewers;
// movement beyond squared distance 100 cancels the press (section 9).
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';

const pin = KNOWN.pins.image;
const hover = pinActorId(pin, 'hover');

export default defineScenario({
  id: 'card-long-press',
  title: 'A long press opens the context menu; a moved finger cancels it',
  summary:
    'On a phone, a signed-in person holds a finger on a card: after 500 ms the context menu opens. A press that moves more than 10 px is a scroll, not a press, and opens nothing.',
  spec: "spec 1 section 2 'Mobile long-press', section 9 (long-press 500 ms, tap-cancel squared distance 100)",
  start: {
    viewer: KNOWN.users.default,
    device: 'mobile',
    path: '/',
    pins: [
      {
        pinId: pin,
        kinds: ['hover'],
        seed: { hover: { canEdit: false, contextMenuAllowed: true } },
      },
    ],
  },
  steps: [
    {
      kind: 'send',
      say: 'A finger touches the card.',
      to: hover,
      event: { type: 'press.start', x: 100, y: 100 },
    },
    { kind: 'wait', say: '250 ms pass.', ms: 250 },
    {
      kind: 'expect',
      say: 'The card is being pressed.',
      check: { actor: hover, state: 'pressing' },
    },
    {
      kind: 'wait',
      say: '249 ms more: 499 ms, not yet a long press.',
      ms: 249,
      only: ['headless'],
    },
    {
      kind: 'expect',
      say: 'The card is still being pressed.',
      check: { actor: hover, state: 'pressing' },
      only: ['headless'],
    },
    { kind: 'wait', say: 'One more millisecond (500 ms in all).', ms: 1, only: ['headless'] },
    {
      kind: 'wait',
      say: 'The finger stays down past 500 ms.',
      ms: 350,
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: 'The context menu opens.',
      check: { actor: hover, state: 'contextMenu' },
    },
    { kind: 'send', say: 'The person closes the menu.', to: hover, event: { type: 'menu.close' } },
    { kind: 'expect', say: 'The card rests.', check: { actor: hover, state: 'inactive' } },
    {
      kind: 'send',
      say: 'A finger touches the card again.',
      to: hover,
      event: { type: 'press.start', x: 100, y: 100 },
    },
    {
      kind: 'send',
      say: 'The finger slides 11 px down: a scroll.',
      to: hover,
      event: { type: 'press.move', x: 100, y: 111 },
    },
    { kind: 'expect', say: 'The press is cancelled.', check: { actor: hover, state: 'inactive' } },
    { kind: 'wait', say: '600 ms pass.', ms: 600 },
    { kind: 'expect', say: 'No menu opened.', check: { actor: hover, state: 'inactive' } },
  ],
});
