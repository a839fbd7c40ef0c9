// The theme's catalogue entry (spec 2 section 4 "Other", dark mode), listed by
// `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { themeMachine } from './theme.machine';

export const themeEntry: CatalogueEntry = {
  id: 'theme',
  title: 'Theme: the stored choice, and a toggle that stores it and reloads',
  specSection: "spec 2 section 4 'Other' (dark mode)",
  machine: themeMachine,
  sampleInput: undefined,
  events: [{ event: { type: 'theme.toggle' }, label: 'Flip the theme switch' }],
  coverageEvents: [
    { type: 'xstate.done.actor.readTheme', output: 'dark' },
    { type: 'xstate.done.actor.readTheme', output: 'light' },
    { type: 'xstate.error.actor.readTheme', error: new Error('Storage refused') },
    { type: 'xstate.done.actor.storeAndReload', output: undefined },
    { type: 'xstate.error.actor.storeAndReload', error: new Error('Storage refused') },
  ],
};
