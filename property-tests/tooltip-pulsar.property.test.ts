// The tooltip and pulsar (spec 2 section 4) over random options, clicks, hovers, scrolls and
// time, against a model of what a person sees: pulsar first, a click to the tooltip, dismissal by
// click, by scroll after its delay or by disappearTime, neither part completing at once, and one
// complete or dismiss call at most.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  selectTooltipView,
  tooltipPulsarMachine,
  type TooltipPulsarEmitted,
  type TooltipPulsarInput,
} from '../machines/tooltip-pulsar.machine';

type Step =
  | { kind: 'time'; ms: number }
  | { kind: 'click' }
  | { kind: 'hover' }
  | { kind: 'complete' }
  | { kind: 'dismiss' }
  | { kind: 'scroll' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 0, max: 4000 }).map<Step>((ms) => ({ kind: 'time', ms })),
  fc.constantFrom<Step>(
    { kind: 'click' },
    { kind: 'hover' },
    { kind: 'complete' },
    { kind: 'dismiss' },
    { kind: 'scroll' },
  ),
);

const optionsArb = fc.record({
  hasPulsar: fc.boolean(),
  hasTooltip: fc.boolean(),
  scrollToDismissMs: fc.option(fc.integer({ min: 0, max: 5000 })),
  disappearMs: fc.option(fc.integer({ min: 1, max: 8000 })),
  completeOnHover: fc.boolean(),
  skipComplete: fc.boolean(),
});

interface Model {
  phase: 'pulsar' | 'tooltip' | 'done';
  now: number;
  scrollDeadline: number | null;
  disappearDeadline: number | null;
  calls: string[];
}

function end(model: Model, how: 'completed' | 'dismissed', o: TooltipPulsarInput): void {
  model.phase = 'done';
  model.scrollDeadline = null;
  model.disappearDeadline = null;
  if (how === 'dismissed' || !o.skipComplete) model.calls.push(`experience.${how}`);
}

function showTooltip(model: Model, o: TooltipPulsarInput): void {
  model.phase = 'tooltip';
  model.scrollDeadline = null;
  model.disappearDeadline = o.disappearMs === null ? null : model.now + o.disappearMs;
}

const property = (logic: typeof tooltipPulsarMachine) =>
  fc.property(optionsArb, fc.array(stepArb, { maxLength: 25 }), (options, steps) => {
    const o: TooltipPulsarInput = { placementId: 1, experienceId: 2, ...options };
    const clock = new SimulatedClock();
    const emitted: TooltipPulsarEmitted[] = [];
    const actor = createActor(logic, { clock, input: o });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    const model: Model = {
      phase: 'pulsar',
      now: 0,
      scrollDeadline: null,
      disappearDeadline: null,
      calls: [],
    };
    if (!o.hasPulsar && !o.hasTooltip) end(model, 'completed', o);
    else if (!o.hasPulsar) showTooltip(model, o);
    for (const step of steps) {
      if (step.kind === 'time') {
        clock.increment(step.ms);
        model.now += step.ms;
        const deadlines = [model.scrollDeadline, model.disappearDeadline].filter(
          (d): d is number => d !== null && d <= model.now,
        );
        if (model.phase !== 'done' && deadlines.length > 0) end(model, 'dismissed', o);
      } else {
        actor.send(
          step.kind === 'click'
            ? { type: 'pulsar.click' }
            : step.kind === 'scroll'
              ? { type: 'page.scroll' }
              : { type: `tooltip.${step.kind}` },
        );
        if (model.phase === 'pulsar' && step.kind === 'click') {
          if (o.hasTooltip) showTooltip(model, o);
          else end(model, 'completed', o);
        } else if (model.phase !== 'done' && step.kind === 'hover' && o.completeOnHover) {
          end(model, 'completed', o);
        } else if (model.phase === 'tooltip' && step.kind === 'complete') {
          end(model, 'completed', o);
        } else if (model.phase === 'tooltip' && step.kind === 'dismiss') {
          end(model, 'dismissed', o);
        } else if (
          model.phase !== 'done' &&
          step.kind === 'scroll' &&
          o.scrollToDismissMs !== null &&
          model.scrollDeadline === null
        ) {
          model.scrollDeadline = model.now + o.scrollToDismissMs;
          if (o.scrollToDismissMs === 0) {
            clock.increment(0);
            end(model, 'dismissed', o);
          }
        }
      }
      const view = selectTooltipView(actor.getSnapshot());
      expect(view.pulsar === 'pulsing').toBe(model.phase === 'pulsar');
      expect(view.tooltip).toBe(model.phase === 'tooltip');
      if (view.tooltip) expect(view.pulsar).toBe(o.hasPulsar ? 'paused' : null);
      expect(emitted.map((e) => e.type)).toEqual(model.calls);
      expect(model.calls.length).toBeLessThanOrEqual(1);
    }
  });

test('the tooltip and pulsar agree with what a person sees, one complete or dismiss at most', () => {
  fc.assert(property(tooltipPulsarMachine), { numRuns: 400 });
});

test('the suite catches a tooltip that a scroll dismisses without scroll_to_dismiss', () => {
  const mutant = tooltipPulsarMachine.provide({ guards: { scrollDismisses: () => true } });
  expect(fc.check(property(mutant), { numRuns: 400, seed: 8 }).failed).toBe(true);
});
