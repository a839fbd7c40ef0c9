// The card's saved indicator (spec 1 section 4): 'Saved!', then after 950 ms the board name.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { SavedInfo } from '../domain/types';
import { savedIndicatorMachine, selectSavedIndicator } from './saved-indicator.machine';

function start(saved: SavedInfo | null = null) {
  const clock = new SimulatedClock();
  const actor = createActor(savedIndicatorMachine, { clock, input: { saved } }).start();
  return { clock, actor, view: () => selectSavedIndicator(actor.getSnapshot()) };
}

test('an unsaved pin shows no indicator', () => {
  expect(start().view()).toBeNull();
});

test("a new save shows 'Saved!' and after 950 ms the board name", () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'pin.saved', boardName: 'Garden ideas', href: '/pinstate/garden/' });
  expect(view()).toMatchObject({ kind: 'justSaved', text: 'Saved!' });
  clock.increment(949);
  expect(view()?.text).toBe('Saved!');
  clock.increment(1);
  expect(view()).toEqual({
    kind: 'justSaved',
    text: 'Garden ideas',
    fullText: 'Garden ideas',
    href: '/pinstate/garden/',
  });
});

test("a boardless save switches to 'Saved to Profile' after 950 ms", () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'pin.saved', boardName: null, href: '/me/' });
  clock.increment(950);
  expect(view()?.text).toBe('Saved to Profile');
});

test("a save to a board with a blank name reads 'Saved to Profile'", () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'pin.saved', boardName: '  ', href: '/me/' });
  clock.increment(950);
  expect(view()).toMatchObject({ text: 'Saved to Profile', fullText: 'Saved to Profile' });
});

test('the board name is truncated to 20 characters in the simplified style', () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'pin.saved', boardName: 'A very long board name indeed' });
  clock.increment(950);
  expect(view()?.text).toBe('A very long board na…');
  expect(view()?.fullText).toBe('A very long board name indeed');
});

test('a pin already saved at load is shown differently from one saved just now', () => {
  const { view } = start({
    title: 'Garden ideas',
    type: 'board',
    url: '/pinstate/garden/',
    localPinId: 's1',
    boardId: 'b1',
  });
  expect(view()).toMatchObject({ kind: 'atLoad', text: 'Garden ideas' });
});

test('an unsave clears the indicator', () => {
  const { actor, view } = start({
    title: 'Profile',
    type: 'profile',
    url: '/me/',
    localPinId: 's1',
    boardId: null,
  });
  expect(view()).toMatchObject({ kind: 'atLoad', text: 'Saved to Profile' });
  actor.send({ type: 'pin.unsaved' });
  expect(view()).toBeNull();
});

test('saving again while the indicator shows the board restarts the 950 ms switch', () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'pin.saved', boardName: 'One' });
  clock.increment(950);
  actor.send({ type: 'pin.saved', boardName: 'Two' });
  expect(view()?.text).toBe('Saved!');
  clock.increment(950);
  expect(view()?.text).toBe('Two');
});
