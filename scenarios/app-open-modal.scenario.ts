// Spec 3 section 4 "Mobile deep link" (section 8 label 'Close modal'; decision 054): a signed-in
// viewer on an Android phone taps Open in app on a pin whose address carries sensitive
// parameters. She is on a supported platform and not in an exempt state, so the app-open modal
// shows; choosing the app sends the deep-link path and the address with the access token and
// next stripped. The deep-link actor is the root's late actor `deepLink`.
import { APP_HANDOFF_TITLE, APP_OPEN_TEXT } from '../domain/deep-link';
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const pin = KNOWN.pins.image;
const path = `/pin/${pin}/`;
const android13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';
const deepLink = SYSTEM_IDS.deepLink;

export default defineScenario({
  id: 'app-open-modal',
  title: 'The app-open modal with sensitive parameters stripped',
  summary:
    'Jane, signed in on an Android phone, taps Open in app on a pin whose address holds an access token and a next route. The app-open modal asks whether to open the app; she chooses the app, and the address sent keeps the search but not the access token or the next route.',
  spec: "spec 3 section 4 'Mobile deep link'; section 8 'Close modal'; decision 054",
  start: {
    viewer: KNOWN.users.default,
    path: `${path}?q=tea&access_token=abc&next=%2Fme`,
    device: 'mobile',
  },
  steps: [
    {
      kind: 'send',
      say: 'Her phone is an Android 13 phone: the browser reports its user agent.',
      to: deepLink,
      event: { type: 'deepLink.userAgent', userAgent: android13 },
    },
    {
      kind: 'act',
      say: 'Jane taps Open in app in the top bar.',
      action: { do: 'click', target: { role: 'button', name: APP_OPEN_TEXT.openInApp } },
      equivalent: {
        to: deepLink,
        event: {
          type: 'deepLink.tap',
          path,
          address: `http://127.0.0.1${path}?q=tea&access_token=abc&next=%2Fme`,
          signedIn: true,
          device: 'mobile',
        },
      },
    },
    {
      kind: 'expect',
      say: 'Signed in, on a supported platform and not exempt: the app-open modal shows.',
      check: { actor: deepLink, state: { ready: { link: 'modal' } } },
    },
    {
      kind: 'expect',
      say: 'It asks whether to open the page in the app.',
      only: ['browser', 'playwright'],
      check: { text: APP_OPEN_TEXT.modalTitle },
    },
    {
      kind: 'expect',
      say: 'The access token and the next route are stripped from the address to send.',
      check: { actor: deepLink, path: 'strippedParams', equals: ['access_token', 'next'] },
    },
    {
      kind: 'act',
      say: 'She chooses Open the app.',
      action: { do: 'click', target: { role: 'button', name: APP_OPEN_TEXT.openApp } },
      equivalent: { to: deepLink, event: { type: 'deepLink.openApp' } },
    },
    { kind: 'wait', say: 'The app opens.', ms: 100 },
    {
      kind: 'expect',
      say: 'The modal is closed.',
      check: { actor: deepLink, state: { ready: { link: 'idle' } } },
    },
    {
      kind: 'expect',
      say: 'The app is what opens.',
      check: { actor: deepLink, path: 'handoff.to', equals: 'app' },
    },
    {
      kind: 'expect',
      say: 'It opens at the pin: the deep-link path.',
      check: { actor: deepLink, path: 'handoff.deepLinkPath', equals: path },
    },
    {
      kind: 'expect',
      say: 'The address sent keeps the search.',
      check: { actor: deepLink, path: 'handoff.address', contains: `${path}?q=tea` },
    },
    {
      kind: 'expect',
      say: 'The page says the app is opening.',
      only: ['browser', 'playwright'],
      check: { text: APP_HANDOFF_TITLE.app },
    },
  ],
});
