// Spec 3 section 4 "Follow and hide actions" and section 7 (board follow calls, log events 26 and
// 27); spec 3 section 8 (the spec shows no message for a failed follow: it rolls back). The follow
// button's actor is a page actor of the root's system, `board.<id>.follow`.
import { KNOWN } from '../fixtures/known';
import { followActorId } from '../machines/page-kinds';
import type { ActStep } from './format';
import { defineScenario } from './format';

const boardId = KNOWN.boards.followed;
const follow = followActorId('board', boardId);

function tapFollow(name: 'Follow' | 'Following', say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name } },
    equivalent: { to: follow, event: { type: 'follow.toggle' } },
  };
}

export default defineScenario({
  id: 'board-follow',
  title: 'Unfollowing a board: a failure rolls back, then it goes through',
  summary:
    'Jane follows the Ceramics studio board. Her first Unfollow fails on the server: the button says Following again and the message shows under it. Her second goes through: the board reads Follow, and the change is kept for every page.',
  spec: "spec 3 section 4 'Follow and hide actions'; section 7 (board follow); section 8",
  start: { viewer: KNOWN.users.default, path: '/ana_creates/ceramics-studio/' },
  steps: [
    {
      kind: 'send',
      say: 'The board page shows its Follow button (headless, the page asks the root for it).',
      only: ['headless'],
      to: 'app',
      event: {
        type: 'page.spawn',
        systemId: follow,
        kind: 'follow',
        input: { kind: 'board', id: boardId, following: true },
      },
    },
    {
      kind: 'expect',
      say: 'Jane follows the board.',
      check: { actor: follow, path: 'following', equals: true },
    },
    {
      kind: 'api',
      say: 'The next unfollow fails on the server.',
      change: {
        fault: {
          route: 'DELETE /v3/boards/:id/follow/',
          status: 500,
          message: 'The board could not be unfollowed.',
          count: 1,
        },
      },
    },
    tapFollow('Following', 'Jane taps Following.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'The button rolls back to Following.',
      check: { actor: follow, path: 'following', equals: true },
    },
    {
      kind: 'expect',
      say: "The server's message shows under the button.",
      check: { text: 'The board could not be unfollowed.' },
    },
    tapFollow('Following', 'Jane taps Following again.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'The button reads Follow.',
      check: { actor: follow, path: 'following', equals: false },
    },
    {
      kind: 'expect',
      say: 'The unfollow is kept for every page that shows the board.',
      check: { actor: 'entities', path: `boards.${boardId}.followedByMe`, equals: false },
    },
  ],
});
