// <FavoriteButton pin={pin} />: the heart of spec 1 section 4 ("Favorite button"), 20 px, with the
// count per the domain rule ('9+'). Renders the pin's favorite actor (`pin.<id>.favorite`); a tap
// sends `favorite.toggle`; the button is disabled while the request runs. It shows only to
// signed-in viewers, and on a collaborative board only to its collaborators and owner
// (`showsFavoriteButton`, domain/permissions; spec 1 sections 4 and 6).
import { useSelector } from '@xstate/react';
import { FAVORITE_ICON_SIZE } from '../../domain/constants';
import { favoriteCountLabel } from '../../domain/numbers';
import { showsFavoriteButton } from '../../domain/permissions';
import type { Pin } from '../../domain/types';
import type { FavoriteFeed } from '../../machines/favorite.machine';
import { selectViewerId } from '../../machines/session.machine';
import { getSessionActor } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';
import type { ReactionAnimationSize } from '../../domain/reaction-animation';
import { pinSeed } from '../save/pin-seed';
import { FavoriteActorButton } from './favorite-actor-button';
import { HeartView } from './heart-view';

export interface FavoriteButtonProps {
  pin: Pin;
  /** The board or section feed the card sits in: an unfavorite there drops the pin from it. */
  feed?: FavoriteFeed | null;
  /** The reactions animation a favorite plays: 'long' on the closeup, 'short' (default) on a card. */
  animation?: ReactionAnimationSize;
}

export function FavoriteButton({ pin, feed = null, animation = 'short' }: FavoriteButtonProps) {
  const viewerId = useSelector(getSessionActor(), selectViewerId);
  if (!showsFavoriteButton({ board: pin.board, viewerId })) return null;
  return <HeldFavoriteButton pin={pin} feed={feed} animation={animation} />;
}

function HeldFavoriteButton({
  pin,
  feed,
  animation,
}: {
  pin: Pin;
  feed: FavoriteFeed | null;
  animation: ReactionAnimationSize;
}) {
  // The root rebuilds per-pin actors when the viewer changes; the hook mounts ours again.
  const actor = usePinActor(pin.id, 'favorite', pinSeed(pin, { feed }));
  if (!actor) {
    // The moment before the actor is mounted (never painted): the same heart, disabled.
    return (
      <HeartView
        favorited={pin.favoritedByMe}
        countText={favoriteCountLabel(pin.favoriteUserCount)}
        disabled
        size={FAVORITE_ICON_SIZE}
        onPress={() => undefined}
      />
    );
  }
  return <FavoriteActorButton actor={actor} feed={feed} animation={animation} />;
}
