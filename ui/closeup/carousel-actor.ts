// A pin's carousel actor, shared by the closeup's carousel and the grid card's.
import type { CarouselData } from '../../domain/types';
import type { PinActorRefs } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';

export type CarouselRef = PinActorRefs['carousel'];

/**
 * The root's per-pin actor `pin.<id>.carousel` for a pin's carousel data, held while the view is
 * mounted: the closeup and the grid card share it, so a slide chosen on one is the slide the other
 * shows. Undefined in the moment before the mount (the view draws its slide at `carousel.index`,
 * inert).
 */
export function useCarouselActor(pinId: string, carousel: CarouselData): CarouselRef | undefined {
  return usePinActor(pinId, 'carousel', {
    carousel: {
      slotCount: carousel.slots.length,
      itemsPerPage: 1,
      startIndex: carousel.index,
      carouselDataId: carousel.entityId,
      slotIds: carousel.slots.map((slot) => slot.slotId),
    },
  });
}
