// @vitest-environment jsdom
// The reactions animation over the heart, on a simulated clock: time moves only when the test
// says, and each paint is run by hand.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ReactionBurst, type FrameDriver } from './reaction-burst';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function simulatedFrames() {
  let time = 1_000;
  let pending: (() => void) | null = null;
  const driver: FrameDriver = {
    now: () => time,
    nextFrame: (paint) => {
      pending = paint;
      return () => {
        if (pending === paint) pending = null;
      };
    },
  };
  /** Moves the clock by `ms` and runs the paint waiting for it. */
  const advance = (ms: number) =>
    act(() => {
      time += ms;
      const paint = pending;
      pending = null;
      paint?.();
    });
  return { driver, advance };
}

const frameShown = (container: HTMLElement) =>
  container.querySelector('svg')?.getAttribute('data-frame') ?? null;

test('the closeup heart’s reactions animation draws 90 frames over 3000 ms, then ends', () => {
  const { driver, advance } = simulatedFrames();
  const onDone = vi.fn();
  const { container } = render(<ReactionBurst size="long" driver={driver} onDone={onDone} />);
  expect(frameShown(container)).toBe('0');
  advance(1500);
  expect(frameShown(container)).toBe('45');
  advance(1499);
  expect(frameShown(container)).toBe('89');
  expect(onDone).not.toHaveBeenCalled();
  advance(1);
  expect(frameShown(container)).toBeNull();
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('a card heart’s reactions animation draws 60 frames over 2000 ms', () => {
  const { driver, advance } = simulatedFrames();
  const onDone = vi.fn();
  const { container } = render(<ReactionBurst size="short" driver={driver} onDone={onDone} />);
  advance(1999);
  expect(frameShown(container)).toBe('59');
  advance(1);
  expect(frameShown(container)).toBeNull();
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('with prefers-reduced-motion the reactions animation draws nothing', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  const { driver } = simulatedFrames();
  const onDone = vi.fn();
  const { container } = render(<ReactionBurst size="long" driver={driver} onDone={onDone} />);
  expect(container.querySelector('svg')).toBeNull();
  expect(onDone).toHaveBeenCalledTimes(1);
});
