// Every text limit is one domain rule (domain/text.ts, `textLimitProblem`), asked by the edit
// forms and by the fake API alike (spec 1 section 5: pin title 200; spec 3 sections 5 and 9:
// board title 50, board pin description 500). Characters count as a person counts them: 50
// emoji are a 50-character board name, accepted by the form and by the API; 51 are refused by
// both. Each test drives the real server through the typed client.
import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createApi } from '../api/client';
import { validateEdit } from '../domain/edit-forms';
import type { EditFormKind, FormValues } from '../domain/edit-forms';
import { textLength } from '../domain/text';
import { TEXT_LIMITS } from '../domain/text-limits';
import type { Board } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { editFormMachine } from '../machines/edit-form.machine';
import type { SaveEditInput } from '../machines/edit-form.machine';
import { startTestServer, type TestServer } from './testing';
import { formOf } from '../machines/test-support';

const U = KNOWN.users;
const B = KNOWN.boards;
const P = KNOWN.pins;
const S = KNOWN.sections;

/** An emoji outside the Basic Multilingual Plane: one character, two UTF-16 units. */
const EMOJI = '😀';
const emoji = (count: number) => EMOJI.repeat(count);

async function withServer(run: (s: TestServer) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

/**
 * The edit-form machine (the one the board edit page runs) over the real server: its save is the
 * client's call. Answers the machine's field errors, or {} once the save went through.
 */
async function submitForm(
  s: TestServer,
  input: { kind: EditFormKind; id: string; values: FormValues; typed: FormValues },
) {
  const api = createApi({ baseUrl: s.url, getViewerId: () => U.default });
  const call = async ({ kind, id, changes }: SaveEditInput): Promise<unknown> => {
    if (kind === 'board') return api.updateBoard({ id, ...changes });
    if (kind === 'section') return api.updateBoardSection({ id, title: changes.title ?? '' });
    return api.updatePin({ id, ...changes });
  };
  const save = async ({ input: edit }: { input: SaveEditInput }) => ({
    output: await call(edit),
    outcome: {},
  });
  const actor = createActor(editFormMachine.provide({ actors: { saveEdit: fromPromise(save) } }), {
    input: { form: formOf(input.kind, input.id), values: input.values },
  }).start();
  for (const [name, value] of Object.entries(input.typed)) {
    actor.send({ type: 'field.change', name, value });
  }
  actor.send({ type: 'form.submit' });
  const done = await waitFor(actor, (snap) => !snap.hasTag('busy'));
  const { errors, failure } = done.context;
  actor.stop();
  return { errors, failure, saved: done.hasTag('saved') };
}

const boardValues = { name: 'Kitchen', description: '', privacy: 'public' };

test('a board name of 50 emoji is accepted by the form rule and by the API', async () => {
  await withServer(async (s) => {
    const name = emoji(TEXT_LIMITS.boardName.max);
    expect(textLength(name)).toBe(50);
    expect(name.length).toBe(100);
    expect(validateEdit({ kind: 'board', values: { ...boardValues, name } })).toEqual({});

    const form = await submitForm(s, {
      kind: 'board',
      id: B.second,
      values: boardValues,
      typed: { name },
    });
    expect(form).toMatchObject({ errors: {}, failure: null, saved: true });
    expect(s.server.store.get('boards', B.second)?.name).toBe(name);

    const created = await s.call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name: emoji(50).replace(EMOJI, '🍋'), username: 'pinstate' },
    });
    expect(created.status).toBe(201);
    expect((created.data as Board).name).toBe(emoji(50).replace(EMOJI, '🍋'));
  });
});

test('a board name of 51 emoji is refused by the form rule and by the API', async () => {
  await withServer(async (s) => {
    const name = emoji(TEXT_LIMITS.boardName.max + 1);
    const message = 'A board name can be at most 50 characters.';
    expect(validateEdit({ kind: 'board', values: { ...boardValues, name } })).toEqual({
      name: message,
    });

    const form = await submitForm(s, {
      kind: 'board',
      id: B.second,
      values: boardValues,
      typed: { name },
    });
    expect(form).toMatchObject({ errors: { name: message }, saved: false });

    const before = JSON.stringify(s.server.store.db);
    const edit = await s.call('PATCH', `/v3/boards/${B.second}/`, {
      viewer: U.default,
      body: { name },
    });
    expect(edit.status).toBe(400);
    expect(edit.message).toBe('Field "name" must be at most 50 characters.');
    const create = await s.call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name, username: 'pinstate' },
    });
    expect(create.status).toBe(400);
    expect(create.message).toBe('Field "name" must be at most 50 characters.');
    expect(JSON.stringify(s.server.store.db)).toBe(before);
  });
});

test('a section title of 50 emoji is accepted and 51 refused, by the form rule and the API', async () => {
  await withServer(async (s) => {
    const ok = await submitForm(s, {
      kind: 'section',
      id: S.default,
      values: { title: 'Shelves' },
      typed: { title: emoji(50) },
    });
    expect(ok).toMatchObject({ errors: {}, saved: true });
    expect(s.server.store.get('sections', S.default)?.title).toBe(emoji(50));

    const long = emoji(51);
    expect(validateEdit({ kind: 'section', values: { title: long } })).toEqual({
      title: 'A section name can be at most 50 characters.',
    });
    const r = await s.call('PATCH', `/v3/board_sections/${S.default}/`, {
      viewer: U.default,
      body: { title: long },
    });
    expect(r.status).toBe(400);
  });
});

test('pin create keeps the pin edit limits: title 200 and description 500 characters', async () => {
  await withServer(async (s) => {
    const pin = (title: string, description = '') =>
      s.call('POST', '/v3/pins/', {
        viewer: U.default,
        body: { board_id: B.default, image_url: 'https://x.example/a.png', title, description },
      });
    expect((await pin(emoji(TEXT_LIMITS.pinTitle.max))).status).toBe(201);
    const title = await pin(emoji(201));
    expect(title.status).toBe(400);
    expect(title.message).toBe('Field "title" must be at most 200 characters.');
    expect(
      validateEdit({
        kind: 'create',
        values: { image: '/a.png', title: emoji(201), boardId: B.default },
      }),
    ).toMatchObject({ title: 'A title can be at most 200 characters.' });

    expect((await pin('Tea', emoji(TEXT_LIMITS.pinDescription.max))).status).toBe(201);
    const description = await pin('Tea', emoji(501));
    expect(description.status).toBe(400);
    expect(description.message).toBe('Field "description" must be at most 500 characters.');
  });
});

test('a pin title of 200 emoji is saved through the pin edit form; 201 stop in the form and the API', async () => {
  await withServer(async (s) => {
    const values = { title: 'Tea', description: '', boardId: B.default };
    const ok = await submitForm(s, {
      kind: 'pin',
      id: P.ownPin,
      values,
      typed: { title: emoji(200) },
    });
    expect(ok).toMatchObject({ errors: {}, saved: true });
    expect(s.server.store.get('pins', P.ownPin)?.title).toBe(emoji(200));

    const refused = await submitForm(s, {
      kind: 'pin',
      id: P.ownPin,
      values,
      typed: { title: emoji(201) },
    });
    expect(refused).toMatchObject({ errors: { title: 'A title can be at most 200 characters.' } });
    const r = await s.call('PATCH', `/v3/pins/${P.ownPin}/`, {
      viewer: U.default,
      body: { title: emoji(201) },
    });
    expect(r.status).toBe(400);
  });
});

test('a board name holding a NUL is refused by the form rule and by the API', async () => {
  await withServer(async (s) => {
    const name = 'Kit\u0000chen';
    expect(validateEdit({ kind: 'board', values: { ...boardValues, name } })).toEqual({
      name: 'Remove the control character from this text.',
    });
    const before = JSON.stringify(s.server.store.db);
    const r = await s.call('POST', '/v3/boards/', {
      viewer: U.default,
      body: { name, username: 'pinstate' },
    });
    expect(r.status).toBe(400);
    expect(r.message).toBe(
      'Field "name" holds a control character (U+0000): remove it and send again.',
    );
    expect(JSON.stringify(s.server.store.db)).toBe(before);
  });
});
