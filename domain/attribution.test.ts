import { expect, test } from 'vitest';
import {
  attributionQuery,
  attributionTerms,
  attributionTransport,
  logsAttributionFailure,
} from './attribution';

const base = {
  eventType: 'click' as const,
  sourceEventId: 'evt-1',
  destinations: ['http://shop.example/p/1', 'https://shop.example/p/2'],
  advertiserId: 'adv-1',
  campaignId: 'cmp-1',
  hostname: 'pinstate.test',
  reportingAllowed: true,
};

test('attribution expiry: clicks 604800 s with priority 2, views 86400 s with priority 1', () => {
  expect(attributionTerms('click')).toEqual({ expiry: 604800, priority: 2 });
  expect(attributionTerms('view')).toEqual({ expiry: 86400, priority: 1 });
});

test('the attribution request carries https destination origins and its terms', () => {
  const query = new URLSearchParams(attributionQuery(base) ?? '');
  expect(query.get('destination')).toBe('["https://shop.example"]');
  expect(query.get('expiry')).toBe('604800');
  expect(query.get('priority')).toBe('2');
  expect(query.get('source_event_type')).toBe('click');
  expect(query.get('advertiser_id')).toBe('adv-1');
  expect(query.get('campaign_id')).toBe('cmp-1');
  expect(query.get('hostname')).toBe('pinstate.test');
});

test("a view's attribution request carries source_event_type view, expiry 86400 and priority 1", () => {
  const query = new URLSearchParams(attributionQuery({ ...base, eventType: 'view' }) ?? '');
  expect(query.get('source_event_type')).toBe('view');
  expect(query.get('expiry')).toBe('86400');
  expect(query.get('priority')).toBe('1');
  expect(query.get('source_event_id')).toBe(base.sourceEventId);
  expect(query.get('destination')).toBe('["https://shop.example"]');
});

test('on the main host the attribution source is a GET; on other hosts an image', () => {
  expect(attributionTransport({ pageHost: 'pinstate.test', endpointHost: 'pinstate.test' })).toBe(
    'get',
  );
  expect(
    attributionTransport({ pageHost: 'de.pinstate.test', endpointHost: 'pinstate.test' }),
  ).toBe('image');
});

test('attribution is skipped if reporting is not allowed or parameters are missing', () => {
  expect(attributionQuery({ ...base, reportingAllowed: false })).toBe(null);
  expect(attributionQuery({ ...base, advertiserId: undefined })).toBe(null);
  expect(attributionQuery({ ...base, campaignId: '' })).toBe(null);
  expect(attributionQuery({ ...base, destinations: ['/relative'] })).toBe(null);
});

test('attribution failures are logged at a 10% sample', () => {
  expect(logsAttributionFailure(0.05)).toBe(true);
  expect(logsAttributionFailure(0.1)).toBe(false);
  expect(logsAttributionFailure(0.9)).toBe(false);
});
