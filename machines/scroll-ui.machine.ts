// Scroll-driven UI (spec 2 section 4 "Other", section 9 "scroll UI 1500 ms (debounce 50 ms)"): the
// floating back-to-top button and the header's compact state follow the page's scroll, but only
// once it has stopped. Scroll positions arrive from the invoked `scrollSource` (the window's
// scroll, provided at the root) or as `scroll.moved`; a position read 50 ms after the last move
// (`scrollDebounce`) starts the `scrollUiDelay` of 1500 ms, after which the UI shows what the
// settled position calls for. While the page moves, the back-to-top button stays out of the way.
import { assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { SCROLL_UI_DEBOUNCE_MS, SCROLL_UI_DELAY_MS } from '../domain/constants';

export interface ScrollUiInput {
  /** How far down (px) the page counts as away from its top: the app gives the viewport height. */
  awayFrom: number;
  /** Where the page is when the actor starts. */
  y?: number;
}

export interface ScrollUiContext {
  awayFrom: number;
  /** The latest scroll position read. */
  y: number;
  /** Where the page had settled when the UI last changed: away from its top or not. */
  settledAway: boolean;
}

export type ScrollUiEvent = { type: 'scroll.moved'; y: number };

export const scrollUiMachine = setup({
  types: {
    context: {} as ScrollUiContext,
    events: {} as ScrollUiEvent,
    input: {} as ScrollUiInput,
  },
  actors: {
    /** Sends `scroll.moved` for each scroll of the page (the app: the window's scroll events). */
    scrollSource: fromCallback<ScrollUiEvent>(() => undefined),
  },
  delays: {
    scrollDebounce: SCROLL_UI_DEBOUNCE_MS,
    scrollUiDelay: SCROLL_UI_DELAY_MS,
  },
  actions: {
    keepPosition: assign({ y: ({ event }) => Math.max(0, event.y) }),
    settle: assign({ settledAway: ({ context }) => context.y > context.awayFrom }),
  },
}).createMachine({
  id: 'scrollUi',
  context: ({ input }) => {
    const y = Math.max(0, input.y ?? 0);
    const awayFrom = Math.max(0, input.awayFrom);
    return { awayFrom, y, settledAway: y > awayFrom };
  },
  invoke: { id: 'scrollSource', src: 'scrollSource' },
  initial: 'still',
  states: {
    still: {
      on: { 'scroll.moved': { target: 'moving', actions: 'keepPosition' } },
    },
    moving: {
      on: { 'scroll.moved': { target: 'moving', reenter: true, actions: 'keepPosition' } },
      after: { scrollDebounce: 'settling' },
    },
    settling: {
      on: { 'scroll.moved': { target: 'moving', actions: 'keepPosition' } },
      after: { scrollUiDelay: { target: 'still', actions: 'settle' } },
    },
  },
});

export type ScrollUiSnapshot = SnapshotFrom<typeof scrollUiMachine>;

export { selectCompactHeader, selectShowsBackToTop } from './scroll-ui-select';
