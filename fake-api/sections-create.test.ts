// Section create on a board (spec 3 section 2 board section routes; section 6: owners can do
// everything on the board, collaborators what collaboratorPermissions lists): a bad body is a 400
// with a message and writes nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { startTestServer } from './testing';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const B = KNOWN.boards;
const U = KNOWN.users;

async function post(boardId: string, body: unknown, user: string = U.default) {
  const r = await fetch(`${s.url}/v3/boards/${boardId}/sections/`, {
    method: 'POST',
    headers: { 'x-pinstate-user': user, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as {
    resource_response: {
      data?: { id: string; title: string; slug: string };
      error?: { message: string };
    };
  };
  return { status: r.status, ...json.resource_response };
}

async function sectionTitles(boardId: string): Promise<string[]> {
  const r = await fetch(`${s.url}/v3/boards/${boardId}/sections/`, {
    headers: { 'x-pinstate-user': U.default },
  });
  const json = (await r.json()) as { resource_response: { data: { title: string }[] } };
  return json.resource_response.data.map((x) => x.title);
}

test('the board owner adds a section; it is listed with a slug', async () => {
  const created = await post(B.second, { title: 'Mountain huts' });
  expect(created.status).toBe(200);
  expect(created.data).toMatchObject({ title: 'Mountain huts', slug: 'mountain-huts' });
  expect(await sectionTitles(B.second)).toContain('Mountain huts');
});

test('a bad body is a 400 with a message and writes nothing', async () => {
  const before = await sectionTitles(B.default);
  for (const body of [
    {},
    { title: '' },
    { title: '   ' },
    { title: 'x'.repeat(51) },
    { title: 7 },
  ]) {
    const answer = await post(B.default, body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.error?.message.length).toBeGreaterThan(0);
  }
  expect(await sectionTitles(B.default)).toEqual(before);
});

test('a title the board already has is a 409; someone else may not add sections', async () => {
  expect((await post(B.default, { title: 'breakfast' })).status).toBe(409);
  expect((await post(B.followed, { title: 'Mine now' })).status).toBe(403);
});
