// Placement 11's hero banner in the band the home feed keeps for it (ui/pages/home-page.tsx): the
// band stays while the experiences are not known yet or while a hero shows, and goes only once
// placement 11 is known to show nothing, so a hero arriving after the feed never moves it.
import { useSelector } from '@xstate/react';
import { HOME_FEED_PLACEMENT } from '../../domain/experiences';
import { SYSTEM_IDS } from '../../machines/system-ids';
import type { Experience } from '../../domain/types';
import { appActor, experiencesAhead } from '../../runtime/system';
import { Placement, type ExperiencesRef } from './placement';
import styles from './hero-band.module.css';

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
      // The band's background is the first screen's largest picture: asked beside the renderer's
      // code, not after it (the display's code comes with the late logic; imported here, it would
      // be listed in the home route's first JavaScript).
      return Promise.all([
        import('../../domain/experience-display').then(({ heroPicturesOf }) => {
          for (const src of heroPicturesOf(hero)) {
            const picture = new Image();
            picture.fetchPriority = 'high';
            picture.src = src;
          }
        }),
        import('./hero-banner'),
      ]);
    })
    .catch(() => undefined);
}

// This chunk is asked for as the home feed is first drawn (ui/pages/home-page.tsx).
fetchHeroAhead(experiencesAhead());

export function HeroBand() {
  const experiences = appActor.system.get(SYSTEM_IDS.experiences) as ExperiencesRef | undefined;
  if (!experiences) return null;
  return <Band experiences={experiences} />;
}

function Band({ experiences }: { experiences: ExperiencesRef }) {
  // Placement 11 registers either way; the band goes once it is known to show nothing (the first
  // answer came without a hero, the hero was completed or dismissed, or the viewer is a bot).
  const gone = useSelector(
    experiences,
    (s) =>
      s.matches('off') || (s.context.initDone && !s.context.chosen[String(HOME_FEED_PLACEMENT)]),
  );
  return (
    <div className={gone ? undefined : styles.band} data-hero-band>
      <Placement id={HOME_FEED_PLACEMENT} />
    </div>
  );
}
