// Visual search and the search tabs (spec 3 section 2 pin routes, spec 3 section 3 search tab
// types, decision 059): GET /v3/pins/:id/visual_search/ answers the similar pins, most similar
// first; GET /v3/search/pins/?type=videos the video pins; /v3/search/boards/ and
// /v3/search/users/ boards and people. A bad query is a 400 with a message; an unknown pin a 404.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Story } from '../domain/discovery';
import { isShopToolPin, keepsPinType, type SearchViewer } from '../domain/search-tabs';
import type { Board, Pin, User } from '../domain/types';
import { visuallySimilarPins } from '../domain/visual-search';
import { KNOWN } from '../fixtures/known';
import { startTestServer, type TestServer } from './testing';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;
const pins = (answer: { data: unknown }) => answer.data as Pin[];
/** The domain's rules for the pin search types, as the answers are checked against. */
const isVideoPin = (pin: Pin) => keepsPinType({ pin, type: 'videos' });
const isBuyablePin = (pin: Pin) => keepsPinType({ pin, type: 'buyable_pins' });
const isIdeaPin = (pin: Pin) => keepsPinType({ pin, type: 'idea_pins' });
const isViewersPin = ({ pin, viewer }: { pin: Pin; viewer: SearchViewer }) =>
  keepsPinType({ pin, type: 'my_pins', viewer });

test('visual search answers pins of the same category or a near colour, most similar first', async () => {
  const source = s.server.store.get('pins', P.image) as Pin;
  const answer = await s.call('GET', `/v3/pins/${P.image}/visual_search/?page_size=100`);
  expect(answer.status).toBe(200);
  const answered = pins(answer).map((p) => p.id);
  expect(answered.length).toBeGreaterThan(0);
  // Ranked again by the domain rule, the answer keeps every pin (all similar) in its order.
  expect(visuallySimilarPins({ source, pins: pins(answer) }).map((p) => p.id)).toEqual(answered);
  expect(pins(answer).map((p) => p.id)).not.toContain(P.image);
});

test('visual search pages with a bookmark and never repeats a pin', async () => {
  const first = await s.call('GET', `/v3/pins/${P.image}/visual_search/?page_size=5`);
  expect(pins(first)).toHaveLength(5);
  expect(first.bookmark).toEqual(expect.any(String));
  const second = await s.call(
    'GET',
    `/v3/pins/${P.image}/visual_search/?page_size=5&bookmark=${first.bookmark ?? ''}`,
  );
  const ids = [...pins(first), ...pins(second)].map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test('visual search of type products answers only similar product pins', async () => {
  const all = await s.call('GET', `/v3/pins/${P.image}/visual_search/?type=products&page_size=100`);
  expect(all.status).toBe(200);
  expect(pins(all).length).toBeGreaterThan(0);
  const source = s.server.store.get('pins', P.image) as Pin;
  const products = visuallySimilarPins({ source, pins: pins(all), type: 'products' });
  expect(products).toHaveLength(pins(all).length);
});

test('visual search refuses an unknown type with a 400 and an unknown pin with a 404', async () => {
  const bad = await s.call('GET', `/v3/pins/${P.image}/visual_search/?type=boards`);
  expect(bad.status).toBe(400);
  expect(bad.message).toBe('Query parameter "type" must be one of pins, products; got "boards".');
  const size = await s.call('GET', `/v3/pins/${P.image}/visual_search/?page_size=0`);
  expect(size.status).toBe(400);
  const missing = await s.call('GET', '/v3/pins/no-such-pin/visual_search/');
  expect(missing.status).toBe(404);
  expect(missing.message).toMatch(/not found/i);
});

test('a pin search of type videos answers only video pins matching every word', async () => {
  const video = s.server.store.all('pins').find(isVideoPin) as Pin;
  const word = video.category;
  const answer = await s.call('GET', `/v3/search/pins/?q=${word}&type=videos&page_size=100`);
  expect(answer.status).toBe(200);
  expect(pins(answer).map((p) => p.id)).toContain(video.id);
  expect(pins(answer).every(isVideoPin)).toBe(true);
  const everything = await s.call('GET', `/v3/search/pins/?q=${word}&page_size=100`);
  expect(pins(everything).length).toBeGreaterThan(pins(answer).length);
  const bad = await s.call('GET', `/v3/search/pins/?q=${word}&type=gifs`);
  expect(bad.status).toBe(400);
  expect(bad.message).toBe(
    'Query parameter "type" must be one of pins, videos, buyable_pins, idea_pins, my_pins, shop_tool; got "gifs".',
  );
});

test('a board search answers boards whose name has every word, secret ones to members only', async () => {
  const secret = s.server.store.get('boards', B.secret) as Board;
  const word = secret.name.split(' ')[0] ?? '';
  const outsider = await s.call('GET', `/v3/search/boards/?q=${encodeURIComponent(word)}`);
  expect(outsider.status).toBe(200);
  expect((outsider.data as Board[]).map((b) => b.id)).not.toContain(B.secret);
  const owner = await s.call('GET', `/v3/search/boards/?q=${encodeURIComponent(secret.name)}`, {
    viewer: U.default,
  });
  expect((owner.data as Board[]).map((b) => b.id)).toContain(B.secret);
  const boards = (await s.call('GET', '/v3/search/boards/?q=kitchen')).data as Board[];
  expect(boards.length).toBeGreaterThan(0);
  expect(boards.every((b) => b.name.toLowerCase().includes('kitchen'))).toBe(true);
});

test('a board search leaves archived boards out', async () => {
  const archived = s.server.store.get('boards', B.archived) as Board;
  const answer = await s.call('GET', `/v3/search/boards/?q=${encodeURIComponent(archived.name)}`, {
    viewer: U.default,
  });
  expect((answer.data as Board[]).map((b) => b.id)).not.toContain(B.archived);
});

test('a people search answers people whose name or username has every word', async () => {
  const byName = await s.call('GET', '/v3/search/users/?q=maya%20collins');
  expect((byName.data as User[]).map((u) => u.username)).toEqual([KNOWN.usernames.inlinePicker]);
  const byUsername = await s.call('GET', '/v3/search/users/?q=maya_collects');
  expect((byUsername.data as User[]).map((u) => u.username)).toEqual([
    KNOWN.usernames.inlinePicker,
  ]);
  const none = await s.call('GET', '/v3/search/users/?q=zzzz');
  expect(none.data).toEqual([]);
});

test('board and people searches need q: 400 with a message', async () => {
  for (const path of ['/v3/search/boards/', '/v3/search/users/?q=%20']) {
    const answer = await s.call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Query parameter "q" is required.');
  }
});

const ids = (answer: { data: unknown }) => pins(answer).map((p) => p.id);

/** Every pin of the fixtures matching `q` by the pin search's own call, without a type. */
async function everyMatch(q: string, viewer?: string): Promise<Pin[]> {
  const answer = await s.call('GET', `/v3/search/pins/?q=${q}&page_size=100`, { viewer });
  return pins(answer);
}

test('a pin search of type buyable_pins answers the pins the shopping indicator counts as shoppable', async () => {
  const answer = await s.call('GET', '/v3/search/pins/?q=home&type=buyable_pins&page_size=100');
  expect(answer.status).toBe(200);
  expect(pins(answer).length).toBeGreaterThan(0);
  expect(pins(answer).every(isBuyablePin)).toBe(true);
  expect(ids(answer)).toEqual((await everyMatch('home')).filter(isBuyablePin).map((p) => p.id));
  expect(ids(answer)).toContain(P.shoppable);
});

test('a pin search of type idea_pins answers story pins that are not deleted', async () => {
  const answer = await s.call('GET', '/v3/search/pins/?q=home&type=idea_pins&page_size=100');
  expect(answer.status).toBe(200);
  expect(ids(answer)).toContain(P.story);
  expect(ids(answer)).not.toContain(P.storyDeleted);
  expect(pins(answer).every(isIdeaPin)).toBe(true);
  expect(ids(answer)).toEqual((await everyMatch('home')).filter(isIdeaPin).map((p) => p.id));
});

test("a pin search of type my_pins answers the viewer's created and saved pins that match", async () => {
  const saved = new Set(
    s.server.store
      .all('saves')
      .filter((save) => save.userId === U.default)
      .map((save) => save.pinId),
  );
  const viewer: SearchViewer = { id: U.default, savedPinIds: saved };
  const answer = await s.call('GET', '/v3/search/pins/?q=home&type=my_pins&page_size=100', {
    viewer: U.default,
  });
  expect(answer.status).toBe(200);
  expect(ids(answer)).toContain(P.ownPin);
  expect(pins(answer).every((pin) => isViewersPin({ pin, viewer }))).toBe(true);
  const all = await everyMatch('home', U.default);
  expect(ids(answer)).toEqual(all.filter((pin) => isViewersPin({ pin, viewer })).map((p) => p.id));
  const mugs = await s.call('GET', '/v3/search/pins/?q=stoneware%20mugs&type=my_pins', {
    viewer: U.default,
  });
  expect(ids(mugs)).toContain('100049');
  const someoneElse = await s.call('GET', '/v3/search/pins/?q=home&type=my_pins&page_size=100', {
    viewer: U.collaboratorHost,
  });
  expect(ids(someoneElse)).not.toContain(P.ownPin);
});

test('the my types need a signed-in viewer: 401 with a message', async () => {
  for (const path of [
    '/v3/search/pins/?q=home&type=my_pins',
    '/v3/search/boards/?q=kitchen&type=my_content',
  ]) {
    const answer = await s.call('GET', path);
    expect(answer.status).toBe(401);
    expect(answer.message).toBe('Log in to search your own Pins and boards.');
  }
});

test('a pin search of type shop_tool answers products in stock, in the category when one is asked', async () => {
  const answer = await s.call('GET', '/v3/search/pins/?q=home&type=shop_tool&page_size=100');
  expect(answer.status).toBe(200);
  expect(pins(answer).length).toBeGreaterThan(0);
  expect(pins(answer).every((pin) => isShopToolPin({ pin }))).toBe(true);
  const decor = await s.call(
    'GET',
    '/v3/search/pins/?q=home&type=shop_tool&category=home_decor&page_size=100',
  );
  expect(pins(decor).length).toBeGreaterThan(0);
  expect(pins(decor).every((pin) => pin.category === 'home_decor')).toBe(true);
});

test("the shopping tool's categories group the matching products, the biggest first", async () => {
  const answer = await s.call('GET', '/v3/search/shop_tool/?q=home');
  expect(answer.status).toBe(200);
  const stories = answer.data as Story[];
  expect(stories.length).toBeGreaterThan(0);
  const counts = stories.map((story) => story.pinCount);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  const products = await s.call('GET', '/v3/search/pins/?q=home&type=shop_tool&page_size=100');
  expect(counts.reduce((a, b) => a + b, 0)).toBe(pins(products).length);
  for (const story of stories) {
    const one = await s.call(
      'GET',
      `/v3/search/pins/?q=home&type=shop_tool&category=${story.id}&page_size=100`,
    );
    expect(pins(one)).toHaveLength(story.pinCount);
  }
  const none = await s.call('GET', '/v3/search/shop_tool/?q=zzqx');
  expect(none.data).toEqual([]);
  const missing = await s.call('GET', '/v3/search/shop_tool/');
  expect(missing.status).toBe(400);
});

test('a bad category is a 400 with a message: not a key, or not the shopping tool', async () => {
  const notKey = await s.call(
    'GET',
    '/v3/search/pins/?q=home&type=shop_tool&category=Home%20decor',
  );
  expect(notKey.status).toBe(400);
  expect(notKey.message).toBe(
    'Query parameter "category" must be a category key such as home_decor; got "Home decor".',
  );
  const otherType = await s.call('GET', '/v3/search/pins/?q=home&category=home_decor');
  expect(otherType.status).toBe(400);
  expect(otherType.message).toBe('Query parameter "category" is only for type shop_tool.');
});

test("a board search of type my_content answers the viewer's own and shared boards, archived ones too", async () => {
  const archived = s.server.store.get('boards', B.archived) as Board;
  const own = await s.call(
    'GET',
    `/v3/search/boards/?q=${encodeURIComponent(archived.name)}&type=my_content`,
    { viewer: U.default },
  );
  expect(own.status).toBe(200);
  expect((own.data as Board[]).map((b) => b.id)).toContain(B.archived);
  const collaborative = s.server.store.get('boards', B.collaborative) as Board;
  const shared = await s.call(
    'GET',
    `/v3/search/boards/?q=${encodeURIComponent(collaborative.name)}&type=my_content`,
    { viewer: U.default },
  );
  expect((shared.data as Board[]).map((b) => b.id)).toContain(B.collaborative);
  const kitchen = await s.call(
    'GET',
    '/v3/search/boards/?q=kitchen&type=my_content&page_size=100',
    {
      viewer: U.default,
    },
  );
  const boards = kitchen.data as Board[];
  expect(boards.length).toBeGreaterThan(0);
  expect(
    boards.every(
      (b) => b.owner.id === U.default || b.collaborators.some((c) => c.id === U.default),
    ),
  ).toBe(true);
  const bad = await s.call('GET', '/v3/search/boards/?q=kitchen&type=pins');
  expect(bad.status).toBe(400);
  expect(bad.message).toBe('Query parameter "type" must be one of boards, my_content; got "pins".');
});

test('a refused search writes nothing', async () => {
  const before = JSON.stringify(s.server.store.all('saves').length);
  const pinsBefore = s.server.store.all('pins').length;
  await s.call('GET', '/v3/search/pins/?q=home&type=bogus');
  await s.call('GET', '/v3/search/pins/?q=home&type=my_pins');
  expect(JSON.stringify(s.server.store.all('saves').length)).toBe(before);
  expect(s.server.store.all('pins')).toHaveLength(pinsBefore);
});
