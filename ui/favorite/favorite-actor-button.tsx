// The heart bound to one favorite actor (spec 1 section 4): flips at once, count ±1, disabled
// while the request runs; a failure shows nothing and is not rolled back (spec 1 section 8).
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FAVORITE_ICON_SIZE } from '../../domain/constants';
import type { FavoriteFeed, favoriteMachine } from '../../machines/favorite.machine';
import { selectFavoriteCountLabel, selectFavorited } from '../../machines/favorite.machine';
import type { ReactionAnimationSize } from '../../domain/reaction-animation';
import { HeartView } from './heart-view';
import { ReactionBurst } from './reaction-burst';

export type FavoriteRef = ActorRefFrom<typeof favoriteMachine>;

export function FavoriteActorButton({
  actor,
  feed,
  animation = 'short',
}: {
  actor: FavoriteRef;
  /** The board or section feed this heart sits in, told with each tap (undefined: unchanged). */
  feed?: FavoriteFeed | null;
  /** The reactions animation a favorite plays here: 'long' on the closeup, 'short' on a card. */
  animation?: ReactionAnimationSize;
}) {
  const favorited = useSelector(actor, selectFavorited);
  const countText = useSelector(actor, selectFavoriteCountLabel);
  const canToggle = useSelector(actor, (s) => s.can({ type: 'favorite.toggle' }));
  // Each favorite made by a tap plays the animation once (a new key restarts it).
  const [burst, setBurst] = useState(0);
  return (
    <HeartView
      favorited={favorited}
      countText={countText}
      disabled={!canToggle}
      size={FAVORITE_ICON_SIZE}
      onPress={() => {
        if (!favorited) setBurst((n) => n + 1);
        actor.send({ type: 'favorite.toggle', feed });
      }}
    >
      {burst > 0 && favorited ? (
        <ReactionBurst key={burst} size={animation} onDone={() => setBurst(0)} />
      ) : null}
    </HeartView>
  );
}
