// Visual search and the search tabs (spec 3 section 2 pin routes, spec 3 section 3 search tab
// types, decision 059): GET /v3/pins/:id/visual_search/ answers the similar pins, most similar
// first; GET /v3/search/pins/?type=videos the video pins; /v3/search/boards/ and
// /v3/search/users/ boards and people. A bad query is a 400 with a message; an unknown pin a 404.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isVideoPin } from '../domain/search-tabs';
import type { Board, Pin, User } from '../domain/types';
import { isProductPin, similarityRank } from '../domain/visual-search';
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

test('visual search answers pins of the same category or a near colour, most similar first', async () => {
  const source = s.server.store.get('pins', P.image) as Pin;
  const answer = await s.call('GET', `/v3/pins/${P.image}/visual_search/?page_size=100`);
  expect(answer.status).toBe(200);
  const ranks = pins(answer).map((other) => similarityRank({ source, other }));
  expect(ranks.length).toBeGreaterThan(0);
  expect(ranks.every((rank) => rank > 0)).toBe(true);
  expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
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
  expect(pins(all).every(isProductPin)).toBe(true);
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
  expect(bad.message).toBe('Query parameter "type" must be one of pins, videos; got "gifs".');
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
