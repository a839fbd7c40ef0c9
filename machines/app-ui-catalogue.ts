// The app UI state's catalogue entry (spec 3 section 4 "App UI state"), listed by
// `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { appUiMachine, type AppUiContext } from './app-ui.machine';

export const appUiEntry: CatalogueEntry = {
  id: 'app-ui',
  title:
    'App UI state: focus, viewport, one organic video at a time, typeahead, autoplay, footer plus',
  specSection: "spec 3 section 4 'App UI state'",
  machine: appUiMachine,
  sampleInput: {},
  coverageInputs: [{}, { focused: false }],
  events: [
    {
      event: { type: 'video.play', pinId: '100001', promoted: false, currentTime: 0 },
      label: 'A video starts playing',
    },
    {
      event: { type: 'video.play', pinId: '100002', promoted: false, currentTime: 0 },
      label: 'Another organic video tries to play',
    },
    {
      event: { type: 'video.play', pinId: '100003', promoted: true, currentTime: 0 },
      label: 'A promoted video plays',
    },
    {
      event: { type: 'video.pause', pinId: '100001', currentTime: 4.5 },
      label: 'The first video is paused at 4.5 s',
    },
    { event: { type: 'app.blur' }, label: 'The window loses focus' },
    { event: { type: 'app.focus' }, label: 'The window gets focus back' },
    { event: { type: 'viewport.changed', size: 'sm' }, label: 'The window narrows' },
    { event: { type: 'typeahead.open' }, label: 'The search typeahead opens' },
    { event: { type: 'typeahead.close' }, label: 'The search typeahead closes' },
    { event: { type: 'autoplay.set', on: false }, label: 'Autoplay is turned off' },
    { event: { type: 'autoplay.set', on: true }, label: 'Autoplay is turned on' },
    { event: { type: 'footerPlus.hide' }, label: "The footer's plus button hides" },
    { event: { type: 'footerPlus.show' }, label: "The footer's plus button shows" },
  ],
  serializeState: (s) => {
    const c = s.context as AppUiContext;
    return JSON.stringify([
      s.value,
      c.organic !== null,
      c.promoted !== null,
      c.viewport,
      c.typeahead,
      c.autoplay,
      c.footerPlus,
    ]);
  },
};
