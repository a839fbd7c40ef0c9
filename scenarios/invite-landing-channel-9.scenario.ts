// Spec 3 section 4 "Invite landing": logged-out desktop users get the inviter popover except for
// invite channels 5, 9, 12 and 16; an invite on channel 9 lands quietly.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { inviteState, invitePath, land, onPage, VISITOR } from './invite-steps';

const code = KNOWN.inviteCodes.channel9;

export default defineScenario({
  id: 'invite-landing-channel-9',
  title: 'No inviter popover on invite channel 9',
  summary:
    'A visitor opens a shared pin from an invite sent on channel 9. The invite is found, but channel 9 is one of those without a popover, so none shows; the pin still names who shared it.',
  spec: "spec 3 section 4 'Invite landing' (except for invite channels 5, 9, 12 and 16)",
  start: { viewer: null, path: invitePath(code) },
  steps: [
    land(code, VISITOR, 'The page finds invite_code in its url and asks for the landing.'),
    { kind: 'wait', say: 'The invite is looked up.', ms: 300 },
    inviteState(code, { landed: 'quiet' }, 'The invite is found, on channel 9: no popover.'),
    onPage('Jordan shared this idea with you', "The pin reads 'Jordan shared this idea with you'."),
    onPage('Jordan invited you to Pinstate', 'No popover is on the page.', false),
  ],
});
