// The hero's pictures and code, fetched ahead on a page opened on the home feed: asked for by the
// entry as the page starts (ui/main.tsx), apart from the band's chunk, whose imports wait for the
// late logic (docs/decisions/115 and 119).
import { HOME_FEED_PLACEMENT } from '../../domain/experiences';
import { heroPicturesOf } from '../../domain/experience-display';
import type { Experience } from '../../domain/types';
import { experiencesAhead } from '../../runtime/system';

/**
 * The hero's code and pictures, fetched as soon as the viewer's experiences asked ahead at the
 * page's start hold one for placement 11, ahead of the late logic, the placement's own fetch and
 * the renderer's chunk that would ask for them one after the other (docs/decisions/115). What
 * shows is still the experiences root's choice: this only fetches.
 */
export function fetchHeroAhead(ahead: Promise<Experience[]> | undefined): void {
  void ahead
    ?.then((experiences) => {
      const hero = experiences.find((e) => e.placement_id === HOME_FEED_PLACEMENT);
      if (!hero) return;
      // The band's background is the first screen's largest picture: asked before the cards'
      // pictures and the renderer's code, not after them.
      for (const src of heroPicturesOf(hero)) {
        const picture = new Image();
        picture.fetchPriority = 'high';
        picture.src = src;
      }
      return import('./hero-banner');
    })
    .catch(() => undefined);
}

fetchHeroAhead(experiencesAhead());
