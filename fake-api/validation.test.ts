// Bad input at the edge (fake-api/README.md): malformed JSON, missing or wrong-typed fields and
// unknown ids answer 400 or 404 with a clear message, and nothing is written, in memory or on disk.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { routeName } from './http';
import { journalPathOf } from './journal';
import { ROUTES } from './server';
import { freshDb, startTestServer, type TestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const B = KNOWN.boards;
const S = KNOWN.sections;
const X = KNOWN.experiences.valid.modal;

interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  status: number;
  message: RegExp;
}

const MALFORMED = '{"pin_id": "100001", ';
const malformed = (method: string, path: string): Case => ({
  name: `${method} ${path} with malformed JSON`,
  method,
  path,
  raw: MALFORMED,
  status: 400,
  message: /^Malformed JSON body/,
});

const cases: Case[] = [
  malformed('POST', '/v3/repins/'),
  malformed('POST', '/v3/pins/'),
  malformed('DELETE', `/v3/pins/${P.ownPin}/`),
  malformed('POST', '/v3/offsite/'),
  malformed('PUT', `/v3/pins/${P.image}/feedback/`),
  malformed('PUT', `/v3/search/${P.image}/hide/`),
  malformed('POST', '/v3/boards/'),
  malformed('DELETE', `/v3/boards/${B.second}/`),
  malformed('DELETE', `/v3/boards/${B.second}/pins/`),
  malformed('PATCH', '/v3/user_settings/'),
  malformed('PUT', `/v3/users/${U.merchant}/follow/`),
  malformed('PUT', `/v3/experiences/${X}/viewed/`),
  malformed('PATCH', `/v3/pins/${P.ownPin}/`),
  malformed('PATCH', `/v3/pins/${P.savedByDefault}/saves/`),
  malformed('PATCH', `/v3/boards/${B.second}/`),
  malformed('PATCH', `/v3/board_sections/${S.default}/`),
  malformed('POST', `/v3/boards/${B.collaborativeOwn}/invites/`),
  {
    name: 'a repin without pin_id',
    method: 'POST',
    path: '/v3/repins/',
    body: { board_id: B.default },
    status: 400,
    message: /Missing field "pin_id"/,
  },
  {
    name: 'a repin whose pin_id is a number',
    method: 'POST',
    path: '/v3/repins/',
    body: { pin_id: 100001, board_id: B.default },
    status: 400,
    message: /"pin_id" must be a string/,
  },
  {
    name: 'a repin whose board_id is true',
    method: 'POST',
    path: '/v3/repins/',
    body: { pin_id: P.image, board_id: true },
    status: 400,
    message: /"board_id" must be a string/,
  },
  {
    name: 'a repin whose body is a list',
    method: 'POST',
    path: '/v3/repins/',
    raw: '[1,2]',
    status: 400,
    message: /must be a JSON object/,
  },
  {
    name: 'a repin of an unknown pin',
    method: 'POST',
    path: '/v3/repins/',
    body: { pin_id: 'nope', board_id: B.default },
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a repin onto an unknown board',
    method: 'POST',
    path: '/v3/repins/',
    body: { pin_id: P.image, board_id: 'nope' },
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: 'a repin into an unknown section',
    method: 'POST',
    path: '/v3/repins/',
    body: { pin_id: P.image, board_id: B.default, section: 'nope' },
    status: 404,
    message: /section nope not found/,
  },
  {
    name: 'a pin create without board_id',
    method: 'POST',
    path: '/v3/pins/',
    body: { image_url: 'https://x.example/a.png' },
    status: 400,
    message: /Missing field "board_id"/,
  },
  {
    name: 'a pin create without a picture',
    method: 'POST',
    path: '/v3/pins/',
    body: { board_id: B.default },
    status: 400,
    message: /image_url or image_base64/,
  },
  {
    name: 'a pin create with a script link',
    method: 'POST',
    path: '/v3/pins/',
    body: { board_id: B.default, image_url: '/a.png', link: 'javascript:alert(1)' },
    status: 400,
    message: /"link" must be an http/,
  },
  {
    name: 'a pin create with an unknown method',
    method: 'POST',
    path: '/v3/pins/',
    body: { board_id: B.default, image_url: '/a.png', method: 'scrape' },
    status: 400,
    message: /"method" must be one of/,
  },
  {
    name: 'a pin create on an unknown board',
    method: 'POST',
    path: '/v3/pins/',
    body: { board_id: 'nope', image_url: '/a.png' },
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: 'a pin create in a section of another board',
    method: 'POST',
    path: '/v3/pins/',
    body: { board_id: B.second, image_url: '/a.png', section: S.default },
    status: 400,
    message: /is not on board/,
  },
  {
    name: 'a delete of an unknown pin',
    method: 'DELETE',
    path: '/v3/pins/nope/',
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a delete whose body id differs from the path',
    method: 'DELETE',
    path: `/v3/pins/${P.ownPin}/`,
    body: { id: P.image },
    status: 400,
    message: /does not match/,
  },
  {
    name: 'a favorite of an unknown pin',
    method: 'POST',
    path: '/v3/pins/nope/favorite/',
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'an offsite call without check_only',
    method: 'POST',
    path: '/v3/offsite/',
    body: { url: 'https://x.example/' },
    status: 400,
    message: /Missing field "check_only"/,
  },
  {
    name: 'an offsite call whose check_only is text',
    method: 'POST',
    path: '/v3/offsite/',
    body: { check_only: 'yes', url: 'https://x.example/' },
    status: 400,
    message: /"check_only" must be true or false/,
  },
  {
    name: 'an offsite call without url',
    method: 'POST',
    path: '/v3/offsite/',
    body: { check_only: true },
    status: 400,
    message: /Missing field "url"/,
  },
  {
    name: 'an offsite call with aux_data that is not JSON',
    method: 'POST',
    path: '/v3/offsite/',
    body: { check_only: true, url: 'https://x.example/', aux_data: '{bad' },
    status: 400,
    message: /"aux_data" is not valid JSON/,
  },
  {
    name: 'an offsite call for an unknown pin',
    method: 'POST',
    path: '/v3/offsite/',
    body: { check_only: true, url: 'https://x.example/', pin_id: 'nope' },
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a pin feedback without feedback_type',
    method: 'PUT',
    path: `/v3/pins/${P.image}/feedback/`,
    body: {},
    status: 400,
    message: /Missing field "feedback_type"/,
  },
  {
    name: 'a search hide without query',
    method: 'PUT',
    path: `/v3/search/${P.image}/hide/`,
    body: { pin_type: 'pin' },
    status: 400,
    message: /Missing field "query"/,
  },
  {
    name: 'a p2p hide of an unknown pin',
    method: 'PUT',
    path: '/v3/p2p/nope/hide/',
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a board create without name',
    method: 'POST',
    path: '/v3/boards/',
    body: { username: 'pinstate' },
    status: 400,
    message: /Missing field "name"/,
  },
  {
    name: 'a board create with a 51-character name',
    method: 'POST',
    path: '/v3/boards/',
    body: { name: 'n'.repeat(51), username: 'pinstate' },
    status: 400,
    message: /at most 50 characters/,
  },
  {
    name: 'a board create with an unknown privacy',
    method: 'POST',
    path: '/v3/boards/',
    body: { name: 'A', username: 'pinstate', privacy: 'hidden' },
    status: 400,
    message: /"privacy" must be one of/,
  },
  {
    name: 'a board create for an unknown user',
    method: 'POST',
    path: '/v3/boards/',
    body: { name: 'A', username: 'nobody_here' },
    status: 404,
    message: /User nobody_here not found/,
  },
  {
    name: 'a delete of an unknown board',
    method: 'DELETE',
    path: '/v3/boards/nope/',
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: 'a follow of an unknown board',
    method: 'PUT',
    path: '/v3/boards/nope/follow/',
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: 'an invite delete of someone not invited',
    method: 'DELETE',
    path: `/v3/boards/${B.collaborativeOwn}/invites/${U.merchant}/`,
    status: 404,
    message: /has no invitation/,
  },
  {
    name: 'a bulk delete without pin_ids',
    method: 'DELETE',
    path: `/v3/boards/${B.second}/pins/`,
    body: { board_id: B.second },
    status: 400,
    message: /Missing field "pin_ids"/,
  },
  {
    name: 'a bulk delete whose pin_ids is text',
    method: 'DELETE',
    path: `/v3/boards/${B.second}/pins/`,
    body: { pin_ids: 'a,b' },
    status: 400,
    message: /"pin_ids" must be a list/,
  },
  {
    name: 'a bulk delete with one unknown pin among known ones',
    method: 'DELETE',
    path: `/v3/boards/${B.second}/pins/`,
    body: { pin_ids: ['__FIRST_ON_B5__', 'nope'] },
    status: 404,
    message: /Pin nope is not on board/,
  },
  {
    name: 'cookie settings with a missing choice',
    method: 'PATCH',
    path: '/v3/user_settings/',
    body: { allow_analytic_cookies: true, allow_personalization_cookies: true },
    status: 400,
    message: /Missing field "allow_marketing_cookies"/,
  },
  {
    name: 'cookie settings with text for a boolean',
    method: 'PATCH',
    path: '/v3/user_settings/',
    body: {
      allow_analytic_cookies: 'true',
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    },
    status: 400,
    message: /must be true or false/,
  },
  {
    name: 'a follow of an unknown user',
    method: 'PUT',
    path: '/v3/users/nobody/follow/',
    status: 404,
    message: /User nobody not found/,
  },
  {
    name: 'a follow of an unknown interest',
    method: 'PUT',
    path: '/v3/interests/nope/follow/',
    status: 404,
    message: /Interest nope not found/,
  },
  {
    name: 'an experience viewed for an unknown experience',
    method: 'PUT',
    path: '/v3/experiences/1:1/viewed/',
    status: 404,
    message: /Placed experience 1:1 not found/,
  },
  {
    name: 'an experience trigger with extra_context that is not JSON',
    method: 'PUT',
    path: `/v3/experiences/${X}/trigger/`,
    body: { extra_context: '{oops' },
    status: 400,
    message: /"extra_context" is not valid JSON/,
  },
  {
    name: 'an experience dismissed with a malformed id',
    method: 'DELETE',
    path: '/v3/experiences/modal/',
    status: 400,
    message: /must be placement:experience/,
  },
  // --- the edit calls (the edit pages of spec 3 section 2) ---
  {
    name: 'a pin edit with no field',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: {},
    status: 400,
    message: /^Nothing to update/,
  },
  {
    name: 'a pin edit with a 201-character title',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { title: 't'.repeat(201) },
    status: 400,
    message: /"title" must be at most 200 characters/,
  },
  {
    name: 'a pin edit with a 501-character description',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { description: 'd'.repeat(501) },
    status: 400,
    message: /"description" must be at most 500 characters/,
  },
  {
    name: 'a pin edit whose title is a number',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { title: 7 },
    status: 400,
    message: /"title" must be a string/,
  },
  {
    name: 'a pin edit whose section_id is a list',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { section_id: [S.default] },
    status: 400,
    message: /"section_id" must be a string/,
  },
  {
    name: 'a pin edit of an unknown pin',
    method: 'PATCH',
    path: '/v3/pins/nope/',
    body: { title: 'x' },
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a pin edit onto an unknown board',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { title: 'moved', board_id: 'nope' },
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: 'a pin edit into an unknown section',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { title: 'moved', section_id: 'nope' },
    status: 404,
    message: /section nope not found/,
  },
  {
    name: 'a pin edit onto a board of someone else',
    method: 'PATCH',
    path: `/v3/pins/${P.ownPin}/`,
    body: { title: 'moved', board_id: B.inlinePicker },
    status: 403,
    message: /belongs to someone else/,
  },
  {
    name: 'a save move without from_board_id',
    method: 'PATCH',
    path: `/v3/pins/${P.savedByDefault}/saves/`,
    body: { board_id: B.second },
    status: 400,
    message: /Missing field "from_board_id"/,
  },
  {
    name: 'a save move without board_id',
    method: 'PATCH',
    path: `/v3/pins/${P.savedByDefault}/saves/`,
    body: { from_board_id: B.default },
    status: 400,
    message: /Missing field "board_id"/,
  },
  {
    name: 'a save move whose board_id is true',
    method: 'PATCH',
    path: `/v3/pins/${P.savedByDefault}/saves/`,
    body: { from_board_id: B.default, board_id: true },
    status: 400,
    message: /"board_id" must be a string/,
  },
  {
    name: 'a save move of a pin the viewer has not saved there',
    method: 'PATCH',
    path: `/v3/pins/${P.image}/saves/`,
    body: { from_board_id: B.default, board_id: B.second },
    status: 404,
    message: /^You have not saved this Pin to that board\.$/,
  },
  {
    name: 'a save move of an unknown pin',
    method: 'PATCH',
    path: '/v3/pins/nope/saves/',
    body: { from_board_id: B.default, board_id: B.second },
    status: 404,
    message: /Pin nope not found/,
  },
  {
    name: 'a save move into a section with no board',
    method: 'PATCH',
    path: `/v3/pins/${P.savedByDefault}/saves/`,
    body: { from_board_id: B.default, board_id: null, section_id: S.default },
    status: 400,
    message: /A section needs a board/,
  },
  {
    name: 'a board edit with no field',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { field_set_key: 'detailed' },
    status: 400,
    message: /^Nothing to update/,
  },
  {
    name: 'a board edit with a blank name',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { name: '   ' },
    status: 400,
    message: /"name" must not be empty/,
  },
  {
    name: 'a board edit with a 51-character name',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { name: 'n'.repeat(51) },
    status: 400,
    message: /"name" must be at most 50 characters/,
  },
  {
    name: 'a board edit with a 501-character description',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { description: 'd'.repeat(501) },
    status: 400,
    message: /"description" must be at most 500 characters/,
  },
  {
    name: 'a board edit with an unknown privacy',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { privacy: 'hidden' },
    status: 400,
    message: /"privacy" must be one of public, protected, secret/,
  },
  {
    name: 'a board edit whose body board_id differs from the path',
    method: 'PATCH',
    path: `/v3/boards/${B.second}/`,
    body: { board_id: B.default, name: 'Trips' },
    status: 400,
    message: /does not match/,
  },
  {
    name: 'a board edit of an unknown board',
    method: 'PATCH',
    path: '/v3/boards/nope/',
    body: { name: 'Trips' },
    status: 404,
    message: /Board nope not found/,
  },
  {
    name: "a board edit of someone else's board",
    method: 'PATCH',
    path: `/v3/boards/${B.inlinePicker}/`,
    body: { name: 'Trips' },
    status: 403,
    message: /^Only the owner can edit /,
  },
  {
    name: 'a section rename without title',
    method: 'PATCH',
    path: `/v3/board_sections/${S.default}/`,
    body: {},
    status: 400,
    message: /Missing field "title"/,
  },
  {
    name: 'a section rename with a 51-character title',
    method: 'PATCH',
    path: `/v3/board_sections/${S.default}/`,
    body: { title: 's'.repeat(51) },
    status: 400,
    message: /"title" must be at most 50 characters/,
  },
  {
    name: 'a section rename to a title its board has',
    method: 'PATCH',
    path: `/v3/board_sections/${S.longName}/`,
    body: { title: 'BREAKFAST' },
    status: 409,
    message: /already has a section called "Breakfast"/,
  },
  {
    name: 'a section rename of an unknown section',
    method: 'PATCH',
    path: '/v3/board_sections/nope/',
    body: { title: 'Lunch' },
    status: 404,
    message: /Board section nope not found/,
  },
  {
    name: 'a section delete of an unknown section',
    method: 'DELETE',
    path: '/v3/board_sections/nope/',
    status: 404,
    message: /Board section nope not found/,
  },
  {
    name: 'an invite without invited_user_id',
    method: 'POST',
    path: `/v3/boards/${B.collaborativeOwn}/invites/`,
    body: { board_id: B.collaborativeOwn },
    status: 400,
    message: /Missing field "invited_user_id"/,
  },
  {
    name: 'an invite whose invited_user_id is a number',
    method: 'POST',
    path: `/v3/boards/${B.collaborativeOwn}/invites/`,
    body: { invited_user_id: 13 },
    status: 400,
    message: /"invited_user_id" must be a string/,
  },
  {
    name: 'an invite of an unknown person',
    method: 'POST',
    path: `/v3/boards/${B.collaborativeOwn}/invites/`,
    body: { invited_user_id: 'u-nobody' },
    status: 404,
    message: /User u-nobody not found/,
  },
  {
    name: 'an invite of someone already invited',
    method: 'POST',
    path: `/v3/boards/${B.collaborativeOwn}/invites/`,
    body: { invited_user_id: U.newUser },
    status: 409,
    message: /is already invited to Family recipes/,
  },
  {
    name: 'an invite to an unknown board',
    method: 'POST',
    path: '/v3/boards/nope/invites/',
    body: { invited_user_id: U.merchant },
    status: 404,
    message: /Board nope not found/,
  },
  malformed('POST', '/v3/events/'),
  {
    name: 'an events batch without events',
    method: 'POST',
    path: '/v3/events/',
    body: { events: [] },
    status: 400,
    message: /^Field "events" must be a non-empty list\.$/,
  },
  {
    name: 'an events batch over 1000 events',
    method: 'POST',
    path: '/v3/events/',
    body: {
      events: Array.from({ length: 1001 }, (_, i) => ({ seq: i + 1, source: 's', type: 'log' })),
    },
    status: 400,
    message: /^Field "events" holds at most 1000 events\.$/,
  },
  {
    name: 'an events batch with an event without a type',
    method: 'POST',
    path: '/v3/events/',
    body: {
      events: [
        { seq: 1, source: 's', type: 'log' },
        { seq: 2, source: 's' },
      ],
    },
    status: 400,
    message: /^Event 1 must have a whole "seq", a "source" and a "type"/,
  },
];

// One server on a data file for every case: each case compares the data and the journal before
// and after its own call, so a case that wrote would fail on its own and leave the next case's
// comparison sound. (A server and a data file per case cost about 0.2 s each.)
describe('bad input answers a clear message and writes nothing', () => {
  let dir: string;
  let file: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pinstate-validation-'));
    file = join(dir, 'db.json');
    s = await startTestServer({ db: freshDb(), file });
  });
  afterAll(async () => {
    await s?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const c of cases) {
    test(`${c.name} answers ${c.status} with a clear message and writes nothing`, async () => {
      const firstOnB5 = s.server.store.all('pins').find((p) => p.board.id === B.second)?.id ?? '';
      const body = JSON.parse(
        JSON.stringify(c.body ?? null).replace('__FIRST_ON_B5__', firstOnB5),
      ) as unknown;
      const before = JSON.stringify(s.server.store.db);
      const journalBefore = (await stat(journalPathOf(file))).size;
      const r = await s.call(c.method, c.path, {
        viewer: U.default,
        ...(c.raw !== undefined ? { rawBody: c.raw } : body !== null ? { body } : {}),
      });
      expect(r.status).toBe(c.status);
      expect(r.message).toMatch(c.message);
      expect(JSON.stringify(s.server.store.db)).toBe(before);
      expect((await stat(journalPathOf(file))).size).toBe(journalBefore);
    });
  }
});

// No written text may hold a control character (domain/text.ts, `firstControlCharacter`): every
// write route refuses one in any body field, however deep, or in its query, before it changes
// anything.
test('every write route refuses a control character in any text with a 400 and writes nothing', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-validation-'));
  const file = join(dir, 'db.json');
  const s = await startTestServer({ db: freshDb(), file });
  const fill = (path: string) =>
    path
      .replace(':newsId', 'n1')
      .replace(':userId', U.newUser)
      .replace(':username', 'pinstate')
      .replace(':pinId', P.image)
      .replace(':code', 'abc')
      .replace(':id', P.image);
  try {
    const writes = ROUTES.filter((r) => r.write);
    expect(writes.length).toBeGreaterThan(30);
    const before = JSON.stringify(s.server.store.db);
    const journalBefore = (await stat(journalPathOf(file))).size;
    const bodies: { body: Record<string, unknown>; field: string; code: string }[] = [
      { body: { name: 'Kit\u0000chen', username: 'pinstate' }, field: 'name', code: 'U+0000' },
      { body: { title: 'ok', description: 'bell \u0007' }, field: 'description', code: 'U+0007' },
      { body: { pin_ids: ['100001', '1\u001b'] }, field: 'pin_ids[1]', code: 'U+001B' },
      { body: { aux_data: { label: 'x\u007f' } }, field: 'aux_data.label', code: 'U+007F' },
      { body: { query: 'tea\u0085' }, field: 'query', code: 'U+0085' },
    ];
    for (const route of writes) {
      const path = fill(route.path);
      if (route.method === 'GET') {
        const r = await s.call('GET', `${path}?url=https%3A%2F%2Fx.example%2F%00&pin=${P.image}`, {
          viewer: U.default,
        });
        expect(r.status, routeName(route)).toBe(400);
        expect(r.message).toBe(
          'Query parameter "url" holds a control character (U+0000): remove it and send again.',
        );
        continue;
      }
      for (const { body, field, code } of bodies) {
        const r = await s.call(route.method, path, { viewer: U.default, body });
        expect(r.status, `${routeName(route)} ${field}`).toBe(400);
        expect(r.message).toBe(
          `Field "${field}" holds a control character (${code}): remove it and send again.`,
        );
      }
    }
    expect(JSON.stringify(s.server.store.db)).toBe(before);
    expect((await stat(journalPathOf(file))).size).toBe(journalBefore);
  } finally {
    await s.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('tab, line feed and carriage return are text, not refused control characters', async () => {
  const s = await startTestServer();
  try {
    const r = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { description: 'Line one\r\nLine two\tend' },
    });
    expect(r.status).toBe(200);
  } finally {
    await s.close();
  }
});
