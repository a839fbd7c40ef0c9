// The API client against the real fake API (createServer over the generated fixtures, on an
// ephemeral port): every call of spec 1, 2 and 3 section 7 round-trips, an error carries the
// server's message and status, the viewer header identifies who asks, and an abort stops a call.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createServer, type FakeApiServer } from '../fake-api/server';
import { generateDb } from '../fixtures/generate';
import { KNOWN } from '../fixtures/known';
import type { Api } from './api';
import { ApiError } from './api';
import { API_ROUTES, createApi, KEEPALIVE_BODY_MAX } from './client';
import { NO_ANSWER_STATUS } from './transport';
import { createControl, type Control } from './control';

const { users, usernames, boards, sections, pins, interests, inviteCodes } = KNOWN;

let server: FakeApiServer;
let baseUrl = '';
let control: Control;

/** A client for one viewer (null: logged out). */
function apiAs(viewerId: string | null): Api {
  return createApi({ baseUrl, getViewerId: () => viewerId });
}

/** The rejection of `promise`, which must be an ApiError. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = createServer(generateDb());
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
  control = createControl({ baseUrl });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await control.resetData();
});

// --- pins ---

test('getPin answers the pin with its fields', async () => {
  const pin = await apiAs(null).getPin(pins.image);
  expect(pin.id).toBe(pins.image);
  expect(pin.images['236x']?.url).toMatch(/^\/img\/236x\//);
  expect(pin.board.id).toBeTruthy();
});

test('the viewer header identifies who asks: favoritedByMe and savedInfo follow the viewer', async () => {
  const signedIn = await apiAs(users.default).getPin(pins.favoritedByDefault);
  const loggedOut = await apiAs(null).getPin(pins.favoritedByDefault);
  expect(signedIn.favoritedByMe).toBe(true);
  expect(loggedOut.favoritedByMe).toBe(false);
  const saved = await apiAs(users.default).getPin(pins.savedByDefault);
  expect(saved.savedInfo).toBeTruthy();
  expect((await apiAs(null).getPin(pins.savedByDefault)).savedInfo ?? null).toBeNull();
});

test('a missing pin is a 404 ApiError carrying the server message', async () => {
  const error = await apiError(apiAs(null).getPin('no-such-pin'));
  expect(error.status).toBe(404);
  expect(error.serverMessage).toMatch(/no-such-pin|not found/i);
  expect(error.message).toBe(error.serverMessage);
  expect(error.path).toBe('/v3/pins/no-such-pin/');
});

test('the home feed pages with a bookmark until the last page', async () => {
  const api = apiAs(users.default);
  const first = await api.getFeed({ kind: 'home', pageSize: 25 });
  expect(first.items).toHaveLength(25);
  expect(first.bookmark).toEqual(expect.any(String));
  const second = await api.getFeed({ kind: 'home', pageSize: 25, bookmark: first.bookmark });
  expect(second.items.length).toBeGreaterThan(0);
  const firstIds = new Set(first.items.map((p) => p.id));
  expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
});

test('every feed kind answers a page of pins', async () => {
  const api = apiAs(users.default);
  const queries = [
    { kind: 'related', id: pins.image },
    { kind: 'search', q: 'a' },
    { kind: 'board', id: boards.default },
    { kind: 'section', id: sections.default },
    { kind: 'created', id: usernames.default },
    { kind: 'saved', id: usernames.default },
    { kind: 'visual', id: pins.image },
    { kind: 'visual', id: pins.image, type: 'products' },
    { kind: 'search', q: 'a', type: 'videos' },
  ] as const;
  for (const query of queries) {
    const page = await api.getFeed({ ...query, pageSize: 5 });
    expect(Array.isArray(page.items), query.kind).toBe(true);
    expect(page.bookmark === null || typeof page.bookmark === 'string', query.kind).toBe(true);
  }
  const saved = await api.getFeed({ kind: 'saved', id: usernames.default });
  expect(saved.items.length).toBeGreaterThan(0);
});

test('favorite and unfavorite round-trip, and the pin reads back favorited', async () => {
  const api = apiAs(users.default);
  await api.favoritePin(pins.favorites0);
  expect((await api.getPin(pins.favorites0)).favoritedByMe).toBe(true);
  await api.unfavoritePin(pins.favorites0);
  expect((await api.getPin(pins.favorites0)).favoritedByMe).toBe(false);
});

test('favoriting while logged out is refused with the server message', async () => {
  const error = await apiError(apiAs(null).favoritePin(pins.image));
  expect(error.status).toBe(401);
  expect(error.serverMessage).toBeTruthy();
});

test('sending a pin to a person is recorded; an unknown person is a 404 with the server message', async () => {
  const api = apiAs(users.default);
  await api.sendPin({ pinId: pins.image, recipientId: users.employee });
  const error = await apiError(api.sendPin({ pinId: pins.image, recipientId: 'u-nobody' }));
  expect(error.status).toBe(404);
  expect(error.serverMessage).toContain('u-nobody');
});

test('a repin to a board answers the new local pin id and the board; deleting it removes the save', async () => {
  const api = apiAs(users.default);
  const result = await api.repin({
    pinId: pins.image,
    boardId: boards.default,
    userId: users.default,
    clientTrackingParams: 'ctp',
  });
  expect(result.id).toEqual(expect.any(String));
  expect(result.board).toMatchObject({ id: boards.default });
  expect((await api.getPin(pins.image)).savedInfo).toMatchObject({ boardId: boards.default });
  await api.deletePin({ id: result.id, boardId: boards.default, clientTrackingParams: 'ctp' });
  expect((await api.getPin(pins.image)).savedInfo ?? null).toBeNull();
});

test('a repin without a board is a profile save', async () => {
  const result = await apiAs(users.default).repin({
    pinId: pins.video,
    boardId: null,
    userId: users.default,
  });
  expect(result.isProfileSave).toBe(true);
});

test('a repin of an unknown pin is a 404 with the server message', async () => {
  const error = await apiError(
    apiAs(users.default).repin({ pinId: 'nope', boardId: boards.default, userId: users.default }),
  );
  expect(error.status).toBe(404);
  expect(error.serverMessage).toBeTruthy();
});

test('a fault set on the repin route reaches the caller with its status and message, once', async () => {
  await control.setFault({
    route: API_ROUTES.repin,
    status: 500,
    message: 'Board is full',
    count: 1,
  });
  const api = apiAs(users.default);
  const error = await apiError(
    api.repin({ pinId: pins.image, boardId: boards.default, userId: users.default }),
  );
  expect(error).toMatchObject({
    status: 500,
    serverMessage: 'Board is full',
    message: 'Board is full',
  });
  await expect(
    api.repin({ pinId: pins.image, boardId: boards.default, userId: users.default }),
  ).resolves.toMatchObject({
    board: { id: boards.default },
  });
});

test('pin create answers the new id and pinner; pin delete removes it', async () => {
  const api = apiAs(users.default);
  const created = await api.createPin({
    boardId: boards.default,
    imageUrl: 'https://example.com/a.jpg',
    title: 'A new pin',
    link: 'https://example.com/',
  });
  expect(typeof created.id).toBe('string');
  expect(created.pinner.id).toBe(users.default);
  await api.deletePin({ id: created.id, boardId: boards.default });
  expect((await apiError(api.getPin(created.id))).status).toBe(404);
});

test('the offsite check answers the link-safety verdict with message and url', async () => {
  const api = apiAs(null);
  const blockedPin = await api.getPin(pins.linkBlocked);
  const blocked = await api.offsite({
    checkOnly: true,
    pinId: blockedPin.id,
    url: blockedPin.link,
  });
  expect(blocked?.redirect_status).toBe('blocked');
  expect(blocked?.message).toBeTruthy();
  const safePin = await api.getPin(pins.linkNone);
  const safe = await api.offsite({
    checkOnly: true,
    pinId: safePin.id,
    url: safePin.link,
    auxData: { a: 1 },
  });
  expect(safe?.redirect_status ?? 'none').toBe('none');
  const click = await api.offsite({
    checkOnly: false,
    pinId: safePin.id,
    url: safePin.link,
    clientTrackingParams: 'ctp',
    auxData: { clickthrough_type: 'rightClick' },
  });
  expect(click === null || typeof click === 'object').toBe(true);
});

test('pin feedback hides the pin from the viewer; undone from the feedback surface, it is back', async () => {
  const api = apiAs(users.default);
  await api.pinFeedback({ pinId: pins.image, feedbackType: 'not_relevant' });
  expect(server.store.index.hiddenByUser.get(users.default)?.get(pins.image) ?? 0).toBeGreaterThan(
    0,
  );
  await api.unhidePin(pins.image, { surface: 'feedback', feedbackType: 'not_relevant' });
  expect(server.store.index.hiddenByUser.get(users.default)?.get(pins.image) ?? 0).toBe(0);
});

test('hide and unhide round-trip on every surface', async () => {
  const api = apiAs(users.default);
  const hidden = () => server.store.index.hiddenByUser.get(users.default)?.get(pins.image) ?? 0;
  const surfaces = [
    { surface: 'news_hub', newsId: 'n1' },
    { surface: 'p2p' },
    { surface: 'search', query: 'lamps', pinType: 'pin' },
    { surface: 'feedback', feedbackType: 'not_relevant' },
  ] as const;
  for (const where of surfaces) {
    await api.hidePin(pins.image, where);
    expect(hidden(), `hidden on ${where.surface}`).toBeGreaterThan(0);
    await api.unhidePin(pins.image, where);
    expect(hidden(), `unhidden on ${where.surface}`).toBe(0);
  }
});

// --- boards ---

test('board get, sections and the boards list with its options', async () => {
  const api = apiAs(users.default);
  const board = await api.getBoard(boards.default);
  expect(board).toMatchObject({ id: boards.default, owner: { id: users.default } });
  const boardSections = await api.getBoardSections(boards.default);
  expect(boardSections.map((s) => s.id)).toContain(sections.default);
  const all = await api.listBoards({ username: usernames.default });
  expect(all.items.map((b) => b.id)).toContain(boards.default);
  const secret = await api.listBoards({
    username: usernames.default,
    privacyFilter: 'secret',
    sort: 'alphabetical',
  });
  expect(secret.items.every((b) => b.privacy === 'secret')).toBe(true);
  const paged = await api.listBoards({ username: usernames.default, pageSize: 1 });
  expect(paged.items).toHaveLength(1);
  expect(paged.bookmark).toEqual(expect.any(String));
});

test("another viewer does not see the default user's secret board", async () => {
  const error = await apiError(apiAs(null).getBoard(boards.secret));
  expect([403, 404]).toContain(error.status);
});

test('board create answers the board; board delete removes it', async () => {
  const api = apiAs(users.default);
  const board = await api.createBoard({ name: 'Weekend projects', username: usernames.default });
  expect(board).toMatchObject({ name: 'Weekend projects', privacy: 'public' });
  await api.deleteBoard(board.id);
  expect((await apiError(api.getBoard(board.id))).status).toBe(404);
});

test('a bad board create is a 400 with a clear message and nothing written', async () => {
  const api = apiAs(users.default);
  const before = (await api.listBoards({ username: usernames.default, pageSize: 100 })).items
    .length;
  const error = await apiError(api.createBoard({ name: '', username: usernames.default }));
  expect(error.status).toBe(400);
  expect(error.serverMessage).toMatch(/name/);
  expect((await api.listBoards({ username: usernames.default, pageSize: 100 })).items).toHaveLength(
    before,
  );
});

test('board follow and unfollow round-trip', async () => {
  const api = apiAs(users.default);
  const target = boards.partner;
  await api.followBoard(target);
  expect((await api.getBoard(target)).followedByMe).toBe(true);
  await api.unfollowBoard(target);
  expect((await api.getBoard(target)).followedByMe).toBe(false);
});

test('invite and collaborator delete on the own collaborative board', async () => {
  const api = apiAs(users.default);
  const board = await api.getBoard(boards.collaborativeOwn);
  const invited = board.invitedUsers[0];
  const collaborator = board.collaborators[0];
  expect(invited && collaborator).toBeTruthy();
  await api.deleteBoardInvite({ boardId: board.id, invitedUserId: invited?.id ?? '' });
  await api.deleteCollaborator({ boardId: board.id, userId: collaborator?.id ?? '' });
  const after = await api.getBoard(board.id);
  expect(after.invitedUsers.map((u) => u.id)).not.toContain(invited?.id);
  expect(after.collaborators.map((u) => u.id)).not.toContain(collaborator?.id);
});

test('bulk delete removes the chosen pins from a board', async () => {
  const api = apiAs(users.default);
  const boardPins = await api.getFeed({ kind: 'board', id: boards.default, pageSize: 2 });
  const ids = boardPins.items.map((p) => p.id);
  expect(ids.length).toBeGreaterThan(0);
  await api.bulkDeletePins({ boardId: boards.default, pinIds: ids });
  const after = await api.getFeed({ kind: 'board', id: boards.default, pageSize: 100 });
  expect(after.items.some((p) => ids.includes(p.id))).toBe(false);
});

// --- edits (the edit pages of spec 3 section 2: pin, board, section, add collaborators) ---

test('pin edit sends only the changed fields and answers the pin', async () => {
  const api = apiAs(users.default);
  const edited = await api.updatePin({ id: pins.ownPin, title: 'Brass reading lamp' });
  expect(edited).toMatchObject({ id: pins.ownPin, title: 'Brass reading lamp' });
  const before = await api.getPin(pins.ownPin);
  const moved = await api.updatePin({
    id: pins.ownPin,
    boardId: boards.second,
    sectionId: null,
  });
  expect(moved.board.id).toBe(boards.second);
  expect(moved.sectionId).toBeNull();
  expect(moved.description).toBe(before.description);
});

test('a pin edit by someone without the right is a 403 ApiError with the server message', async () => {
  const error = await apiError(
    apiAs(users.employee).updatePin({ id: pins.onCollaborativeBoard, title: 'Not mine' }),
  );
  expect(error.status).toBe(403);
  expect(error.serverMessage).toMatch(/can't edit this Pin/);
});

test("moving a save answers a repin's result at its new place", async () => {
  const api = apiAs(users.default);
  const result = await api.moveSave({
    id: pins.savedByDefault,
    fromBoardId: boards.default,
    boardId: boards.second,
    sectionId: null,
  });
  expect(result).toMatchObject({ board: { id: boards.second }, isProfileSave: false });
  expect((await api.getPin(pins.savedByDefault)).savedInfo).toMatchObject({
    boardId: boards.second,
    localPinId: result.id,
  });
  const toProfile = await api.moveSave({
    id: result.id,
    fromBoardId: boards.second,
    boardId: null,
  });
  expect(toProfile).toMatchObject({ id: result.id, board: null, isProfileSave: true });
  const error = await apiError(
    api.moveSave({ id: pins.image, fromBoardId: boards.default, boardId: boards.second }),
  );
  expect(error).toMatchObject({
    status: 404,
    serverMessage: 'You have not saved this Pin to that board.',
  });
});

test('board edit answers the board with its new name, description and privacy', async () => {
  const api = apiAs(users.default);
  const board = await api.updateBoard({
    id: boards.second,
    name: 'Weekend trips',
    description: 'Cabins and coastlines.',
    privacy: 'protected',
  });
  expect(board).toMatchObject({
    id: boards.second,
    name: 'Weekend trips',
    description: 'Cabins and coastlines.',
    privacy: 'protected',
  });
  const taken = await apiError(api.updateBoard({ id: boards.second, name: 'Kitchen ideas' }));
  expect(taken.status).toBe(409);
});

test('a section is read, renamed and deleted', async () => {
  const api = apiAs(users.default);
  expect(await api.getBoardSection(sections.longName)).toMatchObject({
    id: sections.longName,
    boardId: boards.default,
  });
  const renamed = await api.updateBoardSection({ id: sections.longName, title: 'Packed lunches' });
  expect(renamed).toMatchObject({ title: 'Packed lunches', slug: 'packed-lunches' });
  await api.deleteBoardSection(sections.longName);
  expect((await apiError(api.getBoardSection(sections.longName))).status).toBe(404);
  expect((await api.getBoardSections(boards.default)).map((x) => x.id)).not.toContain(
    sections.longName,
  );
});

test('inviting a collaborator answers the person, who then shows among the invited', async () => {
  const api = apiAs(users.default);
  const person = await api.inviteCollaborator({
    boardId: boards.collaborativeOwn,
    userId: users.merchant,
  });
  expect(person).toMatchObject({ id: users.merchant, username: usernames.merchant });
  const board = await api.getBoard(boards.collaborativeOwn);
  expect(board.invitedUsers.map((u) => u.id)).toContain(users.merchant);
  const again = await apiError(
    api.inviteCollaborator({ boardId: boards.collaborativeOwn, userId: users.merchant }),
  );
  expect(again.status).toBe(409);
  expect(again.serverMessage).toMatch(/already invited/);
});

test('the edit calls send their method, path and only the fields given', async () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const api = createApi({
    getViewerId: () => users.default,
    fetch: (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ method: init?.method ?? 'GET', url, body });
      return Promise.resolve(
        new Response(JSON.stringify({ resource_response: { data: {} } }), { status: 200 }),
      );
    },
  });
  await api.updatePin({ id: 'p1', title: '', sectionId: null });
  await api.updatePin({ id: 'p1', description: 'd', boardId: 'b9', sectionId: 's9' });
  await api.moveSave({ id: 'r1', fromBoardId: null, boardId: 'b2' });
  await api.moveSave({ id: 'r1', fromBoardId: 'b2', boardId: 'b3', sectionId: 's3' });
  await api.updateBoard({ id: 'b1', privacy: 'secret' });
  await api.getBoardSection('s1');
  await api.updateBoardSection({ id: 's1', title: 'Lunch' });
  await api.deleteBoardSection('s1');
  await api.inviteCollaborator({ boardId: 'b7', userId: 'u13' });
  expect(calls).toEqual([
    { method: 'PATCH', url: '/v3/pins/p1/', body: { title: '', section_id: null } },
    {
      method: 'PATCH',
      url: '/v3/pins/p1/',
      body: { description: 'd', board_id: 'b9', section_id: 's9' },
    },
    { method: 'PATCH', url: '/v3/pins/r1/saves/', body: { from_board_id: null, board_id: 'b2' } },
    {
      method: 'PATCH',
      url: '/v3/pins/r1/saves/',
      body: { from_board_id: 'b2', board_id: 'b3', section_id: 's3' },
    },
    { method: 'PATCH', url: '/v3/boards/b1/', body: { privacy: 'secret' } },
    { method: 'GET', url: '/v3/board_sections/s1/', body: undefined },
    { method: 'PATCH', url: '/v3/board_sections/s1/', body: { title: 'Lunch' } },
    { method: 'DELETE', url: '/v3/board_sections/s1/', body: undefined },
    {
      method: 'POST',
      url: '/v3/boards/b7/invites/',
      body: { board_id: 'b7', invited_user_id: 'u13' },
    },
  ]);
});

// --- discovery pages ---

test("Today's articles by tab, one article, its pins, and the video and shopping categories", async () => {
  const api = apiAs(null);
  const articles = await api.listTodayArticles('best');
  expect(articles.length).toBeGreaterThan(0);
  const first = articles[0];
  if (!first) throw new Error('no article');
  expect(await api.getTodayArticle(first.id)).toMatchObject({ id: first.id, name: first.name });
  const page = await api.getFeed({ kind: 'article', id: first.id, pageSize: 3 });
  expect(page.items.every((p) => p.category === first.id)).toBe(true);
  for (const hub of ['videos', 'shopping'] as const) {
    const [category] = await api.listCategories(hub);
    if (!category) throw new Error(`no ${hub} category`);
    const pins = await api.getFeed({ kind: hub, id: category.id, pageSize: 100 });
    expect(pins.items).toHaveLength(category.pinCount);
  }
  const missing = await apiError(api.getTodayArticle('nope'));
  expect(missing.status).toBe(404);
});

// --- users, interests, invites, business access, settings ---

test('board and people searches answer pages of matches', async () => {
  const api = apiAs(users.default);
  const found = await api.searchUsers({ q: usernames.inlinePicker });
  expect(found.items.map((u) => u.username)).toEqual([usernames.inlinePicker]);
  const kitchen = await api.searchBoards({ q: 'kitchen' });
  expect(kitchen.items.length).toBeGreaterThan(0);
  expect(kitchen.items.every((b) => /kitchen/i.test(b.name))).toBe(true);
  await expect(api.searchBoards({ q: ' ' })).rejects.toMatchObject({ status: 400 });
});

test("the search tabs' calls: the viewer's boards, the shopping tool's categories and products", async () => {
  const api = apiAs(users.default);
  const mine = await api.searchBoards({ q: 'kitchen', type: 'my_content' });
  expect(mine.items.length).toBeGreaterThan(0);
  const [category] = await api.searchShopCategories({ q: 'home' });
  if (!category) throw new Error('no shopping tool category');
  const products = await api.getFeed({
    kind: 'search',
    q: 'home',
    type: 'shop_tool',
    category: category.id,
    pageSize: 100,
  });
  expect(products.items).toHaveLength(category.pinCount);
  const ideas = await api.getFeed({ kind: 'search', q: 'home', type: 'idea_pins' });
  expect(ideas.items.every((p) => p.storyPinData?.isDeleted === false)).toBe(true);
  const visitor = apiAs(null);
  await expect(visitor.searchBoards({ q: 'kitchen', type: 'my_content' })).rejects.toMatchObject({
    status: 401,
  });
});

test('user get by username and by id, users list, follow and unfollow', async () => {
  const api = apiAs(users.default);
  expect(await api.getUser(usernames.default)).toMatchObject({ id: users.default });
  expect(await api.getUser(users.creator)).toMatchObject({ username: usernames.creator });
  expect((await api.listUsers()).length).toBeGreaterThan(10);
  await api.followUser(users.inviter);
  expect((await api.getUser(users.inviter)).explicitlyFollowedByMe).toBe(true);
  await api.unfollowUser(users.inviter);
  expect((await api.getUser(users.inviter)).explicitlyFollowedByMe).toBe(false);
});

test('interest get, follow and unfollow', async () => {
  const api = apiAs(users.default);
  expect(await api.getInterest(interests.notFollowed)).toMatchObject({ id: interests.notFollowed });
  await api.followInterest(interests.notFollowed);
  expect((await api.getInterest(interests.notFollowed)).followedByMe).toBe(true);
  await api.unfollowInterest(interests.notFollowed);
  expect((await api.getInterest(interests.notFollowed)).followedByMe).toBe(false);
});

test("the topics list carries followedByMe; a topic's feed holds its tagged and recommended pins", async () => {
  const api = apiAs(users.default);
  const list = await api.listInterests();
  expect(list.find((i) => i.id === interests.followed)?.followedByMe).toBe(true);
  expect(list.find((i) => i.id === interests.notFollowed)?.followedByMe).toBe(false);
  const page = await api.getFeed({ kind: 'interest', id: interests.followed, pageSize: 50 });
  expect(page.items.length).toBeGreaterThan(0);
  const name = list.find((i) => i.id === interests.followed)?.name;
  for (const pin of page.items) {
    const tags = (pin.aggregatedPinData.pinTagsChips ?? []).map((t) => t.name);
    expect(tags.includes(name) || pin.sourceInterest?.name === name).toBe(true);
  }
});

test('invite metadata answers the sender; a failing code is an ApiError', async () => {
  const api = apiAs(null);
  const metadata = await api.getInviteMetadata(inviteCodes.valid);
  expect(typeof metadata.first_name).toBe('string');
  expect(typeof metadata.invite_channel).toBe('number');
  const error = await apiError(api.getInviteMetadata(inviteCodes.failing));
  expect(error.status).toBeGreaterThanOrEqual(400);
});

test('business profiles: a map for a partner, refused for others', async () => {
  const profiles = await apiAs(users.partnerOwner).getBusinessProfiles();
  expect(Object.keys(profiles)).toContain(KNOWN.businessProfiles.owned);
  expect(profiles[KNOWN.businessProfiles.owned]?.permissions).toContain('OWNER');
  expect([401, 403]).toContain((await apiError(apiAs(users.default).getBusinessProfiles())).status);
  expect((await apiError(apiAs(null).getBusinessProfiles())).status).toBe(401);
});

test('cookie settings update answers the saved settings', async () => {
  const settings = await apiAs(users.default).updateUserSettings({
    allow_analytic_cookies: true,
    allow_marketing_cookies: false,
    allow_personalization_cookies: true,
    surface_tag: 'cookie_banner',
  });
  expect(settings).toMatchObject({
    allow_analytic_cookies: true,
    allow_marketing_cookies: false,
    allow_personalization_cookies: true,
  });
});

// --- guidance layer ---

test('experiences: fetch, fetch by placement, viewed, completed, dismissed and trigger', async () => {
  const api = apiAs(users.default);
  const all = await api.getExperiences({ surface: 'home' });
  expect(all.length).toBeGreaterThan(0);
  const home = await api.getExperiencesByPlacement([...KNOWN.placements.home], { surface: 'home' });
  expect(
    home.every((e) => (KNOWN.placements.home as readonly number[]).includes(e.placement_id)),
  ).toBe(true);
  const input = {
    placedExperienceId: KNOWN.experiences.valid.upgradeBanner,
    extraContext: { surface: 'home' },
  };
  await api.experienceViewed(input);
  await api.experienceCompleted({ ...input, advertiserId: 'a1' });
  await api.experienceDismissed(input);
  await api.triggerExperience(input);
  const actions = server.store
    .all('experienceEvents')
    .filter((e) => e.placedExperienceId === input.placedExperienceId && e.userId === users.default)
    .map((e) => e.action);
  expect(actions).toEqual(['viewed', 'completed', 'dismissed', 'triggered']);
});

test('an unknown placed experience is a 404 with the server message', async () => {
  const error = await apiError(
    apiAs(users.default).experienceViewed({ placedExperienceId: '1:2' }),
  );
  expect(error.status).toBe(404);
  expect(error.serverMessage).toMatch(/1:2/);
});

// --- transport ---

test('an aborted call rejects with an AbortError and no ApiError', async () => {
  await control.setFault({ route: API_ROUTES.getPin, latencyMs: 2000, count: 1 });
  const controller = new AbortController();
  const pending = apiAs(null).getPin(pins.image, { signal: controller.signal });
  setTimeout(() => controller.abort(), 20);
  const error = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeInstanceOf(ApiError);
  expect((error as Error).name).toBe('AbortError');
});

test('an API switched offline is a no-answer ApiError; back online, calls succeed', async () => {
  await control.setOffline(true);
  const error = await apiError(apiAs(null).getPin(pins.image));
  expect(error.status).toBe(NO_ANSWER_STATUS);
  expect(error.serverMessage).toBeNull();
  await control.setOffline(false);
  await expect(apiAs(null).getPin(pins.image)).resolves.toMatchObject({ id: pins.image });
});

test('every client route is a route the fake API serves', async () => {
  const response = await fetch(`${baseUrl}/_control/routes`);
  const body = (await response.json()) as { resource_response: { data: { route: string }[] } };
  const served = new Set(body.resource_response.data.map((r) => r.route));
  const missing = Object.values(API_ROUTES).filter((route) => !served.has(route));
  expect(missing).toEqual([]);
});

test('the fault control lists, clears and resets faults', async () => {
  await control.setFault({ route: API_ROUTES.favoritePin, status: 503, message: 'Busy' });
  expect(await control.listFaults()).toEqual([
    { route: API_ROUTES.favoritePin, status: 503, message: 'Busy' },
  ]);
  await control.resetFaults();
  expect(await control.listFaults()).toEqual([]);
});

test(`a batch of events up to ${KEEPALIVE_BODY_MAX} characters goes with keepalive, so it leaves as the page does; a bigger one as an ordinary request`, async () => {
  const kept: boolean[] = [];
  const api = createApi({
    baseUrl,
    getViewerId: () => users.default,
    fetch: (input, init) => {
      kept.push(init?.keepalive === true);
      return globalThis.fetch(input, init);
    },
  });
  const event = (seq: number) => ({
    seq,
    source: 'pin.1.save',
    type: 'pin.saved',
    eventType: null,
    marketing: false,
  });
  await api.sendEvents([event(1)]);
  const many = Array.from({ length: 1000 }, (_, i) => ({
    ...event(i + 1),
    auxData: { note: 'x'.repeat(60) },
  }));
  expect(JSON.stringify({ events: many }).length).toBeGreaterThan(KEEPALIVE_BODY_MAX);
  await api.sendEvents(many);
  expect(kept).toEqual([true, false]);
});
