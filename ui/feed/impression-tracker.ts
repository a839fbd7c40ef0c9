// Impression tracking in the page (spec 3 section 7 "Tracking"): one IntersectionObserver, shared
// by every grid, watches each pin card (`data-pin-id`) at the thresholds 0, 50, 80 and 100 percent
// and reports what it saw to the `impressions` actor in batches, once the page is idle (within
// REPORT_WITHIN_MS), so recording never lengthens a frame while the person scrolls. A grid's cards are
// found as they mount and unmount (a MutationObserver on its own element); a card that goes while
// in view, or a grid that goes, reports its cards' exits. A chunk of its own, loaded after the
// first paint (pin-grid.tsx). What a grid saw waits in its system's own queue (`perSystem`) and
// goes to that system's actor: a grid that goes as a new system starts (a player's run) reports
// to the system it was drawn for, never to the new one. A promoted pin's card coming into view
// carries its view attribution query (ui/outbound/ad-attribution.ts), which the actor sends once
// per pin (docs/decisions/095).
import { IMPRESSION_RATIOS, NON_ELEMENT_ERROR } from '../../domain/impressions';
import type { ImpressionObservation } from '../../machines/impressions.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import type { Pin } from '../../domain/types';
import { perSystem, type AppSystem } from '../../runtime/system';
import { adAttribution } from '../outbound/ad-attribution';

/** The pin a grid shows under an id, if it is there. */
export type PinOf = (pinId: string) => Pin | undefined;

/** What a system's grids saw and have not reported yet, oldest first. */
interface Queue {
  system: AppSystem;
  pending: ImpressionObservation[];
  flushScheduled: boolean;
}

/** The running system's queue. */
const queueOfRunning = perSystem((system): Queue => ({
  system,
  pending: [],
  flushScheduled: false,
}));

/**
 * The view type each watched card's grid logs under, whether it was last seen in view, and the
 * queue of the system its grid was drawn for.
 */
const watched = new WeakMap<
  Element,
  { viewType: string | null; inView: boolean; queue: Queue; pinOf: PinOf }
>();
let shared: IntersectionObserver | null = null;

/** Observations wait at most this long for an idle moment before they are reported anyway. */
const REPORT_WITHIN_MS = 1000;

/** Reports everything waiting, in the order it was seen, to the queue's system. */
function flush(queue: Queue): void {
  queue.flushScheduled = false;
  if (queue.pending.length === 0) return;
  const observations = queue.pending;
  queue.pending = [];
  queue.system
    .getActorBySystemId(SYSTEM_IDS.impressions)
    ?.send({ type: 'impressions.seen', observations });
}

function report(queue: Queue, observations: ImpressionObservation[]): void {
  if (observations.length === 0) return;
  queue.pending.push(...observations);
  if (queue.flushScheduled) return;
  queue.flushScheduled = true;
  // A browser without idle callbacks reports at once.
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => flush(queue), { timeout: REPORT_WITHIN_MS });
  else flush(queue);
}

function observation(card: Element, ratio: number): ImpressionObservation | null {
  const pinId = card.getAttribute('data-pin-id');
  const state = watched.get(card);
  if (!pinId || !state) return null;
  state.inView = ratio > 0;
  // A promoted pin in view: its view attribution, when it may be sent.
  const pin = ratio > 0 ? state.pinOf(pinId) : undefined;
  const adView = pin?.isPromoted ? adAttribution(pin, 'view') : null;
  return { pinId, ratio, viewType: state.viewType, ...(adView ? { adView } : {}) };
}

function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const queue = watched.get(entry.target)?.queue;
        const next = observation(entry.target, entry.isIntersecting ? entry.intersectionRatio : 0);
        if (queue && next) report(queue, [next]);
      }
    },
    { threshold: [...IMPRESSION_RATIOS] },
  );
  return shared;
}

/** Stops watching a card; one still in view reports its exit. */
function release(card: Element, exits: ImpressionObservation[]): void {
  observer().unobserve(card);
  if (watched.get(card)?.inView) {
    const exit = observation(card, 0);
    if (exit) exits.push(exit);
  }
  watched.delete(card);
}

/**
 * Watches the pin cards inside `container` for as long as it lives; returns the way to stop.
 * `pinOf` finds a card's pin (a promoted one's view is attributed).
 * Anything but an element is a console error (spec 3 section 8) and tracks nothing.
 */
export function trackImpressions(
  container: unknown,
  viewType: string | null = null,
  pinOf: PinOf = () => undefined,
): () => void {
  if (!(container instanceof Element)) {
    console.error(NON_ELEMENT_ERROR, container);
    return () => undefined;
  }
  // A browser without the observer (or a test page) tracks nothing.
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const cards = new Set<Element>();
  const queue = queueOfRunning();
  const scan = () => {
    const exits: ImpressionObservation[] = [];
    for (const card of cards)
      if (!card.isConnected || !container.contains(card)) {
        release(card, exits);
        cards.delete(card);
      }
    for (const card of container.querySelectorAll('[data-pin-id]'))
      if (!cards.has(card)) {
        cards.add(card);
        watched.set(card, { viewType, inView: false, queue, pinOf });
        observer().observe(card);
      }
    report(queue, exits);
  };
  scan();
  const mutations = new MutationObserver(scan);
  mutations.observe(container, { childList: true, subtree: true });
  return () => {
    mutations.disconnect();
    const exits: ImpressionObservation[] = [];
    for (const card of cards) release(card, exits);
    cards.clear();
    // A grid that goes reports at once what it saw, then its exits.
    report(queue, exits);
    flush(queue);
  };
}
