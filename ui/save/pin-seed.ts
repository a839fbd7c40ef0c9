// What a save or favorite control hands the root when it asks for a pin's actors: the server's
// view of the pin (the entity store wins over it at the root).
import type { Pin } from '../../domain/types';
import type { PinSeed } from '../../machines/app-root';

export function pinSeed(pin: Pin, extra: Omit<PinSeed, 'pin'> = {}): PinSeed {
  return {
    pin: {
      id: pin.id,
      savedInfo: pin.savedInfo ?? null,
      favoritedByMe: pin.favoritedByMe,
      ...(pin.favoriteUserCount !== undefined ? { favoriteUserCount: pin.favoriteUserCount } : {}),
      trackingParams: pin.trackingParams,
      images: pin.images,
    },
    ...extra,
  };
}
