// A press's work that need not be on its first frame goes after it (docs/decisions/117): the API
// call a Save, a delete, a heart or the board picker starts. The machine has already moved (its
// new state is what the frame shows); only the effect waits.
import type { ActorDeps, AfterPaint } from './actor-deps';
import { appClock } from './app-clock';

/** At once: where nothing is painted (Node, the headless driver, a hidden page). */
export const atOnce: AfterPaint = () => Promise.resolve();

/** The most a press's work waits for its frame: a page hidden meanwhile draws none. */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * After the next frame is painted: a task posted from the frame's animation callback runs once
 * that frame is drawn. A page that draws no frame (hidden) goes on at once, or after
 * FRAME_WAIT_LIMIT_MS if it is hidden meanwhile. Counted as work in flight on the app's clock, so
 * the scenario player waits for it as for the call it comes before.
 */
export const afterNextPaint: AfterPaint = () => {
  if (
    typeof requestAnimationFrame !== 'function' ||
    typeof MessageChannel !== 'function' ||
    typeof document === 'undefined' ||
    document.visibilityState === 'hidden'
  )
    return Promise.resolve();
  return appClock.track(
    new Promise<void>((resolve) => {
      const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          clearTimeout(limit);
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }),
  );
};

/**
 * How the calls a press starts wait for the frame that shows it: a test's own wait, else the next
 * frame in a system that draws frames (the browser's), else at once. Here, not in actor-deps.ts:
 * the home chunk carries that module, and none of this is for the first paint.
 */
export function afterPaintOf(deps: ActorDeps): AfterPaint {
  return deps.afterPaint ?? (deps.drawsFrames ? afterNextPaint : atOnce);
}

/** Waits for `afterPaint`, then makes the call, unless the actor was stopped meanwhile. */
export async function paintFirst<T>(
  afterPaint: AfterPaint,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  await afterPaint();
  signal?.throwIfAborted();
  return call();
}
