import { expect, test } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { makePin } from '../domain/test-pin';
import type { Pin } from '../domain/types';
import { selectFetchedPin } from './entity-store.machine';
import { createHost, deferred, flush } from './test-support';
import {
  cardHoverMachine,
  selectBlocksClick,
  selectIsActive,
  selectMenuOpen,
  selectShowsActionBar,
  type CardHoverInput,
} from './card-hover.machine';

function start(input: Partial<CardHoverInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(cardHoverMachine, {
    clock,
    input: { canEdit: true, contextMenuAllowed: true, ...input },
  });
  actor.start();
  return { actor, clock };
}

test('a card starts inactive', () => {
  const { actor } = start();
  expect(actor.getSnapshot().value).toBe('inactive');
  expect(selectIsActive(actor.getSnapshot())).toBe(false);
});

test('desktop hover goes inactive to active with the 120 ms fade', () => {
  const { actor, clock } = start();
  actor.send({ type: 'hover.start' });
  expect(actor.getSnapshot().matches({ active: { fade: 'fadingIn' } })).toBe(true);
  expect(selectIsActive(actor.getSnapshot())).toBe(true);
  clock.increment(119);
  expect(actor.getSnapshot().matches({ active: { fade: 'fadingIn' } })).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().matches({ active: { fade: 'shown' } })).toBe(true);
});

test('the action bar slides in after 800 ms when the viewer may edit', () => {
  const { actor, clock } = start({ canEdit: true });
  actor.send({ type: 'hover.start' });
  clock.increment(799);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(false);
  clock.increment(1);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(true);
});

test('the action bar never shows when the viewer may not edit', () => {
  const { actor, clock } = start({ canEdit: false });
  actor.send({ type: 'hover.start' });
  clock.increment(5000);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(false);
  expect(selectIsActive(actor.getSnapshot())).toBe(true);
});

test('leaving before 800 ms cancels the action bar and fades out in 120 ms', () => {
  const { actor, clock } = start();
  actor.send({ type: 'hover.start' });
  clock.increment(500);
  actor.send({ type: 'hover.end' });
  expect(actor.getSnapshot().value).toBe('fadingOut');
  clock.increment(400);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(false);
  expect(actor.getSnapshot().value).toBe('inactive');
});

test('hovering again during the fade out restarts the 800 ms wait', () => {
  const { actor, clock } = start();
  actor.send({ type: 'hover.start' });
  clock.increment(700);
  actor.send({ type: 'hover.end' });
  clock.increment(60);
  actor.send({ type: 'hover.start' });
  clock.increment(700);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(false);
  clock.increment(100);
  expect(selectShowsActionBar(actor.getSnapshot())).toBe(true);
});

test('a mobile press held over 500 ms opens the context menu', () => {
  const { actor, clock } = start({ contextMenuAllowed: true });
  actor.send({ type: 'press.start', x: 10, y: 10 });
  clock.increment(499);
  expect(selectMenuOpen(actor.getSnapshot())).toBe(false);
  clock.increment(1);
  expect(selectMenuOpen(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'press.end' });
  expect(selectMenuOpen(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'menu.close' });
  expect(actor.getSnapshot().value).toBe('inactive');
});

test('a release before 500 ms is a tap, not a menu', () => {
  const { actor, clock } = start();
  actor.send({ type: 'press.start', x: 0, y: 0 });
  clock.increment(300);
  actor.send({ type: 'press.end' });
  clock.increment(1000);
  expect(actor.getSnapshot().value).toBe('inactive');
});

test('a long press opens no menu when the viewer is not allowed one', () => {
  const { actor, clock } = start({ contextMenuAllowed: false });
  actor.send({ type: 'press.start', x: 0, y: 0 });
  clock.increment(600);
  expect(selectMenuOpen(actor.getSnapshot())).toBe(false);
  expect(actor.getSnapshot().value).toBe('held');
  actor.send({ type: 'press.end' });
  expect(actor.getSnapshot().value).toBe('inactive');
});

test('moving beyond squared distance 100 cancels the press', () => {
  const { actor, clock } = start();
  actor.send({ type: 'press.start', x: 0, y: 0 });
  actor.send({ type: 'press.move', x: 6, y: 8 });
  expect(actor.getSnapshot().value).toBe('pressing');
  actor.send({ type: 'press.move', x: 8, y: 7 });
  expect(actor.getSnapshot().value).toBe('inactive');
  clock.increment(1000);
  expect(selectMenuOpen(actor.getSnapshot())).toBe(false);
});

test('the tap that ends a long press does not open the closeup, a plain tap does', () => {
  const { actor, clock } = start({ contextMenuAllowed: false });
  actor.send({ type: 'press.start', x: 0, y: 0 });
  expect(selectBlocksClick(actor.getSnapshot())).toBe(false);
  clock.increment(500);
  expect(actor.getSnapshot().value).toBe('held');
  expect(selectBlocksClick(actor.getSnapshot())).toBe(true);
  const menu = start({ contextMenuAllowed: true });
  menu.actor.send({ type: 'press.start', x: 0, y: 0 });
  menu.clock.increment(500);
  expect(selectBlocksClick(menu.actor.getSnapshot())).toBe(true);
});

test('the ContextMenu key (or Shift+F10) opens the context menu at once when one is allowed', () => {
  const allowed = start({ contextMenuAllowed: true });
  allowed.actor.send({ type: 'menu.open' });
  expect(selectMenuOpen(allowed.actor.getSnapshot())).toBe(true);
  allowed.actor.send({ type: 'menu.close' });
  expect(allowed.actor.getSnapshot().value).toBe('inactive');
  const refused = start({ contextMenuAllowed: false });
  refused.actor.send({ type: 'hover.start' });
  refused.actor.send({ type: 'menu.open' });
  expect(selectMenuOpen(refused.actor.getSnapshot())).toBe(false);
});

/** A hover actor beside the real entity store, with a fake closeup fetch that counts its calls. */
function startPrefetching(
  answer: (pinId: string) => Promise<Pin | null>,
  prefetchPinId: string | null = 'p1',
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const codeAsks: number[] = [];
  const host = createHost({
    subject: cardHoverMachine.provide({
      actors: {
        prefetchPin: fromPromise<Pin | null, { pinId: string }>(({ input }) => {
          calls.push(input.pinId);
          return answer(input.pinId);
        }),
      },
      actions: { fetchCloseupCode: () => void codeAsks.push(clock.now()) },
    }),
    input: { canEdit: false, contextMenuAllowed: false, prefetchPinId },
    clock,
  });
  return { actor: host.subject, entities: host.entities, clock, calls, codeAsks };
}

test('a card hovered past the 200 ms prefetch delay fetches its closeup once, into the entity store', async () => {
  const pin = makePin({ id: 'p1' });
  const { actor, entities, clock, calls } = startPrefetching(() => Promise.resolve(pin));
  actor.send({ type: 'hover.start' });
  clock.increment(200 - 1);
  expect(calls).toEqual([]);
  clock.increment(1);
  expect(calls).toEqual(['p1']);
  await flush();
  expect(selectFetchedPin(entities.getSnapshot(), 'p1')).toBe(pin);
  actor.send({ type: 'hover.end' });
  clock.increment(1000);
  actor.send({ type: 'hover.start' });
  clock.increment(1000);
  expect(calls).toEqual(['p1']);
});

test('a pointer that leaves before the prefetch delay fetches nothing', () => {
  const { actor, clock, calls } = startPrefetching(() => Promise.resolve(null));
  actor.send({ type: 'hover.start' });
  clock.increment(200 - 1);
  actor.send({ type: 'hover.end' });
  clock.increment(5000);
  expect(calls).toEqual([]);
});

test('leaving while the prefetch runs cancels it; a failed prefetch is silent', async () => {
  const pending = deferred<Pin | null>();
  const { actor, entities, clock, calls } = startPrefetching(() => pending.promise);
  actor.send({ type: 'hover.start' });
  clock.increment(200);
  expect(actor.getSnapshot().hasTag('prefetching')).toBe(true);
  actor.send({ type: 'hover.end' });
  pending.resolve(makePin({ id: 'p1' }));
  await flush();
  expect(selectFetchedPin(entities.getSnapshot(), 'p1')).toBeUndefined();
  const failing = startPrefetching(() => Promise.reject(new Error('offline')));
  failing.actor.send({ type: 'hover.start' });
  failing.clock.increment(200);
  await flush();
  expect(failing.actor.getSnapshot().matches({ active: { prefetch: 'done' } })).toBe(true);
  expect(calls).toEqual(['p1']);
});

test('a card asks for the closeup code as it becomes active, before the 200 ms data prefetch', async () => {
  const { actor, clock, calls, codeAsks } = startPrefetching(() =>
    Promise.resolve(makePin({ id: 'p1' })),
  );
  actor.send({ type: 'hover.start' });
  expect(codeAsks).toEqual([0]);
  expect(calls).toEqual([]);
  // Left and hovered again before the data came: the code is asked again (the app fetches it
  // once), and the data still waits for the delay.
  actor.send({ type: 'hover.end' });
  actor.send({ type: 'hover.start' });
  expect(codeAsks).toEqual([0, 0]);
  clock.increment(200);
  expect(calls).toEqual(['p1']);
  await flush();
  // Once the closeup's data is in, a hover asks for nothing more.
  actor.send({ type: 'hover.end' });
  clock.increment(1000);
  actor.send({ type: 'hover.start' });
  expect(codeAsks).toEqual([0, 0]);
});

test('a card with no closeup to open never asks for its code', () => {
  const { actor, codeAsks } = startPrefetching(() => Promise.resolve(null), null);
  actor.send({ type: 'hover.start' });
  expect(codeAsks).toEqual([]);
});

test('a card with no closeup to open never prefetches', () => {
  const { actor, clock } = start({ prefetchPinId: null });
  actor.send({ type: 'hover.start' });
  clock.increment(5000);
  expect(actor.getSnapshot().matches({ active: { prefetch: 'waiting' } })).toBe(true);
});
