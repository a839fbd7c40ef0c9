// App UI state (spec 3 section 4 "App UI state"): whether the app has the viewer's focus (false
// when the session pauses: the window blurs, is hidden or the page is left; true when it resumes),
// the viewport's size (default lg), the videos, the typeahead overlay, the autoplay flag and the
// footer's plus button. Setting a current video: an organic video is ignored while another organic
// one plays; promoted videos are tracked apart. Pausing marks the entry paused with its time and
// clears the current organic video. Losing focus pauses them all (the rules: domain/video.ts).
// Video autoplay: a card's video starts by itself only with the autoplay flag on and while it may
// play. The window's events arrive from the invoked `windowEvents` (provided at the root).
import { assign, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { DEFAULT_VIEWPORT_SIZE, type ViewportSize } from '../domain/app-ui';
import {
  ignoresVideo,
  pauseEveryVideo,
  pauseVideo,
  playVideo,
  videoAutoplays,
  type VideoPlayback,
} from '../domain/video';

export interface AppUiContext extends VideoPlayback {
  focused: boolean;
  viewport: ViewportSize;
  /** The header search's typeahead overlay is open. */
  typeahead: boolean;
  /** The app's autoplay flag: off, no video starts by itself (reduced motion asks it off). */
  autoplay: boolean;
  /** The nav footer's plus button (create) is shown. */
  footerPlus: boolean;
}

export type AppUiEvent =
  | { type: 'app.focus' }
  | { type: 'app.blur' }
  | { type: 'viewport.changed'; size: ViewportSize }
  | { type: 'video.play'; pinId: string; promoted: boolean; currentTime: number }
  | { type: 'video.pause'; pinId: string; currentTime: number }
  | { type: 'typeahead.open' }
  | { type: 'typeahead.close' }
  | { type: 'autoplay.set'; on: boolean }
  | { type: 'footerPlus.show' }
  | { type: 'footerPlus.hide' };

export interface AppUiInput {
  focused?: boolean;
  viewport?: ViewportSize;
  autoplay?: boolean;
}

type Play = Extract<AppUiEvent, { type: 'video.play' }>;
type Pause = Extract<AppUiEvent, { type: 'video.pause' }>;

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
      return ignoresVideo(context, play.pinId, play.promoted);
    },
  },
  actions: {
    play: assign(({ context, event }) => {
      const { pinId, promoted, currentTime } = event as Play;
      return playVideo({ playback: context, pinId, promoted, currentTime });
    }),
    pause: assign(({ context, event }) => {
      const { pinId, currentTime } = event as Pause;
      return pauseVideo({ playback: context, pinId, currentTime });
    }),
    pauseAll: assign(({ context }) => pauseEveryVideo(context)),
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
    typeahead: false,
    autoplay: input.autoplay ?? true,
    footerPlus: true,
  }),
  invoke: { id: 'windowEvents', src: 'windowEvents' },
  on: {
    'viewport.changed': { actions: 'keepViewport' },
    'video.pause': { actions: 'pause' },
    'typeahead.open': { actions: assign({ typeahead: true }) },
    'typeahead.close': { actions: assign({ typeahead: false }) },
    'autoplay.set': {
      actions: assign({ autoplay: ({ event }) => event.on }),
    },
    'footerPlus.show': { actions: assign({ footerPlus: true }) },
    'footerPlus.hide': { actions: assign({ footerPlus: false }) },
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

/** Whether this pin's video starts by itself now (video autoplay). */
export function selectAutoplays(s: AppUiSnapshot, pinId: string, promoted: boolean): boolean {
  return videoAutoplays({
    autoplay: s.context.autoplay,
    mayPlay: selectMayPlay(s, pinId, promoted),
  });
}

/** Whether the header search's typeahead overlay is open. */
export const selectTypeaheadOpen = (s: AppUiSnapshot): boolean => s.context.typeahead;

/** Whether the nav footer's plus button shows. */
export const selectFooterPlus = (s: AppUiSnapshot): boolean => s.context.footerPlus;
