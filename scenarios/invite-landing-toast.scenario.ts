// Spec 3 section 4 "Invite landing": a signed-in viewer opens a link Jordan sent them; the inviter
// is someone else and both allow messaging, so a landing toast shows (through the toasts actor),
// and no popover.
import { inviteLandingToastHeadline } from '../domain/invite';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { inviteState, invitePath, land, MEMBER } from './invite-steps';
import { toastSays } from './steps';

const code = KNOWN.inviteCodes.valid;

export default defineScenario({
  id: 'invite-landing-toast',
  title: 'A signed-in viewer invited by someone else sees the landing toast',
  summary:
    'Jane, signed in, opens the pin Jordan shared with her. Both allow messaging, so a toast tells her she came from Jordan’s invite; she gets no popover.',
  spec: "spec 3 section 4 'Invite landing' (logged-in users see a landing toast)",
  start: { viewer: KNOWN.users.default, path: invitePath(code) },
  steps: [
    land(code, MEMBER, 'The page finds invite_code in its url and asks for the landing.'),
    { kind: 'wait', say: 'The invite is looked up and the toast appears.', ms: 400 },
    inviteState(code, { landed: 'quiet' }, 'No popover for a signed-in viewer.'),
    ...toastSays(inviteLandingToastHeadline('Jordan'), 'The landing toast names Jordan.'),
  ],
});
