// The pin-page repin counter's catalogue entry (spec 3 section 7 "Tracking"), listed by
// `machines/catalogue.ts`.
import { PIN_PAGE_REPIN_COUNTER_MAX } from '../domain/constants';
import { EXPERIMENTS } from '../domain/experiments';
import type { CatalogueEntry } from './catalogue-entry';
import { repinCounterMachine, type RepinCounterContext } from './repin-counter.machine';

const repin = (viewType: string) => ({ type: 'repinCounter.repin', pinId: '100001', viewType });

export const repinCounterEntry: CatalogueEntry = {
  id: 'repin-counter',
  title: 'Pin-page repin counter: the first 10 repins logged, in its experiment',
  specSection: "spec 3 section 7 'Tracking' (a counter for a graphql pin-page experiment)",
  machine: repinCounterMachine,
  sampleInput: { limit: PIN_PAGE_REPIN_COUNTER_MAX },
  coverageInputs: [{ limit: 2 }],
  events: [
    { event: repin('closeup'), label: 'The viewer saves a pin on its pin page' },
    { event: repin('home_feed'), label: 'The viewer saves a pin from the home feed' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.readExperiments', output: [EXPERIMENTS.graphqlPinPage] },
    { type: 'xstate.done.actor.readExperiments', output: [] },
    { type: 'xstate.error.actor.readExperiments', error: new Error('Storage refused') },
  ],
  serializeState: (s) => {
    const c = s.context as RepinCounterContext;
    return JSON.stringify([s.value, c.logged, Math.min(c.held.length, 1)]);
  },
  summarize: (context) => {
    const c = context as RepinCounterContext;
    return `${c.counted} pin-page repins, ${c.logged} logged of ${c.limit}`;
  },
};
