// Spec 3 section 2: a board url may carry the query markers board_url, accept_invite and seamless.
// The invited person opens the board's link with accept_invite, is offered the invitation, and
// accepts it: the accept call makes them a collaborator and a toast says so.
import { boardInviteAcceptedText } from '../domain/invite';
import { KNOWN } from '../fixtures/known';
import { boardInviteActorId } from '../machines/page-kinds';
import { defineScenario } from './format';
import { toastSays } from './steps';

const boardId = KNOWN.boards.collaborativeOwn;
const actor = boardInviteActorId(boardId);

export default defineScenario({
  id: 'board-invite-accept',
  title: 'Accepting an invitation to collaborate from the board link',
  summary:
    'Sam was invited to collaborate on Family recipes. The link opens the board with accept_invite: the invitation is offered, Sam presses Accept, and is now a collaborator.',
  spec: 'spec 3 section 2 (board url markers accept_invite, seamless, board_url)',
  start: { viewer: KNOWN.users.newUser, path: '/pinstate/family-recipes/?accept_invite=1' },
  steps: [
    {
      kind: 'send',
      say: 'The board page finds accept_invite in its url and asks for the invitation.',
      only: ['headless'],
      to: 'app',
      event: {
        type: 'page.spawn',
        systemId: actor,
        kind: 'boardInvite',
        input: {
          boardId,
          boardName: 'Family recipes',
          userId: KNOWN.users.newUser,
          invited: true,
          seamless: false,
        },
      },
    },
    { kind: 'expect', say: 'The invitation is offered.', check: { actor, state: 'offered' } },
    {
      kind: 'act',
      say: 'Sam presses Accept.',
      action: { do: 'click', target: { role: 'button', name: 'Accept' } },
      equivalent: { to: actor, event: { type: 'invite.accept' } },
    },
    { kind: 'wait', say: 'The server answers.', ms: 400 },
    ...toastSays(
      boardInviteAcceptedText('Family recipes'),
      'A toast says Sam is now a collaborator.',
    ),
  ],
});
