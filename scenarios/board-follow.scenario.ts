// Spec 3 section 4 "Follow and hide actions" and section 7 (board follow calls, log events 26 and
// 27); spec 3 section 8 (the spec shows no message for a failed follow: it rolls back). The follow
// button's actor is a page actor of the root's system, `board.<id>.follow`.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { expectFollowing, followActor, showFollowButton, tapFollow } from './follow-steps';

const boardId = KNOWN.boards.followed;
const follow = followActor({ kind: 'board', id: boardId });

export default defineScenario({
  id: 'board-follow',
  title: 'Unfollowing a board: a failure rolls back, then it goes through',
  summary:
    'Jane follows the Ceramics studio board. Her first Unfollow fails on the server: the button says Following again and the message shows under it. Her second goes through: the board reads Follow, and the change is kept for every page.',
  spec: "spec 3 section 4 'Follow and hide actions'; section 7 (board follow); section 8",
  start: { viewer: KNOWN.users.default, path: '/ana_creates/ceramics-studio/' },
  steps: [
    showFollowButton(
      { kind: 'board', id: boardId, following: true },
      'The board page shows its Follow button (headless, the page asks the root for it).',
    ),
    expectFollowing(follow, true, 'Jane follows the board.'),
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
    tapFollow(follow, 'Following', 'Jane taps Following.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    expectFollowing(follow, true, 'The button rolls back to Following.'),
    {
      kind: 'expect',
      say: "The server's message shows under the button.",
      check: { text: 'The board could not be unfollowed.' },
    },
    tapFollow(follow, 'Following', 'Jane taps Following again.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    expectFollowing(follow, false, 'The button reads Follow.'),
    {
      kind: 'expect',
      say: 'The unfollow is kept for every page that shows the board.',
      check: { actor: 'entities', path: `boards.${boardId}.followedByMe`, equals: false },
    },
  ],
});
