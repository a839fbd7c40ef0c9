import { expect, test } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  carouselMachine,
  selectIndex,
  selectShowsSecondary,
  type CarouselEmitted,
  type CarouselInput,
} from './carousel.machine';
import { LOG_COMPONENT, UNKNOWN_VIEW, VIEW_TYPE, type LogView } from '../domain/log-view';

const SLOT_IDS = ['slot-1', 'slot-2', 'slot-3', 'slot-4', 'slot-5'];

function start(input: Partial<CarouselInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, {
    clock,
    input: {
      pinId: '100005',
      slotCount: 5,
      carouselDataId: 'c-100005',
      slotIds: SLOT_IDS,
      ...input,
    },
  });
  const emitted: CarouselEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

test('a carousel starts on its start index with no secondary content', () => {
  const { actor } = start({ startIndex: 2 });
  expect(selectIndex(actor.getSnapshot())).toBe(2);
  expect(actor.getSnapshot().matches({ browsing: 'idle' })).toBe(true);
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(false);
});

test('a start index outside the slots is clamped into them', () => {
  expect(selectIndex(start({ startIndex: 9 }).actor.getSnapshot())).toBe(4);
  expect(selectIndex(start({ startIndex: -3 }).actor.getSnapshot())).toBe(0);
});

test('previous is disabled at index 0', () => {
  const { actor } = start();
  expect(actor.getSnapshot().can({ type: 'carousel.previous' })).toBe(false);
  actor.send({ type: 'carousel.previous' });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
  expect(actor.getSnapshot().matches({ browsing: 'idle' })).toBe(true);
});

test('next is disabled at the last slot', () => {
  const { actor } = start({ startIndex: 4 });
  expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false);
  expect(actor.getSnapshot().can({ type: 'carousel.previous' })).toBe(true);
  actor.send({ type: 'carousel.next' });
  expect(selectIndex(actor.getSnapshot())).toBe(4);
});

test('a press moves one slot to the next or previous', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.next' });
  expect(selectIndex(actor.getSnapshot())).toBe(1);
  actor.send({ type: 'carousel.next' });
  expect(selectIndex(actor.getSnapshot())).toBe(2);
  actor.send({ type: 'carousel.previous' });
  expect(selectIndex(actor.getSnapshot())).toBe(1);
});

test('step equals items per page, within bounds', () => {
  const { actor } = start({ itemsPerPage: 2 });
  actor.send({ type: 'carousel.next' });
  expect(selectIndex(actor.getSnapshot())).toBe(2);
  actor.send({ type: 'carousel.next' });
  expect(selectIndex(actor.getSnapshot())).toBe(4);
  expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false);
  actor.send({ type: 'carousel.previous' });
  actor.send({ type: 'carousel.previous' });
  actor.send({ type: 'carousel.previous' });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
});

test('dots jump to a slot', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.goTo', index: 3 });
  expect(selectIndex(actor.getSnapshot())).toBe(3);
  actor.send({ type: 'carousel.goTo', index: 0 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
});

test('a jump outside the slots lands on the nearest slot; a jump to the shown slot changes nothing', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.goTo', index: 42 });
  expect(selectIndex(actor.getSnapshot())).toBe(4);
  expect(actor.getSnapshot().can({ type: 'carousel.goTo', index: 4 })).toBe(false);
});

test('a swipe left moves to the next slot, a swipe right to the previous', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.swipe', dx: -120, dy: 10, durationMs: 200 });
  expect(selectIndex(actor.getSnapshot())).toBe(1);
  actor.send({ type: 'carousel.swipe', dx: 120, dy: -10, durationMs: 200 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
});

test('a swipe counts only if the gesture is under 500 ms', () => {
  const { actor, emitted } = start();
  actor.send({ type: 'carousel.swipe', dx: -120, dy: 0, durationMs: 500 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
  actor.send({ type: 'carousel.swipe', dx: -120, dy: 0, durationMs: 499 });
  expect(selectIndex(actor.getSnapshot())).toBe(1);
  expect(emitted).toHaveLength(1);
});

test('a swipe counts only if the gesture is mostly horizontal', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.swipe', dx: -60, dy: 80, durationMs: 100 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
});

test('movement within 10 px (squared distance 100) is a tap, not a swipe', () => {
  const { actor } = start();
  actor.send({ type: 'carousel.swipe', dx: -10, dy: 0, durationMs: 100 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
  actor.send({ type: 'carousel.swipe', dx: -11, dy: 0, durationMs: 100 });
  expect(selectIndex(actor.getSnapshot())).toBe(1);
});

test('a swipe moves within bounds', () => {
  const { actor, emitted } = start();
  actor.send({ type: 'carousel.swipe', dx: 200, dy: 0, durationMs: 100 });
  expect(selectIndex(actor.getSnapshot())).toBe(0);
  expect(emitted).toEqual([]);
});

const SWIPE_2_TO_3 = {
  carouselSlotId: 'slot-2',
  carouselDataId: 'c-100005',
  slotIndex: 1,
  targetIndex: 2,
};

test('swipes are logged with carouselSlotId, carouselDataId, slot index and target index', () => {
  const { actor, emitted } = start({ startIndex: 1 });
  actor.send({ type: 'carousel.swipe', dx: -80, dy: 5, durationMs: 150 });
  expect(emitted).toEqual([
    {
      type: 'carousel.swiped',
      ...SWIPE_2_TO_3,
      ...UNKNOWN_VIEW,
      element: 'carousel',
      objectId: '100005',
      auxData: SWIPE_2_TO_3,
    },
  ]);
});

const HOME_CARD: LogView = {
  viewType: VIEW_TYPE.homeFeed,
  viewParameter: 140,
  component: LOG_COMPONENT.pinCard,
};
const SEARCH_CARD: LogView = { ...HOME_CARD, viewType: VIEW_TYPE.search, viewParameter: 144 };

test('a carousel swipe logs its view type, view parameter, component, element, pin and aux data', () => {
  const { actor, emitted } = start({ startIndex: 1 });
  actor.send({ type: 'carousel.swipe', dx: -80, dy: 5, durationMs: 150, view: HOME_CARD });
  expect(emitted).toEqual([
    {
      type: 'carousel.swiped',
      ...SWIPE_2_TO_3,
      viewType: 'home_feed',
      viewParameter: 140,
      component: 'pin_card',
      element: 'carousel',
      objectId: '100005',
      auxData: SWIPE_2_TO_3,
    },
  ]);
});

test('a search-ad swipe forward logs 9315 with its view type and parameter', () => {
  const { actor, emitted } = start({ startIndex: 1 });
  actor.send({
    type: 'carousel.swipe',
    dx: -80,
    dy: 5,
    durationMs: 150,
    view: SEARCH_CARD,
    searchAd: true,
  });
  expect(emitted).toEqual([
    {
      type: 'log',
      eventType: 9315,
      ...SWIPE_2_TO_3,
      viewType: 'search',
      viewParameter: 144,
      component: 'pin_card',
      element: 'carousel',
      objectId: '100005',
      auxData: SWIPE_2_TO_3,
    },
  ]);
});

test('a search-ad swipe backward logs 9316 with its view type and parameter', () => {
  const { actor, emitted } = start({ startIndex: 2 });
  actor.send({
    type: 'carousel.swipe',
    dx: 80,
    dy: 5,
    durationMs: 150,
    view: SEARCH_CARD,
    searchAd: true,
  });
  expect(emitted).toMatchObject([
    {
      type: 'log',
      eventType: 9316,
      viewType: 'search',
      viewParameter: 144,
      objectId: '100005',
      auxData: { carouselSlotId: 'slot-3', slotIndex: 2, targetIndex: 1 },
    },
  ]);
});

test('a search-ad swipe that does not count logs nothing', () => {
  const { actor, emitted } = start();
  actor.send({ type: 'carousel.swipe', dx: 80, dy: 5, durationMs: 150, searchAd: true });
  actor.send({ type: 'carousel.swipe', dx: -80, dy: 5, durationMs: 500, searchAd: true });
  expect(emitted).toEqual([]);
});

test('arrows and dots are not logged as swipes', () => {
  const { actor, emitted } = start();
  actor.send({ type: 'carousel.next' });
  actor.send({ type: 'carousel.goTo', index: 4 });
  actor.send({ type: 'carousel.previous' });
  expect(emitted).toEqual([]);
});

test('after a carousel change the secondary content shows for 4000 ms', () => {
  const { actor, clock } = start();
  actor.send({ type: 'carousel.next' });
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(true);
  clock.increment(3999);
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(true);
  clock.increment(1);
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(false);
  expect(actor.getSnapshot().matches({ browsing: 'idle' })).toBe(true);
});

test('another change restarts the 4000 ms of secondary content', () => {
  const { actor, clock } = start();
  actor.send({ type: 'carousel.next' });
  clock.increment(3000);
  actor.send({ type: 'carousel.goTo', index: 3 });
  clock.increment(3000);
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(true);
  clock.increment(1000);
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(false);
});

test('a refused press does not show the secondary content', () => {
  const { actor } = start({ startIndex: 4 });
  actor.send({ type: 'carousel.next' });
  actor.send({ type: 'carousel.swipe', dx: 0, dy: 200, durationMs: 100 });
  expect(selectShowsSecondary(actor.getSnapshot())).toBe(false);
});

test('a carousel with one slot disables both arrows', () => {
  const { actor } = start({ slotCount: 1, slotIds: ['only'] });
  expect(actor.getSnapshot().can({ type: 'carousel.previous' })).toBe(false);
  expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false);
});
