// Every route of the fake API answers as docs/api.md documents it (the section 7 tables of specs 1 to 3).
import { expect, test } from 'vitest';
import { get as httpGet } from 'node:http';
import { API_ROUTES } from '../api/client';
import type { Board, BoardSection, Experience, Pin, User } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { normaliseRoute } from './faults';
import { ROUTE_PATTERNS } from './server';
import { startTestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;

async function withServer(run: (s: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

test('every route the API client calls is served', () => {
  const served = new Set(ROUTE_PATTERNS.map(normaliseRoute));
  const missing = Object.values(API_ROUTES).filter((r) => !served.has(normaliseRoute(r)));
  expect(missing).toEqual([]);
});

test('a pin answers in the envelope, decorated for the viewer', () =>
  withServer(async ({ call }) => {
    const mine = await call('GET', `/v3/pins/${P.savedByDefault}/`, { viewer: U.default });
    expect(mine.status).toBe(200);
    const pin = mine.data as Pin;
    expect(pin.id).toBe(P.savedByDefault);
    expect(pin.savedInfo).toMatchObject({ localPinId: expect.any(String) as string });
    const fav = (await call('GET', `/v3/pins/${P.favoritedByDefault}/`, { viewer: U.default }))
      .data as Pin;
    expect(fav.favoritedByMe).toBe(true);
    const loggedOut = (await call('GET', `/v3/pins/${P.favoritedByDefault}/`)).data as Pin;
    expect(loggedOut.favoritedByMe).toBe(false);
    expect(loggedOut.savedInfo).toBeNull();
  }));

test('an unknown pin answers 404 with a message', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/v3/pins/nope/');
    expect(r.status).toBe(404);
    expect(r.message).toBe('Pin nope not found.');
  }));

test('an unknown viewer answers 401', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', `/v3/pins/${P.image}/`, { viewer: 'u-nobody' });
    expect(r.status).toBe(401);
    expect(r.message).toMatch(/Unknown user/);
  }));

test('the home feed pages by bookmark, each pin once, and the last page has a null bookmark', () =>
  withServer(async ({ call, server }) => {
    const seen = new Set<string>();
    let bookmark: string | null | undefined = undefined;
    let pages = 0;
    do {
      const q: string = bookmark ? `&bookmark=${bookmark}` : '';
      const r = await call('GET', `/v3/feeds/home/?page_size=100${q}`);
      expect(r.status).toBe(200);
      for (const pin of r.data as Pin[]) {
        expect(seen.has(pin.id)).toBe(false);
        seen.add(pin.id);
      }
      bookmark = r.bookmark;
      pages += 1;
    } while (bookmark);
    const secret = server.store.all('pins').filter((p) => p.board.privacy === 'secret').length;
    expect(seen.size).toBe(server.store.count('pins') - secret);
    expect(pages).toBeGreaterThan(1);
    const first = await call('GET', '/v3/feeds/home/');
    expect((first.data as Pin[]).length).toBe(25);
  }));

test('feeds answer pins for related, search, board, section, created and saved', () =>
  withServer(async ({ call }) => {
    const related = await call('GET', `/v3/pins/${P.image}/related/`);
    expect(related.status).toBe(200);
    expect((related.data as Pin[]).every((p) => p.id !== P.image)).toBe(true);
    const pin = (await call('GET', `/v3/pins/${P.image}/`)).data as Pin;
    const word = pin.title.split(' ')[0] ?? '';
    const search = await call('GET', `/v3/search/pins/?q=${encodeURIComponent(word)}&rs=typed`);
    expect((search.data as Pin[]).map((p) => p.id)).toContain(P.image);
    expect((await call('GET', '/v3/search/pins/')).status).toBe(400);
    const board = await call('GET', `/v3/boards/${B.default}/pins/`);
    expect((board.data as Pin[]).length).toBeGreaterThan(0);
    const section = await call('GET', `/v3/board_sections/${KNOWN.sections.default}/pins/`);
    expect((section.data as Pin[]).map((p) => p.id)).toContain(P.inSection);
    const created = await call('GET', `/v3/users/${KNOWN.usernames.default}/pins/created/`);
    expect((created.data as Pin[]).map((p) => p.id)).toContain(P.ownPin);
    const saved = await call('GET', `/v3/users/${KNOWN.usernames.default}/pins/saved/`);
    expect((saved.data as Pin[]).map((p) => p.id)).toContain(P.savedByDefault);
  }));

test('secret boards and their pins are seen only by members', () =>
  withServer(async ({ call }) => {
    expect((await call('GET', `/v3/pins/${P.onSecretBoard}/`)).status).toBe(404);
    expect((await call('GET', `/v3/pins/${P.onSecretBoard}/`, { viewer: U.default })).status).toBe(
      200,
    );
    expect((await call('GET', `/v3/boards/${B.secret}/`, { viewer: U.inlinePicker })).status).toBe(
      404,
    );
  }));

test('favorite and unfavorite change favoritedByMe and favoriteUserCount', () =>
  withServer(async ({ call }) => {
    const before = (await call('GET', `/v3/pins/${P.favorites9}/`)).data as Pin;
    const fav = await call('POST', `/v3/pins/${P.favorites9}/favorite/`, { viewer: U.default });
    expect(fav.status).toBe(200);
    const after = (await call('GET', `/v3/pins/${P.favorites9}/`, { viewer: U.default }))
      .data as Pin;
    expect(after.favoritedByMe).toBe(true);
    expect(after.favoriteUserCount).toBe((before.favoriteUserCount ?? 0) + 1);
    // Twice is still once.
    await call('POST', `/v3/pins/${P.favorites9}/favorite/`, { viewer: U.default });
    const unfav = await call('DELETE', `/v3/pins/${P.favorites9}/favorite/`, { viewer: U.default });
    expect(unfav.status).toBe(200);
    const back = (await call('GET', `/v3/pins/${P.favorites9}/`, { viewer: U.default }))
      .data as Pin;
    expect(back.favoritedByMe).toBe(false);
    expect(back.favoriteUserCount).toBe(before.favoriteUserCount);
  }));

test('writes need a signed-in viewer: 401 with a message', () =>
  withServer(async ({ call }) => {
    const r = await call('POST', `/v3/pins/${P.image}/favorite/`);
    expect(r.status).toBe(401);
    expect(r.message).toBe('Log in to favorite this Pin.');
    const save = await call('POST', '/v3/repins/', {
      body: { pin_id: P.image, board_id: B.default },
    });
    expect(save.status).toBe(401);
    expect(save.message).toBe('Log in to save this Pin.');
  }));

test('a repin answers the new local pin id and the board, and the pin then shows as saved there', () =>
  withServer(async ({ call }) => {
    const r = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: {
        pin_id: P.image,
        board_id: B.second,
        section: null,
        user_id: U.default,
        clientTrackingParams: 'ctp',
      },
    });
    expect(r.status).toBe(201);
    const data = r.data as {
      id: string;
      board: { id: string; name: string; url: string };
      isProfileSave: boolean;
    };
    expect(data.board.id).toBe(B.second);
    expect(data.isProfileSave).toBe(false);
    const pin = (await call('GET', `/v3/pins/${P.image}/`, { viewer: U.default })).data as Pin;
    expect(pin.savedInfo).toMatchObject({
      localPinId: data.id,
      boardId: B.second,
      type: 'board',
      title: data.board.name,
    });
    const profile = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.video, board_id: null },
    });
    expect(profile.data).toMatchObject({ board: null, isProfileSave: true });
    const inSection = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.gif, board_id: B.default, section: KNOWN.sections.default },
    });
    expect(inSection.data).toMatchObject({ section: { id: KNOWN.sections.default } });
  }));

test("a repin as someone else answers 403, onto another user's board 403, a section of another board 400", () =>
  withServer(async ({ call }) => {
    const asOther = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.image, board_id: B.default, user_id: U.employee },
    });
    expect(asOther.status).toBe(403);
    const otherBoard = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.image, board_id: B.inlinePicker },
    });
    expect(otherBoard.status).toBe(403);
    const wrongSection = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.image, board_id: B.second, section: KNOWN.sections.default },
    });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.message).toBe(
      `Section ${KNOWN.sections.default} is not on board ${B.second}.`,
    );
  }));

test('a repin whose eventContext is not an object or disable_event_log_info not a boolean answers 400 and saves nothing', () =>
  withServer(async ({ call, server }) => {
    const saves = server.store.all('saves').length;
    for (const bad of [{ eventContext: 'home' }, { disable_event_log_info: 'yes' }]) {
      const answer = await call('POST', '/v3/repins/', {
        viewer: U.default,
        body: { pin_id: P.image, board_id: B.default, ...bad },
      });
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/eventContext|disable_event_log_info/u);
    }
    expect(server.store.all('saves')).toHaveLength(saves);
  }));

test('deleting a saved copy removes the save, and the pin is no longer saved', () =>
  withServer(async ({ call, server }) => {
    const saves = server.store.count('saves');
    const r = await call('POST', '/v3/repins/', {
      viewer: U.default,
      body: { pin_id: P.image, board_id: B.second },
    });
    const id = (r.data as { id: string }).id;
    expect(server.store.count('saves')).toBe(saves + 1);
    const del = await call('DELETE', `/v3/pins/${id}/`, {
      viewer: U.default,
      body: { id, board_id: B.second },
    });
    expect(del.status).toBe(200);
    expect(server.store.count('saves')).toBe(saves);
    const pin = (await call('GET', `/v3/pins/${P.image}/`, { viewer: U.default })).data as Pin;
    expect(pin.savedInfo).toBeNull();
    expect((await call('DELETE', `/v3/pins/${id}/`, { viewer: U.default })).status).toBe(404);
  }));

test('pin create answers the pin with id and pinner.id, with a locally drawn picture', () =>
  withServer(async ({ call }) => {
    const r = await call('POST', '/v3/pins/', {
      viewer: U.default,
      body: {
        board_id: B.default,
        method: 'button_external',
        image_url: 'https://example.com/a.jpg',
        title: 'Mine',
        link: 'https://example.com/',
      },
    });
    expect(r.status).toBe(201);
    const pin = r.data as Pin;
    expect(pin.pinner.id).toBe(U.default);
    expect(pin.images['236x']?.url).toMatch(/^\/img\/236x\//);
    expect((await call('GET', `/v3/pins/${pin.id}/`)).status).toBe(200);
  }));

test('deleting an own pin removes it with its saves, favorites and hides, and nothing else', () =>
  withServer(async ({ call, server }) => {
    const pin = (
      await call('POST', '/v3/pins/', {
        viewer: U.default,
        body: { board_id: B.default, image_url: '/img/x.png' },
      })
    ).data as Pin;
    await call('POST', '/v3/repins/', {
      viewer: U.inlinePicker,
      body: { pin_id: pin.id, board_id: B.inlinePicker },
    });
    await call('POST', `/v3/pins/${pin.id}/favorite/`, { viewer: U.inlinePicker });
    await call('PUT', `/v3/p2p/${pin.id}/hide/`, { viewer: U.employee });
    const counts = {
      pins: server.store.count('pins'),
      saves: server.store.count('saves'),
      favorites: server.store.count('favorites'),
      hides: server.store.count('hides'),
    };
    const r = await call('DELETE', `/v3/pins/${pin.id}/`, {
      viewer: U.default,
      body: { id: pin.id },
    });
    expect(r.status).toBe(200);
    expect(server.store.count('pins')).toBe(counts.pins - 1);
    expect(server.store.count('saves')).toBe(counts.saves - 1);
    expect(server.store.count('favorites')).toBe(counts.favorites - 1);
    expect(server.store.count('hides')).toBe(counts.hides - 1);
    expect((await call('DELETE', `/v3/pins/${P.image}/`, { viewer: U.employee })).status).toBe(403);
  }));

test('the offsite check answers each fixture link verdict, with a message for blocked, suspicious and porn', () =>
  withServer(async ({ call, server }) => {
    for (const [id, verdict] of [
      [P.linkBlocked, 'blocked'],
      [P.linkSuspicious, 'suspicious'],
      [P.linkPorn, 'porn'],
      [P.linkNone, 'none'],
    ] as const) {
      const pin = server.store.get('pins', id);
      const r = await call('POST', '/v3/offsite/', {
        body: {
          check_only: true,
          pin_id: id,
          url: pin?.link,
          client_tracking_params: 'x',
          aux_data: '{"objectId":"1"}',
        },
      });
      expect(r.status).toBe(200);
      const data = r.data as { redirect_status: string; message: string; url: string };
      expect(data.redirect_status).toBe(verdict);
      expect(data.url).toBe(pin?.link);
      if (verdict !== 'none') expect(data.message.length).toBeGreaterThan(10);
    }
    const error = server.store.get('pins', P.linkError);
    const failed = await call('POST', '/v3/offsite/', {
      body: { check_only: true, pin_id: P.linkError, url: error?.link },
    });
    expect(failed.status).toBe(500);
    expect(failed.message).toBe('The link check failed.');
  }));

test('an offsite click is recorded', () =>
  withServer(async ({ call, server }) => {
    const events = server.store.count('offsiteEvents');
    const click = await call('POST', '/v3/offsite/', {
      viewer: U.default,
      body: {
        check_only: false,
        pin_id: P.linkNone,
        url: 'https://example.com/x',
        aux_data: { clickthrough_type: 'rightClick' },
      },
    });
    expect(click.status).toBe(200);
    expect(click.data).toBeTruthy();
    expect(server.store.count('offsiteEvents')).toBe(events + 1);
  }));

test("each hide family hides the pin from the viewer's home feed and its undo brings it back", () =>
  withServer(async ({ call }) => {
    const families: [string, string, unknown?][] = [
      [`/v3/news_hub/n1/pin/${P.image}/hide/`, `/v3/news_hub/n1/pin/${P.image}/undo/`],
      [`/v3/p2p/${P.image}/hide/`, `/v3/p2p/${P.image}/unhide/`],
      [
        `/v3/search/${P.image}/hide/`,
        `/v3/search/${P.image}/unhide/`,
        { query: 'kitchen', pin_type: 'pin' },
      ],
      [
        `/v3/pins/${P.image}/feedback/`,
        `/v3/pins/${P.image}/feedback/`,
        { feedback_type: 'not_relevant' },
      ],
    ];
    const inHome = async () => {
      const r = await call('GET', '/v3/feeds/home/?page_size=100', { viewer: U.default });
      return (r.data as Pin[]).some((p) => p.id === P.image);
    };
    expect(await inHome()).toBe(true);
    for (const [hide, undo, body] of families) {
      expect((await call('PUT', hide, { viewer: U.default, body })).status).toBe(200);
      expect(await inHome()).toBe(false);
      const undoBody = hide === undo ? { ...(body as object), undo: true } : body;
      expect((await call('PUT', undo, { viewer: U.default, body: undoBody })).status).toBe(200);
      expect(await inHome()).toBe(true);
    }
    expect(
      (await call('PUT', `/v3/search/${P.image}/hide/`, { viewer: U.default, body: {} })).status,
    ).toBe(400);
  }));

test('a board answers with its sections; the boards list honours its options', () =>
  withServer(async ({ call }) => {
    const board = await call('GET', `/v3/boards/${B.default}/?field_set_key=detailed`);
    expect((board.data as Board).id).toBe(B.default);
    const sections = (await call('GET', `/v3/boards/${B.default}/sections/`))
      .data as BoardSection[];
    expect(sections.map((s) => s.id)).toContain(KNOWN.sections.default);
    const own = (
      await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/`, { viewer: U.default })
    ).data as Board[];
    expect(own.map((b) => b.id)).toContain(B.secret);
    const asOther = (await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/`))
      .data as Board[];
    expect(asOther.map((b) => b.id)).not.toContain(B.secret);
    const secret = (
      await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?privacy_filter=secret`, {
        viewer: U.default,
      })
    ).data as Board[];
    expect(secret.every((b) => b.privacy === 'secret')).toBe(true);
    const alpha = (
      await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?sort=alphabetical`, {
        viewer: U.default,
      })
    ).data as Board[];
    expect(alpha.map((b) => b.name)).toEqual(
      [...alpha.map((b) => b.name)].sort((a, b) => a.localeCompare(b)),
    );
    const noArchived = (
      await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?include_archived=false`, {
        viewer: U.default,
      })
    ).data as Board[];
    expect(noArchived.map((b) => b.id)).not.toContain(B.archived);
    const paged = await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?page_size=2`, {
      viewer: U.default,
    });
    expect((paged.data as Board[]).length).toBe(2);
    expect(typeof paged.bookmark).toBe('string');
    const next = await call(
      'GET',
      `/v3/users/${KNOWN.usernames.default}/boards/?page_size=2&bookmark=${paged.bookmark ?? ''}`,
      { viewer: U.default },
    );
    expect((next.data as Board[])[0]?.id).not.toBe((paged.data as Board[])[0]?.id);
    expect(
      (await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?sort=random`)).status,
    ).toBe(400);
    expect(
      (await call('GET', `/v3/users/${KNOWN.usernames.default}/boards/?page_size=0`)).status,
    ).toBe(400);
  }));

test('board create answers the board; a second board of the same name is refused unless return_existing', () =>
  withServer(async ({ call }) => {
    const r = await call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: 'Garden plans', privacy: 'public', username: KNOWN.usernames.default },
    });
    expect(r.status).toBe(201);
    const board = r.data as Board;
    expect(board).toMatchObject({
      name: 'Garden plans',
      privacy: 'public',
      owner: { id: U.default },
    });
    const again = await call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: 'garden plans', username: KNOWN.usernames.default },
    });
    expect(again.status).toBe(409);
    const existing = await call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: 'Garden plans', username: KNOWN.usernames.default, return_existing: true },
    });
    expect((existing.data as Board).id).toBe(board.id);
    const quick = await call('POST', '/v3/boards/', {
      viewer: U.newUser,
      body: {
        name: 'Quick Saves',
        layout: 'quick_saves',
        protected: false,
        return_existing: true,
        username: KNOWN.usernames.newUser,
      },
    });
    expect(quick.data).toMatchObject({ layout: 'quick_saves', name: 'Quick Saves' });
    const forOther = await call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: 'X', username: KNOWN.usernames.employee },
    });
    expect(forOther.status).toBe(403);
    const tooLong = await call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: 'x'.repeat(51), username: KNOWN.usernames.default },
    });
    expect(tooLong.status).toBe(400);
  }));

test('board delete removes its sections, the saves to it, the pins on it and its follows', () =>
  withServer(async ({ call, server }) => {
    const store = server.store;
    const sections = store.all('sections').filter((s) => s.boardId === B.default).length;
    const pinsOn = store.all('pins').filter((p) => p.board.id === B.default).length;
    expect(pinsOn).toBeGreaterThan(0);
    const before = {
      sections: store.count('sections'),
      pins: store.count('pins'),
      boards: store.count('boards'),
    };
    const r = await call('DELETE', `/v3/boards/${B.default}/`, {
      viewer: U.default,
      body: { board_id: B.default },
    });
    expect(r.status).toBe(200);
    expect(store.count('boards')).toBe(before.boards - 1);
    expect(store.count('sections')).toBe(before.sections - sections);
    expect(store.count('pins')).toBe(before.pins - pinsOn);
    expect(store.all('saves').some((s) => s.boardId === B.default)).toBe(false);
    expect(store.all('follows').some((f) => f.kind === 'board' && f.targetId === B.default)).toBe(
      false,
    );
    expect((await call('DELETE', `/v3/boards/${B.second}/`, { viewer: U.employee })).status).toBe(
      403,
    );
  }));

test('board follow and unfollow', () =>
  withServer(async ({ call }) => {
    const id = B.inlinePicker;
    expect((await call('PUT', `/v3/boards/${id}/follow/`, { viewer: U.default })).status).toBe(200);
    expect(
      ((await call('GET', `/v3/boards/${id}/`, { viewer: U.default })).data as Board).followedByMe,
    ).toBe(true);
    expect((await call('DELETE', `/v3/boards/${id}/follow/`, { viewer: U.default })).status).toBe(
      200,
    );
    expect(
      ((await call('GET', `/v3/boards/${id}/`, { viewer: U.default })).data as Board).followedByMe,
    ).toBe(false);
    const loggedOut = await call('PUT', `/v3/boards/${id}/follow/`);
    expect(loggedOut.message).toBe('Log in to follow.');
  }));

test('invite and collaborator removal on an own collaborative board', () =>
  withServer(async ({ call, server }) => {
    const board = server.store.get('boards', B.collaborativeOwn);
    const invited = board?.invitedUsers[0]?.id ?? '';
    const collaborator = board?.collaborators[0]?.id ?? '';
    const inv = await call('DELETE', `/v3/boards/${B.collaborativeOwn}/invites/${invited}/`, {
      viewer: U.default,
      body: { board_id: B.collaborativeOwn, invited_user_id: invited },
    });
    expect(inv.status).toBe(200);
    expect(
      server.store.get('boards', B.collaborativeOwn)?.invitedUsers.some((u) => u.id === invited),
    ).toBe(false);
    const col = await call(
      'DELETE',
      `/v3/boards/${B.collaborativeOwn}/collaborators/${collaborator}/`,
      { viewer: U.default },
    );
    expect(col.status).toBe(200);
    expect(
      server.store
        .get('boards', B.collaborativeOwn)
        ?.collaborators.some((u) => u.id === collaborator),
    ).toBe(false);
    expect(
      (
        await call('DELETE', `/v3/boards/${B.collaborativeOwn}/invites/${invited}/`, {
          viewer: U.default,
        })
      ).status,
    ).toBe(404);
  }));

test('bulk delete removes the listed pins from a board', () =>
  withServer(async ({ call, server }) => {
    const pins = server.store
      .all('pins')
      .filter((p) => p.board.id === B.second)
      .slice(0, 2)
      .map((p) => p.id);
    expect(pins.length).toBe(2);
    const r = await call('DELETE', `/v3/boards/${B.second}/pins/`, {
      viewer: U.default,
      body: { board_id: B.second, pin_ids: pins },
    });
    expect(r.status).toBe(200);
    for (const id of pins) expect(server.store.has('pins', id)).toBe(false);
  }));

test('users by id or username, the users list, and following a user', () =>
  withServer(async ({ call }) => {
    expect(((await call('GET', `/v3/users/${U.default}/`)).data as User).username).toBe(
      KNOWN.usernames.default,
    );
    expect(
      (
        (await call('GET', `/v3/users/${KNOWN.usernames.creator}/?field_set_key=profile`))
          .data as User
      ).id,
    ).toBe(U.creator);
    expect(((await call('GET', '/v3/users/')).data as User[]).length).toBeGreaterThan(10);
    // The generated follows may already hold this one: start from not following.
    await call('DELETE', `/v3/users/${U.merchant}/follow/`, {
      viewer: U.default,
      body: { user_id: U.merchant },
    });
    const before = (await call('GET', `/v3/users/${U.merchant}/`)).data as User;
    await call('PUT', `/v3/users/${U.merchant}/follow/`, {
      viewer: U.default,
      body: { user_id: U.merchant },
    });
    const after = (await call('GET', `/v3/users/${U.merchant}/`, { viewer: U.default }))
      .data as User;
    expect(after.explicitlyFollowedByMe).toBe(true);
    expect(after.followerCount).toBe(before.followerCount + 1);
    await call('DELETE', `/v3/users/${U.merchant}/follow/`, {
      viewer: U.default,
      body: { user_id: U.merchant },
    });
    expect(
      ((await call('GET', `/v3/users/${U.merchant}/`, { viewer: U.default })).data as User)
        .explicitlyFollowedByMe,
    ).toBe(false);
    expect(
      (await call('PUT', `/v3/users/${U.default}/follow/`, { viewer: U.default })).status,
    ).toBe(400);
  }));

test('interest get, follow and unfollow', () =>
  withServer(async ({ call }) => {
    const id = KNOWN.interests.notFollowed;
    expect((await call('GET', `/v3/interests/${id}/`)).status).toBe(200);
    await call('PUT', `/v3/interests/${id}/follow/`, {
      viewer: U.default,
      body: { interest_id: id, interest_list: [id] },
    });
    expect(
      (
        (await call('GET', `/v3/interests/${id}/`, { viewer: U.default })).data as {
          followedByMe: boolean;
        }
      ).followedByMe,
    ).toBe(true);
    await call('DELETE', `/v3/interests/${id}/follow/`, {
      viewer: U.default,
      body: { interest_id: id },
    });
    expect(
      (
        (await call('GET', `/v3/interests/${id}/`, { viewer: U.default })).data as {
          followedByMe: boolean;
        }
      ).followedByMe,
    ).toBe(false);
  }));

test('invite metadata answers the sender; a failing code answers an error; an unknown code 404', () =>
  withServer(async ({ call }) => {
    const ok = await call(
      'GET',
      `/v3/invite_codes/${KNOWN.inviteCodes.valid}/?invite_code=${KNOWN.inviteCodes.valid}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({
      first_name: expect.any(String) as string,
      is_default_image: expect.any(Boolean) as boolean,
      invite_channel: expect.any(Number) as number,
    });
    const ch5 = await call('GET', `/v3/invite_codes/${KNOWN.inviteCodes.channel5}/`);
    expect(ch5.data).toMatchObject({ invite_channel: 5 });
    const failing = await call('GET', `/v3/invite_codes/${KNOWN.inviteCodes.failing}/`);
    expect(failing.status).toBe(410);
    expect(failing.message).toMatch(/no longer valid/);
    expect((await call('GET', '/v3/invite_codes/NOPE/')).status).toBe(404);
  }));

test('business profiles answer only for partners: 401 logged out, 403 otherwise', () =>
  withServer(async ({ call }) => {
    const partner = await call('GET', '/vx/business_access/profiles/', { viewer: U.partnerOwner });
    expect(partner.status).toBe(200);
    const profiles = (partner.data as { profiles: Record<string, { permissions: string[] }> })
      .profiles;
    expect(Object.keys(profiles)).toContain(KNOWN.users.businessOwned);
    const personal = await call('GET', '/vx/business_access/profiles/', { viewer: U.default });
    expect(personal.status).toBe(403);
    expect(personal.message).toBe('Business profiles are only for partner accounts.');
    expect((await call('GET', '/vx/business_access/profiles/')).status).toBe(401);
  }));

test('cookie settings are saved for a signed-in user', () =>
  withServer(async ({ call }) => {
    const body = {
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'banner',
    };
    const r = await call('PATCH', '/v3/user_settings/', { viewer: U.default, body });
    expect(r.status).toBe(200);
    // The account's save behaviour comes with the settings (spec 3 section 3).
    expect(r.data).toEqual({ id: U.default, ...body, save_behavior: 0 });
    expect((await call('GET', '/v3/user_settings/', { viewer: U.default })).data).toEqual({
      id: U.default,
      ...body,
      save_behavior: 0,
    });
    expect((await call('PATCH', '/v3/user_settings/', { body })).status).toBe(401);
  }));

test('experiences: fetch, by placement, viewed, completed, dismissed and trigger', () =>
  withServer(async ({ call }) => {
    const all = (
      await call('GET', `/v3/experiences/?extra_context=${encodeURIComponent('{"a":1}')}`, {
        viewer: U.default,
      })
    ).data as Experience[];
    expect(all.length).toBeGreaterThan(10);
    const home = (
      await call('GET', '/v3/experiences/placements/?placement_ids=11,1000541', {
        viewer: U.default,
      })
    ).data as Experience[];
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((e) => e.placement_id === 11 || e.placement_id === 1000541)).toBe(true);
    const id = KNOWN.experiences.valid.calloutUpsell;
    const body = { placed_experience_id: id, extra_context: '{"surface":"home"}' };
    expect(
      (await call('PUT', `/v3/experiences/${id}/viewed/`, { viewer: U.default, body })).status,
    ).toBe(200);
    const viewed = (
      (await call('GET', '/v3/experiences/', { viewer: U.default })).data as Experience[]
    ).find((e) => e.id === id);
    expect(viewed?.status).toBe('viewed');
    expect(
      (await call('PUT', `/v3/experiences/${id}/completed/`, { viewer: U.default, body })).status,
    ).toBe(200);
    expect(
      ((await call('GET', '/v3/experiences/', { viewer: U.default })).data as Experience[]).some(
        (e) => e.id === id,
      ),
    ).toBe(false);
    const other = KNOWN.experiences.valid.modal;
    expect(
      (
        await call('DELETE', `/v3/experiences/${other}/`, {
          viewer: U.default,
          body: { placed_experience_id: other },
        })
      ).status,
    ).toBe(200);
    const trigger = await call('PUT', `/v3/experiences/${other}/trigger/`, {
      viewer: U.default,
      body: { extra_context: '{"x":1}' },
    });
    expect(trigger.status).toBe(200);
    expect((await call('PUT', '/v3/experiences/bad/trigger/', { viewer: U.default })).status).toBe(
      400,
    );
    expect((await call('PUT', '/v3/experiences/1:2/trigger/', { viewer: U.default })).status).toBe(
      404,
    );
    expect((await call('GET', '/v3/experiences/placements/?placement_ids=abc')).status).toBe(400);
  }));

test('images are generated PNGs of the record size with long cache headers', () =>
  withServer(async ({ call, server, url: base }) => {
    const pin = server.store.get('pins', P.image);
    const image = pin?.images['236x'];
    const url = image?.url ?? '';
    expect(url).toMatch(/\.png$/);
    const r = await fetch(`${base}${url}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const bytes = Buffer.from(await r.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(image?.width);
    expect(bytes.readUInt32BE(20)).toBe(image?.height);
    // Asked again (a grid shows one picture more than once), the same bytes answer.
    const again = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await call('GET', '/img/236x/zzz/1x1/a.png')).status).toBe(404);
    expect((await call('GET', '/img/236x/112233/1x1/a.gif')).status).toBe(404);
  }));

test('an image path ending .svg still answers the SVG drawing', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/img/236x/c26d4c/236x354/abc123.svg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(r.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(String(r.body)).toMatch(/^<svg /);
    expect((await call('GET', '/img/236x/zzz/1x1/a.svg')).status).toBe(404);
  }));

test('a PNG larger than the largest drawn side answers 404 with a message', () =>
  withServer(async ({ call }) => {
    const r = await call('GET', '/img/orig/112233/100000x100000/a.png');
    expect(r.status).toBe(404);
    expect(r.message).toMatch(/at most 4096 pixels a side/);
  }));

test('the raw collections under /_control/rest answer GET and refuse every write with 405', () =>
  withServer(async ({ call, server }) => {
    const pins = await call('GET', `/_control/rest/pins/${P.image}`);
    expect(pins.status).toBe(200);
    expect((pins.body as Pin).id).toBe(P.image);
    const before = JSON.stringify(server.store.db);
    for (const [method, path] of [
      ['POST', '/pins'],
      ['PUT', `/pins/${P.image}`],
      ['PATCH', `/pins/${P.image}`],
      ['DELETE', `/pins/${P.image}`],
      ['DELETE', `/boards/${B.default}`],
      ['PATCH', `/boards/${B.default}`],
      ['PATCH', `/sections/${KNOWN.sections.default}`],
      ['DELETE', `/sections/${KNOWN.sections.default}`],
      ['POST', '/saves'],
    ] as const) {
      const r = await call(method, `/_control/rest${path}`, {
        body: { id: 'x', title: 'garbage' },
      });
      expect(r.status).toBe(405);
      expect(r.message).toMatch(/read-only/);
    }
    expect(JSON.stringify(server.store.db)).toBe(before);
  }));

test('an unknown endpoint answers 404 and a wrong method 405, both with a message', () =>
  withServer(async ({ call }) => {
    const missing = await call('GET', '/v3/nothing/here/');
    expect(missing.status).toBe(404);
    expect(missing.message).toMatch(/No endpoint/);
    const wrong = await call('PATCH', `/v3/pins/${P.image}/favorite/`, { viewer: U.default });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toMatch(/POST/);
    // A section answers GET, PATCH (rename) and DELETE, and says so.
    const put = await call('PUT', `/v3/board_sections/${KNOWN.sections.default}/`, {
      viewer: U.default,
    });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, PATCH, DELETE');
  }));

test("a fixture video's 720p rendition is a playable WebM clip; other renditions are a clear 404", async () => {
  const s = await startTestServer();
  try {
    const clip = await fetch(`${s.url}/video/100002/720p.webm`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await clip.arrayBuffer());
    // Every WebM file opens with the EBML magic number.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const playlist = await fetch(`${s.url}/video/100002/hls-v4.m3u8`);
    expect(playlist.status).toBe(404);
    const body = (await playlist.json()) as { resource_response: { error: { message: string } } };
    expect(body.resource_response.error.message).toContain('only the 720p WebM rendition');
  } finally {
    await s.close();
  }
});

test('the 720p rendition of an unknown pin, or of a picture pin, is a 404, not a clip', async () => {
  const s = await startTestServer();
  try {
    for (const id of ['nope', '999999999', KNOWN.pins.image]) {
      const r = await fetch(`${s.url}/video/${id}/720p.webm`);
      expect(r.status, id).toBe(404);
      const body = (await r.json()) as { resource_response: { error: { message: string } } };
      expect(body.resource_response.error.message).toBe(
        `No video for pin ${id}: it is not a video pin of this server.`,
      );
    }
    expect((await fetch(`${s.url}/video/${KNOWN.pins.video}/720p.webm`)).status).toBe(200);
  } finally {
    await s.close();
  }
});

test('a survey frame is a page of its own that tells its parent it loaded and when it is finished', async () => {
  const s = await startTestServer();
  try {
    const page = await fetch(`${s.url}/surveys/home-feed/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain("postMessage('surveyLoaded'");
    expect(html).toContain("postMessage('surveyFinished'");
    const odd = await fetch(`${s.url}/surveys/..%2Fetc/`);
    expect(odd.status).toBe(404);
  } finally {
    await s.close();
  }
});

test('boards containing a pin: its own board, then every board it was saved to, a secret one only to its members', () =>
  withServer(async ({ call, server }) => {
    const pin = server.store.get('pins', P.image);
    if (!pin) throw new Error('fixture pin is missing');
    for (const board_id of [B.second, B.secret]) {
      const saved = await call('POST', '/v3/repins/', {
        viewer: U.default,
        body: { pin_id: P.image, board_id },
      });
      expect(saved.status).toBe(201);
    }
    const ids = (answer: { data: unknown }) => (answer.data as { id: string }[]).map((b) => b.id);
    const owner = await call('GET', `/v3/pins/${P.image}/boards/`, { viewer: U.default });
    expect(ids(owner)[0]).toBe(pin.board.id);
    expect(ids(owner)).toEqual(expect.arrayContaining([B.second, B.secret]));
    const visitor = await call('GET', `/v3/pins/${P.image}/boards/`);
    expect(ids(visitor)).toContain(B.second);
    expect(ids(visitor)).not.toContain(B.secret);
  }));

/** A GET with raw headers back, the body left as it came over the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
    const request = httpGet(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
    });
    request.on('error', reject);
  });
}

test('an answer over 1 KB goes gzipped to a client that accepts gzip, and plain to one that does not', () =>
  withServer(async (s) => {
    const feed = `${s.url}/v3/feeds/home/`;
    const gzipped = await rawGet(feed, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(feed, { 'accept-encoding': 'identity' });
    expect(gzipped.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.bytes).toBeLessThan(plain.bytes / 3);
  }));
