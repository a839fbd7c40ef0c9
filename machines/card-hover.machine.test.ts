import { expect, test } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
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
