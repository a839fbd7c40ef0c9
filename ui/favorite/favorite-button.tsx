// <FavoriteButton pin={pin} />: the heart of spec 1 section 4 ("Favorite button"), 20 px, with the
// count per the domain rule ('9+'). Renders the pin's favorite actor (`pin.<id>.favorite`); a tap
// sends `favorite.toggle`; the button is disabled while the request runs. It shows only to
// signed-in viewers, and on a collaborative board only to its collaborators and owner
// (`showsFavoriteButton`, domain/permissions; spec 1 sections 4 and 6).
import { useSelector } from '@xstate/react';
import { showsFavoriteButton } from '../../domain/permissions';
import type { Pin } from '../../domain/types';
import type { FavoriteFeed } from '../../machines/favorite.machine';
import { selectViewerId } from '../../machines/session.machine';
import { getPinActor, getSessionActor } from '../../runtime/system';
import type { ReactionAnimationSize } from '../../domain/reaction-animation';
import { pinSeed } from '../save/pin-seed';
import { FavoriteActorButton } from './favorite-actor-button';

export interface FavoriteButtonProps {
  pin: Pin;
  /** The board or section feed the card sits in: an unfavorite there drops the pin from it. */
  feed?: FavoriteFeed | null;
  /** The reactions animation a favorite plays: 'long' on the closeup, 'short' (default) on a card. */
  animation?: ReactionAnimationSize;
}

export function FavoriteButton({ pin, feed = null, animation = 'short' }: FavoriteButtonProps) {
  // The root rebuilds per-pin actors when the viewer changes; reading the viewer re-renders us.
  const viewerId = useSelector(getSessionActor(), selectViewerId);
  if (!showsFavoriteButton({ board: pin.board, viewerId })) return null;
  const actor = getPinActor(pin.id, 'favorite', pinSeed(pin, { feed }));
  return <FavoriteActorButton actor={actor} feed={feed} animation={animation} />;
}
