// The named edit forms: each name maps to its save and delete calls and to what follows them
// (store changes, a toast, the page to go to); a name the table does not know fails the type
// check; and an edit form of the app's root holds only plain data.
import { expect, test, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { Api } from '../api/api';
import { PIN_DELETED } from '../domain/save';
import type { EditFormInput, EditFormSnapshot } from '../machines/edit-form.machine';
import { editFormId, editFormKind } from '../machines/edit-form-types';
import type { EntityStoreRef } from '../machines/entity-store.machine';
import { editFormActorId } from '../machines/page-kinds';
import { SYSTEM_IDS } from '../machines/system-ids';
import { createAppLogic } from './app-logic';
import { createEditForms, runDelete, runSave, type EditFormEffects } from './edit-forms';

const board = { id: 'b1', name: 'Kitchen', url: '/ann/kitchen/', layout: 'default' };

/** An API whose named calls answer at once and whose other calls never answer. */
function fakeApi(calls: Record<string, (...args: unknown[]) => Promise<unknown>>): Api {
  return new Proxy({} as Api, {
    get: (_target, key: string) => calls[key] ?? (() => new Promise(() => {})),
  });
}

test('a board form saves only what changed, and the store and the page follow', async () => {
  const updateBoard = vi.fn(() => Promise.resolve({ ...board, name: 'Kitchen ideas' }));
  const forms = createEditForms(fakeApi({ updateBoard }));
  const form = { name: 'board', boardId: 'b1', ownerUsername: 'ann' } as const;
  const saved = await runSave(forms, {
    form,
    kind: 'board',
    id: 'b1',
    changes: { name: ' Kitchen ideas ' },
    values: { name: ' Kitchen ideas ', description: '', privacy: 'public' },
  });
  expect(updateBoard).toHaveBeenCalledWith({ id: 'b1', name: 'Kitchen ideas' });
  expect(saved.outcome).toEqual({
    entities: [{ type: 'board.updated', board: { ...board, name: 'Kitchen ideas' } }],
    navigateTo: '/ann/kitchen/',
  });
});

test("a pin form's delete removes the pin, says so and goes to its board", async () => {
  const deletePin = vi.fn(() => Promise.resolve());
  const forms = createEditForms(fakeApi({ deletePin }));
  const form = { name: 'pin', pinId: 'p1', boardId: 'b1', boardUrl: '/ann/kitchen/' } as const;
  await expect(runDelete(forms, { form, kind: 'pin', id: 'p1' })).resolves.toEqual({
    entities: [{ type: 'pin.deleted', pinId: 'p1', boardId: 'b1' }],
    toast: { headline: PIN_DELETED },
    navigateTo: '/ann/kitchen/',
  });
  expect(deletePin).toHaveBeenCalledWith({ id: 'p1' });
});

test('a form that deletes nothing fails a delete', async () => {
  const forms = createEditForms(fakeApi({}));
  const form = { name: 'newBoard', username: 'ann' } as const;
  await expect(runDelete(forms, { form, kind: 'board', id: 'new' })).rejects.toThrow(
    'The newBoard form deletes nothing',
  );
});

test('a form name the table does not know, or a table without a form, fails the type check', async () => {
  const forms = createEditForms(fakeApi({}));
  await expect(
    runSave(forms, {
      // @ts-expect-error: 'comment' is not a named form.
      form: { name: 'comment', commentId: 'c1' },
      kind: 'pin',
      id: 'c1',
      changes: {},
      values: {},
    }),
  ).rejects.toThrow();
  // @ts-expect-error: every named form needs its save.
  const partial: EditFormEffects = { pin: forms.pin };
  expect(Object.keys(partial)).toEqual(['pin']);
});

/** Whether a value is plain data: no functions, nothing JSON would change. */
function plainData(value: unknown): boolean {
  return (
    !containsFunction(value) &&
    JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value)
  );
}

function containsFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsFunction);
}

test("an edit form in the app's root holds only plain data, and records what follows its save", async () => {
  const created = { ...board, id: 'b9', name: 'Patio' };
  const createBoard = vi.fn(() => Promise.resolve(created));
  const root = createActor(createAppLogic(fakeApi({ createBoard })), { input: {} }).start();
  const input: EditFormInput = {
    form: { name: 'newBoard', username: 'ann' },
    values: { name: '', description: '', privacy: 'public' },
  };
  const systemId = editFormActorId(editFormKind(input.form), editFormId(input.form));
  expect(systemId).toBe('board.new.edit');
  root.send({ type: 'page.spawn', systemId, kind: 'editForm', input });
  const form = root.system.get(systemId) as AnyActorRef | undefined;
  expect(form).toBeDefined();
  if (!form) return;
  expect(plainData((form.getSnapshot() as EditFormSnapshot).context)).toBe(true);
  const store = root.system.get(SYSTEM_IDS.entities) as EntityStoreRef;
  const version = store.getSnapshot().context.boardListVersion;
  form.send({ type: 'field.change', name: 'name', value: ' Patio ' });
  form.send({ type: 'form.submit' });
  const saved = (await waitFor(form, (s) =>
    (s as EditFormSnapshot).hasTag('saved'),
  )) as EditFormSnapshot;
  expect(createBoard).toHaveBeenCalledWith({ name: 'Patio', privacy: 'public', username: 'ann' });
  expect(store.getSnapshot().context.boardListVersion).toBe(version + 1);
  expect(plainData(saved.context)).toBe(true);
  root.stop();
});
