// Signed-out saves (spec 1 section 4) and the failed merge row (spec 1 section 8).
import { expect, test } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { RepinResult } from '../api/api';
import {
  selectHeldPinIds,
  selectSaveButtonHidden,
  signedOutSavesMachine,
} from './signed-out-saves.machine';
import type { MergeResult, SignedOutStorageEvent } from './signed-out-saves.machine';
import { createHost, deferred, flush, recorder } from './test-support';
import type { Deferred } from './test-support';

const repinOf = (pinId: string): RepinResult => ({
  id: `saved-${pinId}`,
  board: null,
  section: null,
  isProfileSave: true,
});

function setupHeld(stored: string[] = []) {
  const merges: { input: { pinIds: string[]; userId: string }; answer: Deferred<MergeResult> }[] =
    [];
  const persisted: string[][] = [];
  const session: AnyEventObject[] = [];
  const logic = signedOutSavesMachine.provide({
    actors: {
      restoreSignedOutSaves: fromPromise(() => Promise.resolve(stored)),
      persistSignedOutSaves: fromCallback<SignedOutStorageEvent>(({ receive }) => {
        receive((event) => persisted.push(event.held));
      }),
      mergeSignedOutSaves: fromPromise(
        ({ input }: { input: { pinIds: string[]; userId: string } }) => {
          const answer = deferred<MergeResult>();
          merges.push({ input, answer });
          return answer.promise;
        },
      ),
    },
  });
  const host = createHost({ subject: logic, extra: { session: recorder(session) } });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  return { ...host, merges, persisted, session, emitted, state: () => host.subject.getSnapshot() };
}

test('a signed-out save holds the pin id in the session and keeps it locally', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  expect(selectHeldPinIds(t.state())).toEqual(['p1']);
  expect(t.persisted.at(-1)).toEqual(['p1']);
  expect(t.emitted).toEqual([{ type: 'signedOut.held', pinId: 'p1' }]);
});

test('at most 2 signed-out saves are held; a third is refused with the login prompt', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'signedOut.save', pinId: 'p2' });
  t.subject.send({ type: 'signedOut.save', pinId: 'p3' });
  expect(selectHeldPinIds(t.state())).toEqual(['p1', 'p2']);
  expect(t.session).toEqual([{ type: 'loginPrompt.open', action: 'save' }]);
  expect(t.emitted.at(-1)).toEqual({ type: 'signedOut.refused', pinId: 'p3' });
});

test('saving a held pin again keeps one entry', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  expect(selectHeldPinIds(t.state())).toEqual(['p1']);
});

test('held saves are restored from local storage', async () => {
  const t = setupHeld(['p7', 'p8', 'p9']);
  await flush();
  expect(t.state().matches('holding')).toBe(true);
  expect(selectHeldPinIds(t.state())).toEqual(['p7', 'p8']);
});

test('the save button is hidden when a signed-out save is held and the route is not a closeup', async () => {
  const t = setupHeld();
  await flush();
  expect(selectSaveButtonHidden(t.state(), false)).toBe(false);
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  expect(selectSaveButtonHidden(t.state(), false)).toBe(true);
  expect(selectSaveButtonHidden(t.state(), true)).toBe(false);
});

test('after sign-in each held pin is saved once via repin and the list is cleared', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'signedOut.save', pinId: 'p2' });
  t.subject.send({ type: 'session.signedIn', userId: 'u1' });
  expect(t.state().matches('merging')).toBe(true);
  expect(t.merges.map((m) => m.input)).toEqual([{ pinIds: ['p1', 'p2'], userId: 'u1' }]);
  t.subject.send({ type: 'session.signedIn', userId: 'u1' });
  expect(t.merges).toHaveLength(1);
  t.merges[0]?.answer.resolve({
    saved: [
      { pinId: 'p1', result: repinOf('p1') },
      { pinId: 'p2', result: repinOf('p2') },
    ],
    failed: 0,
  });
  await flush();
  expect(selectHeldPinIds(t.state())).toEqual([]);
  expect(t.persisted.at(-1)).toEqual([]);
  expect(t.entities.getSnapshot().context.pins.p1?.saved?.localPinId).toBe('saved-p1');
  expect(t.state().context.mergeErrors).toBe(0);
});

test('a failed merge is silent and only counts an error metric', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'signedOut.save', pinId: 'p2' });
  t.subject.send({ type: 'session.signedIn', userId: 'u1' });
  t.merges[0]?.answer.resolve({ saved: [{ pinId: 'p1', result: repinOf('p1') }], failed: 1 });
  await flush();
  expect(t.state().context.mergeErrors).toBe(1);
  expect(selectHeldPinIds(t.state())).toEqual([]);
  expect(t.toasts.getSnapshot().context.queue).toEqual([]);
  expect(t.toasts.getSnapshot().context.current).toBeNull();
});

test('a merge that throws counts every held pin as an error and clears the list', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'session.signedIn', userId: 'u1' });
  t.merges[0]?.answer.reject(new Error('offline'));
  await flush();
  expect(t.state().context.mergeErrors).toBe(1);
  expect(selectHeldPinIds(t.state())).toEqual([]);
});

test('signing in with nothing held merges nothing', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'session.signedIn', userId: 'u1' });
  expect(t.state().matches('holding')).toBe(true);
  expect(t.merges).toHaveLength(0);
});

test('a held pin can be let go', async () => {
  const t = setupHeld();
  await flush();
  t.subject.send({ type: 'signedOut.save', pinId: 'p1' });
  t.subject.send({ type: 'signedOut.dismiss', pinId: 'p1' });
  expect(selectHeldPinIds(t.state())).toEqual([]);
});

test('a sign-in that arrives before the held saves are read still merges them', async () => {
  const merges: { pinIds: string[]; userId: string }[] = [];
  const restore = deferred<string[]>();
  const logic = signedOutSavesMachine.provide({
    actors: {
      restoreSignedOutSaves: fromPromise(() => restore.promise),
      mergeSignedOutSaves: fromPromise(
        ({ input }: { input: { pinIds: string[]; userId: string } }) => {
          merges.push(input);
          return Promise.resolve<MergeResult>({ saved: [], failed: 0 });
        },
      ),
    },
  });
  const host = createHost({ subject: logic });
  host.subject.send({ type: 'session.signedIn', userId: 'u1' });
  restore.resolve(['p7']);
  await flush();
  expect(merges).toEqual([{ pinIds: ['p7'], userId: 'u1' }]);
  await flush();
  expect(selectHeldPinIds(host.subject.getSnapshot())).toEqual([]);
});
