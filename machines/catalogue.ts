// The machine catalogue: every machine of Pinstate, once. The live machine panel, the scenario
// player, the diagram generator and the path-coverage test all read this list, so adding an entry
// is all a new machine needs to appear everywhere (issue 5, DESIGN.md "Machines").

import type { AnyEventObject, AnyStateMachine, Snapshot } from 'xstate';
import { CAROUSEL_LABELS } from '../domain/carousel';
import { appMachine } from './app.machine';
import { cardHoverMachine } from './card-hover.machine';
import { carouselMachine } from './carousel.machine';
import { feedMachine } from './feed.machine';
import { feedMemoryEntry } from './feed-memory-catalogue';
import { followMachineEntries } from './follow-catalogue';
import { formMachineEntries } from './form-catalogue';
import { guidanceMachineEntries } from './guidance-catalogue';
import { outboundMachineEntries } from './outbound-catalogue';
import { pinFeedbackMachine } from './pin-feedback.machine';
import { playerMachineEntries } from './player-catalogue';
import { saveMachineEntries } from './save-catalogue';

/** What `serializeState` and `summarize` see of a snapshot. */
export type CatalogueSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

/** One event a person or a test may send to a machine, with a sample payload. */
export interface CatalogueEvent {
  /** The event as sent, e.g. `{ type: 'pin.save' }` or `{ type: 'carousel.goTo', index: 1 }`. */
  readonly event: AnyEventObject;
  /** What sending it means, in product language ("Tap Save"). */
  readonly label: string;
}

/** A catalogued machine. */
export interface CatalogueEntry {
  /** Stable id, kebab-case, the file name without `.machine.ts` (`one-tap-save`). */
  readonly id: string;
  /** Human title ("One-tap save"). */
  readonly title: string;
  /** Spec section it implements ("spec 1 section 4.2"). */
  readonly specSection: string;
  /** The machine definition (with stub actors; tests and tools provide their own). */
  readonly machine: AnyStateMachine;
  /** A sample input that starts it in a meaningful place. */
  readonly sampleInput?: unknown;
  /**
   * Inputs the path-coverage traversal starts from (default: just `sampleInput`). Give several when
   * a guard reads the input, so both branches are reachable (`canEdit` true and false).
   */
  readonly coverageInputs?: readonly unknown[];
  /**
   * The events a person or a test may send, with sample payloads. Internal events
   * (`xstate.done.actor.*`, `xstate.after.*`) are not listed: tools derive them from the definition.
   */
  readonly events: readonly CatalogueEvent[];
  /**
   * Machine-specific extra events for path coverage: done/error events of invoked actors with the
   * output/error shapes the machine expects. Defaults are derived from the definition.
   */
  readonly coverageEvents?: readonly AnyEventObject[];
  /**
   * Bounded serialisation of a snapshot for graph traversal: two snapshots that serialise the same
   * are the same vertex. Defaults to the state value plus a JSON of the context.
   */
  readonly serializeState?: (snapshot: CatalogueSnapshot) => string;
  /** Short, readable summary of a context for the live panel; defaults to a clipped JSON. */
  readonly summarize?: (context: unknown) => string;
}

/**
 * Entries are added by each machine's author, in the file they own next to it; the harness adds
 * any that are missing as machines land.
 */
export const catalogue: readonly CatalogueEntry[] = [
  {
    id: 'card-hover',
    title: 'Pin card hover and long-press',
    specSection: 'spec 1 sections 2 and 9 (card behaviour, timings)',
    machine: cardHoverMachine,
    sampleInput: { canEdit: true, contextMenuAllowed: true, prefetchPinId: '1' },
    coverageInputs: [
      { canEdit: true, contextMenuAllowed: true, prefetchPinId: '1' },
      { canEdit: false, contextMenuAllowed: false },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.prefetchPin', output: null },
      { type: 'xstate.error.actor.prefetchPin', error: new Error('offline') },
    ],
    events: [
      { event: { type: 'hover.start' }, label: 'Pointer enters the card' },
      { event: { type: 'hover.end' }, label: 'Pointer leaves the card' },
      { event: { type: 'press.start', x: 100, y: 100 }, label: 'Finger down' },
      { event: { type: 'press.move', x: 104, y: 103 }, label: 'Finger moves a little' },
      { event: { type: 'press.move', x: 130, y: 100 }, label: 'Finger moves away (cancels)' },
      { event: { type: 'press.end' }, label: 'Finger up' },
      { event: { type: 'press.cancel' }, label: 'Touch cancelled' },
      { event: { type: 'menu.open' }, label: 'ContextMenu key or Shift+F10' },
      { event: { type: 'menu.close' }, label: 'Close the context menu' },
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  },
  {
    id: 'feed',
    title: 'Paged pin feed',
    specSection: 'spec 3 section 2 (surfaces), issue 3',
    machine: feedMachine,
    sampleInput: { query: { kind: 'home' } },
    coverageInputs: [{ query: { kind: 'home' } }, { query: { kind: 'home' }, startAtOnce: false }],
    events: [
      { event: { type: 'feed.load' }, label: 'Load the feed' },
      { event: { type: 'feed.more' }, label: 'Scroll to the end (next page)' },
      { event: { type: 'feed.retry' }, label: 'Retry after an error' },
      { event: { type: 'feed.remove', pinId: '100001' }, label: 'A pin leaves the feed' },
    ],
    coverageEvents: [
      {
        type: 'xstate.done.actor.fetchFirstPage',
        output: { items: [{ id: '1' }], bookmark: 'b1' },
      },
      { type: 'xstate.done.actor.fetchFirstPage', output: { items: [], bookmark: null } },
      { type: 'xstate.done.actor.fetchNextPage', output: { items: [{ id: '2' }], bookmark: 'b2' } },
      { type: 'xstate.done.actor.fetchNextPage', output: { items: [], bookmark: null } },
      { type: 'xstate.error.actor.fetchFirstPage', error: new Error('Feed failed') },
      { type: 'xstate.error.actor.fetchNextPage', error: new Error('Feed failed') },
    ],
    // Pages only grow: what matters is the state, whether pins are held and whether more follow.
    serializeState: (s) => {
      const c = s.context as { pins: unknown[]; bookmark: string | null; startAtOnce: boolean };
      return JSON.stringify([s.value, c.pins.length > 0, c.bookmark !== null, c.startAtOnce]);
    },
  },
  {
    id: 'carousel',
    title: 'Carousel on a pin',
    specSection: 'spec 1 section 4 (carousel), spec 3 section 4 (carousel navigation on pins)',
    machine: carouselMachine,
    sampleInput: { slotCount: 3, itemsPerPage: 1, startIndex: 0, carouselDataId: 'c-100005' },
    events: [
      { event: { type: 'carousel.previous' }, label: `Press ${CAROUSEL_LABELS.previous}` },
      { event: { type: 'carousel.next' }, label: `Press ${CAROUSEL_LABELS.next}` },
      { event: { type: 'carousel.goTo', index: 2 }, label: 'Press the third dot' },
      { event: { type: 'carousel.swipe', dx: -120, dy: 8, durationMs: 200 }, label: 'Swipe left' },
      { event: { type: 'carousel.swipe', dx: 120, dy: 8, durationMs: 200 }, label: 'Swipe right' },
    ],
    serializeState: (s) => JSON.stringify([s.value, (s.context as { index: number }).index]),
  },
  {
    id: 'pin-feedback',
    title: 'Reporting a pin',
    specSection: "spec 1 section 4 (pin feedback status), section 8 ('Report confirmed')",
    machine: pinFeedbackMachine,
    sampleInput: { pinId: '100001' },
    coverageInputs: [{ pinId: '100001' }, { pinId: '100001', reported: true }],
    events: [{ event: { type: 'feedback.report' }, label: 'Choose Report in the overflow menu' }],
    coverageEvents: [
      { type: 'xstate.done.actor.sendFeedback', output: undefined },
      { type: 'xstate.error.actor.sendFeedback', error: new Error('Report failed') },
    ],
  },
  ...saveMachineEntries,
  ...formMachineEntries,
  ...followMachineEntries,
  feedMemoryEntry,
  ...playerMachineEntries,
  ...outboundMachineEntries,
  ...guidanceMachineEntries,
  {
    id: 'app',
    title: 'Root actor: long-lived actors and per-pin actors on demand',
    specSection: 'DESIGN.md "Machines"; spec 1 section 4 lifecycles',
    machine: appMachine,
    sampleInput: {},
    events: [
      {
        event: {
          type: 'pin.spawn',
          pinId: '100001',
          kind: 'hover',
          seed: { hover: { canEdit: true, contextMenuAllowed: false } },
        },
        label: 'A card asks for its hover actor',
      },
      { event: { type: 'pin.release', pinId: '100001' }, label: 'The card scrolls away' },
    ],
    coverageEvents: [
      {
        type: 'child.emitted',
        from: 'session',
        event: { type: 'session.signedIn', userId: 'u1' },
      },
      {
        type: 'child.emitted',
        from: 'pin.100001.oneTapSave',
        event: {
          type: 'pin.oneTapSaved',
          pinId: '100001',
          savedPinId: '800001',
          isProfileSave: true,
        },
      },
    ],
    // Per-pin actors come and go; what matters is the state and whether any is live.
    serializeState: (s) => {
      const c = s.context as { pinOrder: string[]; viewerEpoch: number };
      return JSON.stringify([s.value, c.pinOrder.length > 0, Math.min(c.viewerEpoch, 1)]);
    },
  },
];

/** The entry for a machine id, or undefined. */
export function findEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id);
}

/** The entry whose machine definition has the given root id (`machine.id`), or undefined. */
export function findEntryByMachineId(machineId: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.machine.id === machineId);
}
