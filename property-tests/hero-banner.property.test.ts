// The hero banner (spec 2 section 4 "Hero banner") over random time and presses, against a
// timeline kept beside it: entering for its first 400 ms, shown until the first press, then
// fading for the fade's length, then gone with that press's outcome (and redirect) emitted once.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  heroBannerMachine,
  selectHeroPhase,
  type HeroBannerEmitted,
  type HeroPhase,
} from '../machines/hero-banner.machine';

type Step =
  { kind: 'time'; ms: number } | { kind: 'complete' | 'dismiss'; redirect: string | undefined };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 0, max: 700 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.record({
    kind: fc.constantFrom('complete' as const, 'dismiss' as const),
    redirect: fc.constantFrom(undefined, '/ideas/', ''),
  }),
);

const property = (logic: typeof heroBannerMachine) =>
  fc.property(fc.array(stepArb, { maxLength: 25 }), (steps) => {
    const clock = new SimulatedClock();
    const emitted: HeroBannerEmitted[] = [];
    const actor = createActor(logic, { clock, input: { placementId: 11, experienceId: 1 } });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    let now = 0;
    let press: { at: number; kind: 'complete' | 'dismiss'; redirect: string } | null = null;
    for (const step of steps) {
      if (step.kind === 'time') {
        clock.increment(step.ms);
        now += step.ms;
      } else {
        actor.send({ type: `hero.${step.kind}`, redirect: step.redirect });
        press ??= { at: now, kind: step.kind, redirect: step.redirect ?? '' };
      }
      const gone = press !== null && now >= press.at + 400;
      const phase: HeroPhase = gone ? 'gone' : press ? 'leaving' : now < 400 ? 'entering' : 'shown';
      expect(selectHeroPhase(actor.getSnapshot())).toBe(phase);
      const expected: HeroBannerEmitted[] = [];
      if (gone && press) {
        const ids = { placementId: 11, experienceId: 1 };
        expected.push(
          press.kind === 'complete'
            ? { type: 'experience.completed', ...ids }
            : { type: 'experience.dismissed', ...ids },
        );
        if (press.redirect !== '') expected.push({ type: 'navigate', to: press.redirect });
      }
      expect(emitted).toEqual(expected);
    }
  });

test('the hero banner agrees with its timeline over random time and presses', () => {
  fc.assert(property(heroBannerMachine), { numRuns: 300 });
});

test('the suite catches a hero banner that leaves without its fade', () => {
  const mutant = heroBannerMachine.provide({ delays: { heroFade: 0 } });
  expect(fc.check(property(mutant), { numRuns: 300, seed: 8 }).failed).toBe(true);
});
