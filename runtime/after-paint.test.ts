// A press's call goes out after the frame that shows the press (docs/decisions/117): the machine
// has moved at once, only the effect waits for the paint.
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { expect, test } from 'vitest';
import type { Api } from '../api/api';
import type { AfterPaint } from './actor-deps';
import { afterNextPaint, afterPaintOf, atOnce } from './after-paint';
import { createPinActors } from './pin-actors';

/** A paint the test lets happen: `paint()` resolves every wait so far. */
function heldPaint(): { afterPaint: AfterPaint; paint: () => void } {
  let waiting: (() => void)[] = [];
  return {
    afterPaint: () => new Promise<void>((resolve) => waiting.push(resolve)),
    paint: () => {
      const now = waiting;
      waiting = [];
      now.forEach((resolve) => resolve());
    },
  };
}

/** An API whose every call is noted by name and answers `answer`. */
function notingApi(answer: unknown = {}) {
  const calls: string[] = [];
  const api = new Proxy({} as Api, {
    get: (_, name) => () => {
      calls.push(String(name));
      return Promise.resolve(answer);
    },
  });
  return { api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const pressCalls: [string, keyof ReturnType<typeof createPinActors>, unknown, string, unknown][] = [
  ['a Save', 'savePin', { pinId: 'p1', boardId: 'b1', userId: 'u1' }, 'repin', {}],
  ['a Save to the profile', 'ensureQuickSaves', { userId: 'u1' }, 'createBoard', { id: 'b9' }],
  ['a saved pin deleted', 'deleteSave', { id: 's1', boardId: 'b1' }, 'deletePin', undefined],
  ['a heart', 'changeFavorite', { pinId: 'p1', favorite: true }, 'favoritePin', undefined],
  ['the board picker', 'loadBoards', { username: 'ann' }, 'listBoards', { items: [] }],
];

test.each(pressCalls)(
  "%s's call goes out once the press's frame is painted, not in the press",
  async (_, name, input, call, answer) => {
    const { api, calls } = notingApi(answer);
    const { afterPaint, paint } = heldPaint();
    const logic = createPinActors(api, { afterPaint })[name] as AnyActorLogic;
    const actor = createActor(logic, { input }).start();
    await flush();
    expect(calls).toEqual([]);
    paint();
    await toPromise(actor);
    expect(calls).toEqual([call]);
  },
);

test('a press whose actor stops before its frame is painted makes no call', async () => {
  const { api, calls } = notingApi();
  const { afterPaint, paint } = heldPaint();
  const actor = createActor(createPinActors(api, { afterPaint }).savePin, {
    input: { pinId: 'p1', boardId: 'b1', userId: 'u1' },
  }).start();
  actor.stop();
  paint();
  await flush();
  expect(calls).toEqual([]);
});

test("the press's work waits for a task after the press's own, and for the tasks queued before that one ran", async () => {
  const order: string[] = [];
  const post = (name: string, then?: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      order.push(name);
      then?.();
    };
    channel.port2.postMessage(null);
  };
  // The frame the press asked for is a task queued before the work's; it queues one of its own.
  post('frame', () => post('queued by the frame'));
  const waited = afterNextPaint().then(() => order.push('work'));
  // Not in the press's task, nor in its microtasks.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(order).toEqual([]);
  await waited;
  expect(order).toEqual(['frame', 'queued by the frame', 'work']);
});

test("the browser's system, which draws frames, holds a press's calls for the next frame; a system that draws none makes them at once", () => {
  expect(afterPaintOf({ drawsFrames: true })).toBe(afterNextPaint);
  expect(afterPaintOf({})).toBe(atOnce);
  const given: AfterPaint = () => Promise.resolve();
  expect(afterPaintOf({ drawsFrames: true, afterPaint: given })).toBe(given);
});
