// Spec 1 section 4 "Outbound click-through": a new user (created within 28 days, spec 3 section 9)
// gets the redirect interstitial in a new tab when it exists, with domain, domainImageUrl, origin,
// pinCategory, pinImageUrl and redirectUrl; its continue button goes on to the link.
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { clickOn, LINKS, onCloseup, outboundActor } from './outbound-steps';

const outbound = outboundActor(LINKS.none.pinId);
const redirectUrl = encodeURIComponent(LINKS.none.url);

export default defineScenario({
  id: 'outbound-interstitial',
  title: "A new user's click: the interstitial, then continue",
  summary:
    'Sam joined three days ago. His click on an outside link opens the redirect interstitial first, naming the site, with a button that continues to it.',
  spec: "spec 1 section 2 '/pin_redirect', section 4 'Outbound click-through'; spec 3 section 9 (new user: 28 days)",
  start: { viewer: KNOWN.users.newUser, path: pinPath(LINKS.none.pinId), pins: onCloseup('none') },
  steps: [
    {
      kind: 'send',
      say: 'Sam, a new user, clicks the pin’s outside link.',
      to: outbound,
      event: {
        type: 'outbound.open',
        click: clickOn('none'),
        viewer: { loggedOut: false, isNew: true, eligibleForHomeUpsell: false },
      },
    },
    { kind: 'wait', say: 'The tab opens.', ms: 300 },
    {
      kind: 'expect',
      say: 'The new tab shows the redirect interstitial, not the site.',
      check: {
        actor: outbound,
        path: 'opened',
        contains: '/pin_redirect?domain=gardenpathways.com',
      },
    },
    {
      kind: 'expect',
      say: 'It carries the link it leads to.',
      check: { actor: outbound, path: 'opened', contains: `redirectUrl=${redirectUrl}` },
    },
    {
      kind: 'act',
      say: 'The interstitial page names the site.',
      action: {
        do: 'visit',
        path: `/pin_redirect?domain=gardenpathways.com&redirectUrl=${redirectUrl}`,
      },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: "Its button continues to the site: 'Continue to gardenpathways.com'.",
      check: { text: 'Continue to gardenpathways.com' },
      only: ['browser', 'playwright'],
    },
  ],
});
