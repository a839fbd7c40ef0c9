// Spec 1 section 4 "Carousel" and spec 3 section 4 "Carousel navigation on pins": the arrows step
// one slot and stop at the ends, a dot jumps to its slot, a swipe steps and is logged with the
// slot and target indexes, and each change shows the slot's secondary content for 4000 ms
// (spec 3 section 9).
import { pinPath } from '../domain/pin-path';
import { pinActorId } from '../machines/system-ids';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';

const pin = KNOWN.pins.carousel;
const carousel = pinActorId(pin, 'carousel');
const slotIds = [1, 2, 3, 4, 5].map((n) => `slot-${pin}-${n}`);

export default defineScenario({
  id: 'carousel',
  title: 'Browsing a carousel pin: arrows, dots, a swipe and the secondary content',
  summary:
    'On a carousel pin’s closeup the person steps through its five slides: Previous is refused on the first, a dot jumps ahead, a swipe steps back and is logged, and each change shows the slide’s title and details for 4000 ms.',
  spec: "spec 1 section 4 'Carousel'; spec 3 section 4 'Carousel navigation on pins', section 9 (carousel secondary content 4000 ms)",
  start: {
    viewer: KNOWN.users.default,
    path: pinPath(pin),
    pins: [
      {
        pinId: pin,
        kinds: ['carousel'],
        seed: {
          carousel: {
            slotCount: 5,
            itemsPerPage: 1,
            startIndex: 0,
            carouselDataId: `c-${pin}`,
            slotIds,
          },
        },
      },
    ],
  },
  steps: [
    {
      kind: 'expect',
      say: 'The first slide shows.',
      check: { actor: carousel, path: 'index', equals: 0 },
    },
    {
      kind: 'send',
      say: 'Jane presses View Previous on the first slide.',
      to: carousel,
      event: { type: 'carousel.previous' },
    },
    {
      kind: 'expect',
      say: 'Nothing moves: there is no slide before the first.',
      check: { actor: carousel, state: { browsing: 'idle' } },
    },
    {
      kind: 'send',
      say: 'Jane presses View Next.',
      to: carousel,
      event: { type: 'carousel.next' },
    },
    {
      kind: 'expect',
      say: 'The second slide shows, with its title and details.',
      check: { actor: carousel, state: { browsing: 'showingSecondary' } },
    },
    {
      kind: 'expect',
      say: 'The carousel is on slide 2.',
      check: { actor: carousel, path: 'index', equals: 1 },
    },
    { kind: 'wait', say: '3900 ms pass.', ms: 3900 },
    {
      kind: 'expect',
      say: 'The details still show.',
      check: { actor: carousel, state: { browsing: 'showingSecondary' } },
      only: ['headless'],
    },
    { kind: 'wait', say: '100 ms more: 4000 ms in all.', ms: 100 },
    {
      kind: 'expect',
      say: 'The details are put away.',
      check: { actor: carousel, state: { browsing: 'idle' } },
      only: ['headless'],
    },
    {
      kind: 'send',
      say: 'Jane presses the last dot.',
      to: carousel,
      event: { type: 'carousel.goTo', index: 4 },
    },
    {
      kind: 'expect',
      say: 'The last slide shows.',
      check: { actor: carousel, path: 'index', equals: 4 },
    },
    {
      kind: 'send',
      say: 'Jane presses View Next on the last slide.',
      to: carousel,
      event: { type: 'carousel.next' },
    },
    {
      kind: 'expect',
      say: 'Nothing moves: there is no slide after the last.',
      check: { actor: carousel, path: 'index', equals: 4 },
    },
    {
      kind: 'send',
      say: 'Jane swipes right, a quick and flat gesture.',
      to: carousel,
      event: { type: 'carousel.swipe', dx: 120, dy: 6, durationMs: 200 },
    },
    {
      kind: 'expect',
      say: 'The swipe steps back to slide 4.',
      check: { actor: carousel, path: 'index', equals: 3 },
    },
  ],
});
