// Spec 2 section 4 "Other" and section 9: scroll-driven UI appears 1500 ms after scrolling stops,
// debounced 50 ms: the floating back-to-top button and the header's compact state.
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const scrollUi = SYSTEM_IDS.scrollUi;

export default defineScenario({
  id: 'scroll-ui',
  title: 'The back-to-top button waits until the scroll has stopped',
  summary:
    'Jane scrolls three screens down the home feed. While she scrolls, and for 1500 ms after the scroll has stopped (read with a 50 ms debounce), nothing changes; then the header turns compact and the back-to-top button shows. Scrolling again puts the button away until the page rests again.',
  spec: "spec 2 section 4 'Other' (scroll-driven UI), section 9 (scroll UI 1500 ms, debounce 50 ms)",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    {
      kind: 'expect',
      say: 'The page rests at its top.',
      check: { actor: scrollUi, state: 'still' },
    },
    {
      kind: 'send',
      say: 'Jane scrolls three screens down.',
      to: scrollUi,
      event: { type: 'scroll.moved', y: 2400 },
    },
    {
      kind: 'expect',
      say: 'The page is moving.',
      check: { actor: scrollUi, state: 'moving' },
    },
    { kind: 'wait', say: '50 ms without a scroll: the debounce is over.', ms: 50 },
    {
      kind: 'expect',
      say: 'The UI waits its 1500 ms.',
      check: { actor: scrollUi, state: 'settling' },
    },
    { kind: 'wait', say: '1499 ms pass.', ms: 1499 },
    {
      kind: 'expect',
      say: 'The header is not compact yet.',
      check: { actor: scrollUi, path: 'settledAway', equals: false },
    },
    { kind: 'wait', say: '1 ms more: 1500 ms since the scroll stopped.', ms: 1 },
    {
      kind: 'expect',
      say: 'The header turns compact and the back-to-top button shows.',
      check: { actor: scrollUi, state: 'still' },
    },
    {
      kind: 'expect',
      say: 'The page settled away from its top.',
      check: { actor: scrollUi, path: 'settledAway', equals: true },
    },
    {
      kind: 'send',
      say: 'Jane scrolls a little further.',
      to: scrollUi,
      event: { type: 'scroll.moved', y: 2600 },
    },
    {
      kind: 'expect',
      say: 'The button steps aside while the page moves.',
      check: { actor: scrollUi, state: 'moving' },
    },
  ],
});
