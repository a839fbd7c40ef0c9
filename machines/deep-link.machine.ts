// The mobile deep link and the app upsell (spec 3 section 4 "Mobile deep link"; section 8 "Play
// store redirect failure (Android) | Metric only"). On tap, a signed-in viewer on a supported
// platform (ios, android, ipad) who is not in an exempt state gets the app-open modal; everyone
// else goes to the store or the one-link page with the deep-link path and the current address,
// its sensitive parameters stripped. Android below 7 is flagged. The upsell bar, once dismissed,
// shows again 14 base units later (docs/decisions/054).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  APP_UPSELL_RESHOW_MS,
  appHandoffHref,
  deepLinkAction,
  isDeepLinkExempt,
  isOldAndroid,
  PLAY_STORE_REDIRECT_FAILED_METRIC,
  sensitiveParamsIn,
  storeFor,
  viewerAppPlatform,
  type AppHandoff,
} from '../domain/deep-link';
import type { Device } from '../domain/types';
import { stripSensitiveParams } from '../domain/sensitive-params';

export interface DeepLinkContext {
  /** The browser's user agent (the platform and the Android version are read from it). */
  userAgent: string;
  /** How long the dismissed upsell still stays away, in ms (0: it shows). */
  snoozeLeftMs: number;
  /** Where the last tap leads: the app (through the modal) or a store. */
  handoff: AppHandoff | null;
  /** The sensitive parameter names the last tap stripped from the address. */
  strippedParams: string[];
  /** Failed Play store redirects (the metric of spec 3 section 8). */
  playStoreFailures: number;
}

/** What the browser tells at the start: its user agent and the upsell's snooze left. */
export interface DeepLinkStart {
  userAgent: string;
  snoozeLeftMs: number;
}

export type DeepLinkEvent =
  | {
      type: 'deepLink.tap';
      /** The deep-link path (the page's route) and the page's full address. */
      path: string;
      address: string;
      signedIn: boolean;
      device: Device;
    }
  | { type: 'deepLink.openApp' }
  | { type: 'deepLink.close' }
  /** The browser's user agent, as it reports it (the app at start; the scenarios' phone). */
  | { type: 'deepLink.userAgent'; userAgent: string }
  | { type: 'upsell.dismiss' };

/**
 * `deepLink.opened`: the hand-off is under way; the view shows its page (`to`) in its own router,
 * so inside the scenario player the live app moves, not the player's page.
 */
export type DeepLinkEmitted =
  { type: 'deepLink.opened'; to: string } | { type: 'metric'; name: string; value: number };

type Tap = Extract<DeepLinkEvent, { type: 'deepLink.tap' }>;

function handoffOf(userAgent: string, tap: Tap): AppHandoff {
  const platform = viewerAppPlatform(tap.device, userAgent);
  return {
    to: storeFor(platform),
    deepLinkPath: tap.path,
    address: stripSensitiveParams(tap.address),
    oldAndroid: platform === 'android' && isOldAndroid(userAgent),
  };
}

export const deepLinkMachine = setup({
  types: {
    context: {} as DeepLinkContext,
    events: {} as DeepLinkEvent,
    emitted: {} as DeepLinkEmitted,
  },
  actors: {
    /** The user agent and the stored dismissal (the app: navigator and browser storage). */
    readStart: fromPromise<DeepLinkStart>(() =>
      Promise.resolve({ userAgent: '', snoozeLeftMs: 0 }),
    ),
    /** The redirect to the store or the app: rejects when it could not be made. */
    openStore: fromPromise<void, { handoff: AppHandoff }>(() => Promise.resolve()),
  },
  guards: {
    showsModal: ({ context }, params: { tap: Tap }) =>
      deepLinkAction({
        loggedIn: params.tap.signedIn,
        platform: viewerAppPlatform(params.tap.device, context.userAgent),
        exempt: isDeepLinkExempt(params.tap.path),
      }) === 'openAppModal',
    toPlayStore: ({ context }) => context.handoff?.to === 'playStore',
  },
  delays: {
    upsellReshow: ({ context }) => context.snoozeLeftMs,
  },
  actions: {
    assignStart: assign((_, params: DeepLinkStart) => ({
      userAgent: params.userAgent,
      snoozeLeftMs: Math.max(0, params.snoozeLeftMs),
    })),
    assignTap: assign(({ context }, params: { tap: Tap }) => ({
      handoff: handoffOf(context.userAgent, params.tap),
      strippedParams: sensitiveParamsIn(params.tap.address),
    })),
    toApp: assign({
      handoff: ({ context }) =>
        context.handoff ? { ...context.handoff, to: 'app' as const } : null,
    }),
    emitOpened: emit(({ context }) => ({
      type: 'deepLink.opened' as const,
      to: context.handoff ? appHandoffHref(context.handoff) : '/',
    })),
    countPlayStoreFailure: assign({
      playStoreFailures: ({ context }) => context.playStoreFailures + 1,
    }),
    emitPlayStoreMetric: emit({
      type: 'metric' as const,
      name: PLAY_STORE_REDIRECT_FAILED_METRIC,
      value: 1,
    }),
    snooze: assign({ snoozeLeftMs: APP_UPSELL_RESHOW_MS }),
    unsnooze: assign({ snoozeLeftMs: 0 }),
    /** Keeps the dismissal time (the app: browser storage); nothing where there is none. */
    storeDismissal: () => {},
  },
}).createMachine({
  id: 'deepLink',
  context: {
    userAgent: '',
    snoozeLeftMs: 0,
    handoff: null,
    strippedParams: [],
    playStoreFailures: 0,
  },
  on: {
    'deepLink.userAgent': { actions: assign({ userAgent: ({ event }) => event.userAgent }) },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStart',
        src: 'readStart',
        onDone: [
          {
            guard: ({ event }) => event.output.snoozeLeftMs > 0,
            target: '#deepLink.ready.upsell.snoozed',
            actions: { type: 'assignStart', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: { type: 'assignStart', params: ({ event }) => event.output },
          },
        ],
        // Nothing readable: no platform known, the upsell shows.
        onError: 'ready',
      },
    },
    ready: {
      type: 'parallel',
      states: {
        link: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'deepLink.tap': [
                  {
                    guard: { type: 'showsModal', params: ({ event }) => ({ tap: event }) },
                    target: 'modal',
                    actions: { type: 'assignTap', params: ({ event }) => ({ tap: event }) },
                  },
                  {
                    target: 'opening',
                    actions: { type: 'assignTap', params: ({ event }) => ({ tap: event }) },
                  },
                ],
              },
            },
            modal: {
              on: {
                'deepLink.close': 'idle',
                'deepLink.openApp': { target: 'opening', actions: 'toApp' },
              },
            },
            opening: {
              invoke: {
                id: 'openStore',
                src: 'openStore',
                input: ({ context }) => ({ handoff: context.handoff! }),
                onDone: { target: 'idle', actions: 'emitOpened' },
                onError: [
                  // Spec 3 section 8: a failed Play store redirect on Android is only a metric.
                  {
                    guard: 'toPlayStore',
                    target: 'idle',
                    actions: ['countPlayStoreFailure', 'emitPlayStoreMetric'],
                  },
                  { target: 'idle' },
                ],
              },
            },
          },
        },
        upsell: {
          initial: 'shown',
          states: {
            shown: {
              on: {
                'upsell.dismiss': { target: 'snoozed', actions: ['snooze', 'storeDismissal'] },
              },
            },
            snoozed: {
              after: { upsellReshow: { target: 'shown', actions: 'unsnooze' } },
            },
          },
        },
      },
    },
  },
});

export type DeepLinkSnapshot = SnapshotFrom<typeof deepLinkMachine>;

/** Whether the app-open modal is open. */
export const selectAppOpenModal = (s: DeepLinkSnapshot): boolean =>
  s.matches({ ready: { link: 'modal' } });

/** Whether the app upsell bar shows. */
export const selectUpsellShown = (s: DeepLinkSnapshot): boolean =>
  s.matches({ ready: { upsell: 'shown' } });

/** Whether Android below 7 is flagged for the last tap. */
export const selectOldAndroid = (s: DeepLinkSnapshot): boolean =>
  s.context.handoff?.oldAndroid === true;
