// A press's work that need not be on its first frame goes after it (docs/decisions/117): the API
// call a Save, a delete, a heart or the board picker starts. The machine has already moved (its
// new state is what the frame shows); only the effect waits.
import type { ActorDeps, AfterPaint } from './actor-deps';
import { appClock } from './app-clock';

/** At once: where nothing is painted (Node, the headless driver, a hidden page). */
export const atOnce: AfterPaint = () => Promise.resolve();

/** Resolves in a task posted now: after the current task and whatever it queued before. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * After the press's task and the frame it asked for: Chrome draws the frame an input asked for
 * before the tasks queued behind that input (the phone bench's presses show it), so a task
 * posted from the press runs once the frame is drawn, and a second one posted from that lets the
 * tasks the frame itself queued go first. Posted messages, not a frame callback or a timer: a
 * page whose clock a test holds runs neither, and the call would never go. Counted as work in
 * flight on the app's clock, so the scenario player waits for it as for the call it comes before.
 */
export const afterNextPaint: AfterPaint = () =>
  typeof MessageChannel === 'function'
    ? appClock.track(nextTask().then(nextTask))
    : Promise.resolve();

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
