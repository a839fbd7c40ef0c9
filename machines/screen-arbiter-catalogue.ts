// The screen arbiter's catalogue entry (docs/decisions/082), for `machines/catalogue.ts`: a phone's
// and a desktop's start, and one request of each kind of surface with the ways they leave.
import type { CatalogueEntry } from './catalogue-entry';
import type { ScreenArbiterContext, SurfaceKind } from './screen-arbiter.machine';
import { screenArbiterMachine } from './screen-arbiter.machine';

const request = (id: string, kind: SurfaceKind, label: string) => ({
  event: { type: 'arbiter.request', id, kind },
  label,
});

export const screenArbiterEntry: CatalogueEntry = {
  id: 'screen-arbiter',
  title: 'Screen arbiter: the cookie choice first, one floating surface at a time on a phone',
  specSection: 'decision 082 (placements, surfaces, the narrow layout, viewed)',
  machine: screenArbiterMachine,
  sampleInput: { width: 390 },
  coverageInputs: [{ width: 390 }, { width: 1280 }],
  events: [
    request('cookies.banner', 'cookie', 'The cookie banner asks to show'),
    request('placement.1000541', 'modal', 'An experience modal asks to show'),
    request('placement.1000503', 'modal', 'A second experience modal asks to show'),
    request('placement.11', 'callout', 'A floating callout asks to show'),
    request('placement.1000558', 'upsell', 'A floating upsell asks to show'),
    request('placement.1000421', 'survey', 'A survey prompt asks to show'),
    request('placement.1000543', 'anchored', 'A tooltip asks to show'),
    request('toast.1', 'toast', 'A toast asks to show'),
    {
      event: { type: 'arbiter.release', id: 'cookies.banner' },
      label: 'The cookie banner closes',
    },
    {
      event: { type: 'arbiter.release', id: 'placement.1000541' },
      label: 'The first modal is dismissed',
    },
    { event: { type: 'arbiter.release', id: 'placement.11' }, label: 'The callout is completed' },
    {
      event: { type: 'arbiter.withdraw', id: 'placement.1000558' },
      label: 'The upsell waits for a later visit',
    },
    { event: { type: 'arbiter.consent' }, label: 'The cookie choice is made or not needed' },
    {
      event: { type: 'arbiter.choicePending' },
      label: 'The cookie choice is asked for again',
    },
    { event: { type: 'arbiter.resize', width: 390 }, label: 'The window narrows to a phone' },
    { event: { type: 'arbiter.resize', width: 1280 }, label: 'The window widens to a desktop' },
  ],
  // Which surfaces are which does not change the graph: how many are shown and waiting does.
  serializeState: (s) => {
    const c = s.context as ScreenArbiterContext;
    return JSON.stringify([s.value, c.narrow, c.shown.length, c.waiting.length]);
  },
  summarize: (context) => {
    const c = context as ScreenArbiterContext;
    const ids = (list: readonly { id: string }[]) => list.map((s) => s.id).join(', ') || 'none';
    return `${c.narrow ? 'phone' : 'wide'}: shown ${ids(c.shown)}; waiting ${ids(c.waiting)}`;
  },
};
