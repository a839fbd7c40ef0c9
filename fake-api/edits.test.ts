// The edit calls of the pin edit, board edit, section edit and add-collaborators pages (spec 3 section 2):
// pin edit, moving a save, board edit, section get, rename and delete, and collaborator invites.
// Each test starts a fresh server over the default fixtures and checks what a person would see
// afterwards through the same API, plus the counts the pages show.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Board, BoardSection, Pin, User, UserRef } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { toBoardRef } from '../fixtures/shared';
import { readDataFile } from './data-file';
import { routeName } from './http';
import { ROUTES } from './server';
import { freshDb, startTestServer, type TestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;
const S = KNOWN.sections;

async function withServer(run: (s: TestServer) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

function boardOf(s: TestServer, id: string): Board {
  const board = s.server.store.get('boards', id);
  if (!board) throw new Error(`Board ${id} is missing from the fixtures`);
  return board;
}

async function feedIds(s: TestServer, path: string, viewer: string | null = U.default) {
  const r = await s.call('GET', `${path}?page_size=100`, { viewer });
  return (r.data as Pin[]).map((p) => p.id);
}

// --- pin edit ---

test('pin edit changes the title and description and answers the pin as the viewer sees it', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { title: 'Reading lamp, brass', description: 'The one by the window.' },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      id: P.ownPin,
      title: 'Reading lamp, brass',
      description: 'The one by the window.',
      favoritedByMe: false,
    });
    const again = (await s.call('GET', `/v3/pins/${P.ownPin}/`)).data as Pin;
    expect(again.title).toBe('Reading lamp, brass');
    // An empty title is allowed: the card then shows no title.
    const cleared = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { title: '' },
    });
    expect((cleared.data as Pin).title).toBe('');
    expect((cleared.data as Pin).description).toBe('The one by the window.');
  }));

test('pin edit is allowed to the board owner, a collaborator with edit_pin and anyone when the pin has write access', () =>
  withServer(async (s) => {
    // u1 collaborates on b6, whose collaborators may edit pins.
    const collaborator = await s.call('PATCH', `/v3/pins/${P.onCollaborativeBoard}/`, {
      viewer: U.default,
      body: { description: 'Bring a dessert.' },
    });
    expect(collaborator.status).toBe(200);
    const host = await s.call('PATCH', `/v3/pins/${P.onCollaborativeBoard}/`, {
      viewer: U.collaboratorHost,
      body: { title: 'Lemon tart' },
    });
    expect(host.status).toBe(200);
    const writeAccess = await s.call('PATCH', `/v3/pins/${P.writeAccess}/`, {
      viewer: U.employee,
      body: { title: 'Edited with write access' },
    });
    expect(writeAccess.status).toBe(200);
  }));

test('pin edit by someone with no right to it is a 403 and changes nothing', () =>
  withServer(async (s) => {
    const before = s.server.store.get('pins', P.onCollaborativeBoard);
    const r = await s.call('PATCH', `/v3/pins/${P.onCollaborativeBoard}/`, {
      viewer: U.employee,
      body: { title: 'Not mine' },
    });
    expect(r.status).toBe(403);
    expect(r.message).toMatch(/can't edit this Pin/);
    expect(s.server.store.get('pins', P.onCollaborativeBoard)).toEqual(before);
  }));

test('a collaborator whose board does not grant edit_pin may not edit its pins', () =>
  withServer(async (s) => {
    // b7 grants its collaborator u9 save_pin only; put one of u1's pins there, without write access.
    const template = s.server.store.get('pins', P.inSection);
    if (!template) throw new Error('fixture pin missing');
    s.server.store.put('pins', {
      ...template,
      id: 'edit-test-pin',
      board: toBoardRef(boardOf(s, B.collaborativeOwn)),
      sectionId: null,
      access: [],
    });
    const r = await s.call('PATCH', '/v3/pins/edit-test-pin/', {
      viewer: U.collaboratorHost,
      body: { title: 'Grandma’s soup' },
    });
    expect(r.status).toBe(403);
    const owner = await s.call('PATCH', '/v3/pins/edit-test-pin/', {
      viewer: U.default,
      body: { title: 'Grandma’s soup' },
    });
    expect(owner.status).toBe(200);
  }));

test('moving a pin to another board moves one pin off the old count and onto the new, and leaves its section', () =>
  withServer(async (s) => {
    const from = boardOf(s, B.default).pinCount;
    const to = boardOf(s, B.second).pinCount;
    const r = await s.call('PATCH', `/v3/pins/${P.inSection}/`, {
      viewer: U.default,
      body: { board_id: B.second },
    });
    expect(r.status).toBe(200);
    const pin = r.data as Pin;
    expect(pin.board).toMatchObject({ id: B.second, name: boardOf(s, B.second).name });
    expect(pin.sectionId).toBeNull();
    expect(boardOf(s, B.default).pinCount).toBe(from - 1);
    expect(boardOf(s, B.second).pinCount).toBe(to + 1);
    expect(await feedIds(s, `/v3/boards/${B.second}/pins/`)).toContain(P.inSection);
    expect(await feedIds(s, `/v3/boards/${B.default}/pins/`)).not.toContain(P.inSection);
    expect(await feedIds(s, `/v3/board_sections/${S.default}/pins/`)).not.toContain(P.inSection);
  }));

test('a pin moves into a section of its board, and section_id null takes it out again', () =>
  withServer(async (s) => {
    const count = boardOf(s, B.default).pinCount;
    const into = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { section_id: S.longName },
    });
    expect((into.data as Pin).sectionId).toBe(S.longName);
    expect(await feedIds(s, `/v3/board_sections/${S.longName}/pins/`)).toContain(P.ownPin);
    expect(boardOf(s, B.default).pinCount).toBe(count);
    const out = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { section_id: null },
    });
    expect((out.data as Pin).sectionId).toBeNull();
    // A title change alone keeps the section the pin is in.
    const titled = await s.call('PATCH', `/v3/pins/${P.inSection}/`, {
      viewer: U.default,
      body: { title: 'Pancakes' },
    });
    expect((titled.data as Pin).sectionId).toBe(S.default);
  }));

test("moving a pin onto a board the viewer is not a member of is a 403; into another board's section a 400", () =>
  withServer(async (s) => {
    const before = JSON.stringify(s.server.store.db);
    const foreign = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { board_id: B.inlinePicker },
    });
    expect(foreign.status).toBe(403);
    const wrongSection = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { board_id: B.second, section_id: S.default },
    });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.message).toBe(`Section ${S.default} is not on board ${B.second}.`);
    expect(JSON.stringify(s.server.store.db)).toBe(before);
  }));

// --- moving a save ---

test('moving a save by its pin id takes it to the new board; counts and the saved overlay follow', () =>
  withServer(async (s) => {
    const from = boardOf(s, B.default).pinCount;
    const to = boardOf(s, B.second).pinCount;
    const r = await s.call('PATCH', `/v3/pins/${P.savedByDefault}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.default, board_id: B.second, section_id: null },
    });
    expect(r.status).toBe(200);
    const board = boardOf(s, B.second);
    expect(r.data).toEqual({
      id: expect.any(String) as string,
      board: { id: board.id, url: board.url, name: board.name },
      section: null,
      isProfileSave: false,
    });
    expect(boardOf(s, B.default).pinCount).toBe(from - 1);
    expect(boardOf(s, B.second).pinCount).toBe(to + 1);
    const pin = (await s.call('GET', `/v3/pins/${P.savedByDefault}/`, { viewer: U.default }))
      .data as Pin;
    expect(pin.savedInfo).toMatchObject({ boardId: B.second, title: board.name, type: 'board' });
  }));

test('moving a save by its saved copy id to the profile makes it a profile save', () =>
  withServer(async (s) => {
    const save = s.server.store
      .all('saves')
      .find((x) => x.pinId === P.recipe && x.userId === U.default);
    if (!save) throw new Error('fixture save missing');
    const count = boardOf(s, B.default).pinCount;
    const r = await s.call('PATCH', `/v3/pins/${save.id}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.default, board_id: null },
    });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ id: save.id, board: null, section: null, isProfileSave: true });
    expect(boardOf(s, B.default).pinCount).toBe(count - 1);
    expect(s.server.store.get('saves', save.id)).toMatchObject({ boardId: null, sectionId: null });
    const pin = (await s.call('GET', `/v3/pins/${P.recipe}/`, { viewer: U.default })).data as Pin;
    expect(pin.savedInfo).toMatchObject({ type: 'profile', boardId: null, localPinId: save.id });
  }));

test('a profile save moves into a board section', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/pins/${P.savedToProfile}/saves/`, {
      viewer: U.default,
      body: { from_board_id: null, board_id: B.default, section_id: S.default },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      board: { id: B.default },
      section: { id: S.default, title: 'Breakfast' },
      isProfileSave: false,
    });
    expect(await feedIds(s, `/v3/board_sections/${S.default}/pins/`)).toContain(P.savedToProfile);
  }));

test('moving a save that is not there is a 404 "You have not saved this Pin to that board."', () =>
  withServer(async (s) => {
    const notSaved = await s.call('PATCH', `/v3/pins/${P.image}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.default, board_id: B.second },
    });
    expect(notSaved.status).toBe(404);
    expect(notSaved.message).toBe('You have not saved this Pin to that board.');
    // The saved copy exists, but on another board than the one named.
    const wrongBoard = await s.call('PATCH', `/v3/pins/${P.savedByDefault}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.second, board_id: B.protected },
    });
    expect(wrongBoard.status).toBe(404);
    expect(wrongBoard.message).toBe('You have not saved this Pin to that board.');
  }));

test("someone else's save is a 403, a board the viewer may not save to a 403", () =>
  withServer(async (s) => {
    const theirs = s.server.store
      .all('saves')
      .find((x) => x.userId === U.inlinePicker && x.pinId === P.image);
    if (!theirs) throw new Error('fixture save missing');
    const other = await s.call('PATCH', `/v3/pins/${theirs.id}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.inlinePicker, board_id: B.default },
    });
    expect(other.status).toBe(403);
    const foreignBoard = await s.call('PATCH', `/v3/pins/${P.savedByDefault}/saves/`, {
      viewer: U.default,
      body: { from_board_id: B.default, board_id: B.inlinePicker },
    });
    expect(foreignBoard.status).toBe(403);
  }));

// --- board edit ---

test('board edit changes name, description and privacy and keeps the url', () =>
  withServer(async (s) => {
    const url = boardOf(s, B.second).url;
    const r = await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: {
        name: '  Weekend trips  ',
        description: 'Cabins and coastlines.',
        privacy: 'protected',
      },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      id: B.second,
      name: 'Weekend trips',
      description: 'Cabins and coastlines.',
      privacy: 'protected',
      url,
      owner: { id: U.default },
    });
    // Pins on the board carry the new name, as the closeup's board link shows it.
    const onBoard = s.server.store.all('pins').find((p) => p.board.id === B.second);
    expect(onBoard?.board).toMatchObject({ name: 'Weekend trips', privacy: 'protected' });
    // Its own name in another case is no clash.
    const recased = await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { name: 'WEEKEND TRIPS' },
    });
    expect(recased.status).toBe(200);
  }));

test("a name another of the owner's boards has, in any case, is a 409", () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { name: 'kitchen IDEAS' },
    });
    expect(r.status).toBe(409);
    expect(r.message).toBe('You already have a board called "Kitchen ideas".');
    expect(boardOf(s, B.second).name).toBe('Weekend getaways');
  }));

test("making a board secret counts it among the owner's secret boards and hides it and its pins from others", () =>
  withServer(async (s) => {
    const secretCount = () => s.server.store.get('users', U.default)?.secretBoardCount;
    const before = secretCount() ?? 0;
    const pinId = s.server.store.all('pins').find((p) => p.board.id === B.second)?.id ?? '';
    expect((await s.call('GET', `/v3/pins/${pinId}/`)).status).toBe(200);
    await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { privacy: 'secret' },
    });
    expect(secretCount()).toBe(before + 1);
    expect((await s.call('GET', `/v3/boards/${B.second}/`)).status).toBe(404);
    expect((await s.call('GET', `/v3/pins/${pinId}/`)).status).toBe(404);
    expect((await s.call('GET', `/v3/pins/${pinId}/`, { viewer: U.default })).status).toBe(200);
    await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { privacy: 'public' },
    });
    expect(secretCount()).toBe(before);
    expect((await s.call('GET', `/v3/pins/${pinId}/`)).status).toBe(200);
  }));

test('only the owner edits a board: 403 "Only the owner can edit {name}."', () =>
  withServer(async (s) => {
    const stranger = await s.call('PATCH', `/v3/boards/${B.default}/`, {
      viewer: U.employee,
      body: { description: 'Mine now' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.message).toBe('Only the owner can edit Kitchen ideas.');
    const collaborator = await s.call('PATCH', `/v3/boards/${B.collaborative}/`, {
      viewer: U.default,
      body: { name: 'Our potluck' },
    });
    expect(collaborator.status).toBe(403);
    expect(collaborator.message).toBe('Only the owner can edit Team potluck.');
  }));

test('a partner edits the board of a business profile they own', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/boards/${B.business}/`, {
      viewer: U.partnerOwner,
      body: { description: 'New season, new pieces.' },
    });
    expect(r.status).toBe(200);
    expect(boardOf(s, B.business).description).toBe('New season, new pieces.');
  }));

test('the Profile (quick saves) board keeps its name', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/boards/${B.quickSaves}/`, {
      viewer: U.default,
      body: { name: 'Everything' },
    });
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/keeps its name/);
    const privacy = await s.call('PATCH', `/v3/boards/${B.quickSaves}/`, {
      viewer: U.default,
      body: { privacy: 'secret' },
    });
    expect(privacy.status).toBe(200);
  }));

// --- sections ---

test('a section answers on its own; a section of a secret board only for members', () =>
  withServer(async (s) => {
    const r = await s.call('GET', `/v3/board_sections/${S.default}/`);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({
      id: S.default,
      boardId: B.default,
      title: 'Breakfast',
      slug: 'breakfast',
    });
    expect((await s.call('GET', '/v3/board_sections/nope/')).status).toBe(404);
    await s.call('PATCH', `/v3/boards/${B.default}/`, {
      viewer: U.default,
      body: { privacy: 'secret' },
    });
    expect((await s.call('GET', `/v3/board_sections/${S.default}/`)).status).toBe(404);
    const member = await s.call('GET', `/v3/board_sections/${S.default}/`, { viewer: U.default });
    expect(member.status).toBe(200);
  }));

test('renaming a section trims the title and its slug follows', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/board_sections/${S.longName}/`, {
      viewer: U.default,
      body: { title: '  Packed lunches! ' },
    });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({
      id: S.longName,
      boardId: B.default,
      title: 'Packed lunches!',
      slug: 'packed-lunches',
    });
    const sections = (await s.call('GET', `/v3/boards/${B.default}/sections/`))
      .data as BoardSection[];
    expect(sections.find((x) => x.id === S.longName)?.title).toBe('Packed lunches!');
    const recased = await s.call('PATCH', `/v3/board_sections/${S.default}/`, {
      viewer: U.default,
      body: { title: 'BREAKFAST' },
    });
    expect(recased.data).toMatchObject({ title: 'BREAKFAST', slug: 'breakfast' });
  }));

test('a section title the board already has, in any case, is a 409', () =>
  withServer(async (s) => {
    const r = await s.call('PATCH', `/v3/board_sections/${S.longName}/`, {
      viewer: U.default,
      body: { title: 'breakfast' },
    });
    expect(r.status).toBe(409);
    expect(r.message).toBe('Kitchen ideas already has a section called "Breakfast".');
  }));

test('sections are changed by the board owner or a collaborator with add_section only', () =>
  withServer(async (s) => {
    // u1 collaborates on b6, whose collaborators may save and edit pins but not add sections.
    const collaborator = await s.call('PATCH', `/v3/board_sections/${S.collaborative}/`, {
      viewer: U.default,
      body: { title: 'Puddings' },
    });
    expect(collaborator.status).toBe(403);
    expect(
      (await s.call('DELETE', `/v3/board_sections/${S.collaborative}/`, { viewer: U.default }))
        .status,
    ).toBe(403);
    const owner = await s.call('PATCH', `/v3/board_sections/${S.collaborative}/`, {
      viewer: U.collaboratorHost,
      body: { title: 'Puddings' },
    });
    expect(owner.status).toBe(200);
    s.server.store.put('boards', {
      ...boardOf(s, B.collaborative),
      collaboratorPermissions: ['save_pin', 'edit_pin', 'add_section'],
    });
    const allowed = await s.call('PATCH', `/v3/board_sections/${S.collaborative}/`, {
      viewer: U.default,
      body: { title: 'Sweets' },
    });
    expect(allowed.status).toBe(200);
  }));

test("deleting a section keeps its pins and saves on the board, in no section, and lowers the board's section count", () =>
  withServer(async (s) => {
    const board = boardOf(s, B.default);
    const r = await s.call('DELETE', `/v3/board_sections/${S.default}/`, { viewer: U.default });
    expect(r.status).toBe(200);
    expect((await s.call('GET', `/v3/board_sections/${S.default}/`)).status).toBe(404);
    expect(boardOf(s, B.default)).toMatchObject({
      sectionCount: board.sectionCount - 1,
      pinCount: board.pinCount,
    });
    expect(s.server.store.get('pins', P.inSection)?.sectionId).toBeNull();
    const recipeSave = s.server.store
      .all('saves')
      .find((x) => x.pinId === P.recipe && x.userId === U.default);
    expect(recipeSave).toMatchObject({ boardId: B.default, sectionId: null });
    const feed = await feedIds(s, `/v3/boards/${B.default}/pins/`);
    expect(feed).toEqual(expect.arrayContaining([P.inSection, P.recipe]));
    const pin = (await s.call('GET', `/v3/pins/${P.recipe}/`, { viewer: U.default })).data as Pin;
    expect(pin.savedInfo).toMatchObject({ type: 'board', boardId: B.default });
  }));

// --- collaborator invites ---

test('inviting a person adds them to the invited list and answers them', () =>
  withServer(async (s) => {
    const r = await s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
      viewer: U.default,
      body: { board_id: B.collaborativeOwn, invited_user_id: U.merchant },
    });
    expect(r.status).toBe(201);
    const merchant = s.server.store.get('users', U.merchant) as User;
    expect(r.data).toMatchObject({
      id: U.merchant,
      username: merchant.username,
      fullName: merchant.fullName,
    });
    const board = (await s.call('GET', `/v3/boards/${B.collaborativeOwn}/`, { viewer: U.default }))
      .data as Board;
    expect(board.invitedUsers.map((u: UserRef) => u.id)).toContain(U.merchant);
    expect(board.isCollaborative).toBe(true);
  }));

test('the first invite makes a board collaborative, and removing it makes it plain again', () =>
  withServer(async (s) => {
    expect(boardOf(s, B.second).isCollaborative).toBe(false);
    await s.call('POST', `/v3/boards/${B.second}/invites/`, {
      viewer: U.default,
      body: { invited_user_id: U.merchant },
    });
    expect(boardOf(s, B.second)).toMatchObject({ isCollaborative: true, collaboratorCount: 0 });
    // The board reference its pins carry says so too (the favorite button reads it).
    const onBoard = s.server.store.all('pins').filter((p) => p.board.id === B.second);
    expect(onBoard.every((p) => p.board.isCollaborative)).toBe(true);
    const removed = await s.call('DELETE', `/v3/boards/${B.second}/invites/${U.merchant}/`, {
      viewer: U.default,
    });
    expect(removed.status).toBe(200);
    expect(boardOf(s, B.second).isCollaborative).toBe(false);
  }));

test('inviting the owner, a collaborator or someone already invited is a 409 with a clear message', () =>
  withServer(async (s) => {
    const name = (id: string) => {
      const user = s.server.store.get('users', id);
      return user?.fullName || user?.username;
    };
    const invite = (userId: string) =>
      s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
        viewer: U.default,
        body: { invited_user_id: userId },
      });
    const owner = await invite(U.default);
    expect(owner.status).toBe(409);
    expect(owner.message).toBe(`${name(U.default)} owns Family recipes.`);
    const collaborator = await invite(U.collaboratorHost);
    expect(collaborator.status).toBe(409);
    expect(collaborator.message).toBe(
      `${name(U.collaboratorHost)} is already a collaborator on Family recipes.`,
    );
    const invited = await invite(U.newUser);
    expect(invited.status).toBe(409);
    expect(invited.message).toBe(`${name(U.newUser)} is already invited to Family recipes.`);
  }));

test('only the owner invites (403); an unknown person is a 404; logged out a 401', () =>
  withServer(async (s) => {
    const collaborator = await s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
      viewer: U.collaboratorHost,
      body: { invited_user_id: U.merchant },
    });
    expect(collaborator.status).toBe(403);
    expect(collaborator.message).toBe('Only the owner of Family recipes can invite people to it.');
    const unknown = await s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
      viewer: U.default,
      body: { invited_user_id: 'u-nobody' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('User u-nobody not found.');
    const loggedOut = await s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
      body: { invited_user_id: U.merchant },
    });
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.message).toBe('Log in to edit this board.');
  }));

// --- logged out, journalled ---

test('every edit call needs a signed-in viewer: 401 with a message', () =>
  withServer(async (s) => {
    for (const [method, path, body] of [
      ['PATCH', `/v3/pins/${P.ownPin}/`, { title: 'x' }],
      ['PATCH', `/v3/pins/${P.savedByDefault}/saves/`, { from_board_id: null, board_id: null }],
      ['PATCH', `/v3/boards/${B.default}/`, { name: 'x' }],
      ['PATCH', `/v3/board_sections/${S.default}/`, { title: 'x' }],
      ['DELETE', `/v3/board_sections/${S.default}/`, undefined],
    ] as const) {
      const r = await s.call(method, path, { body });
      expect(r.status, `${method} ${path}`).toBe(401);
      expect(r.message, `${method} ${path}`).toMatch(/^Log in to /);
    }
  }));

test('the edit calls are writes: acknowledged once on disk, and there after a restart', async () => {
  const edits = [
    'PATCH /v3/pins/:id/',
    'PATCH /v3/pins/:id/saves/',
    'PATCH /v3/boards/:id/',
    'PATCH /v3/board_sections/:id/',
    'DELETE /v3/board_sections/:id/',
    'POST /v3/boards/:id/invites/',
  ];
  const writes = ROUTES.filter((r) => r.write).map(routeName);
  expect(writes).toEqual(expect.arrayContaining(edits));

  const dir = await mkdtemp(join(tmpdir(), 'pinstate-edits-'));
  const file = join(dir, 'db.json');
  const s = await startTestServer({ db: freshDb(), file });
  try {
    await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { name: 'Weekend trips' },
    });
    await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { title: 'Brass lamp' },
    });
    await s.call('POST', `/v3/boards/${B.collaborativeOwn}/invites/`, {
      viewer: U.default,
      body: { invited_user_id: U.merchant },
    });
    await s.call('DELETE', `/v3/board_sections/${S.longName}/`, { viewer: U.default });
    // Read the file while the server still runs: acknowledged means on disk.
    const onDisk = await readDataFile(file);
    expect(onDisk.boards.find((b) => b.id === B.second)?.name).toBe('Weekend trips');
    expect(onDisk.pins.find((p) => p.id === P.ownPin)?.title).toBe('Brass lamp');
    expect(
      onDisk.boards.find((b) => b.id === B.collaborativeOwn)?.invitedUsers.map((u) => u.id),
    ).toContain(U.merchant);
    expect(onDisk.sections.some((x) => x.id === S.longName)).toBe(false);
  } finally {
    await s.close();
    await rm(dir, { recursive: true, force: true });
  }
});
