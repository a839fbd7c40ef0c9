// A carousel's arrows ('View Previous', 'View Next') and its dots that jump to a slide (spec 1
// section 4 "Carousel", spec 3 section 8 labels), bound to a `pin.<id>.carousel` actor. The
// closeup and the grid card place and size them with their own classes.
import { useSelector } from '@xstate/react';
import { CAROUSEL_LABELS } from '../../domain/carousel';
import { selectIndex, type CarouselSnapshot } from '../../machines/carousel.machine';
import { Icon } from '../shell/icon';
import type { CarouselRef } from './carousel-actor';

const selectCanPrevious = (s: CarouselSnapshot): boolean => s.can({ type: 'carousel.previous' });
const selectCanNext = (s: CarouselSnapshot): boolean => s.can({ type: 'carousel.next' });

export function CarouselArrows({
  actorRef,
  classes,
  iconSize,
}: {
  actorRef: CarouselRef;
  classes: { previous: string; next: string };
  iconSize: number;
}) {
  const canPrevious = useSelector(actorRef, selectCanPrevious);
  const canNext = useSelector(actorRef, selectCanNext);
  return (
    <>
      <button
        type="button"
        className={classes.previous}
        aria-label={CAROUSEL_LABELS.previous}
        disabled={!canPrevious}
        onClick={() => actorRef.send({ type: 'carousel.previous' })}
      >
        <Icon name="back" size={iconSize} />
      </button>
      <button
        type="button"
        className={classes.next}
        aria-label={CAROUSEL_LABELS.next}
        disabled={!canNext}
        onClick={() => actorRef.send({ type: 'carousel.next' })}
      >
        <Icon name="forward" size={iconSize} />
      </button>
    </>
  );
}

export function CarouselDots({
  actorRef,
  slotIds,
  classes,
  focusable = true,
}: {
  actorRef: CarouselRef;
  slotIds: readonly string[];
  classes: { dots?: string; dot?: string };
  /** False where the dots are only to be pointed at (a card that is not hovered). */
  focusable?: boolean;
}) {
  const index = useSelector(actorRef, selectIndex);
  return (
    <div className={classes.dots}>
      {slotIds.map((slotId, i) => (
        <button
          key={slotId}
          type="button"
          className={classes.dot}
          aria-label={`Go to slide ${i + 1} of ${slotIds.length}`}
          aria-current={i === index ? 'true' : undefined}
          tabIndex={focusable ? undefined : -1}
          onClick={() => actorRef.send({ type: 'carousel.goTo', index: i })}
        />
      ))}
    </div>
  );
}
