// The root's analytics actor (machines/README.md: `analytics` receives every emitted event).
// Spec 1 section 7 and spec 3 section 7 "Tracking": logging events carry an event type, a view
// type and parameter, a component, an element, an object id and aux data. It keeps the last
// `keep` of them (the app: ANALYTICS_RECENT_MAX, 500) for the live machine panel, and sends them
// to the events sink only as the viewer's cookie choice allows (spec 2 section 2; domain/analytics.ts):
// until a choice is known they wait, bounded at `bufferMax` (ANALYTICS_BUFFER_MAX, 1000); once it
// is, the allowed ones go in batches after `analyticsBatch` and the others are let go. When the
// page goes away (`analytics.flush`), the batch being gathered goes at once.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ANALYTICS_BATCH_MS } from '../domain/constants';
import { consentAllows, type AnalyticsConsent } from '../domain/analytics';
import {
  bounded,
  eventsOf,
  recordsOf,
  type AnalyticsEvent,
  type AnalyticsRecord,
} from './analytics-records';

export type { AnalyticsEvent, AnalyticsRecord } from './analytics-records';
export { sentEvent } from './analytics-records';

export interface AnalyticsInput {
  /** How many recent events to keep (the app keeps ANALYTICS_RECENT_MAX). */
  keep: number;
  /** How many events may wait to be sent (the app: ANALYTICS_BUFFER_MAX); 1000 by default. */
  bufferMax?: number;
}

export interface AnalyticsContext {
  keep: number;
  bufferMax: number;
  /** The most recent events, oldest first. */
  recent: AnalyticsRecord[];
  /** Every event received, kept or not. */
  received: number;
  /** The viewer's cookie choice as far as analytics goes; null until one is known. */
  consent: AnalyticsConsent | null;
  /** Events waiting to be sent, oldest first. */
  queue: AnalyticsRecord[];
  /** The batch on its way to the sink. */
  batch: AnalyticsRecord[];
  /** Events the sink has taken. */
  sent: number;
  /** Events let go unsent: refused by the choice, or pushed out of a full buffer. */
  dropped: number;
}

/** The cookie actor's system id and the event it emits when a choice is made or restored. */
const COOKIES_SOURCE = 'cookies';

function consentOf(event: AnalyticsEvent): AnalyticsConsent | null {
  if (
    event.type !== 'analytics.record' ||
    event.source !== COOKIES_SOURCE ||
    event.event.type !== 'cookies.changed'
  )
    return null;
  const choice = (event.event as { choice?: Partial<AnalyticsConsent> }).choice;
  return { analytics: choice?.analytics === true, marketing: choice?.marketing === true };
}

/**
 * Receives `analytics.record` for every event the root's actors emit, numbers it, keeps the last
 * `keep`, and sends what the viewer's cookie choice allows to the events sink (`sendEvents`).
 */
export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput,
  },
  actors: {
    /** Sends one batch to the events sink (the app: `POST /v3/events/`). */
    sendEvents: fromPromise<void, { events: AnalyticsRecord[] }>(() => Promise.resolve()),
    /** Sends `analytics.flush` when the page goes away (the app: the window's `pagehide`). */
    pageLeaving: fromCallback<AnalyticsEvent>(() => undefined),
  },
  delays: { analyticsBatch: ANALYTICS_BATCH_MS },
  guards: {
    isConsent: ({ event }) => consentOf(event) !== null,
    hasQueue: ({ context }) => context.queue.length > 0,
  },
  actions: {
    keepEvent: assign(({ context, event }) => {
      const records = recordsOf(event, context.received);
      return {
        received: context.received + records.length,
        recent: bounded([...context.recent, ...records], context.keep).kept,
      };
    }),
    /**
     * The newest records (those `keepEvent` just numbered) wait to be sent: always before a
     * choice, when allowed after one.
     */
    queueEvent: assign(({ context, event }) => {
      const count = eventsOf(event).length;
      const records =
        count === 0
          ? []
          : count <= context.recent.length
            ? context.recent.slice(-count)
            : recordsOf(event, context.received - count);
      const allowed =
        context.consent === null
          ? records
          : records.filter((r) => consentAllows(context.consent, r.event));
      const { kept, lost } = bounded([...context.queue, ...allowed], context.bufferMax);
      return {
        queue: kept,
        dropped: context.dropped + lost + records.length - allowed.length,
      };
    }),
    /** A choice is known: what waits and is not allowed by it is let go. */
    applyConsent: assign(({ context, event }) => {
      const consent = consentOf(event);
      const queue = context.queue.filter((r) => consentAllows(consent, r.event));
      return {
        consent,
        queue,
        dropped: context.dropped + context.queue.length - queue.length,
      };
    }),
    takeBatch: assign(({ context }) => ({ batch: context.queue, queue: [] })),
    batchSent: assign(({ context }) => ({ sent: context.sent + context.batch.length, batch: [] })),
    /** A batch the sink did not take waits again, ahead of what came since. */
    batchFailed: assign(({ context }) => {
      const still = context.batch.filter((r) => consentAllows(context.consent, r.event));
      const { kept, lost } = bounded([...still, ...context.queue], context.bufferMax);
      return {
        batch: [],
        queue: kept,
        dropped: context.dropped + lost + context.batch.length - still.length,
      };
    }),
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({
    keep: Math.max(1, input.keep),
    bufferMax: Math.max(1, input.bufferMax ?? 1000),
    recent: [],
    received: 0,
    consent: null,
    queue: [],
    batch: [],
    sent: 0,
    dropped: 0,
  }),
  invoke: { src: 'pageLeaving' },
  initial: 'awaitingChoice',
  states: {
    awaitingChoice: {
      on: {
        'analytics.record': [
          { guard: 'isConsent', target: 'choiceKnown', actions: ['keepEvent', 'applyConsent'] },
          { actions: ['keepEvent', 'queueEvent'] },
        ],
        'analytics.recordMany': { actions: ['keepEvent', 'queueEvent'] },
      },
    },
    choiceKnown: {
      initial: 'idle',
      on: {
        'analytics.record': [
          { guard: 'isConsent', actions: ['keepEvent', 'applyConsent'] },
          { actions: ['keepEvent', 'queueEvent'] },
        ],
        'analytics.recordMany': { actions: ['keepEvent', 'queueEvent'] },
      },
      states: {
        idle: { always: { guard: 'hasQueue', target: 'gathering' } },
        gathering: {
          after: { analyticsBatch: [{ guard: 'hasQueue', target: 'sending' }, { target: 'idle' }] },
          // The page is going away (pagehide): the batch goes now, not after the wait.
          on: { 'analytics.flush': { guard: 'hasQueue', target: 'sending' } },
        },
        sending: {
          entry: 'takeBatch',
          invoke: {
            id: 'sendEvents',
            src: 'sendEvents',
            input: ({ context }) => ({ events: context.batch }),
            onDone: { target: 'idle', actions: 'batchSent' },
            onError: { target: 'gathering', actions: 'batchFailed' },
          },
        },
      },
    },
  },
});

export type AnalyticsSnapshot = SnapshotFrom<typeof analyticsMachine>;

export const selectRecentAnalytics = (s: AnalyticsSnapshot): readonly AnalyticsRecord[] =>
  s.context.recent;
export const selectAnalyticsReceived = (s: AnalyticsSnapshot): number => s.context.received;

/** Whether events are being sent, for the live machine panel. */
export function selectAnalyticsSending(
  s: AnalyticsSnapshot,
): 'awaiting a cookie choice' | 'sending' | 'not sent' {
  const { consent } = s.context;
  if (consent === null) return 'awaiting a cookie choice';
  return consent.analytics || consent.marketing ? 'sending' : 'not sent';
}
