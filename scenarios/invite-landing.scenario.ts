// Spec 3 section 4 "Invite landing" and section 7 (InviteCodeMetadataResource get): a logged-out
// desktop visitor opens a shared pin's link carrying invite_code; the invite is looked up and the
// inviter popover shows, with the shared pin header; closing the popover leaves the header.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { inviteState, invitePath, land, onPage, VISITOR } from './invite-steps';

const code = KNOWN.inviteCodes.valid;

export default defineScenario({
  id: 'invite-landing',
  title: 'An invited visitor gets the inviter popover',
  summary:
    "A visitor opens the pin Jordan shared with them. The invite is looked up, a popover says 'Jordan invited you to Pinstate' and the pin reads 'Jordan shared this idea with you'. The visitor closes the popover; the header stays.",
  spec: "spec 3 section 4 'Invite landing'; section 2 inviter popover and shared pin header",
  start: { viewer: null, path: invitePath(code) },
  steps: [
    land(code, VISITOR, 'The page finds invite_code in its url and asks for the landing.'),
    { kind: 'wait', say: 'The invite is looked up.', ms: 300 },
    inviteState(
      code,
      { landed: 'popover' },
      'The invite is Jordan’s, on channel 1: the popover shows.',
    ),
    onPage('Jordan invited you to Pinstate', "The popover says 'Jordan invited you to Pinstate'."),
    onPage('Jordan shared this idea with you', "The pin reads 'Jordan shared this idea with you'."),
    {
      kind: 'act',
      say: 'The visitor closes the popover.',
      action: { do: 'click', target: { role: 'button', name: 'Close the invitation' } },
      equivalent: { to: `invite.${code}.landing`, event: { type: 'invite.dismiss' } },
    },
    inviteState(code, { landed: 'quiet' }, 'The popover is gone; the invite is still known.'),
  ],
});
