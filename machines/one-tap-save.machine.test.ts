// One-tap save (spec 1 section 4) and its error rows (spec 1 section 8).
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { RepinInput, RepinResult } from '../api/api';
import type { SavedInfo } from '../domain/types';
import { oneTapSaveMachine } from './one-tap-save.machine';
import type { OneTapSaveInput } from './one-tap-save.machine';
import type { DeleteSaveInput, QuickSavesInput } from './one-tap-save-types';
import { selectToast } from './toasts.machine';
import { apiError, createHost, deferred, flush, recorder } from './test-support';
import type { Deferred } from './test-support';

const profileSave: RepinResult = {
  id: 'saved-9',
  board: { id: 'b2', url: '/pinstate/quick-saves/', name: 'Quick Saves' },
  section: null,
  isProfileSave: true,
};

const savedInfo: SavedInfo = {
  title: 'Profile',
  type: 'profile',
  url: '/me/',
  localPinId: 'saved-1',
  boardId: 'b2',
};

function setupOneTap(input: Partial<OneTapSaveInput> = {}) {
  const saves: Deferred<RepinResult>[] = [];
  const savedTo: (string | null)[] = [];
  const saveInputs: RepinInput[] = [];
  const boards: Deferred<{ id: string }>[] = [];
  const boardsAskedFor: string[] = [];
  const deletes: Deferred<void>[] = [];
  const deleteInputs: DeleteSaveInput[] = [];
  const held: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  const logic = oneTapSaveMachine.provide({
    actors: {
      ensureQuickSaves: fromPromise(({ input }: { input: QuickSavesInput }) => {
        boardsAskedFor.push(input.userId);
        const d = deferred<{ id: string }>();
        boards.push(d);
        return d.promise;
      }),
      savePin: fromPromise(({ input }: { input: RepinInput }) => {
        savedTo.push(input.boardId);
        saveInputs.push(input);
        const d = deferred<RepinResult>();
        saves.push(d);
        return d.promise;
      }),
      deleteSave: fromPromise(({ input }: { input: DeleteSaveInput }) => {
        deleteInputs.push(input);
        const d = deferred<void>();
        deletes.push(d);
        return d.promise;
      }),
    },
  });
  const host = createHost({
    subject: logic,
    clock,
    input: { pinId: 'p1', saved: null, viewerId: 'u1', ...input },
    extra: { signedOutSaves: recorder(held) },
  });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  const state = () => host.subject.getSnapshot();
  const toastText = () => {
    clock.increment(100);
    return selectToast(host.toasts.getSnapshot())?.toast.headline;
  };
  return {
    ...host,
    saves,
    savedTo,
    saveInputs,
    boards,
    boardsAskedFor,
    deletes,
    deleteInputs,
    held,
    clock,
    emitted,
    state,
    toastText,
  };
}

test('a tap on an unsaved pin goes none to saving to saved', async () => {
  const t = setupOneTap();
  expect(t.state().matches('none')).toBe(true);
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches('saving')).toBe(true);
  expect(t.state().hasTag('busy')).toBe(true);
  t.saves[0]?.resolve(profileSave);
  await flush();
  expect(t.state().matches('saved')).toBe(true);
  expect(t.state().context.saved).toMatchObject({ localPinId: 'saved-9', type: 'profile' });
  expect(t.entities.getSnapshot().context.pins.p1?.saved?.localPinId).toBe('saved-9');
  expect(t.emitted).toContainEqual({
    type: 'pin.oneTapSaved',
    pinId: 'p1',
    savedPinId: 'saved-9',
    isProfileSave: true,
  });
});

test("a one-tap save to profile shows 'Saved to Profile' with 'Change' for 5000 ms", async () => {
  const t = setupOneTap();
  t.subject.send({ type: 'save.toggle' });
  t.saves[0]?.resolve(profileSave);
  await flush();
  t.clock.increment(100);
  const shown = selectToast(t.toasts.getSnapshot());
  expect(shown?.toast).toMatchObject({ headline: 'Saved to Profile', duration: 'save' });
  expect(shown?.toast.action?.label).toBe('Change');
  expect(shown?.toast.action?.href).toBe(
    '/pin/saved-9/repin/?isEditingPin=true&pinBoardId=b2&isFromToast=true&originalPinId=p1',
  );
});

test("a failed one-tap save resets to none with the server's message", async () => {
  const t = setupOneTap();
  t.subject.send({ type: 'save.toggle' });
  t.saves[0]?.reject(apiError(500, 'Board is full'));
  await flush();
  expect(t.state().matches('none')).toBe(true);
  expect(t.toastText()).toBe('Board is full');
  expect(t.entities.getSnapshot().context.pins.p1).toBeUndefined();
});

test("a failed one-tap save without a message shows 'Sorry! Something went wrong on our end.'", async () => {
  const t = setupOneTap();
  t.subject.send({ type: 'save.toggle' });
  t.saves[0]?.reject(apiError(0, null));
  await flush();
  expect(t.state().matches('none')).toBe(true);
  expect(t.toastText()).toBe('Sorry! Something went wrong on our end.');
});

test("a tap on a saved pin goes deleting then none with 'Pin deleted!'", async () => {
  const t = setupOneTap({ saved: savedInfo });
  expect(t.state().matches('saved')).toBe(true);
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches('deleting')).toBe(true);
  t.deletes[0]?.resolve();
  await flush();
  expect(t.state().matches('none')).toBe(true);
  expect(t.toastText()).toBe('Pin deleted!');
  expect(t.entities.getSnapshot().context.pins.p1?.saved).toBeNull();
});

test("a failed delete returns to saved with 'Sorry! There was an error deleting your Pin.'", async () => {
  const t = setupOneTap({ saved: savedInfo });
  t.subject.send({ type: 'save.toggle' });
  t.deletes[0]?.reject(apiError(500, 'Server says no'));
  await flush();
  expect(t.state().matches('saved')).toBe(true);
  expect(t.toastText()).toBe('Sorry! There was an error deleting your Pin.');
});

test('taps are ignored while saving', async () => {
  const t = setupOneTap();
  t.subject.send({ type: 'save.toggle' });
  t.subject.send({ type: 'save.toggle' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.saves).toHaveLength(1);
  t.saves[0]?.resolve(profileSave);
  await flush();
  expect(t.state().matches('saved')).toBe(true);
  expect(t.deletes).toHaveLength(0);
});

test('taps are ignored while deleting', () => {
  const t = setupOneTap({ saved: savedInfo });
  t.subject.send({ type: 'save.toggle' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.deletes).toHaveLength(1);
  expect(t.saves).toHaveLength(0);
});

test('on the explore-local tab a tap on an unsaved pin asks for the repin route', () => {
  const t = setupOneTap({ surface: 'explore-local' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches('none')).toBe(true);
  expect(t.saves).toHaveLength(0);
  expect(t.emitted).toContainEqual({
    type: 'navigate',
    to: '/pin/p1/repin/',
    state: { isOneTapSave: true, origin: 'explore-local' },
  });
});

test('on the explore-local tab a tap on a saved pin still deletes the save', () => {
  const t = setupOneTap({ surface: 'explore-local', saved: savedInfo });
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches('deleting')).toBe(true);
});

test('on the explore-local tab the tap carries its surface: the same pin on another surface saves', () => {
  const t = setupOneTap({ surface: 'SearchItem' });
  t.subject.send({ type: 'save.toggle', surface: 'explore-local' });
  expect(t.state().matches('none')).toBe(true);
  expect(t.emitted).toContainEqual({
    type: 'navigate',
    to: '/pin/p1/repin/',
    state: { isOneTapSave: true, origin: 'explore-local' },
  });
  t.subject.send({ type: 'save.toggle', surface: 'Repin' });
  expect(t.state().matches('saving')).toBe(true);
  expect(t.saves).toHaveLength(1);
});

test('save_behavior 0 saves to the Quick Saves board, asked for by the user_id the first time it is needed', async () => {
  const t = setupOneTap({ username: 'pinstate' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches({ saving: 'quickSaves' })).toBe(true);
  expect(t.state().hasTag('busy')).toBe(true);
  expect(t.boardsAskedFor).toEqual(['u1']);
  expect(t.saves).toHaveLength(0);
  t.boards[0]?.resolve({ id: 'b2' });
  await flush();
  expect(t.state().matches({ saving: 'repin' })).toBe(true);
  expect(t.savedTo).toEqual(['b2']);
  t.saves[0]?.resolve(profileSave);
  await flush();
  expect(t.state().matches('saved')).toBe(true);
  expect(t.toastText()).toBe('Saved to Profile');
  // Unsave, then save again: the board is known, it is not asked for twice.
  t.subject.send({ type: 'save.toggle' });
  t.deletes[0]?.resolve();
  await flush();
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches({ saving: 'repin' })).toBe(true);
  expect(t.boardsAskedFor).toEqual(['u1']);
  expect(t.savedTo).toEqual(['b2', 'b2']);
});

test('a Quick Saves board already known is not asked for', () => {
  const t = setupOneTap({ username: 'pinstate', profileBoardId: 'b2' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.boardsAskedFor).toEqual([]);
  expect(t.savedTo).toEqual(['b2']);
});

test("a failed Quick Saves board call resets to none with the server's message and saves nothing", async () => {
  const t = setupOneTap({ username: 'pinstate' });
  t.subject.send({ type: 'save.toggle' });
  t.boards[0]?.reject(apiError(500, 'Boards are resting'));
  await flush();
  expect(t.state().matches('none')).toBe(true);
  expect(t.saves).toHaveLength(0);
  expect(t.toastText()).toBe('Boards are resting');
});

test('a signed-out tap is handed to the signed-out saves, not sent to the server', () => {
  const t = setupOneTap({ viewerId: null });
  t.subject.send({ type: 'save.toggle' });
  expect(t.saves).toHaveLength(0);
  expect(t.held).toEqual([{ type: 'signedOut.save', pinId: 'p1' }]);
});

test('a one-tap save logs the repin event 5 with where the pin was tapped', async () => {
  const home = { viewType: 'home_feed', viewParameter: 141, component: 'pin_card' } as const;
  const closeup = { viewType: 'closeup', viewParameter: 141, component: 'closeup' } as const;
  const t = setupOneTap({ view: home });
  // The pin is tapped on the closeup this time: that is where it was saved from.
  t.subject.send({ type: 'save.toggle', view: closeup });
  expect(t.emitted.filter((e) => e.type === 'log')).toEqual([]);
  t.saves[0]?.resolve(profileSave);
  await flush();
  expect(t.emitted.filter((e) => e.type === 'log')).toEqual([
    {
      type: 'log',
      eventType: 5,
      ...closeup,
      element: 'save_button',
      objectId: 'p1',
      auxData: { is_profile_save: true, board_id: 'b2' },
    },
  ]);
});

test("the one-tap save's Repin create carries where the pin was tapped as its eventContext", () => {
  const closeup = { viewType: 'closeup', viewParameter: 141, component: 'closeup' } as const;
  const t = setupOneTap({ view: null });
  t.subject.send({ type: 'save.toggle', view: closeup });
  expect(t.saveInputs).toEqual([expect.objectContaining({ eventContext: closeup })]);
});

test('a failed one-tap save logs no repin event', async () => {
  const t = setupOneTap();
  t.subject.send({ type: 'save.toggle' });
  t.saves[0]?.reject(apiError(500, null));
  await flush();
  expect(t.emitted.filter((e) => e.type === 'log')).toEqual([]);
});

test("a one-tap unsave's Pin delete sends the saved pin's id, its board and the pin's client_tracking_params", async () => {
  const t = setupOneTap({ saved: savedInfo, clientTrackingParams: 'ctp-7' });
  t.subject.send({ type: 'save.toggle' });
  expect(t.state().matches('deleting')).toBe(true);
  expect(t.deleteInputs).toEqual([
    { id: 'saved-1', boardId: 'b2', pinId: 'p1', clientTrackingParams: 'ctp-7' },
  ]);
  t.deletes[0]?.resolve();
  await flush();
  expect(t.state().matches('none')).toBe(true);
});
