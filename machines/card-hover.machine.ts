// Pin card hover and long-press (spec 1 section 2 "Card behaviour", section 9 timings):
// desktop hover goes inactive to active with the 120 ms fade, the action bar slides in after
// 800 ms when the viewer may edit; a mobile press held over 500 ms opens the context menu when
// the viewer is allowed one; moving beyond squared distance 100 cancels the press.
import { assign, setup } from 'xstate';
import {
  ACTION_BAR_DELAY_MS,
  HOVER_FADE_MS,
  LONG_PRESS_MS,
  TAP_CANCEL_SQUARED_DISTANCE,
} from '../domain/constants';
import { definePinKind, type PinSpawn } from './pin-kind';

export interface CardHoverInput {
  /** The viewer may edit this pin (spec 1 section 6): the action bar slides in on hover. */
  canEdit: boolean;
  /** A long press opens the context menu (signed in; signed out on related pins). */
  contextMenuAllowed: boolean;
}

export interface CardHoverContext extends CardHoverInput {
  pressOrigin: { x: number; y: number } | null;
}

export type CardHoverEvent =
  | { type: 'hover.start' }
  | { type: 'hover.end' }
  | { type: 'press.start'; x: number; y: number }
  | { type: 'press.move'; x: number; y: number }
  | { type: 'press.end' }
  | { type: 'press.cancel' }
  | { type: 'menu.close' };

/**
 * The pin card's hover and long-press lifecycle (spec 1 sections 2 and 9). `hover.start` and
 * `hover.end` come from a desktop pointer; `press.start`, `press.move`, `press.end` from a touch.
 * States: `inactive`, `active` (regions `fade`: `fadingIn` → `shown` after the hover fade, and
 * `actionBar`: `waiting` → `shown` after the action-bar delay when the viewer may edit),
 * `fadingOut`, `pressing`, `contextMenu`, `held` (a long press without a menu).
 */
export const cardHoverMachine = setup({
  types: {
    input: {} as CardHoverInput,
    context: {} as CardHoverContext,
    events: {} as CardHoverEvent,
  },
  actions: {
    rememberPressOrigin: assign({
      pressOrigin: ({ event }) =>
        event.type === 'press.start' ? { x: event.x, y: event.y } : null,
    }),
    forgetPressOrigin: assign({ pressOrigin: null }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    contextMenuAllowed: ({ context }) => context.contextMenuAllowed,
    movedBeyondTap: ({ context, event }) => {
      if (event.type !== 'press.move' || !context.pressOrigin) return false;
      const dx = event.x - context.pressOrigin.x;
      const dy = event.y - context.pressOrigin.y;
      return dx * dx + dy * dy > TAP_CANCEL_SQUARED_DISTANCE;
    },
  },
  delays: {
    hoverFade: HOVER_FADE_MS,
    actionBarDelay: ACTION_BAR_DELAY_MS,
    longPress: LONG_PRESS_MS,
  },
}).createMachine({
  id: 'cardHover',
  context: ({ input }) => ({ ...input, pressOrigin: null }),
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'hover.start': 'active',
        'press.start': { target: 'pressing', actions: 'rememberPressOrigin' },
      },
    },
    active: {
      type: 'parallel',
      tags: ['active'],
      on: { 'hover.end': 'fadingOut' },
      states: {
        fade: {
          initial: 'fadingIn',
          states: {
            fadingIn: { after: { hoverFade: 'shown' } },
            shown: {},
          },
        },
        actionBar: {
          initial: 'waiting',
          states: {
            waiting: { after: { actionBarDelay: { guard: 'canEdit', target: 'shown' } } },
            shown: { tags: ['actionBar'] },
          },
        },
      },
    },
    fadingOut: {
      after: { hoverFade: 'inactive' },
      on: { 'hover.start': 'active' },
    },
    pressing: {
      tags: ['pressing'],
      after: {
        longPress: [{ guard: 'contextMenuAllowed', target: 'contextMenu' }, { target: 'held' }],
      },
      on: {
        'press.move': { guard: 'movedBeyondTap', target: 'inactive', actions: 'forgetPressOrigin' },
        'press.end': { target: 'inactive', actions: 'forgetPressOrigin' },
        'press.cancel': { target: 'inactive', actions: 'forgetPressOrigin' },
      },
    },
    held: {
      on: {
        'press.end': { target: 'inactive', actions: 'forgetPressOrigin' },
        'press.cancel': { target: 'inactive', actions: 'forgetPressOrigin' },
      },
    },
    contextMenu: {
      tags: ['menu'],
      entry: 'forgetPressOrigin',
      on: { 'menu.close': 'inactive' },
    },
  },
});

export type CardHoverSnapshot = ReturnType<typeof cardHoverMachine.getInitialSnapshot>;

/** The card shows its hover state (after or during the 120 ms fade). */
export const selectIsActive = (s: CardHoverSnapshot): boolean => s.hasTag('active');
/** The action bar has slid in (800 ms of hover, viewer may edit). */
export const selectShowsActionBar = (s: CardHoverSnapshot): boolean => s.hasTag('actionBar');
/** The long-press context menu is open. */
export const selectMenuOpen = (s: CardHoverSnapshot): boolean => s.hasTag('menu');

/** The per-pin kind `hover` (`pin.<id>.hover`): the card says whether the viewer may edit. */
export const cardHoverPinKind = definePinKind({
  kind: 'hover',
  logic: cardHoverMachine,
  inputFrom: (seed: PinSpawn & { hover?: CardHoverInput }) =>
    seed.hover ?? { canEdit: false, contextMenuAllowed: false },
  catalogue: {
    id: 'card-hover',
    title: 'Pin card hover and long-press',
    specSection: 'spec 1 sections 2 and 9 (card behaviour, timings)',
    machine: cardHoverMachine,
    sampleInput: { canEdit: true, contextMenuAllowed: true },
    coverageInputs: [
      { canEdit: true, contextMenuAllowed: true },
      { canEdit: false, contextMenuAllowed: false },
    ],
    events: [
      { event: { type: 'hover.start' }, label: 'Pointer enters the card' },
      { event: { type: 'hover.end' }, label: 'Pointer leaves the card' },
      { event: { type: 'press.start', x: 100, y: 100 }, label: 'Finger down' },
      { event: { type: 'press.move', x: 104, y: 103 }, label: 'Finger moves a little' },
      { event: { type: 'press.move', x: 130, y: 100 }, label: 'Finger moves away (cancels)' },
      { event: { type: 'press.end' }, label: 'Finger up' },
      { event: { type: 'press.cancel' }, label: 'Touch cancelled' },
      { event: { type: 'menu.close' }, label: 'Close the context menu' },
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  },
});
