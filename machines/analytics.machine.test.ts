// The root analytics actor keeps the last 500 events (ANALYTICS_RECENT_MAX) for the live panel.
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { ANALYTICS_RECENT_MAX } from '../domain/constants';
import { analyticsMachine, selectAnalyticsReceived, selectRecentAnalytics } from './analytics.machine';

test('a log event is kept with its source and its spec event type', () => {
  const actor = createActor(analyticsMachine, { input: { keep: ANALYTICS_RECENT_MAX } }).start();
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

test('the analytics actor keeps the last 500 events and drops the oldest first', () => {
  const actor = createActor(analyticsMachine, { input: { keep: ANALYTICS_RECENT_MAX } }).start();
  for (let i = 1; i <= ANALYTICS_RECENT_MAX + 20; i += 1) {
    actor.send({ type: 'analytics.record', source: 's', event: { type: `e${i}` } });
  }
  const recent = selectRecentAnalytics(actor.getSnapshot());
  expect(ANALYTICS_RECENT_MAX).toBe(500);
  expect(recent).toHaveLength(500);
  expect(recent[0]?.event.type).toBe('e21');
  expect(recent.at(-1)?.event.type).toBe('e520');
  expect(selectAnalyticsReceived(actor.getSnapshot())).toBe(520);
});
