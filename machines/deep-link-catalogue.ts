// The mobile deep link's catalogue entry (spec 3 section 4 "Mobile deep link", section 8), listed
// by `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { deepLinkMachine, type DeepLinkContext } from './deep-link.machine';

const android13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile';
const android6 = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) AppleWebKit/537.36 Mobile';
const address = 'https://pinstate.example/pin/100001/?q=tea&access_token=x&next=/me';
const tap = (signedIn: boolean, path = '/pin/100001/') => ({
  type: 'deepLink.tap',
  path,
  address,
  signedIn,
  device: 'mobile',
});

export const deepLinkEntry: CatalogueEntry = {
  id: 'deep-link',
  title: 'Mobile deep link: the app-open modal or the store, and the app upsell bar',
  specSection: "spec 3 section 4 'Mobile deep link'; section 8 'Play store redirect failure'",
  machine: deepLinkMachine,
  sampleInput: undefined,
  events: [
    { event: { type: 'deepLink.userAgent', userAgent: android13 }, label: 'An Android 13 phone' },
    { event: { type: 'deepLink.userAgent', userAgent: android6 }, label: 'An Android 6 phone' },
    { event: tap(true), label: 'A signed-in viewer taps the app button' },
    { event: tap(false), label: 'A logged-out visitor taps the app button' },
    { event: tap(true, '/settings'), label: 'The app button on the settings page (exempt)' },
    { event: { type: 'deepLink.openApp' }, label: 'The viewer chooses the app in the modal' },
    { event: { type: 'deepLink.close' }, label: 'The viewer closes the modal' },
    { event: { type: 'upsell.dismiss' }, label: 'The viewer dismisses the app bar' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.readStart', output: { userAgent: android13, snoozeLeftMs: 0 } },
    { type: 'xstate.done.actor.readStart', output: { userAgent: android13, snoozeLeftMs: 1000 } },
    { type: 'xstate.error.actor.readStart', error: new Error('Storage refused') },
    { type: 'xstate.done.actor.openStore', output: undefined },
    { type: 'xstate.error.actor.openStore', error: new Error('Redirect failed') },
  ],
  serializeState: (s) => {
    const c = s.context as DeepLinkContext;
    return JSON.stringify([
      s.value,
      c.userAgent,
      c.snoozeLeftMs > 0,
      c.handoff?.to ?? null,
      c.handoff?.oldAndroid ?? null,
      Math.min(c.playStoreFailures, 1),
    ]);
  },
};
