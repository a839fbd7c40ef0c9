// Pin card hover and long-press (spec 1 section 2 "Card behaviour", section 9 timings; spec 3
// section 9 prefetch delay groups): desktop hover (or keyboard focus) goes inactive to active with
// the 120 ms fade, the action bar slides in after 800 ms when the viewer may edit, and a card
// active past the 200 ms prefetch group fetches its closeup's data once (its code as it becomes
// active); a mobile press held over 500 ms opens the context menu when the viewer is allowed one
// (the ContextMenu key or Shift+F10 open it at once); moving beyond squared distance 100 cancels
// the press.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  ACTION_BAR_DELAY_MS,
  CARD_PREFETCH_DELAY_MS,
  HOVER_FADE_MS,
  LONG_PRESS_MS,
  TAP_CANCEL_SQUARED_DISTANCE,
} from '../domain/constants';
import type { Pin } from '../domain/types';
import { definePinKind, type PinSpawn } from './pin-kind';

export interface CardHoverInput {
  /** The viewer may edit this pin (spec 1 section 6): the action bar slides in on hover. */
  canEdit: boolean;
  /** A long press opens the context menu (signed in; signed out on related pins). */
  contextMenuAllowed: boolean;
  /** The pin whose closeup a tap opens, fetched ahead while the card is active; null: none. */
  prefetchPinId?: string | null;
}

export interface CardHoverContext extends Required<CardHoverInput> {
  pressOrigin: { x: number; y: number } | null;
  /** The closeup's data has been fetched (it is not fetched again). */
  prefetched: boolean;
}

export type CardHoverEvent =
  | { type: 'hover.start' }
  | { type: 'hover.end' }
  | { type: 'press.start'; x: number; y: number }
  | { type: 'press.move'; x: number; y: number }
  | { type: 'press.end' }
  | { type: 'press.cancel' }
  | { type: 'menu.open' }
  | { type: 'menu.close' };

/** System id of the entity store the fetched pin is handed to. */
const ENTITIES = 'entities';

/**
 * The pin card's hover and long-press lifecycle (spec 1 sections 2 and 9, spec 3 section 9).
 * `hover.start` and `hover.end` come from a desktop pointer or keyboard focus; `press.start`,
 * `press.move`, `press.end` from a touch; `menu.open` from the ContextMenu key or Shift+F10.
 * States: `inactive`, `active` (regions `fade`: `fadingIn` → `shown` after the hover fade,
 * `actionBar`: `waiting` → `shown` after the action-bar delay when the viewer may edit, and
 * `prefetch`: `waiting` → `fetching` after the prefetch delay → `done`, the fetched pin handed to
 * the entity store as `pin.fetched`; leaving `active` cancels the wait and the fetch; the closeup's
 * code is asked for on the way in),
 * `fadingOut`, `pressing`, `contextMenu`, `held` (a long press without a menu).
 */
export const cardHoverMachine = setup({
  types: {
    input: {} as CardHoverInput,
    context: {} as CardHoverContext,
    events: {} as CardHoverEvent,
  },
  actors: {
    /** Fetches a pin's closeup data (the real one is provided at the root). */
    prefetchPin: fromPromise<Pin | null, { pinId: string }>(() => Promise.resolve(null)),
  },
  actions: {
    rememberPressOrigin: assign({
      pressOrigin: ({ event }) =>
        event.type === 'press.start' ? { x: event.x, y: event.y } : null,
    }),
    forgetPressOrigin: assign({ pressOrigin: null }),
    storeFetchedPin: enqueueActions(({ enqueue, system }, params: { pin: Pin | null }) => {
      const entities = system.get(ENTITIES) as Parameters<typeof enqueue.sendTo>[0] | undefined;
      if (params.pin && entities)
        enqueue.sendTo(entities, { type: 'pin.fetched', pin: params.pin });
      enqueue.assign({ prefetched: true });
    }),
    /** Fetches the closeup's code (the real one is provided at the root; asked once a page). */
    fetchCloseupCode: function fetchCloseupCode(): void {},
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    contextMenuAllowed: ({ context }) => context.contextMenuAllowed,
    needsPrefetch: ({ context }) => context.prefetchPinId !== null && !context.prefetched,
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
    prefetchDelay: CARD_PREFETCH_DELAY_MS,
    longPress: LONG_PRESS_MS,
  },
}).createMachine({
  id: 'cardHover',
  context: ({ input }) => ({
    canEdit: input.canEdit,
    contextMenuAllowed: input.contextMenuAllowed,
    prefetchPinId: input.prefetchPinId ?? null,
    pressOrigin: null,
    prefetched: false,
  }),
  initial: 'inactive',
  on: {
    'menu.open': { guard: 'contextMenuAllowed', target: '.contextMenu' },
  },
  states: {
    inactive: {
      on: {
        // The closeup's code comes in two round trips and takes longer than its data: it is
        // asked for as the card becomes active; the data waits for the prefetch delay.
        'hover.start': [
          { guard: 'needsPrefetch', target: 'active', actions: 'fetchCloseupCode' },
          { target: 'active' },
        ],
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
        prefetch: {
          initial: 'waiting',
          states: {
            waiting: { after: { prefetchDelay: { guard: 'needsPrefetch', target: 'fetching' } } },
            fetching: {
              tags: ['prefetching'],
              invoke: {
                id: 'prefetchPin',
                src: 'prefetchPin',
                input: ({ context }) => ({ pinId: context.prefetchPinId ?? '' }),
                onDone: {
                  target: 'done',
                  actions: {
                    type: 'storeFetchedPin',
                    params: ({ event }) => ({ pin: event.output }),
                  },
                },
                // A failed prefetch is silent: the closeup loads the pin itself.
                onError: 'done',
              },
            },
            done: {},
          },
        },
      },
    },
    fadingOut: {
      after: { hoverFade: 'inactive' },
      on: {
        'hover.start': [
          { guard: 'needsPrefetch', target: 'active', actions: 'fetchCloseupCode' },
          { target: 'active' },
        ],
      },
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
      on: { 'menu.close': 'inactive', 'menu.open': {} },
    },
  },
});

export type CardHoverSnapshot = ReturnType<typeof cardHoverMachine.getInitialSnapshot>;

export {
  selectBlocksClick,
  selectIsActive,
  selectMenuOpen,
  selectShowsActionBar,
} from './card-hover-select';

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
    sampleInput: { canEdit: true, contextMenuAllowed: true, prefetchPinId: '1' },
    coverageInputs: [
      { canEdit: true, contextMenuAllowed: true, prefetchPinId: '1' },
      { canEdit: false, contextMenuAllowed: false },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.prefetchPin', output: null },
      { type: 'xstate.error.actor.prefetchPin', error: new Error('offline') },
    ],
    events: [
      { event: { type: 'hover.start' }, label: 'Pointer enters the card' },
      { event: { type: 'hover.end' }, label: 'Pointer leaves the card' },
      { event: { type: 'press.start', x: 100, y: 100 }, label: 'Finger down' },
      { event: { type: 'press.move', x: 104, y: 103 }, label: 'Finger moves a little' },
      { event: { type: 'press.move', x: 130, y: 100 }, label: 'Finger moves away (cancels)' },
      { event: { type: 'press.end' }, label: 'Finger up' },
      { event: { type: 'press.cancel' }, label: 'Touch cancelled' },
      { event: { type: 'menu.open' }, label: 'ContextMenu key or Shift+F10' },
      { event: { type: 'menu.close' }, label: 'Close the context menu' },
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  },
});
