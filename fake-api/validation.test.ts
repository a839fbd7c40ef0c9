// Bad input at the edge (issue 2, "Fake API"): malformed JSON, missing or wrong-typed fields and
// unknown ids answer 400 or 404 with a clear message, and nothing is written, in memory or on disk.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { journalPathOf } from './journal';
import { freshDb, startTestServer } from './testing';

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
];

for (const c of cases) {
  test(`${c.name} answers ${c.status} with a clear message and writes nothing`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pinstate-validation-'));
    const file = join(dir, 'db.json');
    const s = await startTestServer({ db: freshDb(), file });
    try {
      const firstOnB5 = s.server.store.all('pins').find((p) => p.board.id === B.second)?.id ?? '';
      const path = c.path;
      const body = JSON.parse(
        JSON.stringify(c.body ?? null).replace('__FIRST_ON_B5__', firstOnB5),
      ) as unknown;
      const before = JSON.stringify(s.server.store.db);
      const journalBefore = (await stat(journalPathOf(file))).size;
      const r = await s.call(c.method, path, {
        viewer: U.default,
        ...(c.raw !== undefined ? { rawBody: c.raw } : body !== null ? { body } : {}),
      });
      expect(r.status).toBe(c.status);
      expect(r.message).toMatch(c.message);
      expect(JSON.stringify(s.server.store.db)).toBe(before);
      expect((await stat(journalPathOf(file))).size).toBe(journalBefore);
    } finally {
      await s.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
}
