// Spec 3 section 2 "Share/send button on a pin" and section 4 "Sharing": a signed-in desktop
// viewer's share button opens the send flyout (loaded on demand, 'Loading sharing' meanwhile),
// which copies the pin's link. The share button's actor is the pin's `pin.<id>.share`.
import { KNOWN } from '../fixtures/known';
import { pinPath } from '../domain/pin-path';
import { pinActorId } from '../machines/system-ids';
import { defineScenario } from './format';

const pinId = KNOWN.pins.image;
const share = pinActorId(pinId, 'share');
const jane = { kind: 'signed-in', id: KNOWN.users.default, device: 'desktop' } as const;

export default defineScenario({
  id: 'send-flyout-copy-link',
  title: "The send flyout copies a pin's link",
  summary:
    'Jane, signed in on a desktop, presses Share on a pin: the send flyout opens with people to send it to. She presses Copy link: the link is on her clipboard and the flyout says so. She closes the flyout.',
  spec: "spec 3 section 2 'Share/send button on a pin'; section 4 'Sharing'",
  start: {
    viewer: KNOWN.users.default,
    path: pinPath(pinId),
    pins: [{ pinId, kinds: ['share'] }],
  },
  steps: [
    {
      kind: 'act',
      say: 'Jane presses Share on the pin.',
      action: { do: 'click', target: { role: 'button', name: 'Share' } },
      equivalent: { to: share, event: { type: 'share.open', viewer: jane } },
    },
    {
      kind: 'expect',
      say: 'A signed-in desktop viewer gets the send flyout, not the default handler.',
      check: { actor: share, state: { share: 'flyout' } },
    },
    {
      kind: 'expect',
      say: "The flyout is titled 'Send this Pin'.",
      check: { text: 'Send this Pin' },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: 'It lists people to send the pin to.',
      check: { actor: share, state: { share: { flyout: { recipients: 'ready' } } } },
    },
    {
      kind: 'act',
      say: 'Jane presses Copy link.',
      action: { do: 'click', target: { role: 'button', name: 'Copy link' } },
      equivalent: { to: share, event: { type: 'share.copy' } },
    },
    {
      kind: 'expect',
      say: 'The link is copied.',
      check: { actor: share, path: 'outcome', equals: { kind: 'copied' } },
    },
    {
      kind: 'expect',
      say: "The flyout says 'Link copied to your clipboard'.",
      check: { text: 'Link copied to your clipboard' },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'act',
      say: 'Jane closes the flyout.',
      action: { do: 'click', target: { role: 'button', name: 'Close' } },
      equivalent: { to: share, event: { type: 'share.close' } },
    },
    {
      kind: 'expect',
      say: 'The flyout is closed.',
      check: { actor: share, state: { share: 'closed' } },
    },
  ],
});
