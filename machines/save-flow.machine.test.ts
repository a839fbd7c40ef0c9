// Save (repin) flow: spec 1 section 4, spec 3 section 4, spec 1 section 8 "Save fails".
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import { saveFlowMachine, isValidBoardTitle } from './save-flow.machine';
import { boardPickerMachine, type BoardPickerSnapshot } from './board-picker.machine';
import type { BoardOption, SaveFlowInput } from './save-flow.machine';
import { savedIndicatorMachine, selectSavedIndicator } from './saved-indicator.machine';
import type { SavedIndicatorSnapshot } from './saved-indicator.machine';
import { selectToast } from './toasts.machine';
import { apiError, createHost, deferred, flush, recorder } from './test-support';
import type { Deferred } from './test-support';
import { UNKNOWN_VIEW, type LogView } from '../domain/log-view';

const boardSave: RepinResult = {
  id: 'saved-5',
  board: { id: 'b1', url: '/pinstate/garden-ideas/', name: 'Garden ideas' },
  section: null,
  isProfileSave: false,
};

const HOME_CARD: LogView = { viewType: 'home_feed', viewParameter: 141, component: 'pin_card' };
const CLOSEUP: LogView = { viewType: 'closeup', viewParameter: 141, component: 'closeup' };

test('a repin logs 5 with the view type and parameter of the card it was saved from', async () => {
  const t = setupSave({ view: HOME_CARD });
  t.subject.send({ type: 'pin.save', boardId: 'b1', boardName: 'Garden ideas' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  expect(t.emitted).toContainEqual({
    type: 'log',
    eventType: 5,
    viewType: 'home_feed',
    viewParameter: 141,
    component: 'pin_card',
    element: 'save_button',
    objectId: 'p1',
    auxData: { is_profile_save: false, board_id: 'b1' },
  });
});

test('a repin from the picker logs the view the picker was opened in', async () => {
  const t = setupSave({ view: HOME_CARD });
  t.subject.send({ type: 'picker.open', view: CLOSEUP });
  t.subject.send({ type: 'pin.save', boardId: 'b1', boardName: 'Garden ideas' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  expect(t.emitted.find((e) => e.type === 'log')).toMatchObject({
    eventType: 5,
    viewType: 'closeup',
    viewParameter: 141,
    component: 'closeup',
  });
});

const boards: BoardOption[] = [
  { id: 'b1', name: 'Garden ideas', url: '/pinstate/garden-ideas/', privacy: 'public' },
  { id: 'b5', name: 'Kitchens', url: '/pinstate/kitchens/', privacy: 'public' },
];

function setupSave(input: Partial<SaveFlowInput> = {}) {
  const repins: { input: RepinInput; answer: Deferred<RepinResult> }[] = [];
  const loads: Deferred<BoardOption[]>[] = [];
  const creates: { input: { name: string; username: string }; answer: Deferred<BoardOption> }[] =
    [];
  const session: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  const logic = saveFlowMachine.provide({
    actors: {
      savePin: fromPromise(({ input: call }: { input: RepinInput }) => {
        const answer = deferred<RepinResult>();
        repins.push({ input: call, answer });
        return answer.promise;
      }),
      boardPicker: boardPickerMachine.provide({
        actors: {
          loadBoards: fromPromise(() => {
            const answer = deferred<BoardOption[]>();
            loads.push(answer);
            return answer.promise;
          }),
          createBoard: fromPromise(
            ({ input: call }: { input: { name: string; username: string } }) => {
              const answer = deferred<BoardOption>();
              creates.push({ input: call, answer });
              return answer.promise;
            },
          ),
        },
      }),
    },
  });
  const host = createHost({
    subject: logic,
    clock,
    input: {
      pinId: 'p1',
      saved: null,
      viewerId: 'u1',
      username: 'pinstate',
      thumbnailUrl: '/img/236x/abc/236x300/sig.svg',
      ...input,
    },
    extra: {
      session: recorder(session),
      'pin.p1.savedIndicator': savedIndicatorMachine,
    },
    extraInputs: { 'pin.p1.savedIndicator': { saved: null } },
  });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  const toast = () => {
    clock.increment(100);
    return selectToast(host.toasts.getSnapshot());
  };
  return {
    ...host,
    repins,
    loads,
    creates,
    session,
    clock,
    emitted,
    toast,
    state: () => host.subject.getSnapshot(),
  };
}

test('a save with no board id is a profile save', async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save' });
  expect(t.state().matches('saving')).toBe(true);
  expect(t.repins[0]?.input).toMatchObject({ pinId: 'p1', boardId: null, userId: 'u1' });
  t.repins[0]?.answer.resolve({ id: 'saved-2', board: null, section: null, isProfileSave: true });
  await flush();
  expect(t.emitted).toContainEqual({
    type: 'log',
    eventType: 5,
    ...UNKNOWN_VIEW,
    element: 'save_button',
    objectId: 'p1',
    auxData: { is_profile_save: true, board_id: null },
  });
  const shown = t.toast();
  expect(shown?.toast).toMatchObject({ headline: 'Saved to Profile', duration: 'save' });
  expect(shown?.toast.action?.label).toBe('Change');
});

test("a board save calls back, updates the store, remembers the saved pin id and shows 'Saved to {board}'", async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save', boardId: 'b1', boardName: 'Garden ideas' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  expect(t.state().matches('saved')).toBe(true);
  expect(t.state().context.saved?.localPinId).toBe('saved-5');
  expect(t.emitted[0]).toEqual({
    type: 'pin.saved',
    pinId: 'p1',
    savedPinId: 'saved-5',
    boardId: 'b1',
    sectionId: null,
    isProfileSave: false,
  });
  expect(t.entities.getSnapshot().context.savedPinIds).toEqual({ p1: 'saved-5' });
  expect(t.entities.getSnapshot().context.boards.b1?.pinCountDelta).toBe(1);
  const shown = t.toast();
  expect(shown?.toast.headline).toBe('Saved to Garden ideas');
  expect(shown?.toast.action ?? null).toBeNull();
});

test('the original pin id is remembered too when it differs', async () => {
  const t = setupSave({ originalPinId: 'p0' });
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  expect(t.repins[0]?.input.originalPinId).toBe('p0');
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  expect(t.entities.getSnapshot().context.savedPinIds).toEqual({ p1: 'saved-5', p0: 'saved-5' });
});

test("a section save shows 'Saved to {section} in {board}'", async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save', boardId: 'b1', sectionId: 's1', sectionName: 'Roses' });
  expect(t.repins[0]?.input).toMatchObject({ boardId: 'b1', sectionId: 's1' });
  t.repins[0]?.answer.resolve({
    ...boardSave,
    section: { id: 's1', title: 'Roses', slug: 'roses' },
  });
  await flush();
  expect(t.toast()?.toast.headline).toBe('Saved to Roses in Garden ideas');
});

test("a new user's board save toast offers 'Organize'", async () => {
  const t = setupSave({ isNewUser: true });
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  expect(t.toast()?.toast.action).toEqual({ label: 'Organize', href: '/pinstate/garden-ideas/' });
});

test('the save toast lasts 5000 ms', async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  t.clock.increment(100);
  t.clock.increment(4999);
  expect(t.toasts.getSnapshot().matches('visible')).toBe(true);
  t.clock.increment(1);
  expect(t.toasts.getSnapshot().matches('hiding')).toBe(true);
});

test("the card's indicator shows 'Saved!' then the board name 950 ms later", async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  t.repins[0]?.answer.resolve(boardSave);
  await flush();
  const indicator = t.get('pin.p1.savedIndicator');
  expect(selectSavedIndicator(indicator.getSnapshot() as SavedIndicatorSnapshot)?.text).toBe(
    'Saved!',
  );
  t.clock.increment(950);
  expect(selectSavedIndicator(indicator.getSnapshot() as SavedIndicatorSnapshot)?.text).toBe(
    'Garden ideas',
  );
});

test("a failed save shows the server's message", async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  t.repins[0]?.answer.reject(apiError(400, 'You cannot save to this board'));
  await flush();
  expect(t.state().matches('idle')).toBe(true);
  expect(t.toast()?.toast).toMatchObject({
    headline: 'You cannot save to this board',
    tone: 'error',
  });
  expect(t.entities.getSnapshot().context.pins).toEqual({});
});

test("a failed save without a message shows 'Sorry! Something went wrong on our end.'", async () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save' });
  t.repins[0]?.answer.reject(apiError(0, null));
  await flush();
  expect(t.toast()?.toast.headline).toBe('Sorry! Something went wrong on our end.');
});

test('a failed save of an already saved pin keeps it saved', async () => {
  const t = setupSave({
    saved: { title: 'Kitchens', type: 'board', url: '/k/', localPinId: 'x', boardId: 'b5' },
  });
  expect(t.state().matches('saved')).toBe(true);
  t.subject.send({ type: 'pin.save', boardId: 'b1' });
  t.repins[0]?.answer.reject(apiError(500, null));
  await flush();
  expect(t.state().matches('saved')).toBe(true);
});

test('saves are not sent twice while one runs', () => {
  const t = setupSave();
  t.subject.send({ type: 'pin.save' });
  t.subject.send({ type: 'pin.save' });
  t.subject.send({ type: 'picker.open' });
  expect(t.repins).toHaveLength(1);
  expect(t.state().matches('saving')).toBe(true);
});

test('a logged-out save opens the login prompt instead', () => {
  const t = setupSave({ viewerId: null, username: null });
  t.subject.send({ type: 'pin.save' });
  t.subject.send({ type: 'picker.open' });
  expect(t.repins).toHaveLength(0);
  expect(t.session).toEqual([
    { type: 'loginPrompt.open', action: 'save' },
    { type: 'loginPrompt.open', action: 'save' },
  ]);
});

/** Opens the picker and lets its board list arrive. */
async function openPicker(t: ReturnType<typeof setupSave>) {
  t.subject.send({ type: 'picker.open' });
  t.loads.at(-1)?.resolve(boards);
  await flush();
}

/** The open board picker's snapshot (its own machine, run by the save flow while open). */
function pickerOf(t: ReturnType<typeof setupSave>): BoardPickerSnapshot {
  const ref = t.state().children.boardPicker as
    { getSnapshot: () => BoardPickerSnapshot } | undefined;
  if (!ref) throw new Error('The board picker is not open.');
  return ref.getSnapshot();
}

test("the inline picker loads the viewer's boards and saves to the chosen one", async () => {
  const t = setupSave();
  t.subject.send({ type: 'picker.open' });
  expect(pickerOf(t).matches('loading')).toBe(true);
  t.loads[0]?.resolve(boards);
  await flush();
  expect(pickerOf(t).matches('ready')).toBe(true);
  expect(pickerOf(t).context.boards.map((b) => b.id)).toEqual(['b1', 'b5']);
  t.subject.send({ type: 'pin.save', boardId: 'b5', boardName: 'Kitchens' });
  expect(t.repins[0]?.input.boardId).toBe('b5');
});

test('a failed board list can be retried', async () => {
  const t = setupSave();
  t.subject.send({ type: 'picker.open' });
  t.loads[0]?.reject(apiError(500, null));
  await flush();
  expect(pickerOf(t).matches('failed')).toBe(true);
  t.subject.send({ type: 'picker.retry' });
  expect(t.loads).toHaveLength(2);
});

test('closing the picker returns without saving', async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'picker.close' });
  expect(t.state().matches('idle')).toBe(true);
});

test('creating a board from the picker refreshes the board list and lists the new board first', async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'board.create', title: '  Patio  ' });
  expect(pickerOf(t).matches('creating')).toBe(true);
  expect(t.creates[0]?.input).toEqual({ name: 'Patio', username: 'pinstate' });
  const patio: BoardOption = {
    id: 'b99',
    name: 'Patio',
    url: '/pinstate/patio/',
    privacy: 'public',
  };
  t.creates[0]?.answer.resolve(patio);
  await flush();
  expect(pickerOf(t).matches('loading')).toBe(true);
  expect(t.entities.getSnapshot().context.boardListVersion).toBe(1);
  t.loads[1]?.resolve([...boards, patio]);
  await flush();
  expect(pickerOf(t).context.boards.map((b) => b.id)).toEqual(['b99', 'b1', 'b5']);
  expect(t.state().context.createdBoard?.id).toBe('b99');
});

test("a save to the board just created shows the toast's thumbnail with its badge", async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'board.create', title: 'Patio' });
  t.creates[0]?.answer.resolve({
    id: 'b99',
    name: 'Patio',
    url: '/pinstate/patio/',
    privacy: 'public',
  });
  await flush();
  t.loads[1]?.resolve(boards);
  await flush();
  t.subject.send({ type: 'pin.save', boardId: 'b99' });
  t.repins[0]?.answer.resolve({
    ...boardSave,
    board: { id: 'b99', url: '/pinstate/patio/', name: 'Patio' },
  });
  await flush();
  expect(t.toast()?.toast).toMatchObject({
    headline: 'Saved to Patio',
    thumbnailUrl: '/img/236x/abc/236x300/sig.svg',
  });
  t.clock.increment(700);
  expect(selectToast(t.toasts.getSnapshot())?.badgeShown).toBe(true);
});

test('a board title must be 1 to 50 characters', async () => {
  expect(isValidBoardTitle('')).toBe(false);
  expect(isValidBoardTitle('   ')).toBe(false);
  expect(isValidBoardTitle('x'.repeat(50))).toBe(true);
  expect(isValidBoardTitle('x'.repeat(51))).toBe(false);
  const t = setupSave();
  await openPicker(t);
  expect(pickerOf(t).can({ type: 'board.create', title: 'x'.repeat(51) })).toBe(false);
  t.subject.send({ type: 'board.create', title: 'x'.repeat(51) });
  expect(t.creates).toHaveLength(0);
});

test("a failed board creation keeps the picker open with the server's message", async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'board.create', title: 'Patio' });
  t.creates[0]?.answer.reject(apiError(409, 'You already have a board with that name.'));
  await flush();
  expect(pickerOf(t).matches('naming')).toBe(true);
  expect(pickerOf(t).context.createError).toBe('You already have a board with that name.');
});

test("naming a new board: the title typed is the machine's, sent only at 1 to 50 characters", async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'naming.start' });
  expect(pickerOf(t).matches('naming')).toBe(true);
  expect(pickerOf(t).can({ type: 'board.create' })).toBe(false);
  t.subject.send({ type: 'naming.change', title: 'x'.repeat(51) });
  expect(pickerOf(t).can({ type: 'board.create' })).toBe(false);
  t.subject.send({ type: 'naming.change', title: 'Balcony' });
  expect(pickerOf(t).context.draft).toBe('Balcony');
  t.subject.send({ type: 'board.create' });
  expect(t.creates[0]?.input).toEqual({ name: 'Balcony', username: 'pinstate' });
});

test('cancelling the new board form goes back to the list and forgets the title', async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'naming.start' });
  t.subject.send({ type: 'naming.change', title: 'Balcony' });
  t.subject.send({ type: 'naming.cancel' });
  expect(pickerOf(t).matches('ready')).toBe(true);
  expect(pickerOf(t).context.draft).toBe('');
});

test('a board created before is listed first when the picker opens again', async () => {
  const t = setupSave();
  await openPicker(t);
  t.subject.send({ type: 'board.create', title: 'Patio' });
  const patio: BoardOption = {
    id: 'b99',
    name: 'Patio',
    url: '/pinstate/patio/',
    privacy: 'public',
  };
  t.creates[0]?.answer.resolve(patio);
  await flush();
  t.subject.send({ type: 'picker.close' });
  t.subject.send({ type: 'picker.open' });
  t.loads.at(-1)?.resolve(boards);
  await flush();
  expect(pickerOf(t).context.boards.map((b) => b.id)).toEqual(['b99', 'b1', 'b5']);
});
