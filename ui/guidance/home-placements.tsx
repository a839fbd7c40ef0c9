// The home feed's placements 11, 1000541 and 1000503 (spec 2 section 2), floating above the feed
// so they never move it (DESIGN.md "The guidance layer": CLS 0).
import { HOME_PLACEMENTS, SURVEY_PLACEMENT } from '../../domain/constants';
import { Placement } from './placement';
import styles from './banner.module.css';

export function HomePlacements() {
  return (
    <div className={styles.slot}>
      {HOME_PLACEMENTS.map((id) => (
        <Placement key={id} id={id} />
      ))}
    </div>
  );
}

/** The survey placement 1000421, on every route (held back on the builder paths, spec 2 section 4). */
export function SurveyPlacement() {
  return <Placement id={SURVEY_PLACEMENT} />;
}
