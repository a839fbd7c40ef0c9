// Spec 1 section 2 "Card behaviour" and section 9 timings: hover fade 120 ms, action bar 800 ms.
import { pinPath } from '../domain/pin-path';
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';

const pin = KNOWN.pins.ownPin;
const hover = pinActorId(pin, 'hover');

export default defineScenario({
  id: 'card-hover',
  title: 'Hovering a card fades it in, then slides in the action bar',
  summary:
    'A signed-in person rests the pointer on a pin they may edit: the card fades to its hover look in 120 ms and the action bar slides in after 800 ms; leaving fades it back out.',
  spec: "spec 1 section 2 'Card behaviour', section 9 (hover fade 120 ms, action bar delay 800 ms)",
  start: {
    viewer: KNOWN.users.default,
    path: pinPath(pin),
    pins: [
      {
        pinId: pin,
        kinds: ['hover'],
        seed: { hover: { canEdit: true, contextMenuAllowed: false } },
      },
    ],
  },
  steps: [
    {
      kind: 'expect',
      say: 'The card rests, not hovered.',
      check: { actor: hover, state: 'inactive' },
    },
    {
      kind: 'send',
      say: 'The pointer enters the card.',
      to: hover,
      event: { type: 'hover.start' },
    },
    {
      kind: 'expect',
      say: 'The card starts fading to its hover look.',
      check: { actor: hover, state: { active: { fade: 'fadingIn' } } },
      only: ['headless'],
    },
    { kind: 'wait', say: '120 ms pass (the hover fade).', ms: 120 },
    {
      kind: 'expect',
      say: 'The hover look is fully shown; the action bar still waits.',
      check: { actor: hover, state: { active: { fade: 'shown', actionBar: 'waiting' } } },
    },
    { kind: 'wait', say: 'The pointer stays for 700 ms more (800 ms in all).', ms: 700 },
    {
      kind: 'expect',
      say: 'The action bar has slid in.',
      check: { actor: hover, state: { active: { actionBar: 'shown' } } },
    },
    { kind: 'send', say: 'The pointer leaves the card.', to: hover, event: { type: 'hover.end' } },
    {
      kind: 'expect',
      say: 'The card fades back out.',
      check: { actor: hover, state: 'fadingOut' },
      only: ['headless'],
    },
    { kind: 'wait', say: '120 ms pass.', ms: 120 },
    { kind: 'expect', say: 'The card rests again.', check: { actor: hover, state: 'inactive' } },
  ],
});
