// The ad attribution source (spec 1 section 7 "Attribution source GET", section 9 expiry and
// priority): a complete click source is recorded; a missing or malformed parameter is a 400 and
// nothing is written.
import { expect, test } from 'vitest';
import { attributionQuery } from '../domain/attribution';
import { freshDb, startTestServer } from './testing';

const query = (more: Partial<Parameters<typeof attributionQuery>[0]> = {}) =>
  attributionQuery({
    eventType: 'click',
    sourceEventId: 'pp-100023',
    destinations: ['http://lumen.example/night-cream'],
    advertiserId: 'adv-7003',
    campaignId: 'cmp-100023',
    hostname: 'pinstate.example',
    reportingAllowed: true,
    ...more,
  });

test("an ad click's attribution source is recorded with click expiry 604800 and priority 2, origins forced to https", async () => {
  const s = await startTestServer({ db: freshDb() });
  try {
    const r = await s.call('GET', `/v3/attribution_source/?${query()}`);
    expect(r.status).toBe(200);
    expect(s.server.store.all('attributionSources')).toMatchObject([
      {
        sourceEventId: 'pp-100023',
        destination: ['https://lumen.example'],
        expiry: 604800,
        priority: 2,
        sourceEventType: 'click',
        advertiserId: 'adv-7003',
        campaignId: 'cmp-100023',
        hostname: 'pinstate.example',
      },
    ]);
  } finally {
    await s.close();
  }
});

test('attribution is skipped when reporting is not allowed or a parameter is missing', () => {
  expect(query({ reportingAllowed: false })).toBeNull();
  expect(query({ advertiserId: undefined })).toBeNull();
  expect(query({ sourceEventId: '' })).toBeNull();
});

test('a source with a missing parameter, a bad type or wrong terms is a 400 and writes nothing', async () => {
  const s = await startTestServer({ db: freshDb() });
  try {
    const full = new URLSearchParams(query() ?? '');
    const without = new URLSearchParams(full);
    without.delete('campaign_id');
    const badType = new URLSearchParams(full);
    badType.set('source_event_type', 'hover');
    const badTerms = new URLSearchParams(full);
    badTerms.set('expiry', '86400');
    const badDestination = new URLSearchParams(full);
    badDestination.set('destination', 'lumen.example');
    for (const bad of [without, badType, badTerms, badDestination]) {
      const r = await s.call('GET', `/v3/attribution_source/?${bad.toString()}`);
      expect(r.status).toBe(400);
    }
    expect(s.server.store.all('attributionSources')).toEqual([]);
  } finally {
    await s.close();
  }
});
