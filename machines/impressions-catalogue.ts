// Impression tracking's catalogue entry (spec 3 section 7 "Tracking"), listed by
// `machines/catalogue.ts`.
import { TRACKING_SAMPLE_RATE } from '../domain/constants';
import type { CatalogueEntry } from './catalogue-entry';
import { impressionsMachine, type ImpressionsContext } from './impressions.machine';

/** A pin in the sample (one in five, by id). */
const TRACKED = '100001';

export const impressionsEntry: CatalogueEntry = {
  id: 'impressions',
  title: 'Impression tracking: viewport entry and exit at 0, 50, 80 and 100 percent',
  specSection: "spec 3 section 7 'Tracking'; section 8 (impression tracking on a non-element)",
  machine: impressionsMachine,
  sampleInput: { sampleRate: TRACKING_SAMPLE_RATE },
  events: [
    {
      event: { type: 'impressions.seen', observations: [{ pinId: TRACKED, ratio: 0.3 }] },
      label: 'A card scrolls into view',
    },
    {
      event: { type: 'impressions.seen', observations: [{ pinId: TRACKED, ratio: 1 }] },
      label: 'It is fully in view',
    },
    {
      event: { type: 'impressions.seen', observations: [{ pinId: TRACKED, ratio: 0 }] },
      label: 'It scrolls out of view',
    },
  ],
  serializeState: (s) => JSON.stringify([s.value, (s.context as ImpressionsContext).inView]),
  summarize: (context) => {
    const c = context as ImpressionsContext;
    return `${Object.keys(c.inView).length} tracked cards in view, ${c.recorded} records`;
  },
};
