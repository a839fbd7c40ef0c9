// Real time that jumps (docs/decisions/064): timers fire in due order at their times without
// spending real time, and real time stands still while a network answer is on its way.
import { expect, test } from 'vitest';
import { jumpingRealWorld } from './jumping-real-world';

test('jumping real time fires timers in due order at their times, spending no real time', async () => {
  const world = jumpingRealWorld();
  const fired: Array<[string, number]> = [];
  const started = performance.now();
  await new Promise<void>((resolve) => {
    world.setTimeout(() => {
      fired.push(['minute', world.now()]);
      resolve();
    }, 60_000);
    world.setTimeout(() => fired.push(['first', world.now()]), 10);
    world.setTimeout(() => fired.push(['second', world.now()]), 10);
    const cleared = world.setTimeout(() => fired.push(['cleared', world.now()]), 5);
    world.clearTimeout(cleared);
  });
  expect(fired).toEqual([
    ['first', 10],
    ['second', 10],
    ['minute', 60_000],
  ]);
  expect(performance.now() - started).toBeLessThan(1000);
});

test('jumping real time stands still while a network answer is on its way', async () => {
  const network: typeof fetch = () =>
    new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 30));
  const world = jumpingRealWorld(network);
  const order: string[] = [];
  const answer = world.fetch('http://api.invalid/v3/pins/1/').then(() => order.push('answer'));
  await new Promise<void>((resolve) =>
    world.setTimeout(() => {
      order.push('timer');
      resolve();
    }, 1),
  );
  await answer;
  expect(order).toEqual(['answer', 'timer']);
  expect(world.now()).toBe(1);
});
