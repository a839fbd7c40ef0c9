// App UI state (spec 3 section 4 "App UI state"): whether the app has the viewer's focus (false
// when the session pauses: the window blurs, is hidden or the page is left; true when it resumes),
// the viewport's size (default lg), and the videos. Setting a current video: an organic video is
// ignored while another organic one plays; promoted videos are tracked apart. Pausing marks the
// entry paused with its time and clears the current organic video. Losing focus pauses them all.
// The window's events arrive from the invoked `windowEvents` (provided at the root).
import { assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DEFAULT_VIEWPORT_SIZE, type VideoPlayEntry, type ViewportSize } from '../domain/app-ui';

export interface AppUiContext {
  focused: boolean;
  viewport: ViewportSize;
  /** The organic video playing, by pin id; null when none plays. */
  organic: string | null;
  /** The promoted video playing, tracked apart from the organic one. */
  promoted: string | null;
  /** Every video that played, by pin id: its time and whether it is paused. */
  videos: Record<string, VideoPlayEntry>;
}

export type AppUiEvent =
  | { type: 'app.focus' }
  | { type: 'app.blur' }
  | { type: 'viewport.changed'; size: ViewportSize }
  | { type: 'video.play'; pinId: string; promoted: boolean; currentTime: number }
  | { type: 'video.pause'; pinId: string; currentTime: number };

export interface AppUiInput {
  focused?: boolean;
  viewport?: ViewportSize;
}

type Play = Extract<AppUiEvent, { type: 'video.play' }>;
type Pause = Extract<AppUiEvent, { type: 'video.pause' }>;

function entry(pinId: string, currentTime: number, paused: boolean): VideoPlayEntry {
  return { pinId, currentTime: Math.max(0, currentTime), paused };
}

/** Every playing video marked paused at its last known time. */
function allPaused(context: AppUiContext): Partial<AppUiContext> {
  const videos = { ...context.videos };
  for (const pinId of [context.organic, context.promoted]) {
    const known = pinId ? videos[pinId] : undefined;
    if (known) videos[known.pinId] = { ...known, paused: true };
  }
  return { organic: null, promoted: null, videos };
}

export const appUiMachine = setup({
  types: {
    context: {} as AppUiContext,
    events: {} as AppUiEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- names the input type
    input: {} as AppUiInput,
  },
  actors: {
    /** Sends the window's focus, blur, visibility, page hide and size (the app: window events). */
    windowEvents: fromCallback<AppUiEvent>(() => undefined),
  },
  guards: {
    /** An organic video while another organic one plays is ignored. */
    anotherOrganicPlays: ({ context, event }) => {
      const play = event as Play;
      return !play.promoted && context.organic !== null && context.organic !== play.pinId;
    },
  },
  actions: {
    play: assign(({ context, event }) => {
      const { pinId, promoted, currentTime } = event as Play;
      const videos = { ...context.videos, [pinId]: entry(pinId, currentTime, false) };
      return promoted ? { promoted: pinId, videos } : { organic: pinId, videos };
    }),
    pause: assign(({ context, event }) => {
      const { pinId, currentTime } = event as Pause;
      return {
        videos: { ...context.videos, [pinId]: entry(pinId, currentTime, true) },
        organic: context.organic === pinId ? null : context.organic,
        promoted: context.promoted === pinId ? null : context.promoted,
      };
    }),
    pauseAll: assign(({ context }) => allPaused(context)),
    keepViewport: assign({
      viewport: ({ context, event }) =>
        event.type === 'viewport.changed' ? event.size : context.viewport,
    }),
  },
}).createMachine({
  id: 'appUi',
  context: ({ input }) => ({
    focused: input.focused ?? true,
    viewport: input.viewport ?? DEFAULT_VIEWPORT_SIZE,
    organic: null,
    promoted: null,
    videos: {},
  }),
  invoke: { id: 'windowEvents', src: 'windowEvents' },
  on: {
    'viewport.changed': { actions: 'keepViewport' },
    'video.pause': { actions: 'pause' },
  },
  initial: 'focused',
  states: {
    focused: {
      // Started away (the window had no focus): nothing plays until it has.
      always: { guard: ({ context }) => !context.focused, target: 'away' },
      on: {
        'app.blur': { target: 'away', actions: [assign({ focused: false }), 'pauseAll'] },
        'video.play': [{ guard: 'anotherOrganicPlays' }, { actions: 'play' }],
      },
    },
    // The session paused: nothing plays until it resumes.
    away: {
      on: { 'app.focus': { target: 'focused', actions: assign({ focused: true }) } },
    },
  },
});

export type AppUiSnapshot = SnapshotFrom<typeof appUiMachine>;

/** Whether this pin's video may play now: the app has focus, and no other organic video plays. */
export function selectMayPlay(s: AppUiSnapshot, pinId: string, promoted: boolean): boolean {
  if (!s.context.focused) return false;
  if (promoted) return s.context.promoted === null || s.context.promoted === pinId;
  return s.context.organic === null || s.context.organic === pinId;
}
