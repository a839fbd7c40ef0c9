// A pin's carousel actor, shared by the closeup's carousel and the grid card's.
import type { CarouselData } from '../../domain/types';
import { getPinActor } from '../../runtime/system';

/**
 * The root's per-pin actor `pin.<id>.carousel` for a pin's carousel data: the closeup and the
 * grid card share it, so a slide chosen on one is the slide the other shows.
 */
export function carouselActor(pinId: string, carousel: CarouselData) {
  return getPinActor(pinId, 'carousel', {
    carousel: {
      slotCount: carousel.slots.length,
      itemsPerPage: 1,
      startIndex: carousel.index,
      carouselDataId: carousel.entityId,
      slotIds: carousel.slots.map((slot) => slot.slotId),
    },
  });
}

export type CarouselRef = ReturnType<typeof carouselActor>;
