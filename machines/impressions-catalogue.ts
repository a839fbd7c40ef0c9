// Impression tracking's catalogue entry (spec 3 section 7 "Tracking"), listed by
// `machines/catalogue.ts`.
import { TRACKING_SAMPLE_RATE } from '../domain/constants';
import type { CatalogueEntry } from './catalogue-entry';
import { impressionsMachine, type ImpressionsContext } from './impressions.machine';

/** A pin in the sample (one in five, by id). */
const TRACKED = '100001';
/** A promoted pin whose view may be attributed. */
const PROMOTED = '100023';

export const impressionsEntry: CatalogueEntry = {
  id: 'impressions',
  title:
    "Impression tracking: viewport entry and exit at 0, 50, 80 and 100 percent; a promoted pin's view attributed once",
  specSection:
    "spec 3 section 7 'Tracking'; section 8 (impression tracking on a non-element); spec 1 sections 7 and 9 (view attribution)",
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
    {
      event: {
        type: 'impressions.seen',
        observations: [
          {
            pinId: PROMOTED,
            ratio: 0.2,
            adView:
              'source_event_id=pp-1&destination=%5B%22https%3A%2F%2Fshop.example%22%5D&expiry=86400&priority=1&source_event_type=view&advertiser_id=a&campaign_id=c&hostname=pinstate.example',
          },
        ],
      },
      label: "A promoted pin's card comes into view: its view's attribution source is sent",
    },
    {
      event: { type: `xstate.error.actor.adView.${PROMOTED}`, error: new Error('Offline') },
      label: 'The attribution source could not be sent: a later entry may count the view',
    },
  ],
  serializeState: (s) => JSON.stringify([s.value, (s.context as ImpressionsContext).inView]),
  summarize: (context) => {
    const c = context as ImpressionsContext;
    return `${Object.keys(c.inView).length} tracked cards in view, ${c.recorded} records, ${c.adViews.length} ad views`;
  },
};
