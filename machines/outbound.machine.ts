// Outbound click-through (spec 1 section 4 "Outbound click-through", spec 1 section 8 "Check
// result blocked, suspicious or porn", spec 3 section 4 "Clickthrough and blocked-link check",
// spec 3 section 7 offsite check and click, beacon, event 8948).
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { OffsiteInput } from '../api/api';
import { checkOutcome, isBlockingVerdict } from '../domain/outbound';
import { blockedHost } from '../domain/url';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';
import {
  answerOf,
  beaconRequest,
  loggedOutClickthrough,
  isCancelledClick,
  needsCheck,
  outcomeEvent,
  offsiteInput,
  tabRequest,
  type CheckAnswer,
} from './outbound-helpers';
import {
  type BeaconRequest,
  type TabRequest,
  type OutboundInput,
  type OutboundContext,
  type OutboundEvent,
  type OutboundEmitted,
} from './outbound-types';

export type {
  BeaconRequest,
  OutboundViewer,
  OutboundClick,
  TabRequest,
  OutboundInput,
  OutboundContext,
  OutboundEvent,
  OutboundEmitted,
} from './outbound-types';

/**
 * One outside link's click-through. `outbound.open` starts it: an empty or hash-only link is
 * cancelled with a telemetry event; offline, it stops silently; a logged-out viewer's link (and a
 * link whose known verdict blocks) is checked first; blocked, suspicious or porn never navigate and
 * show the blocked-link modal (`blocked`, tag `modal`) until `outbound.dismiss`; a failed or empty
 * check navigates anyway and counts as status error. Following opens the tab (or the redirect
 * interstitial), sends the beacon (a GET to the outside link itself with pin and
 * client_tracking_params, `beaconRequest`), then the click call, and emits `outbound.followed` and the pin click log event (8948).
 * A second `outbound.open` while one is under way is ignored.
 */
export const outboundMachine = setup({
  types: {
    context: {} as OutboundContext,
    events: {} as OutboundEvent,
    emitted: {} as OutboundEmitted,
    input: {} as OutboundInput,
  },
  actors: {
    readConnectivity: providedAtRoot<boolean, void>('readConnectivity'),
    checkLink: providedAtRoot<CheckAnswer, OffsiteInput>('checkLink'),
    openTab: providedAtRoot<void, TabRequest>('openTab'),
    releaseTab: providedAtRoot<void, { owner: string }>('releaseTab'),
    sendBeacon: providedAtRoot<void, BeaconRequest>('sendBeacon'),
    logClick: providedAtRoot<CheckAnswer, OffsiteInput>('logClick'),
    attributeAd: providedAtRoot<void, { query: string }>('attributeAd'),
  },
  guards: {
    isAd: ({ context }) => Boolean(context.click?.attribution),
    isEmptyLink: ({ event }) => event.type === 'outbound.open' && isCancelledClick(event.click.url),
    isOffline: ({ event }) => (event as { output?: unknown }).output === false,
    knownToBlock: ({ context }) => isBlockingVerdict(context.click?.knownVerdict),
    needsCheck: ({ context }) => needsCheck(context.click, context.viewer),
    answerBlocks: ({ context, event }) =>
      isBlockingVerdict(context.click?.knownVerdict) ||
      checkOutcome({ answer: answerOf(event), url: context.click?.url ?? '' }).kind === 'warn',
    answerFailed: ({ context, event }) => {
      const outcome = checkOutcome({ answer: answerOf(event), url: context.click?.url ?? '' });
      return outcome.kind === 'navigate' && outcome.countAsError;
    },
  },
  actions: {
    assignClick: assign(({ event }) =>
      event.type === 'outbound.open'
        ? { click: event.click, viewer: event.viewer, warning: null }
        : {},
    ),
    assignWarning: assign({
      warning: ({ context, event }) => {
        const url = context.click?.url ?? '';
        const outcome = checkOutcome({ answer: answerOf(event), url });
        if (outcome.kind === 'warn') {
          return { status: outcome.status, message: outcome.message, host: outcome.host };
        }
        const known = context.click?.knownVerdict ?? 'blocked';
        return {
          status: known,
          message: answerOf(event)?.message?.trim() ?? '',
          host: blockedHost(url),
        };
      },
    }),
    assignOpened: assign({ opened: ({ context }) => tabRequest(context).url }),
    countCheckError: assign({ checkErrors: ({ context }) => context.checkErrors + 1 }),
    emitCancelled: emit(({ context }) => outcomeEvent('outbound.cancelled', context)),
    emitAborted: emit(({ context }) => outcomeEvent('outbound.aborted', context)),
    emitCheckFailed: emit(({ context }) => outcomeEvent('outbound.checkFailed', context)),
    emitBlocked: emit(({ context }) => outcomeEvent('outbound.blocked', context)),
    emitFollowed: enqueueActions(({ context, enqueue, system }) => {
      enqueue.emit(outcomeEvent('outbound.followed', context));
      // A logged-out visitor's followed link: ADD clickthrough pin (spec 3 section 4).
      const localState = systemActor(system, SYSTEM_IDS.localState);
      const pin = loggedOutClickthrough(context);
      if (localState && pin) enqueue.sendTo(localState, { type: 'localState.clickthrough', pin });
    }),
    emitAttributed: emit(({ context }) => outcomeEvent('ad.attributed', context)),
    logPinClick: emit(({ context }) => outcomeEvent('log', context)),
  },
}).createMachine({
  id: 'outbound',
  context: ({ input }) => ({
    ...input,
    click: null,
    viewer: null,
    warning: null,
    checkErrors: 0,
    opened: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'outbound.open': [
          { guard: 'isEmptyLink', target: 'releasing', actions: ['assignClick', 'emitCancelled'] },
          { target: 'readingConnectivity', actions: 'assignClick' },
        ],
      },
    },
    readingConnectivity: {
      tags: ['busy'],
      invoke: {
        id: 'readConnectivity',
        src: 'readConnectivity',
        onDone: [
          { guard: 'isOffline', target: 'releasing', actions: 'emitAborted' },
          { guard: 'needsCheck', target: 'checking' },
          { target: 'opening' },
        ],
        // Connectivity that cannot be read is not a reason to stop a person's click.
        onError: [{ guard: 'needsCheck', target: 'checking' }, { target: 'opening' }],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => offsiteInput(context, true),
        onDone: [
          { guard: 'answerBlocks', target: 'blocked', actions: 'assignWarning' },
          {
            guard: 'answerFailed',
            target: 'opening',
            actions: ['countCheckError', 'emitCheckFailed'],
          },
          { target: 'opening' },
        ],
        onError: [
          { guard: 'knownToBlock', target: 'blocked', actions: 'assignWarning' },
          { target: 'opening', actions: ['countCheckError', 'emitCheckFailed'] },
        ],
      },
    },
    blocked: {
      tags: ['modal'],
      entry: 'emitBlocked',
      invoke: {
        id: 'releaseTab',
        src: 'releaseTab',
        input: ({ context }) => ({ owner: context.owner }),
      },
      on: { 'outbound.dismiss': { target: 'idle', actions: assign({ warning: null }) } },
    },
    releasing: {
      invoke: {
        id: 'releaseTab',
        src: 'releaseTab',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openTab',
        src: 'openTab',
        input: ({ context }) => tabRequest(context),
        onDone: { target: 'beaconing', actions: 'assignOpened' },
        // A tab the browser refused is not followed: no beacon, no click call.
        onError: 'releasing',
      },
    },
    beaconing: {
      tags: ['busy'],
      invoke: {
        id: 'sendBeacon',
        src: 'sendBeacon',
        input: ({ context }) => beaconRequest(context),
        onDone: 'logging',
        onError: 'logging',
      },
    },
    logging: {
      tags: ['busy'],
      invoke: {
        id: 'logClick',
        src: 'logClick',
        input: ({ context }) => offsiteInput(context, false),
        onDone: [
          { guard: 'isAd', target: 'attributing', actions: ['emitFollowed', 'logPinClick'] },
          { target: 'idle', actions: ['emitFollowed', 'logPinClick'] },
        ],
        onError: [
          { guard: 'isAd', target: 'attributing', actions: ['emitFollowed', 'logPinClick'] },
          { target: 'idle', actions: ['emitFollowed', 'logPinClick'] },
        ],
      },
    },
    // An ad's click registers its attribution source (spec 1 section 7); a failure is only logged.
    attributing: {
      invoke: {
        id: 'attributeAd',
        src: 'attributeAd',
        input: ({ context }) => ({ query: context.click?.attribution ?? '' }),
        onDone: { target: 'idle', actions: 'emitAttributed' },
        onError: 'idle',
      },
    },
  },
});
