// The Follow button of a board or a person (spec 3 section 4 "Follow and hide actions"): 'Follow'
// (red) or 'Following' (grey), flipped at once by the follow machine and disabled while its call
// runs; a failed call rolls back and its message shows in a status line under the button (the spec
// shows none, spec 3 section 8). A logged-out viewer gets the login prompt instead (spec 2
// section 6: 'Log in to follow', 'Log in to unfollow').
import { useSelector } from '@xstate/react';
import {
  followLabel,
  selectFollowBusy,
  selectFollowError,
  followerCountText,
  selectFollowing,
} from '../../machines/follow.machine';
import type { FollowInput } from '../../machines/follow.machine';
import { followActorId } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { getSessionActor } from '../../runtime/system';
import { useLocale } from '../app/viewer';
import styles from './follow-button.module.css';

export type FollowRef = PageActorRef<'follow'>;

/**
 * The follow actor of a board or a person, `board.<id>.follow` or `user.<id>.follow` in the root's
 * system: it calls the API, keeps a board's follow in the entity store and logs 26 and 27 itself.
 */
export function useFollowActor(input: FollowInput): FollowRef | undefined {
  return usePageActor(followActorId(input.kind, input.id), 'follow', input);
}

/** The pill itself: red 'Follow', grey 'Following'. */
function FollowPill({
  following,
  busy,
  onPress,
}: {
  following: boolean;
  busy: boolean;
  onPress: () => void;
}) {
  const className = [styles.pill, following ? styles.following : '', busy ? styles.busy : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={following}
      // Disabled while the call runs, but still focusable, so keyboard focus stays put.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={onPress}
    >
      {followLabel(following)}
    </button>
  );
}

/** The pill for one follow actor, with the last failure's message under it. */
export function FollowButton({ actor }: { actor: FollowRef }) {
  const following = useSelector(actor, selectFollowing);
  const busy = useSelector(actor, selectFollowBusy);
  const failure = useSelector(actor, selectFollowError);
  return (
    <span className={styles.control}>
      <FollowPill
        following={following}
        busy={busy}
        onPress={() => actor.send({ type: 'follow.toggle' })}
      />
      <span role="status" className={styles.failure}>
        {failure ?? ''}
      </span>
    </span>
  );
}

/**
 * The pill in the moment before its follow actor is mounted (never painted: the mount draws again
 * before the browser paints): the same box, inert.
 */
export function FollowButtonPlaceholder({ following = false }: { following?: boolean }) {
  return (
    <span className={styles.control}>
      <FollowPill following={following} busy onPress={() => undefined} />
      <span className={styles.failure} />
    </span>
  );
}

/** A logged-out viewer's Follow: opens the session's login prompt ('Log in to follow'). */
export function LoggedOutFollowButton({ following = false }: { following?: boolean }) {
  return (
    <span className={styles.control}>
      <FollowPill
        following={following}
        busy={false}
        onPress={() =>
          getSessionActor().send({
            type: 'loginPrompt.open',
            action: following ? 'unfollow' : 'follow',
          })
        }
      />
    </span>
  );
}

/** '12 followers' as the follow actor counts them; nothing when the record has no count. */
export function FollowerCount({ actor }: { actor: FollowRef }) {
  const count = useSelector(actor, (s) => s.context.followerCount);
  const text = followerCountText(count, useLocale());
  return text === null ? null : <>{text}</>;
}
