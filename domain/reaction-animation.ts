// The reactions animation (docs/requirements.md part 2, "Formatting, timings and limits"): 90
// frames over 3000 ms, or 60 frames over 2000 ms. Pinstate plays it when the viewer favorites a
// pin, the one reaction a viewer makes here: the closeup's heart the long one, a card's the short
// one (docs/decisions/104). Frames are counted from the app clock's time, so a held clock holds
// the frame; with reduced motion asked for, no frame is drawn.

export interface FrameAnimation {
  frames: number;
  durationMs: number;
}

/** The closeup's heart: 90 frames over 3000 ms. */
const REACTION_ANIMATION_LONG: FrameAnimation = { frames: 90, durationMs: 3000 };
/** A card's heart: 60 frames over 2000 ms. */
const REACTION_ANIMATION_SHORT: FrameAnimation = { frames: 60, durationMs: 2000 };

export type ReactionAnimationSize = 'long' | 'short';

export function reactionAnimation(size: ReactionAnimationSize): FrameAnimation {
  return size === 'long' ? REACTION_ANIMATION_LONG : REACTION_ANIMATION_SHORT;
}

/**
 * The frame shown `elapsedMs` after the start (0 to frames - 1), or null once the animation is
 * over, and always null with reduced motion. Time before the start shows the first frame.
 */
export function reactionFrame(
  animation: FrameAnimation,
  elapsedMs: number,
  reducedMotion: boolean,
): number | null {
  if (reducedMotion || !Number.isFinite(elapsedMs) || elapsedMs >= animation.durationMs)
    return null;
  const frame = Math.floor((Math.max(0, elapsedMs) * animation.frames) / animation.durationMs);
  return Math.min(animation.frames - 1, frame);
}

/** How a frame looks: the heart grows to 1.6 times its size by mid-way, then fades out. */
export function reactionFrameLook(
  animation: FrameAnimation,
  frame: number,
): { scale: number; opacity: number } {
  const t = animation.frames > 1 ? frame / (animation.frames - 1) : 1;
  return { scale: 1 + 0.6 * Math.sin(Math.PI * Math.min(1, t * 1.5) * 0.5), opacity: 1 - t };
}
