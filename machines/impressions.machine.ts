// Impression tracking (spec 3 section 7 "Tracking"; domain/impressions.ts): the root's late actor
// `impressions`. The app's one IntersectionObserver reports what it saw in batches
// (`impressions.seen`); for each tracked pin this records its viewport entry and each threshold
// (0, 50, 80, 100 percent) once per entry, and its exit with the most it was seen. What one batch
// records is emitted at once (`impressions.recorded`); the root hands each record to its analytics
// actor, so scrolling costs the root one step per batch, not one per record. A pin that is not
// tracked changes nothing.
//
// A promoted pin's view is attributed too (spec 1 sections 7 and 9, docs/decisions/095): the first
// time its card enters the viewport (above 0 percent, sampled or not) while its view attribution
// may be sent (`adView`, the query of domain `attributionQuery` with source_event_type view,
// expiry 86400, priority 1), the attribution source is sent once, and `ad.attributed` is emitted
// once it is registered. Each promoted pin's view counts once in the actor's life.
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { isTrackedPin, reachedThresholds, type ImpressionThreshold } from '../domain/impressions';
import { providedAtRoot } from './provided-at-root';

export interface ImpressionObservation {
  pinId: string;
  /** The intersection ratio, 0 when the card is out of the viewport. */
  ratio: number;
  /** The view type its grid logs under ('107' on notifications, domain/log-view.ts). */
  viewType?: string | null;
  /**
   * A promoted pin's view attribution source query, when it may be sent (marketing allowed,
   * every parameter there); absent or null for any other card.
   */
  adView?: string | null;
}

export interface ImpressionsInput {
  /** One pin in `sampleRate` is tracked (TRACKING_SAMPLE_RATE); 1 tracks every pin. */
  sampleRate: number;
}

export interface ImpressionsContext {
  sampleRate: number;
  /** The pins in the viewport now, with the thresholds recorded in this entry. */
  inView: Record<string, ImpressionThreshold[]>;
  /** Every threshold record and exit emitted so far. */
  recorded: number;
  /** Promoted pins whose view was attributed (each once), oldest first. */
  adViews: string[];
}

export type ImpressionsEvent =
  | {
      type: 'impressions.seen';
      observations: readonly ImpressionObservation[];
    }
  | DoneActorEvent<void, string>
  | ErrorActorEvent<unknown, string>;

/** One record: a threshold reached in an entry, or the exit with the most that entry saw. */
export type ImpressionRecord =
  | {
      type: 'impression.threshold';
      pinId: string;
      percent: ImpressionThreshold;
      objectId: string;
      viewType: string | null;
      auxData: { percent: ImpressionThreshold };
    }
  | {
      type: 'impression.exit';
      pinId: string;
      maxPercent: ImpressionThreshold;
      objectId: string;
      viewType: string | null;
      auxData: { exit: true; maxPercent: ImpressionThreshold };
    };

/**
 * Everything one `impressions.seen` recorded, oldest first (never empty); a promoted pin's view
 * attribution source registered (marketing).
 */
export type ImpressionsEmitted =
  | { type: 'impressions.recorded'; records: ImpressionRecord[] }
  | { type: 'ad.attributed'; pinId: string; eventType: 'view'; marketing: true };

/** The attribution call of a promoted pin's view: a child named after its pin. */
const AD_VIEW_PREFIX = 'adView.';
export const adViewActorId = (pinId: string) => `${AD_VIEW_PREFIX}${pinId}`;

export const impressionsMachine = setup({
  types: {
    context: {} as ImpressionsContext,
    events: {} as ImpressionsEvent,
    emitted: {} as ImpressionsEmitted,
    input: {} as ImpressionsInput,
  },
  actors: {
    attributeAdView: providedAtRoot<void, { query: string }>('attributeAdView'),
  },
  actions: {
    // A promoted pin's first entry into view, while its attribution may be sent, sends it once.
    attributeAdViews: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'impressions.seen') return;
      const adViews = [...context.adViews];
      for (const { pinId, ratio, adView } of event.observations) {
        if (!adView || !(ratio > 0) || adViews.includes(pinId)) continue;
        adViews.push(pinId);
        enqueue.spawnChild('attributeAdView', {
          id: adViewActorId(pinId),
          input: { query: adView },
        });
      }
      if (adViews.length !== context.adViews.length) enqueue.assign({ adViews });
    }),
    // A view whose attribution source could not be sent is forgotten: its next entry counts.
    forgetAdView: assign(({ context, event }) => {
      const pinId = event.type.slice(`xstate.error.actor.${AD_VIEW_PREFIX}`.length);
      return { adViews: context.adViews.filter((id) => id !== pinId) };
    }),
    emitViewAttributed: emit(({ event }) => ({
      type: 'ad.attributed' as const,
      pinId: event.type.slice(`xstate.done.actor.${AD_VIEW_PREFIX}`.length),
      eventType: 'view' as const,
      marketing: true as const,
    })),
    record: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'impressions.seen') return;
      const inView = { ...context.inView };
      const records: ImpressionRecord[] = [];
      for (const { pinId, ratio, viewType = null } of event.observations) {
        if (!isTrackedPin(pinId, context.sampleRate)) continue;
        const before = inView[pinId];
        const reached = reachedThresholds(ratio);
        if (reached.length === 0) {
          if (!before) continue;
          // The exit: recorded with the most the card was seen in this entry.
          delete inView[pinId];
          const maxPercent = before[before.length - 1] ?? 0;
          records.push({
            type: 'impression.exit',
            pinId,
            maxPercent,
            objectId: pinId,
            viewType,
            auxData: { exit: true, maxPercent },
          });
          continue;
        }
        const fresh = reached.filter((t) => !(before ?? []).includes(t));
        if (fresh.length === 0) continue;
        inView[pinId] = [...(before ?? []), ...fresh].sort((a, b) => a - b);
        for (const percent of fresh) {
          records.push({
            type: 'impression.threshold',
            pinId,
            percent,
            objectId: pinId,
            viewType,
            auxData: { percent },
          });
        }
      }
      if (records.length === 0) return;
      enqueue.assign({ inView, recorded: context.recorded + records.length });
      enqueue.emit({ type: 'impressions.recorded', records });
    }),
  },
}).createMachine({
  id: 'impressions',
  context: ({ input }) => ({
    sampleRate: Math.max(1, Math.floor(input.sampleRate)),
    inView: {},
    recorded: 0,
    adViews: [],
  }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'impressions.seen': { actions: ['attributeAdViews', 'record'] },
        // A view's attribution source is registered; one that failed is forgotten, so the pin's
        // next entry may count the view, and tracking goes on.
        'xstate.done.actor.adView.*': { actions: 'emitViewAttributed' },
        'xstate.error.actor.adView.*': { actions: 'forgetAdView' },
      },
    },
  },
});

export type ImpressionsSnapshot = SnapshotFrom<typeof impressionsMachine>;
