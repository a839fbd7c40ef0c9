// The events sink (POST /v3/events/): each event of a batch is recorded under the viewer who sent
// it, with its batch, number, source, name, logging type and whether it was made for advertisers.
import { expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { freshDb, startTestServer } from './testing';

test('a batch of events is recorded one per event, under the viewer who sent it', async () => {
  const s = await startTestServer({ db: freshDb() });
  try {
    const r = await s.call('POST', '/v3/events/', {
      viewer: KNOWN.users.default,
      body: {
        events: [
          { seq: 1, source: 'pin.1.save', type: 'log', eventType: 5, marketing: false },
          { seq: 2, source: 'pin.1.outbound', type: 'ad.attributed', marketing: true },
        ],
      },
    });
    expect(r.status).toBe(200);
    const recorded = s.server.store.all('analyticsEvents');
    expect(recorded.map((e) => [e.viewerId, e.seq, e.type, e.eventType, e.marketing])).toEqual([
      [KNOWN.users.default, 1, 'log', 5, false],
      [KNOWN.users.default, 2, 'ad.attributed', null, true],
    ]);
    expect(new Set(recorded.map((e) => e.batchId)).size).toBe(1);
  } finally {
    await s.close();
  }
});

test('a logging event is recorded with its view type, view parameter, component, element, object id and aux data', async () => {
  const s = await startTestServer({ db: freshDb() });
  try {
    const swipe = { carouselSlotId: 'slot-1', carouselDataId: 'c-1', slotIndex: 0, targetIndex: 1 };
    const logged = {
      eventType: 9315,
      viewType: 'search',
      viewParameter: 140,
      component: 'pin_card',
      element: 'carousel',
      objectId: '100076',
      auxData: swipe,
    };
    const r = await s.call('POST', '/v3/events/', {
      viewer: KNOWN.users.default,
      body: {
        events: [{ seq: 1, source: 'pin.100076.carousel', type: 'log', ...logged }],
      },
    });
    expect(r.status).toBe(200);
    expect(s.server.store.all('analyticsEvents')[0]).toMatchObject(logged);
  } finally {
    await s.close();
  }
});
