// The user state resource: QUICK_SAVES_BOARD_ID read and kept for the signed-in viewer, and every
// bad write a 400 (or 403, 404) with a message that writes nothing.
import { expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { withTestServer } from './testing';

const QUICK_SAVES = KNOWN.boards.quickSaves;

test('the user state QUICK_SAVES_BOARD_ID is null until kept, then answers the viewer’s Quick Saves board', () =>
  withTestServer(async (s) => {
    const before = await s.call('GET', '/v3/user_state/?state=QUICK_SAVES_BOARD_ID', {
      viewer: 'u1',
    });
    expect(before.status).toBe(200);
    expect(before.data).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: null });
    const kept = await s.call('PUT', '/v3/user_state/', {
      viewer: 'u1',
      body: { state: 'QUICK_SAVES_BOARD_ID', value: QUICK_SAVES },
    });
    expect(kept.status).toBe(200);
    expect(kept.data).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: QUICK_SAVES });
    const after = await s.call('GET', '/v3/user_state/?state=QUICK_SAVES_BOARD_ID', {
      viewer: 'u1',
    });
    expect(after.data).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: QUICK_SAVES });
    // Another account's state is its own.
    const other = await s.call('GET', '/v3/user_state/?state=QUICK_SAVES_BOARD_ID', {
      viewer: 'u2',
    });
    expect(other.data).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: null });
  }));

test('the user state answers 401 logged out and 400 for a state it does not know', () =>
  withTestServer(async (s) => {
    const loggedOut = await s.call('GET', '/v3/user_state/?state=QUICK_SAVES_BOARD_ID');
    expect(loggedOut.status).toBe(401);
    const missing = await s.call('GET', '/v3/user_state/', { viewer: 'u1' });
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/Missing field "state"/);
    const unknown = await s.call('GET', '/v3/user_state/?state=DARK_MODE', { viewer: 'u1' });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/Unknown user state "DARK_MODE"/);
  }));

test('a bad user state body is a 400 with a message and writes nothing', () =>
  withTestServer(async (s) => {
    const bad: [unknown, number, RegExp][] = [
      [{ value: QUICK_SAVES }, 400, /Missing field "state"/],
      [{ state: 'SOMETHING_ELSE', value: QUICK_SAVES }, 400, /Unknown user state/],
      [{ state: 'QUICK_SAVES_BOARD_ID' }, 400, /value/],
      [{ state: 'QUICK_SAVES_BOARD_ID', value: 42 }, 400, /value/],
      [
        { state: 'QUICK_SAVES_BOARD_ID', value: KNOWN.boards.default },
        400,
        /not a Quick Saves board/,
      ],
      [{ state: 'QUICK_SAVES_BOARD_ID', value: 'b-nope' }, 404, /not found/],
    ];
    for (const [body, status, message] of bad) {
      const reply = await s.call('PUT', '/v3/user_state/', { viewer: 'u1', body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.message).toMatch(message);
    }
    const someoneElses = await s.call('PUT', '/v3/user_state/', {
      viewer: 'u2',
      body: { state: 'QUICK_SAVES_BOARD_ID', value: QUICK_SAVES },
    });
    expect(someoneElses.status).toBe(403);
    expect(someoneElses.message).toMatch(/not yours/);
    const kept = await s.call('GET', '/_control/rest/userStates');
    expect(kept.body).toEqual([]);
  }));
