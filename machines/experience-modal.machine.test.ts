// The experience modal: spec 2 section 4 "Modal" on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  experienceModalMachine,
  selectModalShown,
  type ExperienceModalEmitted,
} from './experience-modal.machine';

function start(delayMs = 1500) {
  const clock = new SimulatedClock();
  const emitted: ExperienceModalEmitted[] = [];
  const actor = createActor(experienceModalMachine, {
    clock,
    input: { placementId: 1000564, experienceId: 510007, delayMs },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

test('the modal is hidden until delay_in_millis elapses', () => {
  const { actor, clock } = start(1500);
  expect(selectModalShown(actor.getSnapshot())).toBe(false);
  clock.increment(1499);
  expect(actor.getSnapshot().value).toBe('waiting');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('shown');
  expect(selectModalShown(actor.getSnapshot())).toBe(true);
});

test('a modal with delay_in_millis 0 shows at once, with no timer to wait for', () => {
  const { actor } = start(0);
  expect(selectModalShown(actor.getSnapshot())).toBe(true);
});

test('the modal is hidden again when complete is invoked, and completes its experience', () => {
  const { actor, clock, emitted } = start();
  clock.increment(1500);
  actor.send({ type: 'modal.complete' });
  expect(actor.getSnapshot().value).toBe('completed');
  expect(selectModalShown(actor.getSnapshot())).toBe(false);
  expect(emitted).toEqual([
    { type: 'experience.completed', placementId: 1000564, experienceId: 510007 },
  ]);
});

test('the modal is hidden again when dismiss is invoked, and dismisses its experience', () => {
  const { actor, clock, emitted } = start();
  clock.increment(1500);
  actor.send({ type: 'modal.dismiss' });
  expect(actor.getSnapshot().value).toBe('dismissed');
  expect(emitted).toEqual([
    { type: 'experience.dismissed', placementId: 1000564, experienceId: 510007 },
  ]);
  actor.send({ type: 'modal.complete' });
  expect(emitted).toHaveLength(1);
});

test('completing or dismissing a modal that has not shown yet changes nothing', () => {
  const { actor, clock, emitted } = start();
  actor.send({ type: 'modal.dismiss' });
  actor.send({ type: 'modal.complete' });
  expect(actor.getSnapshot().value).toBe('waiting');
  expect(emitted).toEqual([]);
  clock.increment(1500);
  expect(actor.getSnapshot().value).toBe('shown');
});
