// The hero banner: spec 2 section 4 "Hero banner" (enters with a 400 ms animation, leaves with a
// fade) and section 2 (its redirects), on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { heroBannerMachine, selectHeroPhase, type HeroBannerEmitted } from './hero-banner.machine';

function start() {
  const clock = new SimulatedClock();
  const emitted: HeroBannerEmitted[] = [];
  const actor = createActor(heroBannerMachine, {
    clock,
    input: { placementId: 11, experienceId: 502597 },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

test('the hero banner enters with a 400 ms animation', () => {
  const { actor, clock } = start();
  expect(selectHeroPhase(actor.getSnapshot())).toBe('entering');
  clock.increment(399);
  expect(selectHeroPhase(actor.getSnapshot())).toBe('entering');
  clock.increment(1);
  expect(selectHeroPhase(actor.getSnapshot())).toBe('shown');
});

test('the hero banner leaves with a fade, then completes its experience', () => {
  const { actor, clock, emitted } = start();
  clock.increment(400);
  actor.send({ type: 'hero.complete' });
  expect(selectHeroPhase(actor.getSnapshot())).toBe('leaving');
  clock.increment(400 - 1);
  expect(emitted).toEqual([]);
  clock.increment(1);
  expect(selectHeroPhase(actor.getSnapshot())).toBe('gone');
  expect(emitted).toEqual([
    { type: 'experience.completed', placementId: 11, experienceId: 502597 },
  ]);
});

test('a dismissed hero banner fades, then dismisses its experience and redirects (onDismissRedirectUrl)', () => {
  const { actor, clock, emitted } = start();
  actor.send({ type: 'hero.dismiss', redirect: '/settings/' });
  clock.increment(400);
  expect(actor.getSnapshot().value).toBe('dismissed');
  expect(emitted).toEqual([
    { type: 'experience.dismissed', placementId: 11, experienceId: 502597 },
    { type: 'navigate', to: '/settings/' },
  ]);
});

test('a completed hero banner redirects to onCompleteRedirectUrl once faded', () => {
  const { actor, clock, emitted } = start();
  clock.increment(400);
  actor.send({ type: 'hero.complete', redirect: '/ideas/' });
  clock.increment(400);
  expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/ideas/' });
});

test('presses while the hero banner fades change nothing', () => {
  const { actor, clock, emitted } = start();
  actor.send({ type: 'hero.complete' });
  actor.send({ type: 'hero.dismiss', redirect: '/x/' });
  clock.increment(400);
  expect(emitted).toEqual([
    { type: 'experience.completed', placementId: 11, experienceId: 502597 },
  ]);
});
