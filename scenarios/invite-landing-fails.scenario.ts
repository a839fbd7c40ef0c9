// Spec 3 section 8 "Invite lookup failure": the invite is treated as absent and the UI cleared
// silently; a code that is no longer valid (410) shows no popover, no header and no error.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { inviteState, invitePath, land, onPage, VISITOR } from './invite-steps';

const code = KNOWN.inviteCodes.failing;

export default defineScenario({
  id: 'invite-landing-fails',
  title: 'A failed invite lookup is silent',
  summary:
    'A visitor opens a link whose invite is no longer valid. The lookup fails, and the page is simply the pin: no popover, no shared header, no error message.',
  spec: "spec 3 section 8 'Invite lookup failure'",
  start: { viewer: null, path: invitePath(code) },
  steps: [
    land(code, VISITOR, 'The page finds invite_code in its url and asks for the landing.'),
    { kind: 'wait', say: 'The lookup fails.', ms: 300 },
    inviteState(code, 'absent', 'The invite is treated as absent.'),
    {
      kind: 'expect',
      say: 'Nothing of it is kept.',
      check: { actor: `invite.${code}.landing`, path: 'invite', equals: null },
    },
    onPage('shared this idea with you', 'No popover and no shared header.', false),
    onPage('no longer valid', 'No error is shown.', false),
  ],
});
