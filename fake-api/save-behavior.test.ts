// Save behaviour, the Quick Saves board and the explore-local search filter as the fake API serves
// them (spec 3 sections 3, 5 and 7; spec 1 section 4).
import { expect, test } from 'vitest';
import { SAVE_BEHAVIOR_INVALID } from '../domain/save-behavior';
import type { Board, Pin, User, UserSettings } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { startTestServer } from './testing';

const U = KNOWN.users;
const N = KNOWN.usernames;

async function withServer(run: (s: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

test('save_behavior is changed with PATCH /v3/user_settings/ and read back on the user and the settings', () =>
  withServer(async ({ call }) => {
    const patched = await call('PATCH', '/v3/user_settings/', {
      viewer: U.inlinePicker,
      body: { save_behavior: 0 },
    });
    expect(patched.status).toBe(200);
    expect((patched.data as UserSettings).save_behavior).toBe(0);
    const user = (await call('GET', `/v3/users/${U.inlinePicker}/`)).data as User;
    expect(user.saveBehavior).toBe(0);
    const settings = await call('GET', '/v3/user_settings/', { viewer: U.inlinePicker });
    expect((settings.data as UserSettings).save_behavior).toBe(0);
  }));

test('a bad save_behavior answers 400 with a message and writes nothing', () =>
  withServer(async ({ call }) => {
    const before = (await call('GET', '/v3/user_settings/', { viewer: U.inlinePicker })).data;
    for (const bad of [2, '1', null, true]) {
      const r = await call('PATCH', '/v3/user_settings/', {
        viewer: U.inlinePicker,
        body: {
          save_behavior: bad,
          allow_analytic_cookies: true,
          allow_marketing_cookies: true,
          allow_personalization_cookies: true,
        },
      });
      expect(r.status).toBe(400);
      expect(r.message).toBe(SAVE_BEHAVIOR_INVALID);
    }
    const user = (await call('GET', `/v3/users/${U.inlinePicker}/`)).data as User;
    expect(user.saveBehavior).toBe(1);
    const after = (await call('GET', '/v3/user_settings/', { viewer: U.inlinePicker })).data;
    expect(after).toEqual(before);
    expect((await call('PATCH', '/v3/user_settings/', { body: { save_behavior: 0 } })).status).toBe(
      401,
    );
  }));

test('the Quick Saves board is created once: a second create with return_existing answers the same board', () =>
  withServer(async ({ call }) => {
    const body = {
      name: 'Quick Saves',
      layout: 'quick_saves',
      protected: false,
      return_existing: true,
      user_id: U.newUser,
    };
    const first = await call('POST', '/v3/boards/', { viewer: U.newUser, body });
    expect(first.status).toBe(201);
    const again = await call('POST', '/v3/boards/', { viewer: U.newUser, body });
    expect(again.status).toBe(200);
    expect((again.data as Board).id).toBe((first.data as Board).id);
    const boards = (await call('GET', `/v3/users/${N.newUser}/boards/`, { viewer: U.newUser }))
      .data as Board[];
    expect(boards.filter((b) => b.layout === 'quick_saves')).toHaveLength(1);
    const user = (await call('GET', `/v3/users/${U.newUser}/`)).data as User;
    expect(user.hasQuicksaveBoard).toBe(true);
  }));

test('a board create whose user_id is not the named user is refused with 400 and writes nothing', () =>
  withServer(async ({ call }) => {
    const before = (await call('GET', `/v3/users/${N.newUser}/boards/`, { viewer: U.newUser }))
      .data as Board[];
    const answer = await call('POST', '/v3/boards/', {
      viewer: U.newUser,
      body: { name: 'Quick Saves', layout: 'quick_saves', user_id: U.newUser, username: N.default },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/user_id/u);
    const after = (await call('GET', `/v3/users/${N.newUser}/boards/`, { viewer: U.newUser }))
      .data as Board[];
    expect(after).toEqual(before);
  }));

test('a repin to the quick_saves board is a profile save, kept on that board', () =>
  withServer(async ({ call }) => {
    const r = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: KNOWN.pins.savedByDefault, board_id: KNOWN.boards.quickSaves },
    });
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ isProfileSave: true, board: { id: KNOWN.boards.quickSaves } });
    const onBoard = (
      await call('GET', `/v3/boards/${KNOWN.boards.quickSaves}/pins/?page_size=100`, {
        viewer: U.default,
      })
    ).data as Pin[];
    expect(onBoard.map((p) => p.id)).toContain(KNOWN.pins.savedByDefault);
  }));

test('explore-local: a search with country keeps only pins whose pinner lives in that country', () =>
  withServer(async ({ call }) => {
    const all = (await call('GET', '/v3/search/pins/?q=architecture&page_size=100')).data as Pin[];
    const local = (await call('GET', '/v3/search/pins/?q=architecture&country=US&page_size=100'))
      .data as Pin[];
    expect(local.length).toBeGreaterThan(0);
    expect(local.length).toBeLessThan(all.length);
    for (const pin of local) {
      const pinner = (await call('GET', `/v3/users/${pin.pinner.id}/`)).data as User;
      expect(pinner.country).toBe('US');
    }
    const bad = await call('GET', '/v3/search/pins/?q=architecture&country=canada');
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/two-letter/);
  }));
