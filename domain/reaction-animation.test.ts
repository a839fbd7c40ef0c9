// The reactions animation's frames, on a simulated clock: the elapsed times are given.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { reactionAnimation, reactionFrame } from './reaction-animation';

/** Every frame shown from 0 to past the end, one reading each `stepMs`. */
function framesSeen(size: 'long' | 'short', stepMs: number, reduced = false): (number | null)[] {
  const seen: (number | null)[] = [];
  for (let t = 0; t <= reactionAnimation(size).durationMs + stepMs; t += stepMs) {
    seen.push(reactionFrame(reactionAnimation(size), t, reduced));
  }
  return seen;
}

test('the reactions animation plays 90 frames over 3000 ms on the closeup and 60 frames over 2000 ms on a card', () => {
  expect(reactionAnimation('long')).toEqual({ frames: 90, durationMs: 3000 });
  expect(reactionAnimation('short')).toEqual({ frames: 60, durationMs: 2000 });
  const long = new Set(framesSeen('long', 1).filter((f) => f !== null));
  const short = new Set(framesSeen('short', 1).filter((f) => f !== null));
  expect(long.size).toBe(90);
  expect(short.size).toBe(60);
  expect(reactionFrame({ frames: 90, durationMs: 3000 }, 2999, false)).toBe(89);
  expect(reactionFrame({ frames: 90, durationMs: 3000 }, 3000, false)).toBeNull();
  expect(reactionFrame({ frames: 60, durationMs: 2000 }, 1999, false)).toBe(59);
  expect(reactionFrame({ frames: 60, durationMs: 2000 }, 2000, false)).toBeNull();
});

test('with reduced motion the reactions animation draws no frame', () => {
  expect(framesSeen('long', 10, true).every((f) => f === null)).toBe(true);
  expect(framesSeen('short', 10, true).every((f) => f === null)).toBe(true);
});

/** The frame rule against the model: a frame every 1000 / 30 ms until 3000 ms (long) or 2000 ms (short). */
function matchesModel(rule: typeof reactionFrame) {
  return fc.property(
    fc.constantFrom('long' as const, 'short' as const),
    fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: 1, maxLength: 40 }),
    (size, times) => {
      let last = -1;
      for (const t of [...times].sort((a, b) => a - b)) {
        const frame = rule(reactionAnimation(size), t, false);
        const end = size === 'long' ? 3000 : 2000;
        expect(frame).toBe(t >= end ? null : Math.floor((t * 30) / 1000));
        if (frame === null) continue;
        expect(frame).toBeGreaterThanOrEqual(last);
        last = frame;
      }
    },
  );
}

test('reaction frames never go back and stay within the animation, at 30 frames a second', () => {
  fc.assert(matchesModel(reactionFrame));
});

test('a frame rule that runs past the end is caught by the model', () => {
  const neverStops: typeof reactionFrame = (animation, elapsedMs) =>
    Math.floor((elapsedMs * animation.frames) / animation.durationMs);
  expect(() => fc.assert(matchesModel(neverStops))).toThrow();
});
