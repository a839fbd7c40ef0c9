// The heart bound to one favorite actor (spec 1 section 4): flips at once, count ±1, disabled
// while the request runs; a failure shows nothing and is not rolled back (spec 1 section 8).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FAVORITE_ICON_SIZE } from '../../domain/constants';
import type { FavoriteFeed, favoriteMachine } from '../../machines/favorite.machine';
import { selectFavoriteCountLabel, selectFavorited } from '../../machines/favorite.machine';
import { HeartView } from './heart-view';

export type FavoriteRef = ActorRefFrom<typeof favoriteMachine>;

export function FavoriteActorButton({
  actor,
  feed,
}: {
  actor: FavoriteRef;
  /** The board or section feed this heart sits in, told with each tap (undefined: unchanged). */
  feed?: FavoriteFeed | null;
}) {
  const favorited = useSelector(actor, selectFavorited);
  const countText = useSelector(actor, selectFavoriteCountLabel);
  const canToggle = useSelector(actor, (s) => s.can({ type: 'favorite.toggle' }));
  return (
    <HeartView
      favorited={favorited}
      countText={countText}
      disabled={!canToggle}
      size={FAVORITE_ICON_SIZE}
      onPress={() => actor.send({ type: 'favorite.toggle', feed })}
    />
  );
}
