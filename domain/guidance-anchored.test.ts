// Spec 2 sections 2 to 5 and 9: what the tooltip, the educational popover and the anchored
// flyout read from their display data.
import { expect, test } from 'vitest';
import {
  flyoutDisplay,
  popoverDisplay,
  tooltipCompletesImmediately,
  tooltipDisplay,
} from './guidance-anchored';

test('a tooltip reads its texts, direction and parts from its display data', () => {
  const shown = tooltipDisplay({
    tooltip: {
      mainText: 'Search by colour.',
      confirmButtonText: 'Got it',
      cancelButtonText: 'No thanks',
      idealDirection: 'up',
    },
    has_pulsar: true,
    has_tooltip: true,
    complete_on_hover: true,
    skipComplete: true,
    disappearTime: 8000,
  });
  expect(shown).toEqual({
    text: 'Search by colour.',
    confirm: 'Got it',
    cancel: 'No thanks',
    direction: 'up',
    behaviour: {
      hasPulsar: true,
      hasTooltip: true,
      scrollToDismissMs: null,
      disappearMs: 8000,
      completeOnHover: true,
      skipComplete: true,
    },
  });
});

test('a tooltip without a cancel text is dismissed by a button labelled Dismiss', () => {
  expect(tooltipDisplay({ has_tooltip: true, text: 'Hi' }).cancel).toBe('Dismiss');
});

test('disappearTime is a timeout only when set', () => {
  expect(tooltipDisplay({ has_tooltip: true }).behaviour.disappearMs).toBeNull();
  expect(tooltipDisplay({ has_tooltip: true, disappearTime: 0 }).behaviour.disappearMs).toBeNull();
});

test('a pulser-only tooltip shows the pulsar and no tooltip', () => {
  const { behaviour } = tooltipDisplay({ has_pulsar: true, has_tooltip: true, pulserOnly: true });
  expect(behaviour).toMatchObject({ hasPulsar: true, hasTooltip: false });
});

test('scroll_to_dismiss dismisses after scroll_to_dismiss_delay_in_seconds', () => {
  const scrollToDismissMs = (data: Record<string, unknown>) =>
    tooltipDisplay(data).behaviour.scrollToDismissMs;
  expect(
    scrollToDismissMs({ scroll_to_dismiss: true, scroll_to_dismiss_delay_in_seconds: 2 }),
  ).toBe(2000);
  expect(scrollToDismissMs({ scroll_to_dismiss: true })).toBe(0);
  expect(scrollToDismissMs({ scroll_to_dismiss_delay_in_seconds: 2 })).toBeNull();
});

test('with scrollToDismiss, a popover is dismissed 1500 ms after a scroll', () => {
  expect(popoverDisplay({ scrollToDismiss: true }).behaviour.scrollToDismissMs).toBe(1500);
  expect(popoverDisplay({ scroll_to_dismiss: true }).behaviour.scrollToDismissMs).toBe(1500);
  expect(popoverDisplay({}).behaviour.scrollToDismissMs).toBeNull();
});

test('a popover reads its message, anchor and complete button', () => {
  expect(
    popoverDisplay({ message: 'Tap Save.', anchor: 'pin-save-button', complete_button: 'Got it' }),
  ).toMatchObject({ message: 'Tap Save.', anchor: 'pin-save-button', complete: 'Got it' });
});

test('flyout directions are 1 up, 2 right, 3 down, 4 left', () => {
  const of = (flyout_direction: number) => flyoutDisplay({ flyout_direction }).direction;
  expect([1, 2, 3, 4].map(of)).toEqual(['up', 'right', 'down', 'left']);
});

test('flyout display type 1 is a flyout shown at once, 2 a pulsar that opens it', () => {
  expect(flyoutDisplay({ display_type: 1 })).toMatchObject({
    displayType: 'flyout',
    behaviour: { hasPulsar: false, hasTooltip: true },
  });
  expect(flyoutDisplay({ display_type: 2 })).toMatchObject({
    displayType: 'pulsar',
    behaviour: { hasPulsar: true, hasTooltip: true },
  });
});

test("a flyout's scroll_to_dismiss delay is in seconds", () => {
  const data = { scroll_to_dismiss: true, scroll_to_dismiss_delay_in_seconds: 5 };
  expect(flyoutDisplay(data).behaviour.scrollToDismissMs).toBe(5000);
});

test('the thumbnail flyout shows the last 3 thumbnails and a scroll dismisses it after 3 s', () => {
  const shown = flyoutDisplay({ thumbnail_urls: ['a', 'b', 'c', 'd'] });
  expect(shown.thumbnails).toEqual(['b', 'c', 'd']);
  expect(shown.behaviour.scrollToDismissMs).toBe(3000);
});

test('a tooltip with neither pulsar nor tooltip is completed immediately', () => {
  const shown = (data: Record<string, unknown>) => tooltipDisplay(data).behaviour;
  expect(tooltipCompletesImmediately(shown({ has_pulsar: false, has_tooltip: false }))).toBe(true);
  expect(tooltipCompletesImmediately(shown({}))).toBe(true);
  expect(tooltipCompletesImmediately(shown({ has_pulsar: true, has_tooltip: false }))).toBe(false);
  expect(tooltipCompletesImmediately(shown({ has_tooltip: true }))).toBe(false);
});
