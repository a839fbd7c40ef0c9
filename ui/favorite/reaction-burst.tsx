// The reactions animation over the heart (domain/reaction-animation.ts, docs/decisions/104): a
// heart that grows and fades, drawn frame by frame from the app clock's time. It is laid over the
// heart (absolutely placed, transform and opacity only), so nothing moves around it; with reduced
// motion asked for it draws nothing. Loaded with the heart, never with the home page.
import { useEffect, useState } from 'react';
import {
  reactionAnimation,
  reactionFrame,
  reactionFrameLook,
  type ReactionAnimationSize,
} from '../../domain/reaction-animation';
import { useAppSystem } from '../app/app-system';
import styles from './favorite-button.module.css';
import { HEART_PATH } from './heart-view';

/** What drives the frames: the clock's time and the screen's next paint (tests give their own). */
export interface FrameDriver {
  now: () => number;
  nextFrame: (paint: () => void) => () => void;
}

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const browserFrames = (now: () => number): FrameDriver => ({
  now,
  nextFrame: (paint) => {
    if (typeof requestAnimationFrame !== 'function') return () => undefined;
    const id = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(id);
  },
});

export function ReactionBurst({
  size,
  driver,
  onDone,
}: {
  size: ReactionAnimationSize;
  driver?: FrameDriver;
  onDone: () => void;
}) {
  const system = useAppSystem();
  const [frames] = useState(() => driver ?? browserFrames(() => system.clock.now()));
  const animation = reactionAnimation(size);
  const [start] = useState(() => frames.now());
  const [reduced] = useState(reducedMotion);
  const [frame, setFrame] = useState<number | null>(() => reactionFrame(animation, 0, reduced));

  // One paint after another until the last frame has passed, each reading the clock's time.
  useEffect(() => {
    let cancel = () => undefined as void;
    const paint = () => {
      const next = reactionFrame(animation, frames.now() - start, reduced);
      setFrame(next);
      if (next !== null) cancel = frames.nextFrame(paint);
    };
    cancel = frames.nextFrame(paint);
    return () => cancel();
  }, [animation, frames, start, reduced]);

  useEffect(() => {
    if (frame === null) onDone();
  }, [frame, onDone]);

  if (frame === null) return null;
  const look = reactionFrameLook(animation, frame);
  return (
    <svg
      className={styles.burst}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-frame={frame}
      style={{ transform: `scale(${look.scale})`, opacity: look.opacity }}
    >
      <path fill="currentColor" d={HEART_PATH} />
    </svg>
  );
}
