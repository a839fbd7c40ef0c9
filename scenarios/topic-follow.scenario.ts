// Spec 3 section 4 "Follow and hide actions" (follow topic, unfollow topic) and section 7
// (InterestFollowResource create and delete, log events 601 and 602): a topic's Follow button on
// its page `/ideas/{interest}/{id}`. The button's actor is a page actor of the root's system,
// `interest.<id>.follow`; its log events reach the root's `analytics` actor.
import { KNOWN } from '../fixtures/known';
import { topicPath } from '../domain/topics';
import { SYSTEM_IDS } from '../machines/system-ids';
import type { ExpectStep } from './format';
import { defineScenario } from './format';
import { expectFollowing, followActor, showFollowButton, tapFollow } from './follow-steps';

const interestId = KNOWN.interests.notFollowed;
const follow = followActor({ kind: 'interest', id: interestId });

/** The root's analytics actor recorded the follow actor's log event of this type. */
function logged(eventType: number, say: string): ExpectStep {
  return {
    kind: 'expect',
    say,
    check: {
      actor: SYSTEM_IDS.analytics,
      path: 'recent',
      contains: { source: follow, event: { type: 'log', eventType, objectId: interestId } },
    },
  };
}

export default defineScenario({
  id: 'topic-follow',
  title: 'Following a topic, then unfollowing it: events 601 and 602',
  summary:
    'Jane opens the Recipes topic and taps Follow: the button reads Following at once, the server agrees, and event 601 is logged. She changes her mind and taps Following: the button reads Follow again and event 602 is logged.',
  spec: "spec 3 section 4 'Follow and hide actions' (follow topic); section 7 (InterestFollowResource, 601 and 602)",
  start: {
    viewer: KNOWN.users.default,
    path: topicPath({ id: interestId, urlName: 'recipes' }),
  },
  steps: [
    showFollowButton(
      { kind: 'interest', id: interestId, following: false },
      'The topic page shows its Follow button (headless, the page asks the root for it).',
    ),
    expectFollowing(follow, false, 'Jane does not follow Recipes yet.'),
    tapFollow(follow, 'Follow', 'Jane taps Follow.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    expectFollowing(follow, true, 'The button reads Following.'),
    logged(601, 'The topic follow is logged as event 601.'),
    tapFollow(follow, 'Following', 'Jane taps Following.'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    expectFollowing(follow, false, 'The button reads Follow again.'),
    logged(602, 'The topic unfollow is logged as event 602.'),
  ],
});
