// Carousel on a pin (spec 1 section 4 "Carousel", spec 3 section 4 "Carousel navigation on
// pins"): previous and next move one step (step equals items per page) within bounds, a dot jumps
// to a slot, a swipe counts only under 500 ms and mostly horizontal and is logged, and after a
// change the slot's secondary content shows for 4000 ms. A search ad's swipes log 9315 forward and
// 9316 backward (spec 3 section 7), with the view they happened in (spec 1 section 7).
import { assign, enqueueActions, setup } from 'xstate';
import {
  CAROUSEL_LABELS,
  clampSlot,
  showsNextArrow,
  showsPreviousArrow,
  stepSlot,
  swipeDirection,
} from '../domain/carousel';
import { CAROUSEL_SECONDARY_CONTENT_MS, type LOG_EVENT_TYPE } from '../domain/constants';
import {
  LOG_ELEMENT,
  searchAdSwipeEventType,
  UNKNOWN_VIEW,
  type LogFields,
  type LogView,
} from '../domain/log-view';
import { definePinKind, type PinSpawn } from './pin-kind';

export interface CarouselInput {
  /** The pin the carousel belongs to: the object id of its swipe logs. */
  pinId?: string;
  /** How many slots the carousel has. */
  slotCount: number;
  /** One press moves this many slots (spec 1 section 4: step equals items per page); default 1. */
  itemsPerPage?: number;
  /** The slot shown first (the pin's `carouselData.index`); clamped into the slots. */
  startIndex?: number;
  /** The carousel's data id (`carouselData.entityId`), carried by swipe logs. */
  carouselDataId?: string;
  /** Slot ids in order (`carouselData.slots[].slotId`), carried by swipe logs. */
  slotIds?: readonly string[];
}

export interface CarouselContext {
  pinId: string;
  slotCount: number;
  itemsPerPage: number;
  index: number;
  carouselDataId: string;
  slotIds: readonly string[];
}

export type CarouselEvent =
  | { type: 'carousel.previous' }
  | { type: 'carousel.next' }
  | { type: 'carousel.goTo'; index: number }
  | {
      type: 'carousel.swipe';
      dx: number;
      dy: number;
      durationMs: number;
      /** Where the carousel is shown (the card's or the closeup's view). */
      view?: LogView;
      /** The carousel is a search ad's (domain `isSearchAd`): its swipes log 9315 and 9316. */
      searchAd?: boolean;
    };

/** The carousel's ids and the move, logged with every counted swipe (spec 1 section 4). */
export interface SwipeData {
  carouselSlotId: string;
  carouselDataId: string;
  slotIndex: number;
  targetIndex: number;
}

/**
 * A counted swipe, with the fields of a logging event (spec 1 section 7); its aux data holds the
 * carousel's ids and the move (spec 1 section 4, spec 3 section 7).
 */
export type CarouselSwiped = { type: 'carousel.swiped' } & SwipeData & LogFields;

/** A search ad's swipe: 9315 forward, 9316 backward (spec 3 section 7 "search-ad swipe"). */
export type SearchAdSwiped = {
  type: 'log';
  eventType: typeof LOG_EVENT_TYPE.searchAdSwipeNext | typeof LOG_EVENT_TYPE.searchAdSwipePrevious;
} & SwipeData &
  LogFields;

export type CarouselEmitted = CarouselSwiped | SearchAdSwiped;

/** Where an event would move the index (the current index when it would not move). */
function targetOf(context: CarouselContext, event: CarouselEvent): number {
  const { index, slotCount, itemsPerPage } = context;
  switch (event.type) {
    case 'carousel.previous':
      return stepSlot({ index, slotCount, itemsPerPage, direction: 'previous' });
    case 'carousel.next':
      return stepSlot({ index, slotCount, itemsPerPage, direction: 'next' });
    case 'carousel.goTo':
      return clampSlot({ index: event.index, slotCount });
    case 'carousel.swipe': {
      const direction = swipeDirection(event);
      return direction ? stepSlot({ index, slotCount, itemsPerPage, direction }) : index;
    }
  }
}

/**
 * The carousel of a pin (spec 1 section 4, spec 3 section 4). `carousel.previous` is refused at
 * index 0 and `carousel.next` at the last slot (so `snapshot.can` disables the arrows),
 * `carousel.goTo` { index } jumps to a slot, `carousel.swipe` { dx, dy, durationMs } moves one
 * step when the gesture counts and emits `carousel.swiped` with the slot and target indexes and
 * the swipe's view (a search ad's swipe: `log` 9315 forward, 9316 backward instead). Every
 * change enters `browsing.showingSecondary` (tag `secondaryContent`) for the `secondaryContent`
 * delay, then the carousel is back in `browsing.idle`.
 */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    emitted: {} as CarouselEmitted,
  },
  actions: {
    moveToTarget: assign({ index: ({ context, event }) => targetOf(context, event) }),
    logSwipe: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'carousel.swipe') return;
      const swipe: SwipeData = {
        carouselSlotId: context.slotIds[context.index] ?? '',
        carouselDataId: context.carouselDataId,
        slotIndex: context.index,
        targetIndex: targetOf(context, event),
      };
      const fields: LogFields = {
        ...(event.view ?? UNKNOWN_VIEW),
        element: LOG_ELEMENT.carousel,
        objectId: context.pinId,
        auxData: { ...swipe },
      };
      if (event.searchAd === true) {
        const eventType = searchAdSwipeEventType(swipe) as SearchAdSwiped['eventType'];
        enqueue.emit({ type: 'log', eventType, ...swipe, ...fields });
      } else enqueue.emit({ type: 'carousel.swiped', ...swipe, ...fields });
    }),
  },
  guards: {
    hasPrevious: ({ context }) => showsPreviousArrow(context.index),
    hasNext: ({ context }) => showsNextArrow(context),
    movesToOtherSlot: ({ context, event }) => targetOf(context, event) !== context.index,
  },
  delays: {
    secondaryContent: CAROUSEL_SECONDARY_CONTENT_MS,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const slotCount = Math.max(0, Math.trunc(input.slotCount));
    return {
      pinId: input.pinId ?? '',
      slotCount,
      itemsPerPage: Math.max(1, Math.trunc(input.itemsPerPage ?? 1)),
      index: clampSlot({ index: input.startIndex ?? 0, slotCount }),
      carouselDataId: input.carouselDataId ?? '',
      slotIds: input.slotIds ?? [],
    };
  },
  initial: 'browsing',
  states: {
    browsing: {
      initial: 'idle',
      on: {
        'carousel.previous': {
          guard: 'hasPrevious',
          target: '.showingSecondary',
          reenter: true,
          actions: 'moveToTarget',
        },
        'carousel.next': {
          guard: 'hasNext',
          target: '.showingSecondary',
          reenter: true,
          actions: 'moveToTarget',
        },
        'carousel.goTo': {
          guard: 'movesToOtherSlot',
          target: '.showingSecondary',
          reenter: true,
          actions: 'moveToTarget',
        },
        'carousel.swipe': {
          guard: 'movesToOtherSlot',
          target: '.showingSecondary',
          reenter: true,
          actions: ['logSwipe', 'moveToTarget'],
        },
      },
      states: {
        idle: {},
        showingSecondary: {
          tags: ['secondaryContent'],
          after: { secondaryContent: 'idle' },
        },
      },
    },
  },
});

export type CarouselSnapshot = ReturnType<typeof carouselMachine.getInitialSnapshot>;

/** The slot shown. */
export const selectIndex = (s: CarouselSnapshot): number => s.context.index;
/** How many slots the carousel has. */
export const selectSlotCount = (s: CarouselSnapshot): number => s.context.slotCount;
/** The slot's title and details show (for 4000 ms after a change). */
export const selectShowsSecondary = (s: CarouselSnapshot): boolean => s.hasTag('secondaryContent');

/** The per-pin kind `carousel` (`pin.<id>.carousel`): the closeup gives the pin's slots. */
export const carouselPinKind = definePinKind({
  kind: 'carousel',
  logic: carouselMachine,
  inputFrom: (seed: PinSpawn & { carousel?: CarouselInput }) => ({
    slotCount: 1,
    ...seed.carousel,
    pinId: seed.pinId,
  }),
  catalogue: {
    id: 'carousel',
    title: 'Carousel on a pin',
    specSection: 'spec 1 section 4 (carousel), spec 3 section 4 (carousel navigation on pins)',
    machine: carouselMachine,
    sampleInput: {
      pinId: '100005',
      slotCount: 3,
      itemsPerPage: 1,
      startIndex: 0,
      carouselDataId: 'c-100005',
    },
    events: [
      { event: { type: 'carousel.previous' }, label: `Press ${CAROUSEL_LABELS.previous}` },
      { event: { type: 'carousel.next' }, label: `Press ${CAROUSEL_LABELS.next}` },
      { event: { type: 'carousel.goTo', index: 2 }, label: 'Press the third dot' },
      { event: { type: 'carousel.swipe', dx: -120, dy: 8, durationMs: 200 }, label: 'Swipe left' },
      { event: { type: 'carousel.swipe', dx: 120, dy: 8, durationMs: 200 }, label: 'Swipe right' },
      {
        event: { type: 'carousel.swipe', dx: -120, dy: 8, durationMs: 200, searchAd: true },
        label: 'Swipe a search ad left',
      },
    ],
    serializeState: (s) => JSON.stringify([s.value, (s.context as { index: number }).index]),
  },
});
