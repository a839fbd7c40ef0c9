// A topic's Follow button (spec 3 section 4: follow topic, unfollow topic): the follow actor
// `interest.<id>.follow` of the root's system calls the interest follow and logs 601 and 602; a
// logged-out viewer gets the login prompt instead ('Log in to follow', spec 3 section 8).
import type { Interest } from '../../domain/types';
import { useViewer } from '../app/viewer';
import {
  FollowButton,
  FollowButtonPlaceholder,
  LoggedOutFollowButton,
  useFollowActor,
} from '../follow/follow-button';

function SignedInTopicFollow({ interest }: { interest: Interest }) {
  const actor = useFollowActor({
    kind: 'interest',
    id: interest.id,
    following: interest.followedByMe ?? false,
  });
  if (!actor) return <FollowButtonPlaceholder following={interest.followedByMe ?? false} />;
  return <FollowButton actor={actor} />;
}

/** Follow or Following for one topic, as the viewer may. */
export function TopicFollow({ interest }: { interest: Interest }) {
  const viewer = useViewer();
  return viewer.id === null ? (
    <LoggedOutFollowButton following={interest.followedByMe ?? false} />
  ) : (
    <SignedInTopicFollow interest={interest} />
  );
}
