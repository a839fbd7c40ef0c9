// Owner actions acting for a business profile (spec 3 section 4; section 6: OWNER or the
// multi-factor requirement met): the fake API refuses a subject the viewer may not act for (403),
// an empty one (400), and records an allowed action under the profile.
import { expect, test } from 'vitest';
import type { Board } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { startTestServer, type TestServer } from './testing';

const U = KNOWN.users;
const N = KNOWN.usernames;

async function withServer(run: (s: TestServer) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

test('a board created with the orbac_subject_id of an owned profile is recorded under it', () =>
  withServer(async (s) => {
    const r = await s.call('POST', '/v3/boards/', {
      viewer: U.partnerOwner,
      body: { name: 'Spring window', username: N.businessOwned, orbac_subject_id: U.businessOwned },
    });
    expect(r.status).toBe(201);
    const board = (r.data as Board).id;
    expect(s.server.store.get('boards', board)?.owner.id).toBe(U.businessOwned);
  }));

test('an orbac_subject_id the viewer may not act for is refused with 403 and writes nothing', () =>
  withServer(async (s) => {
    const before = s.server.store.all('boards').length;
    const r = await s.call('POST', '/v3/boards/', {
      viewer: U.partnerWithoutOwner,
      body: { name: 'Nope', username: N.businessShared, orbac_subject_id: U.businessShared },
    });
    expect(r.status).toBe(403);
    expect(s.server.store.all('boards')).toHaveLength(before);
    const bulk = await s.call('DELETE', `/v3/boards/${KNOWN.boards.default}/pins/`, {
      viewer: U.default,
      body: { pin_ids: [KNOWN.pins.image], orbac_subject_id: U.businessOwned },
    });
    expect(bulk.status).toBe(403);
  }));

test('an empty orbac_subject_id on a bulk delete is a 400', () =>
  withServer(async (s) => {
    const r = await s.call('DELETE', `/v3/boards/${KNOWN.boards.default}/pins/`, {
      viewer: U.default,
      body: { pin_ids: [KNOWN.pins.image], orbac_subject_id: '' },
    });
    expect(r.status).toBe(400);
  }));

test('a bulk delete with the orbac_subject_id of an owned profile removes the pins as that profile', () =>
  withServer(async (s) => {
    const pin = s.server.store.all('pins').find((p) => p.board.id === KNOWN.boards.business);
    expect(pin).toBeDefined();
    const r = await s.call('DELETE', `/v3/boards/${KNOWN.boards.business}/pins/`, {
      viewer: U.partnerOwner,
      body: { pin_ids: [pin!.id], orbac_subject_id: U.businessOwned },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ deleted: 1, actedFor: U.businessOwned });
    expect(s.server.store.get('pins', pin!.id)).toBeUndefined();
  }));
