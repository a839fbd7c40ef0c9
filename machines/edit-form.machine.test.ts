// Edit forms (pin, saved pin, board, section): validation limits of spec 1 section 5 and spec 3
// sections 5 and 9, and the failure texts of spec 1 section 8.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import {
  editFormMachine,
  selectBusy,
  selectConfirmingDelete,
  selectDirty,
  selectErrors,
  selectFailure,
  selectSaved,
  type DeleteEditInput,
  type EditFormInput,
  type SaveEditInput,
} from './edit-form.machine';
import { apiError, deferred, flush, formOf, type Deferred } from './test-support';

const BOARD: EditFormInput = {
  form: formOf('board', 'b1'),
  values: { name: 'Kitchen', description: '', privacy: 'public' },
  deletable: true,
};

function setupForm(input: EditFormInput = BOARD) {
  const saves: { input: SaveEditInput; answer: Deferred<unknown> }[] = [];
  const deletes: { input: DeleteEditInput; answer: Deferred<void> }[] = [];
  const logic = editFormMachine.provide({
    actors: {
      // The server's answer, with nothing following it (the runtime says what follows).
      saveEdit: fromPromise(({ input: call }: { input: SaveEditInput }) => {
        const answer = deferred<unknown>();
        saves.push({ input: call, answer });
        return answer.promise.then((output) => ({ output, outcome: {} }));
      }),
      deleteEdit: fromPromise(({ input: call }: { input: DeleteEditInput }) => {
        const answer = deferred<void>();
        deletes.push({ input: call, answer });
        return answer.promise.then(() => ({}));
      }),
    },
  });
  const actor = createActor(logic, { input });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e));
  actor.start();
  const change = (name: string, value: string) => actor.send({ type: 'field.change', name, value });
  return { actor, saves, deletes, emitted, change, state: () => actor.getSnapshot() };
}

test('save sends only the fields that changed', () => {
  const t = setupForm();
  t.change('name', 'Kitchen ideas');
  t.actor.send({ type: 'form.submit' });
  expect(t.saves[0]?.input).toMatchObject({
    kind: 'board',
    id: 'b1',
    changes: { name: 'Kitchen ideas' },
  });
});

test('nothing is sent while nothing changed', () => {
  const t = setupForm();
  expect(selectDirty(t.state())).toBe(false);
  t.actor.send({ type: 'form.submit' });
  expect(t.saves).toHaveLength(0);
  t.change('name', 'Kitchen ideas');
  t.change('name', 'Kitchen');
  t.actor.send({ type: 'form.submit' });
  expect(t.saves).toHaveLength(0);
});

test('board title max 50 characters: a longer name is refused with a message and not sent', () => {
  const t = setupForm();
  t.change('name', 'x'.repeat(51));
  t.actor.send({ type: 'form.submit' });
  expect(selectErrors(t.state()).name).toBe('A board name can be at most 50 characters.');
  expect(t.saves).toHaveLength(0);
  t.change('name', 'x'.repeat(50));
  expect(selectErrors(t.state()).name).toBeUndefined();
  t.actor.send({ type: 'form.submit' });
  expect(t.saves).toHaveLength(1);
});

test('a board name of only spaces is refused', () => {
  const t = setupForm();
  t.change('name', '   ');
  t.actor.send({ type: 'form.submit' });
  expect(selectErrors(t.state()).name).toBe('Give your board a name.');
  expect(t.saves).toHaveLength(0);
});

test('board pin description max 500 characters', () => {
  const t = setupForm();
  t.change('description', 'd'.repeat(501));
  t.actor.send({ type: 'form.submit' });
  expect(selectErrors(t.state()).description).toBe('A description can be at most 500 characters.');
  expect(t.saves).toHaveLength(0);
});

test('pin title max 200 characters', () => {
  const t = setupForm({
    form: formOf('pin', 'p1'),
    values: { title: 'Soup', description: '', boardId: 'b1' },
  });
  t.change('title', 't'.repeat(201));
  t.actor.send({ type: 'form.submit' });
  expect(selectErrors(t.state()).title).toBe('A title can be at most 200 characters.');
  t.change('title', 't'.repeat(200));
  t.actor.send({ type: 'form.submit' });
  expect(t.saves[0]?.input.changes).toEqual({ title: 't'.repeat(200) });
});

test('the fields are disabled while the save runs, and taps on save are ignored', () => {
  const t = setupForm();
  t.change('name', 'Kitchen ideas');
  t.actor.send({ type: 'form.submit' });
  expect(selectBusy(t.state())).toBe(true);
  t.actor.send({ type: 'form.submit' });
  t.change('name', 'Other');
  expect(t.saves).toHaveLength(1);
  expect(t.state().context.values.name).toBe('Kitchen ideas');
});

test('a saved form reports what the server answered and takes the saved values as its baseline', async () => {
  const t = setupForm();
  t.change('name', 'Kitchen ideas');
  t.actor.send({ type: 'form.submit' });
  t.saves[0]?.answer.resolve({ id: 'b1', name: 'Kitchen ideas' });
  await flush();
  expect(selectSaved(t.state())).toBe(true);
  expect(selectDirty(t.state())).toBe(false);
  expect(t.emitted).toContainEqual({
    type: 'form.saved',
    kind: 'board',
    id: 'b1',
    output: { id: 'b1', name: 'Kitchen ideas' },
  });
  t.change('name', 'Kitchen');
  expect(t.state().value).toBe('editing');
  expect(selectDirty(t.state())).toBe(true);
});

test('save fails: the server message shows and every typed value stays', async () => {
  const t = setupForm();
  t.change('name', 'Kitchen ideas');
  t.change('description', 'Things to cook');
  t.actor.send({ type: 'form.submit' });
  t.saves[0]?.answer.reject(apiError(409, 'You already have a board called "Kitchen ideas".'));
  await flush();
  expect(t.state().value).toBe('editing');
  expect(selectFailure(t.state())).toBe('You already have a board called "Kitchen ideas".');
  expect(t.state().context.values).toMatchObject({
    name: 'Kitchen ideas',
    description: 'Things to cook',
  });
  expect(t.emitted.filter((e) => e.type === 'form.saved')).toHaveLength(0);
});

test("save fails with no server message: 'Sorry! Something went wrong on our end.'", async () => {
  const t = setupForm();
  t.change('name', 'Kitchen ideas');
  t.actor.send({ type: 'form.submit' });
  t.saves[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(selectFailure(t.state())).toBe('Sorry! Something went wrong on our end.');
  t.change('name', 'Kitchen ideas!');
  expect(selectFailure(t.state())).toBeNull();
});

test('reset brings back the values the form started with', () => {
  const t = setupForm();
  t.change('name', 'x'.repeat(60));
  t.actor.send({ type: 'form.submit' });
  t.actor.send({ type: 'form.reset' });
  expect(t.state().context.values).toEqual(BOARD.values);
  expect(selectErrors(t.state())).toEqual({});
});

test('delete asks first; cancel goes back to editing with nothing sent', () => {
  const t = setupForm();
  t.actor.send({ type: 'delete.request' });
  expect(selectConfirmingDelete(t.state())).toBe(true);
  t.actor.send({ type: 'delete.cancel' });
  expect(t.state().value).toBe('editing');
  expect(t.deletes).toHaveLength(0);
});

test('a confirmed delete ends the form and reports it', async () => {
  const t = setupForm();
  t.actor.send({ type: 'delete.request' });
  t.actor.send({ type: 'delete.confirm' });
  expect(selectBusy(t.state())).toBe(true);
  expect(t.deletes[0]?.input).toEqual({ form: BOARD.form, kind: 'board', id: 'b1' });
  t.deletes[0]?.answer.resolve();
  await flush();
  expect(t.state().status).toBe('done');
  expect(t.emitted).toContainEqual({ type: 'form.deleted', kind: 'board', id: 'b1' });
});

test("pin delete fails: 'Sorry! There was an error deleting your Pin.'", async () => {
  const t = setupForm({
    form: formOf('pin', 'p1'),
    values: { title: 'Soup', description: '', boardId: 'b1' },
    deletable: true,
  });
  t.actor.send({ type: 'delete.request' });
  t.actor.send({ type: 'delete.confirm' });
  t.deletes[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.state().value).toBe('editing');
  expect(selectFailure(t.state())).toBe('Sorry! There was an error deleting your Pin.');
});

test('a form that is not deletable offers no delete', () => {
  const t = setupForm({ ...BOARD, deletable: false });
  t.actor.send({ type: 'delete.request' });
  expect(t.state().value).toBe('editing');
});

test('a saved pin form moves the save with every value', () => {
  const t = setupForm({ form: formOf('save', 'r1'), values: { boardId: 'b1' } });
  t.change('boardId', 'b2');
  t.actor.send({ type: 'form.submit' });
  expect(t.saves[0]?.input).toEqual({
    form: formOf('save', 'r1'),
    kind: 'save',
    id: 'r1',
    changes: { boardId: 'b2' },
    values: { boardId: 'b2' },
  });
});
