// The tooltip and pulsar: spec 2 section 4 "Tooltip and pulsar", on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  selectTooltipView,
  tooltipPulsarMachine,
  type TooltipPulsarEmitted,
  type TooltipPulsarInput,
} from './tooltip-pulsar.machine';
import { flyoutDisplay, popoverDisplay } from '../domain/guidance-anchored';

function start(overrides: Partial<TooltipPulsarInput> = {}) {
  const clock = new SimulatedClock();
  const emitted: TooltipPulsarEmitted[] = [];
  const actor = createActor(tooltipPulsarMachine, {
    clock,
    input: {
      placementId: 1000492,
      experienceId: 31,
      hasPulsar: true,
      hasTooltip: true,
      scrollToDismissMs: null,
      disappearMs: null,
      completeOnHover: false,
      skipComplete: false,
      ...overrides,
    },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const ends = () => emitted.map((e) => e.type);
  return { actor, clock, ends };
}

test('a pulsar shows first', () => {
  const { actor } = start();
  expect(selectTooltipView(actor.getSnapshot())).toEqual({ pulsar: 'pulsing', tooltip: false });
});

test('clicking the pulsar pauses it and shows the tooltip', () => {
  const { actor } = start();
  actor.send({ type: 'pulsar.click' });
  expect(selectTooltipView(actor.getSnapshot())).toEqual({ pulsar: 'paused', tooltip: true });
});

test('a tooltip without a pulsar shows at once', () => {
  const { actor } = start({ hasPulsar: false });
  expect(selectTooltipView(actor.getSnapshot())).toEqual({ pulsar: null, tooltip: true });
});

test('a tooltip with neither pulsar nor tooltip is completed at once', () => {
  const { actor, ends } = start({ hasPulsar: false, hasTooltip: false });
  expect(actor.getSnapshot().value).toBe('completed');
  expect(ends()).toEqual(['experience.completed']);
});

test('a pulsar without a tooltip completes when clicked', () => {
  const { actor, ends } = start({ hasTooltip: false });
  actor.send({ type: 'pulsar.click' });
  expect(actor.getSnapshot().value).toBe('completed');
  expect(ends()).toEqual(['experience.completed']);
});

test('the close button dismisses the tooltip', () => {
  const { actor, ends } = start();
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'tooltip.dismiss' });
  expect(actor.getSnapshot().value).toBe('dismissed');
  expect(ends()).toEqual(['experience.dismissed']);
});

test('the complete button completes the tooltip', () => {
  const { actor, ends } = start();
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'tooltip.complete' });
  expect(ends()).toEqual(['experience.completed']);
});

test('with skipComplete, completing makes no complete call', () => {
  const { actor, ends } = start({ skipComplete: true });
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'tooltip.complete' });
  expect(actor.getSnapshot().value).toBe('completed');
  expect(ends()).toEqual([]);
});

test('complete_on_hover completes the experience on hover', () => {
  const { actor, ends } = start({ completeOnHover: true });
  actor.send({ type: 'tooltip.hover' });
  expect(ends()).toEqual(['experience.completed']);
});

test('without complete_on_hover, hovering changes nothing', () => {
  const { actor, ends } = start();
  actor.send({ type: 'tooltip.hover' });
  expect(selectTooltipView(actor.getSnapshot()).pulsar).toBe('pulsing');
  expect(ends()).toEqual([]);
});

test('a scroll dismisses the tooltip once the scroll delay has passed', () => {
  const { actor, clock, ends } = start({ scrollToDismissMs: 2000 });
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'page.scroll' });
  clock.increment(1999);
  expect(selectTooltipView(actor.getSnapshot()).tooltip).toBe(true);
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('dismissed');
  expect(ends()).toEqual(['experience.dismissed']);
});

test('a scroll dismisses the pulsar after the scroll delay too', () => {
  const { actor, clock } = start({ scrollToDismissMs: 3000 });
  actor.send({ type: 'page.scroll' });
  clock.increment(2999);
  expect(selectTooltipView(actor.getSnapshot()).pulsar).toBe('pulsing');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('dismissed');
});

test('without scroll_to_dismiss, scrolling changes nothing', () => {
  const { actor, clock } = start();
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'page.scroll' });
  clock.increment(60_000);
  expect(selectTooltipView(actor.getSnapshot()).tooltip).toBe(true);
});

test('with disappearTime the tooltip is dismissed by timeout', () => {
  const { actor, clock, ends } = start({ hasPulsar: false, disappearMs: 5000 });
  clock.increment(4999);
  expect(selectTooltipView(actor.getSnapshot()).tooltip).toBe(true);
  clock.increment(1);
  expect(ends()).toEqual(['experience.dismissed']);
});

test('with scrollToDismiss, an educational popover is dismissed 1500 ms after a scroll', () => {
  const { behaviour } = popoverDisplay({ message: 'Tap Save.', scrollToDismiss: true });
  const { actor, clock, ends } = start(behaviour);
  expect(selectTooltipView(actor.getSnapshot())).toEqual({ pulsar: null, tooltip: true });
  actor.send({ type: 'page.scroll' });
  clock.increment(1499);
  expect(selectTooltipView(actor.getSnapshot()).tooltip).toBe(true);
  clock.increment(1);
  expect(ends()).toEqual(['experience.dismissed']);
});

test('a second scroll does not restart the scroll delay', () => {
  const { behaviour } = popoverDisplay({ scrollToDismiss: true });
  const { actor, clock, ends } = start(behaviour);
  actor.send({ type: 'page.scroll' });
  clock.increment(1000);
  actor.send({ type: 'page.scroll' });
  clock.increment(500);
  expect(ends()).toEqual(['experience.dismissed']);
});

test('the thumbnail flyout is dismissed by a scroll after 3 s', () => {
  const { behaviour } = flyoutDisplay({ display_type: 1, thumbnail_urls: ['a', 'b', 'c', 'd'] });
  const { actor, clock, ends } = start(behaviour);
  actor.send({ type: 'page.scroll' });
  clock.increment(2999);
  expect(ends()).toEqual([]);
  clock.increment(1);
  expect(ends()).toEqual(['experience.dismissed']);
});

test("an anchored flyout's scroll delay is scroll_to_dismiss_delay_in_seconds", () => {
  const { behaviour } = flyoutDisplay({
    display_type: 2,
    scroll_to_dismiss: true,
    scroll_to_dismiss_delay_in_seconds: 4,
  });
  const { actor, clock, ends } = start(behaviour);
  expect(selectTooltipView(actor.getSnapshot()).pulsar).toBe('pulsing');
  actor.send({ type: 'pulsar.click' });
  actor.send({ type: 'page.scroll' });
  clock.increment(3999);
  expect(ends()).toEqual([]);
  clock.increment(1);
  expect(ends()).toEqual(['experience.dismissed']);
});
