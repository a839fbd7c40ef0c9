// The root analytics actor keeps the last 500 events for the live panel (ours), and sends them
// to the events sink only as the viewer's cookie choice allows: gathered 2000 ms into a batch
// (ours, docs/decisions/029), at most 1000 waiting (the spec's event buffer).
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  analyticsMachine,
  selectAnalyticsReceived,
  selectAnalyticsSending,
  selectRecentAnalytics,
  sentEvent,
  type AnalyticsRecord,
} from './analytics.machine';
import { PLAY_STORE_REDIRECT_FAILED_METRIC } from '../domain/deep-link';
import { flush } from './test-support';

test('a log event is kept with its source and its spec event type', () => {
  const actor = createActor(analyticsMachine, { input: { keep: 500 } }).start();
  actor.send({
    type: 'analytics.record',
    source: 'pin.7.outbound',
    event: { type: 'log', eventType: 8948, objectId: '7' },
  });
  actor.send({ type: 'analytics.record', source: 'session', event: { type: 'session.signedIn' } });
  expect(selectRecentAnalytics(actor.getSnapshot())).toEqual([
    {
      seq: 1,
      source: 'pin.7.outbound',
      eventType: 8948,
      event: { type: 'log', eventType: 8948, objectId: '7' },
    },
    { seq: 2, source: 'session', eventType: null, event: { type: 'session.signedIn' } },
  ]);
});

test('events one actor emitted at once are each a record of their own, numbered in order, and each waits to be sent', () => {
  const actor = createActor(analyticsMachine, { input: { keep: 2, bufferMax: 3 } }).start();
  actor.send({ type: 'analytics.record', source: 'session', event: { type: 'session.signedIn' } });
  actor.send({
    type: 'analytics.recordMany',
    source: 'impressions',
    events: [
      { type: 'impression.threshold' },
      { type: 'impression.threshold' },
      { type: 'impression.exit' },
    ],
  });
  const { recent, queue, received, dropped } = actor.getSnapshot().context;
  expect(received).toBe(4);
  expect(recent.map((r) => [r.seq, r.source, r.event.type])).toEqual([
    [3, 'impressions', 'impression.threshold'],
    [4, 'impressions', 'impression.exit'],
  ]);
  // All three wait, even the one the recent list no longer holds; the buffer lets the oldest go.
  expect(queue.map((r) => r.seq)).toEqual([2, 3, 4]);
  expect(dropped).toBe(1);
});

test('the analytics actor keeps the last 500 events and drops the oldest first', () => {
  const actor = createActor(analyticsMachine, { input: { keep: 500 } }).start();
  for (let i = 1; i <= 500 + 20; i += 1) {
    actor.send({ type: 'analytics.record', source: 's', event: { type: `e${i}` } });
  }
  const recent = selectRecentAnalytics(actor.getSnapshot());
  expect(recent).toHaveLength(500);
  expect(recent[0]?.event.type).toBe('e21');
  expect(recent.at(-1)?.event.type).toBe('e520');
  expect(selectAnalyticsReceived(actor.getSnapshot())).toBe(520);
});

// --- Sending, as the cookie choice allows (spec 2 section 2; domain/analytics.ts) ---

const ACCEPT = { analytics: true, marketing: true, personalization: true };
const REJECT = { analytics: false, marketing: false, personalization: false };

function startSink(bufferMax = 1000, fail = () => false) {
  const clock = new SimulatedClock();
  const batches: string[][] = [];
  const logic = analyticsMachine.provide({
    actors: {
      sendEvents: fromPromise<void, { events: AnalyticsRecord[] }>(({ input }) => {
        if (fail()) return Promise.reject(new Error('offline'));
        batches.push(input.events.map((r) => r.event.type));
        return Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, {
    input: { keep: 500, bufferMax },
    clock,
  }).start();
  const record = (type: string, extra: Record<string, unknown> = {}) =>
    actor.send({ type: 'analytics.record', source: 'pin.1.save', event: { type, ...extra } });
  const choose = (choice: typeof ACCEPT) =>
    actor.send({
      type: 'analytics.record',
      source: 'cookies',
      event: { type: 'cookies.changed', choice },
    });
  return { actor, clock, batches, record, choose };
}

test('until a cookie choice is known, events wait and nothing is sent', async () => {
  const { actor, clock, batches, record } = startSink();
  record('pin.saved');
  clock.increment(2000 * 10);
  await flush();
  expect(batches).toEqual([]);
  expect(actor.getSnapshot().context.queue.map((r) => r.event.type)).toEqual(['pin.saved']);
  expect(selectAnalyticsSending(actor.getSnapshot())).toBe('awaiting a cookie choice');
});

test('waiting events are bounded at 1000, the oldest let go first', () => {
  const { actor, record } = startSink();
  for (let i = 1; i <= 1005; i += 1) record(`e${i}`);
  const { queue, dropped } = actor.getSnapshot().context;
  expect(queue).toHaveLength(1000);
  expect(queue[0]?.event.type).toBe('e6');
  expect(dropped).toBe(5);
});

test('Accept all sends what waited as one batch after the batch delay', async () => {
  const { actor, clock, batches, record, choose } = startSink();
  record('pin.saved');
  record('log', { eventType: 101 });
  choose(ACCEPT);
  clock.increment(2000 - 1);
  await flush();
  expect(batches).toEqual([]);
  clock.increment(1);
  await flush();
  expect(batches).toEqual([['pin.saved', 'log']]);
  expect(actor.getSnapshot().context.sent).toBe(2);
  expect(selectAnalyticsSending(actor.getSnapshot())).toBe('sending');
});

test('when the page goes away, the batch being gathered is sent at once, not after the batch delay', async () => {
  const { actor, batches, record, choose } = startSink();
  choose(ACCEPT);
  record('pin.saved');
  record('log', { eventType: 101 });
  actor.send({ type: 'analytics.flush' });
  await flush();
  expect(batches).toEqual([['pin.saved', 'log']]);
  expect(actor.getSnapshot().context.queue).toEqual([]);
});

test('when the page goes away before a cookie choice, nothing is sent', async () => {
  const { actor, batches, record } = startSink();
  record('pin.saved');
  actor.send({ type: 'analytics.flush' });
  await flush();
  expect(batches).toEqual([]);
  expect(actor.getSnapshot().context.queue).toHaveLength(1);
});

test('when the page goes away with nothing waiting, nothing is sent', async () => {
  const { actor, batches, choose } = startSink();
  choose(ACCEPT);
  actor.send({ type: 'analytics.flush' });
  await flush();
  expect(batches).toEqual([]);
});

test('Reject all sends no analytics event at all', async () => {
  const { actor, clock, batches, record, choose } = startSink();
  record('pin.saved');
  choose(REJECT);
  record('log', { eventType: 8948 });
  clock.increment(2000 * 10);
  await flush();
  expect(batches).toEqual([]);
  expect(actor.getSnapshot().context.queue).toEqual([]);
  expect(actor.getSnapshot().context.dropped).toBe(2);
  expect(selectAnalyticsSending(actor.getSnapshot())).toBe('not sent');
});

test('marketing events follow the marketing choice, the others the analytics choice', async () => {
  const { clock, batches, record, choose } = startSink();
  choose({ analytics: true, marketing: false, personalization: true });
  record('ad.attributed', { marketing: true });
  record('pin.saved');
  clock.increment(2000);
  await flush();
  expect(batches).toEqual([['pin.saved']]);
  choose({ analytics: false, marketing: true, personalization: false });
  record('ad.attributed', { marketing: true });
  record('pin.saved');
  clock.increment(2000);
  await flush();
  expect(batches.at(-1)).toEqual(['ad.attributed']);
});

test('a batch the sink did not take is sent again with what came since', async () => {
  let failing = true;
  const { actor, clock, batches, record, choose } = startSink(1000, () => failing);
  choose(ACCEPT);
  record('pin.saved');
  clock.increment(2000);
  await flush();
  expect(batches).toEqual([]);
  expect(actor.getSnapshot().matches({ choiceKnown: 'gathering' })).toBe(true);
  failing = false;
  record('pin.favorited');
  clock.increment(2000);
  await flush();
  expect(batches).toEqual([['pin.saved', 'pin.favorited']]);
});

test('a choice changed to Reject all while a batch waits lets it go unsent', async () => {
  const { clock, batches, record, choose } = startSink();
  choose(ACCEPT);
  record('pin.saved');
  choose(REJECT);
  clock.increment(2000);
  await flush();
  expect(batches).toEqual([]);
});

test('the sink takes a logging event with its view type, view parameter, component, element, object id and aux data', () => {
  const fields = {
    viewType: 'search',
    viewParameter: 144,
    component: 'pin_card',
    element: 'carousel',
    objectId: '100076',
    auxData: { slotIndex: 0, targetIndex: 1 },
  };
  // The event's own fields beyond the logging ones (here the slot id) stay behind.
  const event = { type: 'log', eventType: 9315, ...fields, carouselSlotId: 'slot-1' };
  const record: AnalyticsRecord = { seq: 4, source: 'pin.100076.carousel', eventType: 9315, event };
  expect(sentEvent(record)).toEqual({
    seq: 4,
    source: 'pin.100076.carousel',
    type: 'log',
    eventType: 9315,
    marketing: false,
    ...fields,
  });
});

test('a metric is sent with its name and value as aux data', () => {
  const record: AnalyticsRecord = {
    seq: 2,
    source: 'deepLink',
    eventType: null,
    event: { type: 'metric', name: PLAY_STORE_REDIRECT_FAILED_METRIC, value: 1 },
  };
  expect(sentEvent(record)).toEqual({
    seq: 2,
    source: 'deepLink',
    type: 'metric',
    eventType: null,
    marketing: false,
    auxData: { name: PLAY_STORE_REDIRECT_FAILED_METRIC, value: 1 },
  });
});

test('an event without logging fields is sent with its number, source and name only', () => {
  const record: AnalyticsRecord = {
    seq: 1,
    source: 'session',
    eventType: null,
    event: { type: 'session.signedIn', userId: 'u1' },
  };
  expect(sentEvent(record)).toEqual({
    seq: 1,
    source: 'session',
    type: 'session.signedIn',
    eventType: null,
    marketing: false,
  });
});
