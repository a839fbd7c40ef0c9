// The machine catalogue: every machine of Pinstate, once. The live machine panel, the scenario
// player, the diagram generator and the path-coverage test all read this list. Every kind of the
// kinds table (kinds.ts) brings its entry, in table order; the machines that are no kind of the
// root's system (a feed inside `feeds`, the board picker inside a save flow, the player's
// machines and the root itself) are listed here.

import { appMachine } from './app.machine';
import type { AppContext } from './app.machine';
import type { CatalogueEntry } from './catalogue-entry';
import { createFeedMachine, type FeedContext } from './feed.machine';
import { feedWindowRule } from './feed-window';
import { kindEntries } from './kinds';
import { playerMachineEntries } from './player-catalogue';
import { boardPickerEntry } from './save-catalogue';

// The feed with its window rule, as the app's feeds read it once the logic loaded after the first
// paint is there, so the catalogue's paths reach the pages let go and asked for again.
const windowedFeedMachine = createFeedMachine(() => feedWindowRule);

export type { CatalogueEntry, CatalogueEvent, CatalogueSnapshot } from './catalogue-entry';

export const catalogue: readonly CatalogueEntry[] = [
  {
    id: 'feed',
    title: 'Paged pin feed',
    specSection: 'spec 3 section 2 (surfaces)',
    machine: windowedFeedMachine,
    sampleInput: { query: { kind: 'home' } },
    coverageInputs: [{ query: { kind: 'home' } }, { query: { kind: 'home' }, startAtOnce: false }],
    events: [
      { event: { type: 'feed.load' }, label: 'Load the feed' },
      { event: { type: 'feed.more' }, label: 'Scroll to the end (next page)' },
      { event: { type: 'feed.retry' }, label: 'Retry after an error' },
      { event: { type: 'feed.remove', pinId: '100001' }, label: 'A pin leaves the feed' },
      {
        event: { type: 'feed.window', from: 0, to: 0 },
        label: 'The grid shows the first pin (far pages let go, near ones asked for again)',
      },
      {
        event: { type: 'feed.window', from: 99, to: 99 },
        label: 'The grid shows the last pins (far pages let go, near ones asked for again)',
      },
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
      { type: 'xstate.done.actor.refillPage', output: { items: [{ id: '1' }], bookmark: 'b1' } },
      { type: 'xstate.error.actor.refillPage', error: new Error('Feed failed') },
    ],
    // Pages only grow: what matters is the state, whether pins are held and whether more follow,
    // and, up to the six pages a window lets go of, the pages and those let go.
    serializeState: (s) => {
      const c = s.context as FeedContext;
      return JSON.stringify([
        s.value,
        c.pins.length > 0,
        c.bookmark !== null,
        c.startAtOnce,
        Math.min(c.pages.length, 6),
        c.pages.filter((page) => page.gone).length,
        c.refill ?? null,
      ]);
    },
  },
  ...kindEntries,
  boardPickerEntry,
  ...playerMachineEntries,
  {
    id: 'app',
    title: 'Root actor: long-lived actors and per-pin actors on demand',
    specSection: 'machines/README.md; spec 1 section 4 lifecycles',
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
      const c = s.context as AppContext;
      return JSON.stringify([
        s.value,
        c.pinActorCount > 0,
        Object.keys(c.pageHolds).length > 0,
        Math.min(c.viewerEpoch, 1),
      ]);
    },
    summarize: (context) => {
      const c = context as AppContext;
      const pages = Object.keys(c.pageHolds).length;
      return `${c.pinActorCount} per-pin actors, ${pages} page actors, viewer epoch ${c.viewerEpoch}`;
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
