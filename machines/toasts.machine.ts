// Toasts: the quick-save toast lifecycle of spec 3 section 4 ("hidden, visible after 100 ms,
// hiding after the duration, gone 200 ms later") with the timings of spec 1 section 9 and spec 3
// section 9: show delay 100 ms, default 2000 ms, save toasts 5000 ms, 3000 ms where the caller
// says so, exit 200 ms, a new board's thumbnail check badge 700 ms after mount.
import { assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { askScreen, type ScreenAnswer, type ScreenAskEvent } from './screen-ask';
import type { SnapshotFrom } from 'xstate';
import {
  SAVE_TOAST_DURATION_MS,
  THUMBNAIL_BADGE_DELAY_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_SHOW_DELAY_MS,
} from '../domain/constants';

/** How long a toast stays: 2000 ms by default, 5000 ms for a save, 3000 ms when a caller asks. */
export type ToastDuration = 'default' | 'save';

export interface ToastAction {
  label: string;
  href?: string;
}

/** What a caller asks to show. */
export interface ToastRequest {
  headline: string;
  subline?: string | null;
  tone?: 'confirmation' | 'error';
  action?: ToastAction | null;
  duration?: ToastDuration;
  /** A new board's pin thumbnail: its check badge appears 700 ms after the toast mounts. */
  thumbnailUrl?: string | null;
  /**
   * A duration of its own in ms, the caller's (an experience toast's `duration`, spec 2 section 2;
   * the cookie toast's 3000 ms, spec 2 section 4).
   */
  durationMs?: number | null;
}

export interface Toast extends ToastRequest {
  id: number;
}

/**
 * What the toast sends its stopwatch (the clock is an effect, provided at the app root): `lap`
 * asks for the time since the toast showed or last resumed (answered as `stopwatch.lapped`),
 * `restart` starts counting again.
 */
export type StopwatchEvent = { type: 'stopwatch.lap' } | { type: 'stopwatch.restart' };

export interface ToastsContext {
  queue: Toast[];
  current: Toast | null;
  nextId: number;
  /** Time left on the current toast after a pause, or null for its whole duration. */
  remainingMs: number | null;
}

export type ToastsEvent =
  | { type: 'toast.show'; toast: ToastRequest }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }
  | { type: 'toast.dismiss' }
  | { type: 'toast.action' }
  | { type: 'stopwatch.lapped'; ms: number }
  | ScreenAnswer;

export type ToastsEmitted =
  { type: 'toast.hidden'; id: number } | { type: 'toast.actioned'; id: number; label: string };

/** Duration in ms for a toast (spec 1 section 9, spec 2 section 4 for the 3000 ms caller case). */
export function toastDurationMs(
  toast: Pick<ToastRequest, 'duration' | 'durationMs'> | null,
): number {
  if (typeof toast?.durationMs === 'number' && toast.durationMs > 0) return toast.durationMs;
  switch (toast?.duration) {
    case 'save':
      return SAVE_TOAST_DURATION_MS;
    default:
      return TOAST_DEFAULT_DURATION_MS;
  }
}

/** The id under which a toast asks the screen's arbiter. */
export const toastSurfaceId = (toast: Pick<Toast, 'id'>): string => `toast.${toast.id}`;

/**
 * The toast manager (the "separate manager" a toast needs): a queue shown one at a time.
 * `toast.show` queues a toast; it first asks the screen's arbiter (`asking`, decision 082: on a
 * phone no toast covers the cookie sheet) and no timer runs until `screen.granted`; then it waits
 * the 100 ms show delay (`waiting`), stays `visible` for its
 * duration (regions `timer`: `running`/`paused` while hovered via `toast.pause`/`toast.resume`:
 * a pause keeps the time left, measured by the invoked `stopwatch`, and the toast resumes with it;
 * and `badge`: `pending` → `shown` 700 ms after mount for a new board's thumbnail), then is
 * `hiding` for the 200 ms fade before `toast.hidden` (the hide callback) is emitted, the screen is
 * given back and the next toast, if any, follows. `toast.dismiss` starts the fade at once;
 * `screen.revoked` sends a shown toast back to asking, its time to start again once granted.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    emitted: {} as ToastsEmitted,
  },
  actors: {
    // Unprovided, nothing is measured: a resumed toast gets its whole duration again.
    stopwatch: fromCallback<StopwatchEvent>(() => undefined),
    askScreen,
  },
  actions: {
    enqueue: assign(({ context }, params: { toast: ToastRequest }) => ({
      queue: [...context.queue, { ...params.toast, id: context.nextId }],
      nextId: context.nextId + 1,
    })),
    takeNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
      remainingMs: null,
    })),
    lap: sendTo('stopwatch', { type: 'stopwatch.lap' } satisfies StopwatchEvent),
    restart: sendTo('stopwatch', { type: 'stopwatch.restart' } satisfies StopwatchEvent),
    keepRemaining: assign(({ context }, params: { elapsedMs: number }) => ({
      remainingMs: Math.max(
        0,
        (context.remainingMs ?? toastDurationMs(context.current)) - params.elapsedMs,
      ),
    })),
    emitHidden: emit(({ context }): ToastsEmitted => ({
      type: 'toast.hidden',
      id: context.current?.id ?? -1,
    })),
    emitActioned: emit(({ context }): ToastsEmitted => ({
      type: 'toast.actioned',
      id: context.current?.id ?? -1,
      label: context.current?.action?.label ?? '',
    })),
    clearCurrent: assign({ current: null }),
    requestScreen: sendTo('screen', ({ context }): ScreenAskEvent => ({
      type: 'screen.ask',
      id: toastSurfaceId({ id: context.current?.id ?? -1 }),
      kind: 'toast',
    })),
    releaseScreen: sendTo('screen', ({ context }): ScreenAskEvent => ({
      type: 'screen.release',
      id: toastSurfaceId({ id: context.current?.id ?? -1 }),
    })),
    restartDuration: assign({ remainingMs: null }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    hasThumbnail: ({ context }) => Boolean(context.current?.thumbnailUrl),
    isCurrent: ({ context, event }) =>
      'id' in event && context.current !== null && event.id === toastSurfaceId(context.current),
  },
  delays: {
    toastShowDelay: TOAST_SHOW_DELAY_MS,
    toastDuration: ({ context }) => context.remainingMs ?? toastDurationMs(context.current),
    toastExit: TOAST_EXIT_MS,
    thumbnailBadgeDelay: THUMBNAIL_BADGE_DELAY_MS,
  },
}).createMachine({
  id: 'toasts',
  context: { queue: [], current: null, nextId: 1, remainingMs: null },
  invoke: { id: 'screen', src: 'askScreen' },
  on: {
    'toast.show': {
      actions: { type: 'enqueue', params: ({ event }) => ({ toast: event.toast }) },
    },
  },
  initial: 'hidden',
  states: {
    hidden: {
      always: { guard: 'hasQueued', target: 'asking', actions: ['takeNext', 'requestScreen'] },
    },
    asking: {
      on: {
        'screen.granted': { guard: 'isCurrent', target: 'waiting' },
        'toast.dismiss': {
          target: 'hidden',
          actions: ['releaseScreen', 'emitHidden', 'clearCurrent'],
        },
      },
    },
    waiting: {
      after: { toastShowDelay: 'visible' },
      on: {
        'toast.dismiss': {
          target: 'hidden',
          actions: ['releaseScreen', 'emitHidden', 'clearCurrent'],
        },
        'screen.revoked': { guard: 'isCurrent', target: 'asking' },
      },
    },
    visible: {
      type: 'parallel',
      invoke: { id: 'stopwatch', src: 'stopwatch' },
      on: {
        'toast.dismiss': 'hiding',
        'toast.action': { target: 'hiding', actions: 'emitActioned' },
        'screen.revoked': { guard: 'isCurrent', target: 'asking', actions: 'restartDuration' },
      },
      states: {
        timer: {
          initial: 'running',
          states: {
            running: {
              after: { toastDuration: '#toasts.hiding' },
              on: { 'toast.pause': { target: 'paused', actions: 'lap' } },
            },
            paused: {
              on: {
                'stopwatch.lapped': {
                  actions: {
                    type: 'keepRemaining',
                    params: ({ event }) => ({ elapsedMs: event.ms }),
                  },
                },
                'toast.resume': { target: 'running', actions: 'restart' },
              },
            },
          },
        },
        badge: {
          initial: 'pending',
          states: {
            pending: {
              after: { thumbnailBadgeDelay: { guard: 'hasThumbnail', target: 'shown' } },
            },
            shown: {},
          },
        },
      },
    },
    hiding: {
      after: {
        toastExit: { target: 'hidden', actions: ['releaseScreen', 'emitHidden', 'clearCurrent'] },
      },
    },
  },
});

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** Where the current toast is in its life, in the toast view's words. */
export type ToastPhase = 'entering' | 'visible' | 'exiting';

/** The toast to render with its phase and badge, or null when none. */
export function selectToast(
  snapshot: ToastsSnapshot,
): { toast: Toast; phase: ToastPhase; badgeShown: boolean } | null {
  const toast = snapshot.context.current;
  // Still waiting for the screen: not drawn.
  if (!toast || snapshot.matches('asking')) return null;
  const phase: ToastPhase = snapshot.matches('waiting')
    ? 'entering'
    : snapshot.matches('hiding')
      ? 'exiting'
      : 'visible';
  return { toast, phase, badgeShown: snapshot.matches({ visible: { badge: 'shown' } }) };
}

/** Toasts waiting behind the current one. */
export const selectQueuedCount = (snapshot: ToastsSnapshot): number =>
  snapshot.context.queue.length;
