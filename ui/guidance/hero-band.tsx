// Placement 11's hero banner in the band the home feed keeps for it (ui/pages/home-page.tsx): the
// band stays while the experiences are not known yet or while a hero shows, and goes only once
// placement 11 is known to show nothing, so a hero arriving after the feed never moves it.
import { useSelector } from '@xstate/react';
import { HOME_FEED_PLACEMENT } from '../../domain/experiences';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor } from '../../runtime/system';
import { Placement, type ExperiencesRef } from './placement';
import styles from './hero-band.module.css';

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
