// The closeup route's chunk: fetched by the router for the first closeup, or ahead by a card
// hovered or focused past its prefetch delay (spec 3 section 9). Once it has arrived, the route
// renders at once, with no loading fallback.
import type * as CloseupRouteModule from './closeup-route';

type CloseupRoute = typeof CloseupRouteModule;

let loaded: CloseupRoute | null = null;
let pending: Promise<CloseupRoute> | null = null;

/** Fetches the chunk (once; again after a failure). */
export function loadCloseupRoute(): Promise<CloseupRoute> {
  pending ??= import('./closeup-route').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The chunk when it has arrived, else null. */
export const loadedCloseupRoute = (): CloseupRoute | null => loaded;
