// Catalogue entry of the feed memory (docs/decisions/013-feed-memory.md), listed by
// `machines/catalogue.ts`: what a grid sends when it shows a feed, a card is opened, the person
// leaves and the grid is back in place, and a bounded serialisation for path coverage.
import type { CatalogueEntry } from './catalogue-entry';
import { feedMemoryMachine, type FeedMemoryContext } from './feed-memory.machine';

export const feedMemoryEntry: CatalogueEntry = {
  id: 'feed-memory',
  title: 'Feeds kept for Back and Forward',
  specSection: 'docs/decisions/013-feed-memory.md; spec 3 section 2 (surfaces that host pin grids)',
  machine: feedMemoryMachine,
  sampleInput: {},
  events: [
    {
      event: { type: 'feed.show', key: 'default|u1|home', query: { kind: 'home' } },
      label: 'The home grid shows its feed',
    },
    {
      event: { type: 'feed.opened', key: 'default|u1|home', pinId: '100001' },
      label: 'A card of the grid is opened',
    },
    {
      event: { type: 'feed.leave', key: 'default|u1|home', scrollY: 6000 },
      label: 'The person leaves the grid at 6,000 px',
    },
    {
      event: { type: 'feed.restored', key: 'default|u1|home' },
      label: 'The grid is back in place',
    },
  ],
  // Feeds come and go; what matters is how many are on screen and how many are kept.
  serializeState: (s) => {
    const c = s.context as FeedMemoryContext;
    return JSON.stringify([s.value, c.shown.length, c.kept.length]);
  },
  summarize: (context) => {
    const c = context as FeedMemoryContext;
    return `shown ${c.shown.join(', ') || 'none'}; kept ${c.kept.join(', ') || 'none'}`;
  },
};
