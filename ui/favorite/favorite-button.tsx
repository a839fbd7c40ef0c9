// <FavoriteButton pin={pin} />: the heart of spec 1 section 4 ("Favorite button"), 20 px, with the
// count per the domain rule ('9+'). State comes from the entity store; taps go to the pin's
// favorite actor.
import { useSelector } from '@xstate/react';
import type { Pin } from '../../domain/types';
import { FAVORITE_ICON_SIZE } from '../../domain/constants';
import { favoriteCountLabel } from '../../domain/numbers';
import { effectiveFavorite, selectPinLocal } from '../../machines/entity-store.machine';
import { getActorBySystemId, getEntityStore } from '../app/system';
import { HeartView } from './heart-view';

export function FavoriteButton({ pin }: { pin: Pin }) {
  const local = useSelector(getEntityStore(), (s) => selectPinLocal(s, pin.id));
  const { favoritedByMe, favoriteUserCount } = effectiveFavorite(local, pin);
  const actor = getActorBySystemId(`pin.${pin.id}.favorite`);
  return (
    <HeartView
      favorited={favoritedByMe}
      countText={favoriteCountLabel(favoriteUserCount)}
      disabled={!actor}
      size={FAVORITE_ICON_SIZE}
      onPress={() => actor?.send({ type: 'favorite.toggle' })}
    />
  );
}
